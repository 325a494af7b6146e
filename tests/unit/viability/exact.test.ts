import { describe, expect, it } from "vitest";
import { mulDivFloor, mulDivRound, roundHalfAway, toMicro } from "../../../domain/viability";

describe("exact integer arithmetic", () => {
  it("rounds half away from zero, once", () => {
    // 310 kWh × R$ 0,135 = 41,85 → 4185 centavos; 5 × 1 ÷ 2 = 2.5 → 3; −2.5 → −3.
    expect(mulDivRound(310, 135_000, 10_000)).toBe(4185);
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(7, 1, 3)).toBe(2);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(2.4999)).toBe(2);
  });

  it("stays exact when the product leaves the safe range (BigInt)", () => {
    const a = 9_000_000_000_000;
    const b = 3_000;
    const want = Number((BigInt(a) * BigInt(b) * 2n + 7n) / 14n);
    expect(Number.isSafeInteger(a * b)).toBe(false);
    expect(mulDivRound(a, b, 7)).toBe(want);
    expect(mulDivFloor(a, b, 7)).toBe(Number((BigInt(a) * BigInt(b)) / 7n));
  });

  it("floors, and converts R$ with 6 decimals to micro-reais", () => {
    expect(mulDivFloor(2000, 500_000, 2_000_000)).toBe(500);
    expect(mulDivFloor(1999, 500_000, 2_000_000)).toBe(499);
    expect(toMicro(0.95)).toBe(950_000);
    expect(toMicro(0.123457)).toBe(123_457);
  });
});
