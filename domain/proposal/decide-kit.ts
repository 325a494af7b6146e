// ChooseKit (kits/escolha POST, spec part 3 §2): the kit as the app read it from rm_kits and the
// catalogue. Checked here whatever the app did: at least one module line, positive powers, whole
// positive quantities, a known inverter type and a price in positive integer centavos. The same
// kit again is no change ([]); a different one drops the generation (state.ts).
import { DomainError } from "../shared/decider";
import { canonical } from "./canonical";
import type { ChooseKit } from "./commands";
import type { ProposalKitChosen } from "./events";
import { KIT_GENERATION_MSG as MSG } from "./kit-generation-messages";
import { PROPOSAL_MSG } from "./messages";
import type { ProposalState } from "./state";
import type { ProposalKit } from "./steps";

export const MAX_KIT_LINES = 30;

const positive = (n: unknown): boolean => typeof n === "number" && Number.isFinite(n) && n > 0;
const wholePositive = (n: unknown): boolean => Number.isInteger(n) && (n as number) > 0;
const text = (v: unknown): boolean => typeof v === "string" && v.trim().length > 0;

/** Every problem of the kit at once, keyed by the spec's field names; {} when valid. */
export function kitErrors(kit: ProposalKit): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text(kit?.name)) out.name = MSG.kitName;
  if (!text(kit?.kitData?.kitSupplier)) out["kitData.kitSupplier"] = MSG.kitSupplier;
  if (!wholePositive(kit?.kitData?.kitPrice)) out["kitData.kitPrice"] = MSG.kitPrice;
  const modules = Array.isArray(kit?.pvModuleData) ? kit.pvModuleData : [];
  const inverters = Array.isArray(kit?.inverterData) ? kit.inverterData : [];
  const items = Array.isArray(kit?.additionalItems) ? kit.additionalItems : [];
  if (modules.length === 0) out.pvModuleData = MSG.noModule;
  if (modules.length > MAX_KIT_LINES || inverters.length > MAX_KIT_LINES || items.length > MAX_KIT_LINES) out.kit = MSG.tooManyLines;
  modules.forEach((m, i) => {
    if (!positive(m?.power)) out[`pvModuleData[${i}].power`] = MSG.modulePower(i);
    if (!wholePositive(m?.quantity)) out[`pvModuleData[${i}].quantity`] = MSG.moduleQuantity(i);
  });
  inverters.forEach((v, i) => {
    if (!positive(v?.iPower)) out[`inverterData[${i}].iPower`] = MSG.inverterPower(i);
    if (!wholePositive(v?.iQuantity)) out[`inverterData[${i}].iQuantity`] = MSG.inverterQuantity(i);
    if (v?.type !== "String" && v?.type !== "Micro") out[`inverterData[${i}].type`] = MSG.inverterType(i);
  });
  items.forEach((it, i) => {
    if (!wholePositive(it?.quantity)) out[`additionalItems[${i}].quantity`] = MSG.itemQuantity(i);
  });
  return out;
}

export function chooseKit(command: ChooseKit, state: ProposalState): ProposalKitChosen[] {
  if (state.status !== "active") throw new DomainError(PROPOSAL_MSG.notFound, undefined, "not_found");
  const first = Object.entries(kitErrors(command.kit))[0];
  if (first) throw new DomainError(first[1], first[0]);
  if (state.kit && canonical(state.kit) === canonical(command.kit)) return [];
  return [{ type: "ProposalKitChosen", data: { proposalId: state.proposalId, kit: command.kit } }];
}
