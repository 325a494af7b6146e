import { describe, expect, it } from "vitest";
import { simulateViability } from "../../../domain/viability";
import { flat, input, unitB } from "./scenario";

describe("several consumer units", () => {
  // Yearly consumption 6.000, 3.000 and 3.000 kWh → shares 50 %, 25 %, 25 % of the generation (part 3 §9).
  // The third unit consumes its whole year in December. GD I (floor rule), R$ 1,00/kWh.
  const r = simulateViability(
    input({
      units: [
        unitB({ ucName: "Casa", monthlyConsumption: flat(500), simultaneityFactor: 30 }),
        unitB({ ucName: "Loja", monthlyConsumption: flat(250) }),
        unitB({ ucName: "Sítio", monthlyConsumption: [...Array<number>(11).fill(0), 3000] }),
      ],
      generationKwh: flat(801),
      accessRequestDate: "2022-01-10",
    }),
  );

  it("split the generation by consumption, rounding so the parts add up to the whole", () => {
    // 801 × 6.000/12.000 = 400,5 → 401; 801 × 9.000/12.000 = 600,75 → 601, minus 401 = 200; 801 − 601 = 200.
    expect(r.units.map((u) => u.share)).toEqual([0.5, 0.25, 0.25]);
    expect(r.units.map((u) => u.generationKwh[0])).toEqual([401, 200, 200]);
    const summed = r.units[0].generationKwh.map((g, m) => g + r.units[1].generationKwh[m] + r.units[2].generationKwh[m]);
    expect(summed).toEqual(Array<number>(300).fill(801));
  });

  it("each unit keeps the credits of its own share", () => {
    // Sítio, January to November: 0 consumed < 30 → its 200 kWh become credits (11 × 200 = 2.200 by November);
    // December: 3.000 consumed, compensable 2.970: 200 injected + 2.200 credits = 2.400; billed 600 → R$ 600,00.
    const sitio = r.units[2];
    expect(sitio.creditBalanceKwh[10]).toBe(2200);
    expect([sitio.compensatedKwh[11], sitio.billedKwh[11], sitio.creditBalanceKwh[11], sitio.billWithCents[11]]).toEqual([2400, 600, 0, 60_000]);
    // Casa meanwhile pays for what its own share does not cover: S = round(401 × 30 %) = 120, I = 281,
    // D = 380, all 281 compensated, billed 99 → R$ 99,00; it never draws on the Sítio's credits.
    const casa = r.units[0];
    expect([casa.selfConsumedKwh[10], casa.compensatedKwh[10], casa.billedKwh[10], casa.billWithCents[10]]).toEqual([120, 281, 99, 9_900]);
  });

  it("the proposal's bills are the units' sums", () => {
    for (const m of [0, 10, 11, 299]) {
      expect(r.monthly.billWithCents[m]).toBe(r.units.reduce((s, u) => s + u.billWithCents[m], 0));
      expect(r.monthly.billWithoutCents[m]).toBe(r.units.reduce((s, u) => s + u.billWithoutCents[m], 0));
    }
  });
});
