// The final proposal's two facts (issue 17): a visit to its public link, and its sending with the
// PDF's SHA-256. The app decides who counts as a visitor (outside the company, once a day by cookie)
// and makes and hashes the PDF; the decider keeps the rules that need the proposal's state.
import { DomainError } from "../shared/decider";
import type { RecordProposalSent, RecordProposalView } from "./commands";
import type { ProposalSent, ProposalViewed } from "./events";
import type { ActiveProposal } from "./state";

export const FINAL_MSG = {
  notFinished: "Esta proposta não possui dados do preço",
  badHash: "Arquivo da proposta inválido.",
  badInstant: "Data inválida.",
  badVisitor: "Visitante inválido.",
} as const;

const SHA256 = /^[0-9a-f]{64}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const VISITOR = /^[A-Za-z0-9_-]{8,64}$/;

export function recordView(command: RecordProposalView, state: ActiveProposal): ProposalViewed[] {
  if (!ISO_INSTANT.test(command.viewedAt)) throw new DomainError(FINAL_MSG.badInstant);
  if (!VISITOR.test(command.visitor)) throw new DomainError(FINAL_MSG.badVisitor);
  return [{ type: "ProposalViewed", data: { proposalId: state.proposalId, viewedAt: command.viewedAt, visitor: command.visitor } }];
}

/** Only a proposal whose price is in force can be sent (its PDF needs the price). */
export function recordSent(command: RecordProposalSent, state: ActiveProposal): ProposalSent[] {
  if (!state.finished || !state.pricing) throw new DomainError(FINAL_MSG.notFinished);
  if (!SHA256.test(command.sha256) || !Number.isInteger(command.bytes) || command.bytes <= 0) throw new DomainError(FINAL_MSG.badHash);
  if (!ISO_INSTANT.test(command.sentAt)) throw new DomainError(FINAL_MSG.badInstant);
  return [
    {
      type: "ProposalSent",
      data: { proposalId: state.proposalId, sentBy: command.sentBy, sentAt: command.sentAt, sha256: command.sha256, bytes: command.bytes },
    },
  ];
}
