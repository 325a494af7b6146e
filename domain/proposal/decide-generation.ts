// SetGeneration (dados-geracao/nova/:pid): realSystemData and estimateSystemData computed here from
// state.kit and state.consumption with the irradiation and losses the app found (spec part 3 §3,
// solar-br.md §1). No kit, no irradiation or a bad field: refused with the field's pt-BR message.
// The same figures again are no change ([]).
import { DomainError } from "../shared/decider";
import { canonical } from "./canonical";
import type { SetGeneration } from "./commands";
import type { ProposalGenerationSet } from "./events";
import { computeGeneration, generationInputErrors } from "./generation-step";
import { PROPOSAL_MSG } from "./messages";
import type { ProposalState } from "./state";

export function setGeneration(command: SetGeneration, state: ProposalState): ProposalGenerationSet[] {
  if (state.status !== "active") throw new DomainError(PROPOSAL_MSG.notFound, undefined, "not_found");
  const first = Object.entries(generationInputErrors(state.kit, command))[0];
  if (first) throw new DomainError(first[1], first[0] === "kit" ? undefined : first[0]);
  if (!state.kit || !command.irradiation) return []; // unreachable: generationInputErrors refused both
  const { generation } = computeGeneration(state.kit, state.consumption, { ...command, irradiation: command.irradiation });
  if (state.generation && canonical(state.generation) === canonical(generation)) return [];
  return [{ type: "ProposalGenerationSet", data: { proposalId: state.proposalId, ...generation } }];
}
