// What the engines read for a proposal, built from its state (the kit and generation steps) and the
// settings the PriceProposal command carries: the pricing engine's PricingProposal (part 3 §3/§4) and
// the 25-year viability's input (docs/viability.md). Pure; the price step stores both in its event.
import type { PricingProposal } from "../pricing";
import type { ViabilityInput, ViabilityUnit } from "../viability";
import type { ConsumerUnit, Consumption, Decimal } from "./fields";
import type { ProposalGeneration, ProposalKit, PricingPreferences } from "./steps";

/** The spec's default tariff growth (part 3 §5: inflation 10 %) when the preference is missing. */
export const DEFAULT_INFLATION_PCT = 10;
/** Minimum attractive rate (TMA) the NPV, discounted payback and LCOE use when the preference `tma` is missing (ours: the spec names none). */
export const DEFAULT_TMA_PCT = 10;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The priced system: power and distance from the generation step, counts, voltage, fixation and price from the kit. */
export function pricingProposalOf(
  kit: ProposalKit,
  generation: ProposalGeneration,
  consumption: Consumption,
  ownerId: string,
  discount: number | null,
): PricingProposal {
  const inverters = kit.inverterData;
  return {
    power: generation.realSystemData.power,
    modsQtd: kit.pvModuleData.reduce((s, m) => s + m.quantity, 0),
    invQtd: inverters.reduce((s, i) => s + i.iQuantity, 0),
    // iPower is W per inverter; the KW range reads the inverters' total in kW.
    inverterPower: round3(inverters.reduce((s, i) => s + i.iPower * i.iQuantity, 0) / 1000),
    roofHight: generation.roofHight,
    distance: generation.distance,
    kitPrice: kit.kitData.kitPrice,
    discount,
    kitVoltage: kit.kitData.kitVoltage,
    kitFixation: kit.kitData.kitFixation,
    // A kit mixing microinverters with a string inverter is priced as its first line says.
    inverterType: inverters[0]?.type ?? "String",
    vendor: ownerId,
    preVendor: null,
    location: { uf: consumption.location.uf, city: consumption.location.city },
    service: null,
  };
}

const dec = (v: Decimal | null): number | undefined => (v === null || v === "" ? undefined : Number(v));
const opt = (v: number | null): number | undefined => (v === null ? undefined : v);

/**
 * A consumer unit as the viability reads it. A Fio B value the user left empty counts as 0: the
 * consumption step fills it from the company's tariff when one was picked.
 */
function viabilityUnit(u: ConsumerUnit, group: Consumption["tariffModality"]): ViabilityUnit {
  const base: ViabilityUnit = {
    ucName: u.ucName,
    tariffGroup: group,
    monthlyConsumption: u.monthlyConsumption,
    kwhPrice: Number(u.kwhPrice),
    bWireValue: dec(u.finViabilityData.bWireValue) ?? 0,
    simultaneityFactor: u.finViabilityData.simultaneityFactor,
  };
  if (group === "B") return { ...base, ...(u.phase ? { phase: u.phase } : {}) };
  const a: ViabilityUnit = {
    ...base,
    ...(u.classification ? { classification: u.classification } : {}),
    monthlyConsumptionPeak: u.monthlyConsumptionPeak,
    kwhPricePeak: dec(u.kwhPricePeak),
    demand: opt(u.demand),
    demandTariff: dec(u.demandTariff),
    demandPeak: opt(u.demandPeak),
    demandTariffPeak: dec(u.demandTariffPeak),
    demandGen: opt(u.demandGen),
    demandTariffTusdG: dec(u.demandTariffTusdG),
  };
  // No undefined keys in an event's JSON (a rebuild must read what was written).
  return Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as unknown as ViabilityUnit;
}

/** The viability of the proposal at `investmentCents` (the final price), with the preferences in force. */
export function viabilityInputOf(
  consumption: Consumption,
  generation: ProposalGeneration,
  prefs: PricingPreferences,
  investmentCents: number,
): ViabilityInput {
  return {
    units: consumption.energyBillData.map((u) => viabilityUnit(u, consumption.tariffModality)),
    generationKwh: generation.realSystemData.monthyGeneration,
    start: prefs.start,
    accessRequestDate: prefs.accessRequestDate,
    inflationPct: prefs.inflation,
    tmaPct: prefs.tmaPct,
    investmentCents,
  };
}
