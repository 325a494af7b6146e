// StartProposal: the wizard's first step saved (dados-consumo/nova).
import { DomainError } from "../shared/decider";
import type { StartProposal } from "./commands";
import type { ProposalStarted } from "./events";
import { PROPOSAL_MSG as MSG } from "./messages";
import type { ProposalState } from "./state";
import { checkConsumption } from "./validation";

/** URL-safe (RFC 4648 base64url alphabet), long enough not to be guessed from its first 5 characters alone. */
export const FRONT_ID = /^[A-Za-z0-9_-]{12,64}$/;

/** A used id is a conflict (a double submit never gets here: its command id is known). */
export function startProposal(command: StartProposal, state: ProposalState): ProposalStarted[] {
  if (state.status !== "none") throw new DomainError(MSG.exists, undefined, "conflict");
  if (!command.proposalId) throw new DomainError(MSG.notFound, undefined, "invalid");
  if (typeof command.frontId !== "string" || !FRONT_ID.test(command.frontId)) throw new DomainError(MSG.frontId);
  const customer = command.customer;
  if (!customer || !customer.id) throw new DomainError(MSG.customerNotFound, "cid", "not_found");
  const allowed = Array.isArray(command.allowedOwners) ? command.allowedOwners : [];
  if (!command.ownerId || !allowed.includes(command.ownerId)) throw new DomainError(MSG.ownerNotAllowed, "uid", "forbidden");
  const itemId = command.itemId === undefined || command.itemId === "" ? null : command.itemId;
  if (itemId !== null && typeof itemId !== "string") throw new DomainError(MSG.itemRequired, "sid");
  const { consumption, figures } = checkConsumption(command.consumption, command.simultaneityDefaults);
  return [
    {
      type: "ProposalStarted",
      data: {
        proposalId: command.proposalId,
        frontId: command.frontId,
        customerId: customer.id,
        customerName: String(customer.name ?? "").trim(),
        ownerId: command.ownerId,
        itemId,
        finished: false,
        consumption,
        ...figures,
      },
    },
  ];
}
