// The generation step's figures (spec part 3 §3 realSystemData and estimateSystemData; solar-br.md
// §1), from the proposal's kit and consumption, the city's irradiation and the losses. One function
// for the page's preview and for the decider, so what the page shows is what SetGeneration saves.
import {
  estimateSystemData,
  irradiationErrors,
  lossErrors,
  realSystemData,
  type ConsumptionUnit,
  type ExpectedGeneration,
  type LossLine,
} from "../generation";
import type { Consumption } from "./fields";
import { KIT_GENERATION_MSG as MSG } from "./kit-generation-messages";
import type { ProposalGeneration, ProposalKit } from "./steps";

export const MAX_DISTANCE_KM = 10_000;
export const MAX_ROOF_HIGHT_M = 300;

/** The proposal's consumer units as the generation engine reads them. */
export function consumptionUnits(c: Consumption): ConsumptionUnit[] {
  return c.energyBillData.map((u) => ({
    tariffGroup: c.tariffModality,
    ...(u.phase ? { phase: u.phase } : {}),
    ...(u.classification ? { classification: u.classification } : {}),
    monthlyConsumption: u.monthlyConsumption,
    monthlyConsumptionPeak: u.monthlyConsumptionPeak,
  }));
}

export interface GenerationInputs {
  irradiation: ProposalGeneration["irradiation"] | null;
  losses: LossLine[];
  distance: number;
  roofHight: number;
  /** The preference availabilityTaxDiscount: size above each group B unit's minimum billed kWh (absent: true). */
  subtractMinimum?: boolean;
}

const inRange = (n: unknown, max: number) => typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= max;

/** Every problem of the step's inputs at once, keyed by form field; {} when valid. */
export function generationInputErrors(kit: ProposalKit | null, i: GenerationInputs): Record<string, string> {
  const out: Record<string, string> = {};
  if (!kit) out.kit = MSG.noKit;
  Object.assign(out, irradiationErrors(i.irradiation?.months ?? null));
  Object.assign(out, lossErrors(i.losses));
  if (!inRange(i.distance, MAX_DISTANCE_KM)) out["realSystemData.distance"] = MSG.distance;
  if (!inRange(i.roofHight, MAX_ROOF_HIGHT_M)) out.roofHight = MSG.roofHight;
  return out;
}

/**
 * What the step saves (assumed valid: see generationInputErrors; the engines throw a DomainError
 * otherwise), and the month-by-month generation with each loss's kWh for the page.
 */
export function computeGeneration(
  kit: ProposalKit,
  consumption: Consumption,
  i: GenerationInputs & { irradiation: ProposalGeneration["irradiation"] },
): { generation: ProposalGeneration; detail: ExpectedGeneration } {
  const months = i.irradiation.months;
  const modules = kit.pvModuleData.map((m) => ({ power: m.power, quantity: m.quantity, mLength: m.mLength, width: m.width, weight: m.weight }));
  const real = realSystemData(modules, months, i.losses);
  return {
    generation: {
      irradiation: i.irradiation,
      losses: i.losses,
      distance: i.distance,
      roofHight: i.roofHight,
      realSystemData: { ...real.data, distance: i.distance, supplier: kit.kitData.kitSupplier, kitFixation: kit.kitData.kitFixation },
      estimateSystemData: estimateSystemData(consumptionUnits(consumption), months, i.losses, i.subtractMinimum !== false),
    },
    detail: real.generation,
  };
}
