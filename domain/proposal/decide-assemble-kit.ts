// AssembleKit ("Montar kit" on the kit step): the assembly is checked whatever the app did
// (kit-assembly.ts: a module of the catalogue, at least one inverter, whole quantities within
// bounds, a cost in centavos, the kit's options), then saved exactly as a chosen kit: the same
// event, the same "same kit again is no change" and "a new kit drops the generation" (state.ts).
import { DomainError } from "../shared/decider";
import type { AssembleKit } from "./commands";
import { chooseKit } from "./decide-kit";
import type { ProposalKitChosen } from "./events";
import { assembledKit, kitAssemblyErrors } from "./kit-assembly";
import type { ProposalState } from "./state";

export function assembleKit(command: AssembleKit, state: ProposalState): ProposalKitChosen[] {
  const first = Object.entries(kitAssemblyErrors(command.assembly))[0];
  if (first) throw new DomainError(first[1], first[0]);
  return chooseKit({ type: "ChooseKit", kit: assembledKit(command.assembly) }, state);
}
