// domain/shared/fraction.ts: the exact arithmetic the engine rounds from.
import { describe, expect, it } from "vitest";
import {
  add,
  compare,
  div,
  frac,
  fromDecimal,
  fromInteger,
  mul,
  roundHalfUp,
  sign,
  sub,
  toRoundedNumber,
  ONE,
  ZERO,
} from "../../../domain/shared/fraction";

describe("fraction", () => {
  it("reads decimals exactly: 5,45 is 545/100, 0,1 + 0,2 is 3/10", () => {
    expect(fromDecimal(5.45, 6)).toEqual({ n: 5_450_000n, d: 1_000_000n });
    const sum = add(fromDecimal(0.1, 6)!, fromDecimal(0.2, 6)!);
    expect(compare(sum, frac(3n, 10n))).toBe(0);
  });

  it("reads to the given places, rounding the rest half away from zero", () => {
    expect(fromDecimal(1.23456789, 6)).toEqual({ n: 1_234_568n, d: 1_000_000n });
    expect(fromDecimal(-2.5, 0)).toEqual({ n: -3n, d: 1n });
  });

  it("refuses what it cannot hold exactly", () => {
    expect(fromDecimal(Number.NaN, 6)).toBeNull();
    expect(fromDecimal(Number.POSITIVE_INFINITY, 6)).toBeNull();
    expect(fromDecimal(1e12, 6)).toBeNull();
    expect(fromDecimal(1, 19)).toBeNull();
  });

  it("adds, subtracts, multiplies and divides exactly", () => {
    const third = frac(1n, 3n);
    expect(compare(add(third, add(third, third)), ONE)).toBe(0);
    expect(compare(sub(ONE, third), frac(2n, 3n))).toBe(0);
    expect(compare(mul(frac(2n, 3n), frac(3n, 4n)), frac(1n, 2n))).toBe(0);
    expect(compare(div(ONE, frac(3n, 4n)), frac(4n, 3n))).toBe(0);
    expect(compare(add(frac(1n, 10n), frac(1n, 100n)), frac(11n, 100n))).toBe(0);
    expect(compare(add(frac(1n, 6n), frac(1n, 10n)), frac(4n, 15n))).toBe(0);
  });

  it("keeps the sign in the numerator", () => {
    expect(frac(1n, -2n)).toEqual({ n: -1n, d: 2n });
    expect(sign(frac(1n, -2n))).toBe(-1);
    expect(sign(ZERO)).toBe(0);
    expect(compare(div(ONE, frac(-2n)), frac(-1n, 2n))).toBe(0);
  });

  it("refuses a zero denominator and a division by zero", () => {
    expect(() => frac(1n, 0n)).toThrow(RangeError);
    expect(() => div(ONE, ZERO)).toThrow(RangeError);
  });

  it.each([
    [frac(5n, 2n), 3],
    [frac(3n, 2n), 2],
    [frac(1n, 2n), 1],
    [frac(49n, 100n), 0],
    [frac(-1n, 2n), -1],
    [frac(-5n, 2n), -3],
    [frac(-49n, 100n), 0],
    [fromInteger(7), 7],
  ])("roundHalfUp(%o) = %i (a half goes away from zero)", (f, expected) => {
    expect(roundHalfUp(f)).toBe(expected);
  });

  it("rounds to decimal places for percentages", () => {
    expect(toRoundedNumber(frac(50n, 3n), 2)).toBe(16.67);
    expect(toRoundedNumber(frac(1n, 8n), 2)).toBe(0.13);
    expect(toRoundedNumber(frac(-1n, 8n), 2)).toBe(-0.13);
  });
});
