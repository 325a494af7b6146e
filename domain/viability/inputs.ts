// What the 25-year simulation reads (solar-br.md §2–§5; spec part 3 §3 energyBillData and
// finViabilityData). Tariffs are R$ with up to 6 decimals, as the tariff table keeps them; amounts
// are integer centavos; rates are % as the settings keep them.
import { MONTH_NAMES_PT, unitsErrors, type ConsumptionUnit, type FieldErrors } from "../generation";
import { isValidISODate } from "../shared/format";
import { VIABILITY_MSG } from "./messages";

/**
 * How the minimum bill (custo de disponibilidade, group B) meets compensation:
 * - floor: compensation stops where the bill reaches the minimum (REN 482 practice, GD I);
 * - measured: the minimum is billed only when the consumption measured before compensation is
 *   below it, otherwise every kWh may be compensated (Lei 14.300 art. 16, GD II).
 */
export const MINIMUM_RULES = ["floor", "measured"] as const;
export type MinimumRule = (typeof MINIMUM_RULES)[number];

export interface ViabilityUnit extends ConsumptionUnit {
  ucName: string;
  /** R$/kWh with taxes (TE + TUSD); group A: off-peak. */
  kwhPrice: number;
  /** Group A: R$/kWh at the peak post. */
  kwhPricePeak?: number;
  /** R$/kWh of the TUSD Fio B (finViabilityData.bWireValue). */
  bWireValue: number;
  /** Group A: contracted demand (off-peak for Azul), kW, and its tariff, R$/kW. */
  demand?: number;
  demandTariff?: number;
  /** Group A Azul: peak demand, kW, and its tariff, R$/kW. */
  demandPeak?: number;
  demandTariffPeak?: number;
  /** Group A: demand charged on generation (TUSDg), kW, and its tariff, R$/kW. */
  demandGen?: number;
  demandTariffTusdG?: number;
  /** % of this unit's generation used at the moment it is made (0 for a remote unit). */
  simultaneityFactor: number;
  /** CIP/COSIP, centavos a month, paid with or without the system. */
  publicLightingCents?: number;
}

export interface Degradation {
  /** % lost in the first year (0 when the losses already hold the LID line). */
  firstYearPct: number;
  /** % lost each later year, linear as module warranties state it. */
  yearlyPct: number;
}
export const DEFAULT_DEGRADATION: Degradation = { firstYearPct: 0, yearlyPct: 0.5 };

export interface ViabilityInput {
  units: readonly ViabilityUnit[];
  /** kWh of a typical year, January first (realSystemData.monthyGeneration). */
  generationKwh: readonly number[];
  /** First month of operation, aaaa-mm. */
  start: string;
  /** When the grid access was requested, aaaa-mm-dd (GD I or GD II). */
  accessRequestDate: string;
  /** Tariff growth, % a year (spec "inflation", default 10). */
  inflationPct: number;
  /** Minimum attractive rate (TMA), % a year: NPV, discounted payback, LCOE. */
  tmaPct: number;
  degradation?: Degradation;
  /** % of the Fio B paid after the law's ramp. */
  fioBAfterRampPct?: number;
  /** Default: floor for GD I, measured for GD II. */
  minimumRule?: MinimumRule;
  investmentCents: number;
  /** O&M, centavos a year, paid at the end of each year. */
  omYearlyCents?: number;
  /** A new inverter at the end of operating year `year`. */
  inverterReplacement?: { year: number; costCents: number } | null;
}

export const HORIZON_YEARS = 25;
export const HORIZON_MONTHS = HORIZON_YEARS * 12;
const MAX_RS_KWH = 10;
const MAX_KW = 100_000;
const MAX_RS_KW = 1_000;
const MAX_CENTS = 1e13;
/** 100.000 kWp × 12 kWh/m²/day × 31 days, rounded up. */
const MAX_GENERATION_KWH = 40_000_000;

const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const between = (v: unknown, lo: number, hi: number) => num(v) && v >= lo && v <= hi;
const cents = (v: unknown, positive = false) => Number.isSafeInteger(v) && (v as number) >= (positive ? 1 : 0) && (v as number) <= MAX_CENTS;

function tariffError(v: unknown, missing: string): string | null {
  if (!num(v) || v <= 0) return missing;
  return v > MAX_RS_KWH ? VIABILITY_MSG.tariffTooHigh : null;
}

function unitErrors(u: ViabilityUnit, p: string): FieldErrors {
  const out: FieldErrors = {};
  const put = (field: string, msg: string | null) => {
    if (msg) out[`${p}.${field}`] = msg;
  };
  put("kwhPrice", tariffError(u.kwhPrice, VIABILITY_MSG.kwhPrice));
  if (u.tariffGroup === "A") put("kwhPricePeak", tariffError(u.kwhPricePeak, VIABILITY_MSG.kwhPricePeak));
  if (!between(u.bWireValue, 0, MAX_RS_KWH)) put("bWireValue", VIABILITY_MSG.bWireValue);
  if (!between(u.simultaneityFactor, 0, 100)) put("simultaneityFactor", VIABILITY_MSG.simultaneityFactor);
  if (u.publicLightingCents !== undefined && !cents(u.publicLightingCents)) put("publicLightingCents", VIABILITY_MSG.publicLighting);
  if (u.tariffGroup === "A") {
    const kw: [keyof ViabilityUnit, string][] = [
      ["demand", "Demanda contratada"],
      ["demandPeak", "Demanda na ponta"],
      ["demandGen", "Demanda de geração"],
    ];
    const rs: [keyof ViabilityUnit, string][] = [
      ["demandTariff", "Tarifa de demanda"],
      ["demandTariffPeak", "Tarifa de demanda na ponta"],
      ["demandTariffTusdG", "Tarifa de demanda TUSDg"],
    ];
    for (const [f, label] of kw) if (u[f] !== undefined && !between(u[f], 0, MAX_KW)) put(f, VIABILITY_MSG.demand(label));
    for (const [f, label] of rs) if (u[f] !== undefined && !between(u[f], 0, MAX_RS_KW)) put(f, VIABILITY_MSG.demandTariff(label));
  }
  return out;
}

function generationErrors(g: readonly number[]): FieldErrors {
  if (!Array.isArray(g) || g.length !== 12) return { generationKwh: VIABILITY_MSG.generation };
  const out: FieldErrors = {};
  g.forEach((v, i) => {
    if (!between(v, 0, MAX_GENERATION_KWH)) out[`generationKwh[${i}]`] = VIABILITY_MSG.generationValue(MONTH_NAMES_PT[i]);
  });
  if (Object.keys(out).length === 0 && g.every((v) => v === 0)) out.generationKwh = VIABILITY_MSG.noGeneration;
  return out;
}

const START = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every problem at once, keyed by field (`energyBillData[0].kwhPrice`, `tmaPct`...); {} when valid. */
export function viabilityErrors(input: ViabilityInput): FieldErrors {
  const out: FieldErrors = { ...unitsErrors(input.units) };
  if (Array.isArray(input.units)) input.units.forEach((u, i) => Object.assign(out, unitErrors(u, `energyBillData[${i}]`)));
  Object.assign(out, generationErrors(input.generationKwh));
  const start = typeof input.start === "string" ? START.exec(input.start) : null;
  if (!start || Number(start[1]) < 2000 || Number(start[1]) > 2100) out.start = VIABILITY_MSG.start;
  if (!isValidISODate(input.accessRequestDate)) out.accessRequestDate = VIABILITY_MSG.accessRequestDate;
  else if (start && input.start < input.accessRequestDate.slice(0, 7)) out.start = VIABILITY_MSG.startBeforeRequest;
  if (!between(input.inflationPct, 0, 30)) out.inflationPct = VIABILITY_MSG.inflation;
  if (!between(input.tmaPct, 0, 100)) out.tmaPct = VIABILITY_MSG.tma;
  const d = input.degradation;
  if (d !== undefined && !between(d?.firstYearPct, 0, 20)) out["degradation.firstYearPct"] = VIABILITY_MSG.firstYearDegradation;
  if (d !== undefined && !between(d?.yearlyPct, 0, 3)) out["degradation.yearlyPct"] = VIABILITY_MSG.yearlyDegradation;
  if (input.fioBAfterRampPct !== undefined && !between(input.fioBAfterRampPct, 0, 100)) out.fioBAfterRampPct = VIABILITY_MSG.fioBAfterRamp;
  if (input.minimumRule !== undefined && !MINIMUM_RULES.includes(input.minimumRule)) out.minimumRule = VIABILITY_MSG.minimumRule;
  if (!cents(input.investmentCents, true)) out.investmentCents = VIABILITY_MSG.investment;
  if (input.omYearlyCents !== undefined && !cents(input.omYearlyCents)) out.omYearlyCents = VIABILITY_MSG.om;
  const inv = input.inverterReplacement;
  if (inv) {
    if (!Number.isInteger(inv.year) || inv.year < 1 || inv.year > HORIZON_YEARS) out["inverterReplacement.year"] = VIABILITY_MSG.inverterYear;
    if (!cents(inv.costCents)) out["inverterReplacement.costCents"] = VIABILITY_MSG.inverterCost;
  }
  return out;
}
