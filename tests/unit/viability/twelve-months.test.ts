import { describe, expect, it } from "vitest";
import { simulateViability } from "../../../domain/viability";
import { first, flat, input, unitB } from "./scenario";

// One single-phase unit (minimum 30 kWh), 400 kWh every month, R$ 1,00/kWh, Fio B R$ 0,30/kWh,
// simultaneity 20 %, public lighting R$ 10,00. Access requested 10/02/2025 (GD II: the minimum only
// when the measured consumption is below it), operating from March 2025. Typical generation, January
// first: 500 480 450 400 350 300 320 380 420 460 480 500 kWh. No inflation or degradation in year 1.
//
// Each month: S = 20 % of G; I = G − S; D = 400 − S; compensate D with I, then credits; rest of I → credits.
// Fio B share: 45 % in 2025 → 0,30 × 45 % = R$ 0,135/kWh; 60 % in 2026 → R$ 0,18/kWh.
//
//  month     G    S    I    D   comp (I + bank)  credits  billed  Fio B                    bill with
//  Mar/25  450   90  360  310   310 (310 + 0)        50       0   310 × 0,135 = 41,85      0 + 41,85 + 10 = 51,85
//  Apr/25  400   80  320  320   320 (320 + 0)        50       0   320 × 0,135 = 43,20      53,20
//  May/25  350   70  280  330   330 (280 + 50)        0       0   330 × 0,135 = 44,55      54,55
//  Jun/25  300   60  240  340   240                   0     100   240 × 0,135 = 32,40      100 + 32,40 + 10 = 142,40
//  Jul/25  320   64  256  336   256                   0      80   256 × 0,135 = 34,56      80 + 34,56 + 10 = 124,56
//  Aug/25  380   76  304  324   304                   0      20   304 × 0,135 = 41,04      20 + 41,04 + 10 = 71,04
//  Sep/25  420   84  336  316   316                  20       0   316 × 0,135 = 42,66      52,66
//  Oct/25  460   92  368  308   308                  80       0   308 × 0,135 = 41,58      51,58
//  Nov/25  480   96  384  304   304                 160       0   304 × 0,135 = 41,04      51,04
//  Dec/25  500  100  400  300   300                 260       0   300 × 0,135 = 40,50      50,50
//  Jan/26  500  100  400  300   300                 360       0   300 × 0,18  = 54,00      64,00
//  Feb/26  480   96  384  304   304                 440       0   304 × 0,18  = 54,72      64,72
//
// August bills 20 kWh, under the 30 kWh minimum: the measured consumption (324) is above it.
// Without the system every month is 400 × 1,00 + 10 = R$ 410,00; the year R$ 4.920,00.
// With: 51,85 + 53,20 + 54,55 + 142,40 + 124,56 + 71,04 + 52,66 + 51,58 + 51,04 + 50,50 + 64,00 + 64,72 = R$ 832,10.
// Savings R$ 4.087,90 = 83,09 % of the bill; generation 5.040 kWh over 4.800 consumed = 105 %.
const scenario = input({
  units: [unitB({ simultaneityFactor: 20, publicLightingCents: 1000, monthlyConsumption: flat(400), kwhPrice: 1, bWireValue: 0.3 })],
  generationKwh: [500, 480, 450, 400, 350, 300, 320, 380, 420, 460, 480, 500],
  start: "2025-03",
  accessRequestDate: "2025-02-10",
  investmentCents: 1_500_000,
});

describe("viability: a hand-computed 12-month case", () => {
  const r = simulateViability(scenario);
  const u = r.units[0];

  it("energy month by month", () => {
    expect(r.minimumRule).toBe("measured");
    expect(first(u.generationKwh)).toEqual([450, 400, 350, 300, 320, 380, 420, 460, 480, 500, 500, 480]);
    expect(first(u.selfConsumedKwh)).toEqual([90, 80, 70, 60, 64, 76, 84, 92, 96, 100, 100, 96]);
    expect(first(u.injectedKwh)).toEqual([360, 320, 280, 240, 256, 304, 336, 368, 384, 400, 400, 384]);
    expect(first(u.compensatedKwh)).toEqual([310, 320, 330, 240, 256, 304, 316, 308, 304, 300, 300, 304]);
    expect(first(u.creditBalanceKwh)).toEqual([50, 50, 0, 0, 0, 0, 20, 80, 160, 260, 360, 440]);
    expect(first(u.billedKwh)).toEqual([0, 0, 0, 100, 80, 20, 0, 0, 0, 0, 0, 0]);
  });

  it("bills month by month, in centavos", () => {
    expect(first(u.fioBCents)).toEqual([4185, 4320, 4455, 3240, 3456, 4104, 4266, 4158, 4104, 4050, 5400, 5472]);
    expect(first(u.billWithCents)).toEqual([5185, 5320, 5455, 14240, 12456, 7104, 5266, 5158, 5104, 5050, 6400, 6472]);
    expect(first(u.billWithoutCents)).toEqual(flat(41_000));
  });

  it("the year and the cash flow", () => {
    expect(r.years[0]).toMatchObject({
      year: 1,
      generationKwh: 5040,
      consumptionKwh: 4800,
      compensatedKwh: 3592,
      billWithoutCents: 492_000,
      billWithCents: 83_210,
      savingsCents: 408_790,
      cashFlowCents: 408_790,
      cumulativeCents: -1_500_000 + 408_790,
    });
    expect(r.cashFlowCents.slice(0, 3)).toEqual([-1_500_000, 41_000 - 5185, 41_000 - 5320]);
    expect(r.energyOffsetPct.firstYear).toBe(105);
    expect(r.billSavedPct.firstYear).toBe(83.09);
  });
});
