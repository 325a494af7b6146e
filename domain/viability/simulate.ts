// The 25-year viability of a proposal (solar-br.md §5): every consumer unit month by month, then
// the proposal's bills, savings, cash flow, paybacks, NPV, IRR, LCOE, offsets and emissions.
// Pure: the start month is an input, nothing reads the clock.
import { DomainError } from "../shared/decider";
import { GENERATION_MSG, throwFirst } from "../generation";
import { emissionFigures, type EmissionFigures } from "./emissions";
import { discountedCents, irr, monthlyRate, paybackPeriod, yearlyRate } from "./finance";
import { DEFAULT_FIO_B_AFTER_RAMP_PCT, gdClass, type GdClass } from "./fio-b";
import { DEFAULT_DEGRADATION, HORIZON_YEARS, viabilityErrors, type MinimumRule, type ViabilityInput } from "./inputs";
import { VIABILITY_MSG } from "./messages";
import { timeline } from "./timeline";
import { simulateUnit, type UnitMonths } from "./unit-month";

export interface YearRow {
  /** Operating year, 1 to 25. */
  year: number;
  generationKwh: number;
  consumptionKwh: number;
  compensatedKwh: number;
  expiredKwh: number;
  billWithoutCents: number;
  billWithCents: number;
  savingsCents: number;
  omCents: number;
  inverterCents: number;
  /** savings − O&M − inverter. */
  cashFlowCents: number;
  /** From −investment at the start. */
  cumulativeCents: number;
  /** Σ of the year's monthly flows discounted at the TMA. */
  discountedCents: number;
  cumulativeDiscountedCents: number;
}

export interface Share {
  firstYear: number;
  total: number;
}

export interface ViabilityResult {
  start: string;
  gdClass: GdClass;
  minimumRule: MinimumRule;
  units: UnitMonths[];
  /** Σ over the units, per month. */
  monthly: { consumptionKwh: number[]; generationKwh: number[]; billWithoutCents: number[]; billWithCents: number[]; savingsCents: number[] };
  /** 301 flows: index 0 is −investment, index m + 1 the end of month m. */
  cashFlowCents: number[];
  discountedCashFlowCents: number[];
  years: YearRow[];
  totals: { generationKwh: number; consumptionKwh: number; billWithoutCents: number; billWithCents: number; savingsCents: number };
  /** Months until the running cash flow reaches zero; null when not within 25 years. */
  paybackMonths: number | null;
  discountedPaybackMonths: number | null;
  npvCents: number;
  irrMonthly: number | null;
  irrYearly: number | null;
  /** R$/kWh over 25 years at the TMA (4 decimals). */
  lcoe: number | null;
  /** % of the consumption the generation covers. */
  energyOffsetPct: Share;
  /** % of the bill without the system that the system saves. */
  billSavedPct: Share;
  emissions: EmissionFigures;
}

const sum = (xs: readonly number[], from = 0, to = xs.length) => {
  let s = 0;
  for (let i = from; i < to; i++) s += xs[i];
  return s;
};
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** Throws a DomainError on the first bad input; otherwise the whole simulation. */
export function simulateViability(input: ViabilityInput): ViabilityResult {
  throwFirst(viabilityErrors(input));
  const gd = gdClass(input.accessRequestDate);
  const rule: MinimumRule = input.minimumRule ?? (gd === "GD1" ? "floor" : "measured");
  const t = timeline(
    input.start,
    gd,
    input.fioBAfterRampPct ?? DEFAULT_FIO_B_AFTER_RAMP_PCT,
    input.degradation ?? DEFAULT_DEGRADATION,
    input.generationKwh,
  );
  const n = t.months;
  const inflationBp = Math.round(input.inflationPct * 100);

  // Each unit's slice of the generation: its yearly consumption (peak included) over everyone's.
  const yearly = input.units.map(
    (u) => sum(u.monthlyConsumption.map(Math.round)) + (u.tariffGroup === "A" ? sum((u.monthlyConsumptionPeak ?? []).map(Math.round)) : 0),
  );
  const total = sum(yearly);
  if (total === 0) throw new DomainError(GENERATION_MSG.noConsumption, "energyBillData[0].monthlyConsumption");
  let lo = 0;
  const units = input.units.map((u, i) => {
    const slice = { lo, hi: lo + yearly[i], total };
    lo = slice.hi;
    return simulateUnit(u, t, slice, rule, inflationBp);
  });

  const monthly = {
    consumptionKwh: new Array<number>(n).fill(0),
    generationKwh: t.generationKwh,
    billWithoutCents: new Array<number>(n).fill(0),
    billWithCents: new Array<number>(n).fill(0),
    savingsCents: new Array<number>(n).fill(0),
  };
  for (const u of units) {
    for (let m = 0; m < n; m++) {
      monthly.consumptionKwh[m] += u.consumptionKwh[m];
      monthly.billWithoutCents[m] += u.billWithoutCents[m];
      monthly.billWithCents[m] += u.billWithCents[m];
    }
  }
  for (let m = 0; m < n; m++) monthly.savingsCents[m] = monthly.billWithoutCents[m] - monthly.billWithCents[m];

  // Cash flow: the investment today, savings at the end of each month, O&M and the inverter at the
  // end of their year.
  const om = input.omYearlyCents ?? 0;
  const inverter = input.inverterReplacement ?? null;
  const costs = new Array<number>(n + 1).fill(0);
  for (let y = 1; y <= HORIZON_YEARS; y++) costs[y * 12] = om + (inverter && inverter.year === y ? inverter.costCents : 0);
  const cashFlowCents = new Array<number>(n + 1);
  cashFlowCents[0] = -input.investmentCents;
  for (let m = 0; m < n; m++) cashFlowCents[m + 1] = monthly.savingsCents[m] - costs[m + 1];
  const rate = monthlyRate(input.tmaPct / 100);
  const discountedCashFlowCents = discountedCents(cashFlowCents, rate);

  const years: YearRow[] = [];
  let cumulative = -input.investmentCents;
  let cumulativeDiscounted = -input.investmentCents;
  for (let y = 0; y < HORIZON_YEARS; y++) {
    const a = y * 12;
    const b = a + 12;
    const unitSum = (pick: (u: UnitMonths) => number[]) => units.reduce((s, u) => s + sum(pick(u), a, b), 0);
    const billWithoutCents = sum(monthly.billWithoutCents, a, b);
    const billWithCents = sum(monthly.billWithCents, a, b);
    const cashFlow = sum(cashFlowCents, a + 1, b + 1);
    const discounted = sum(discountedCashFlowCents, a + 1, b + 1);
    cumulative += cashFlow;
    cumulativeDiscounted += discounted;
    years.push({
      year: y + 1,
      generationKwh: sum(t.generationKwh, a, b),
      consumptionKwh: sum(monthly.consumptionKwh, a, b),
      compensatedKwh: unitSum((u) => u.compensatedKwh),
      expiredKwh: unitSum((u) => u.expiredKwh),
      billWithoutCents,
      billWithCents,
      savingsCents: billWithoutCents - billWithCents,
      omCents: om,
      inverterCents: inverter && inverter.year === y + 1 ? inverter.costCents : 0,
      cashFlowCents: cashFlow,
      cumulativeCents: cumulative,
      discountedCents: discounted,
      cumulativeDiscountedCents: cumulativeDiscounted,
    });
  }

  const totals = {
    generationKwh: sum(t.generationKwh),
    consumptionKwh: sum(monthly.consumptionKwh),
    billWithoutCents: sum(monthly.billWithoutCents),
    billWithCents: sum(monthly.billWithCents),
    savingsCents: sum(monthly.savingsCents),
  };
  if (![...Object.values(totals), cumulative, cumulativeDiscounted].every(Number.isSafeInteger)) throw new DomainError(VIABILITY_MSG.tooLarge);

  // LCOE: what the system costs over its life ÷ the kWh it makes, both discounted at the TMA.
  const costCents = input.investmentCents + sum(discountedCents(costs, rate));
  let energy = 0;
  for (let m = 0; m < n; m++) energy += t.generationKwh[m] / Math.pow(1 + rate, m + 1);
  const monthlyIrr = irr(cashFlowCents);

  return {
    start: input.start,
    gdClass: gd,
    minimumRule: rule,
    units,
    monthly,
    cashFlowCents,
    discountedCashFlowCents,
    years,
    totals,
    paybackMonths: paybackPeriod(cashFlowCents),
    discountedPaybackMonths: paybackPeriod(discountedCashFlowCents),
    npvCents: cumulativeDiscounted,
    irrMonthly: monthlyIrr,
    irrYearly: monthlyIrr === null ? null : yearlyRate(monthlyIrr),
    lcoe: energy > 0 ? Math.round((costCents / 100 / energy) * 10_000) / 10_000 : null,
    energyOffsetPct: { firstYear: pct(years[0].generationKwh, years[0].consumptionKwh), total: pct(totals.generationKwh, totals.consumptionKwh) },
    billSavedPct: { firstYear: pct(years[0].savingsCents, years[0].billWithoutCents), total: pct(totals.savingsCents, totals.billWithoutCents) },
    emissions: emissionFigures(sum(input.generationKwh)),
  };
}
