// A consumer unit's consumption (spec part 3 §3 energyBillData; part 1 §9 averages): 12 monthly
// kWh values, January first, and for group A the 12 peak values too. Group B pays a minimum billed
// energy by connection phase (REN 1.000, solar-br.md §2); group A has none (§3).
import { GENERATION_MSG, MAX_MONTHLY_KWH, MONTH_NAMES_PT } from "./messages";

export const TARIFF_GROUPS = ["B", "A"] as const;
export type TariffGroup = (typeof TARIFF_GROUPS)[number];
export const TARIFF_GROUP_LABELS: Record<TariffGroup, string> = { B: "Grupo B (baixa tensão)", A: "Grupo A (alta tensão)" };

export const PHASES = ["single", "two", "three"] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_LABELS: Record<Phase, string> = { single: "Monofásica", two: "Bifásica", three: "Trifásica" };
/** Custo de disponibilidade (REN 1.000): kWh billed at the full tariff however little is consumed. */
export const MINIMUM_BILLED_KWH: Record<Phase, number> = { single: 30, two: 50, three: 100 };

export const CLASSIFICATIONS = ["Verde", "Azul"] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export interface ConsumptionUnit {
  tariffGroup: TariffGroup;
  /** Group B only. */
  phase?: Phase;
  /** Group A only. */
  classification?: Classification;
  /** kWh, January first; for group A the off-peak values. */
  monthlyConsumption: readonly number[];
  /** Group A: kWh at the peak post, January first. */
  monthlyConsumptionPeak?: readonly number[];
}

const isIn = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === "string" && (list as readonly string[]).includes(v);

function monthErrors(values: unknown, field: string, missing: string, bad: (m: string) => string, out: Record<string, string>): number[] | null {
  if (!Array.isArray(values) || values.length !== 12) {
    out[field] = missing;
    return null;
  }
  values.forEach((v, i) => {
    const month = MONTH_NAMES_PT[i];
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) out[`${field}[${i}]`] = bad(month);
    else if (v > MAX_MONTHLY_KWH) out[`${field}[${i}]`] = GENERATION_MSG.tooHigh(month);
  });
  return values as number[];
}

/** Every problem of one unit at once, keyed by form field under `prefix` (`energyBillData[0]`); {} when valid. */
export function consumptionErrors(u: ConsumptionUnit, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const group = u?.tariffGroup;
  if (!isIn(TARIFF_GROUPS, group)) out[`${prefix}.tariffGroup`] = GENERATION_MSG.tariffGroup;
  else if (group === "B" && !isIn(PHASES, u.phase)) out[`${prefix}.phase`] = GENERATION_MSG.phase;
  else if (group === "A" && !isIn(CLASSIFICATIONS, u.classification)) out[`${prefix}.classification`] = GENERATION_MSG.classification;
  const field = `${prefix}.monthlyConsumption`;
  const off = monthErrors(u?.monthlyConsumption, field, GENERATION_MSG.months, GENERATION_MSG.consumption, out);
  let peak: number[] | null = [];
  if (group === "A") {
    peak = monthErrors(u.monthlyConsumptionPeak, `${prefix}.monthlyConsumptionPeak`, GENERATION_MSG.monthsPeak, GENERATION_MSG.consumptionPeak, out);
  }
  const clean = Object.keys(out).length === 0;
  if (clean && off && peak && off.every((v) => v === 0) && peak.every((v) => v === 0)) out[field] = GENERATION_MSG.noConsumption;
  return out;
}

/** The errors of a list of units (`energyBillData[i]...`), with the list's own problems first. */
export function unitsErrors(units: readonly ConsumptionUnit[], maxUnits = 30): Record<string, string> {
  if (!Array.isArray(units) || units.length === 0) return { energyBillData: GENERATION_MSG.noUnit };
  if (units.length > maxUnits) return { energyBillData: GENERATION_MSG.tooManyUnits };
  return Object.assign({}, ...units.map((u, i) => consumptionErrors(u, `energyBillData[${i}]`)));
}

const sum = (xs: readonly number[]) => xs.reduce((s, v) => s + v, 0);

/** Σ of the 12 months (off-peak for group A), kWh. */
export const yearlyConsumption = (u: ConsumptionUnit): number => sum(u.monthlyConsumption);
/** Σ of the 12 peak months (0 for group B), kWh. */
export const yearlyConsumptionPeak = (u: ConsumptionUnit): number =>
  u.tariffGroup === "A" && u.monthlyConsumptionPeak ? sum(u.monthlyConsumptionPeak) : 0;
/** The unit's estimated yearly consumption: the peak added when it has a classification (part 3 §9). */
export const estimatedYearlyConsumption = (u: ConsumptionUnit): number => yearlyConsumption(u) + yearlyConsumptionPeak(u);
/** Part 1 §9: the sum of the 12 months ÷ 12 (peak included for group A). */
export const averageMonthlyConsumption = (u: ConsumptionUnit): number => estimatedYearlyConsumption(u) / 12;
/** kWh billed however little is consumed: by phase for group B, none for group A. */
export const minimumBilledKwh = (u: Pick<ConsumptionUnit, "tariffGroup" | "phase">): number =>
  u.tariffGroup === "B" && u.phase ? MINIMUM_BILLED_KWH[u.phase] : 0;
