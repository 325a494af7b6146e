// One consumer unit over the 300 months (solar-br.md §2–§3). Energy is whole kWh, as the
// distributor meters and bills it; each bill line is kWh × tariff rounded once to centavos.
//
// Each month, group B:
//   S = min(C, round(G × simultaneity))  used at the moment it is made, never metered
//   I = G − S injected;  D = C − S drawn from the grid
//   compensable: floor rule max(0, D − min); measured rule D, or 0 when D < min
//   compensated = this month's injection first, then credits, oldest first; the rest of I is a new lot
//   billed kWh = D − compensated, or the minimum when D < min
//   bill = billed × tariff + compensated × Fio B × share of the year + CIP
// Group A (Verde/Azul) has no minimum: off-peak is compensated first, then the peak, each peak kWh
// costing kwhPricePeak ÷ kwhPrice credits (credits are off-peak kWh); contracted demand is paid with
// or without the system, the TUSDg demand on generation only with it.
import { MINIMUM_BILLED_KWH, type Phase } from "../generation";
import { CreditBank } from "./credits";
import { mulDivFloor, mulDivRound, toMicro } from "./exact";
import type { MinimumRule, ViabilityUnit } from "./inputs";
import type { Timeline } from "./timeline";

export interface UnitMonths {
  ucName: string;
  /** The unit's share of the generation (its yearly consumption ÷ everyone's, part 3 §9). */
  share: number;
  /** kWh, peak included for group A. */
  consumptionKwh: number[];
  generationKwh: number[];
  selfConsumedKwh: number[];
  injectedKwh: number[];
  /** Consumption kWh paid with injection or credits (peak kWh counted as peak kWh). */
  compensatedKwh: number[];
  /** kWh paid at the full tariff with the system (the minimum included). */
  billedKwh: number[];
  expiredKwh: number[];
  /** Credits left at the end of the month, kWh. */
  creditBalanceKwh: number[];
  billWithoutCents: number[];
  billWithCents: number[];
  /** The Fio B part of billWithCents. */
  fioBCents: number[];
}

/** A unit's slice of the generation: [lo, hi) of the units' summed yearly consumption. */
export interface ShareSlice {
  lo: number;
  hi: number;
  total: number;
}

/** µR$ → centavos. */
const MICRO_PER_CENT = 10_000;

/** The tariff (µR$) of each operating year, grown by `bp` basis points a year and rounded each year. */
function grown(micro: number, bp: number, years: number): number[] {
  const out = new Array<number>(years);
  out[0] = micro;
  for (let k = 1; k < years; k++) out[k] = mulDivRound(out[k - 1], 10_000 + bp, 10_000);
  return out;
}

const zeros = (n: number) => new Array<number>(n).fill(0);
const wholeKwh = (xs: readonly number[] | undefined) => (xs ?? []).map((v) => Math.round(v));

export function simulateUnit(u: ViabilityUnit, t: Timeline, slice: ShareSlice, rule: MinimumRule, inflationBp: number): UnitMonths {
  const n = t.months;
  const years = t.degradation.length;
  const groupA = u.tariffGroup === "A";
  const azul = groupA && u.classification === "Azul";
  const minimum = groupA ? 0 : MINIMUM_BILLED_KWH[u.phase as Phase];
  const off = wholeKwh(u.monthlyConsumption);
  const peak = groupA ? wholeKwh(u.monthlyConsumptionPeak) : zeros(12);
  const simBp = Math.round(u.simultaneityFactor * 100);
  const cip = u.publicLightingCents ?? 0;
  const price = toMicro(u.kwhPrice);
  const pricePeak = groupA ? toMicro(u.kwhPricePeak ?? 0) : 0;
  const tOff = grown(price, inflationBp, years);
  const tPeak = grown(pricePeak, inflationBp, years);
  const tFioB = grown(toMicro(u.bWireValue), inflationBp, years);
  // Demand: W × µR$/kW ÷ 1000 W/kW ÷ 10 000 µR$/centavo.
  const demandW = groupA ? Math.round((u.demand ?? 0) * 1000) : 0;
  const demandPeakW = azul ? Math.round((u.demandPeak ?? 0) * 1000) : 0;
  const genW = groupA ? Math.round((u.demandGen ?? 0) * 1000) : 0;
  const tDemand = grown(toMicro(u.demandTariff ?? 0), inflationBp, years);
  const tDemandPeak = grown(toMicro(u.demandTariffPeak ?? 0), inflationBp, years);
  const tTusdG = grown(toMicro(u.demandTariffTusdG ?? 0), inflationBp, years);

  const r: UnitMonths = {
    ucName: u.ucName,
    share: slice.total > 0 ? (slice.hi - slice.lo) / slice.total : 0,
    consumptionKwh: zeros(n),
    generationKwh: zeros(n),
    selfConsumedKwh: zeros(n),
    injectedKwh: zeros(n),
    compensatedKwh: zeros(n),
    billedKwh: zeros(n),
    expiredKwh: zeros(n),
    creditBalanceKwh: zeros(n),
    billWithoutCents: zeros(n),
    billWithCents: zeros(n),
    fioBCents: zeros(n),
  };
  const bank = new CreditBank(n);

  for (let m = 0; m < n; m++) {
    const cm = t.calendarMonth[m];
    const k = Math.floor(m / 12);
    const g = t.generationKwh[m];
    // Cumulative rounding: the units' slices add up to the system's kWh exactly.
    const gen = mulDivRound(g, slice.hi, slice.total) - mulDivRound(g, slice.lo, slice.total);
    const cOff = off[cm];
    const cPeak = peak[cm];
    const self = Math.min(cOff, mulDivRound(gen, simBp, 10_000));
    let injected = gen - self;
    const drawn = cOff - self;
    const expired = bank.expire(m);

    let compensated: number;
    let billed: number;
    let energyCents: number;
    let fixedCents = cip;
    let withoutCents: number;
    if (!groupA) {
      const allowed = rule === "floor" ? Math.max(0, drawn - minimum) : drawn < minimum ? 0 : drawn;
      const fromInjection = Math.min(injected, allowed);
      injected -= fromInjection;
      compensated = fromInjection + bank.take(allowed - fromInjection, m);
      // Under the floor rule compensation already stopped at the minimum; under either rule a
      // measured consumption below the minimum is billed as the minimum.
      billed = drawn < minimum ? minimum : drawn - compensated;
      energyCents = mulDivRound(billed, tOff[k], MICRO_PER_CENT);
      withoutCents = mulDivRound(Math.max(cOff, minimum), tOff[k], MICRO_PER_CENT) + cip;
    } else {
      const fromInjection = Math.min(injected, drawn);
      injected -= fromInjection;
      const compOff = fromInjection + bank.take(drawn - fromInjection, m);
      // Peak: what the injection left and the bank hold, in off-peak kWh, at the tariffs' ratio.
      const compPeak = Math.min(cPeak, mulDivFloor(injected + bank.balance, price, pricePeak));
      const credits = mulDivRound(compPeak, pricePeak, price);
      const peakFromInjection = Math.min(injected, credits);
      injected -= peakFromInjection;
      bank.take(credits - peakFromInjection, m);
      compensated = compOff + compPeak;
      billed = drawn - compOff + (cPeak - compPeak);
      energyCents = mulDivRound(drawn - compOff, tOff[k], MICRO_PER_CENT) + mulDivRound(cPeak - compPeak, tPeak[k], MICRO_PER_CENT);
      const demandCents = mulDivRound(demandW, tDemand[k], 1000 * MICRO_PER_CENT) + mulDivRound(demandPeakW, tDemandPeak[k], 1000 * MICRO_PER_CENT);
      fixedCents += demandCents + mulDivRound(genW, tTusdG[k], 1000 * MICRO_PER_CENT);
      withoutCents = mulDivRound(cOff, tOff[k], MICRO_PER_CENT) + mulDivRound(cPeak, tPeak[k], MICRO_PER_CENT) + demandCents + cip;
    }
    bank.add(m, injected);
    const fioBCents = mulDivRound(compensated, mulDivRound(tFioB[k], t.fioBBp[m], 10_000), MICRO_PER_CENT);

    r.consumptionKwh[m] = cOff + cPeak;
    r.generationKwh[m] = gen;
    r.selfConsumedKwh[m] = self;
    r.injectedKwh[m] = gen - self;
    r.compensatedKwh[m] = compensated;
    r.billedKwh[m] = billed;
    r.expiredKwh[m] = expired;
    r.creditBalanceKwh[m] = bank.balance;
    r.billWithoutCents[m] = withoutCents;
    r.billWithCents[m] = energyCents + fioBCents + fixedCents;
    r.fioBCents[m] = fioBCents;
  }
  return r;
}
