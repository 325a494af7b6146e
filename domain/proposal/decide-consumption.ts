// EditConsumption: the consumption step saved again (dados-consumo/editar?pid=).
import { DomainError } from "../shared/decider";
import type { EditConsumption } from "./commands";
import type { ProposalConsumptionEdited } from "./events";
import { PROPOSAL_MSG as MSG } from "./messages";
import type { ProposalState } from "./state";
import { checkConsumption } from "./validation";

/** JSON with sorted keys: an event read back from jsonb does not keep its key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

/** [] when the data is what the proposal already has (a save without changes). */
export function editConsumption(command: EditConsumption, state: ProposalState): ProposalConsumptionEdited[] {
  if (state.status !== "active") throw new DomainError(MSG.notFound, undefined, "not_found");
  const { consumption, figures } = checkConsumption(command.consumption, command.simultaneityDefaults);
  if (canonical(consumption) === canonical(state.consumption)) return [];
  return [{ type: "ProposalConsumptionEdited", data: { proposalId: state.proposalId, consumption, ...figures } }];
}
