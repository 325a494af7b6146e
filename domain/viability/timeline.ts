// The 300 months of a simulation and what they share across consumer units: the calendar month
// (which consumption and generation value applies), the operating year (tariff growth,
// degradation), the calendar year's Fio B share, and the system's degraded generation.
import { fioBSharePct, type GdClass } from "./fio-b";
import { HORIZON_MONTHS, HORIZON_YEARS, type Degradation } from "./inputs";

export interface Timeline {
  months: number;
  /** 0 = January, per month. */
  calendarMonth: number[];
  calendarYear: number[];
  /** Fio B share in basis points (1 % = 100), per month. */
  fioBBp: number[];
  /** Generation factor of each operating year (1 = as new). */
  degradation: number[];
  /** kWh the system makes each month, whole kWh as the meter reads them. */
  generationKwh: number[];
}

/** Linear, as warranties state it: year 1 loses `firstYearPct`, each later year `yearlyPct` more. */
export function degradationFactors(d: Degradation, years = HORIZON_YEARS): number[] {
  return Array.from({ length: years }, (_, k) => Math.max(0, 1 - d.firstYearPct / 100 - (d.yearlyPct / 100) * k));
}

export function timeline(start: string, gd: GdClass, fioBAfterRampPct: number, degradation: Degradation, typicalKwh: readonly number[]): Timeline {
  const year0 = Number(start.slice(0, 4));
  const month0 = Number(start.slice(5, 7)) - 1;
  const n = HORIZON_MONTHS;
  const factors = degradationFactors(degradation);
  const t: Timeline = {
    months: n,
    calendarMonth: new Array<number>(n),
    calendarYear: new Array<number>(n),
    fioBBp: new Array<number>(n),
    degradation: factors,
    generationKwh: new Array<number>(n),
  };
  for (let m = 0; m < n; m++) {
    const cm = (month0 + m) % 12;
    const cy = year0 + Math.floor((month0 + m) / 12);
    t.calendarMonth[m] = cm;
    t.calendarYear[m] = cy;
    t.fioBBp[m] = Math.round(fioBSharePct(gd, cy, fioBAfterRampPct) * 100);
    t.generationKwh[m] = Math.round(typicalKwh[cm] * factors[Math.floor(m / 12)]);
  }
  return t;
}
