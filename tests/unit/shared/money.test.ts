import { describe, expect, it } from "vitest";
import { centsToDecimal, formatBRL, fromCents, normalizeAmount, parseMoneyBR, parseMoneyBRCents, toCents } from "../../../domain/shared";

describe("parseMoneyBR", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["R$ 1.234,56", 1234.56],
    ["R$\u00a01.234,56", 1234.56],
    ["0,01", 0.01],
    ["1.234.567,89", 1234567.89],
    ["1.234", 1234],
    ["10", 10],
    ["10,5", 10.5],
    ["0", 0],
    ["  R$ 99,90 ", 99.9],
    ["-R$ 5,00", -5],
  ])("%s → %s", (input, expected) => {
    expect(parseMoneyBR(input)).toBe(expected);
  });

  it.each(["", "abc", "1,234.56", "12,345", "1.23.4", "1,2,3", ",50", "R$", "1.234,567", "--5", "1e3"])("rejects %j", (input) => {
    expect(parseMoneyBR(input)).toBeNull();
  });

  it("works in exact cents", () => {
    expect(parseMoneyBRCents("0,29")).toBe(29);
    expect(parseMoneyBRCents("1.234,56")).toBe(123456);
  });
});

describe("formatBRL", () => {
  it("formats numbers in Brazilian currency with a normal space", () => {
    expect(formatBRL(1234.56)).toBe("R$ 1.234,56");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(0.01)).toBe("R$ 0,01");
    expect(formatBRL(1234567.891)).toBe("R$ 1.234.567,89");
    expect(formatBRL(-5)).toBe("-R$ 5,00");
    expect(formatBRL(-0)).toBe("R$ 0,00");
  });

  it("formats decimal strings and Brazilian strings", () => {
    expect(formatBRL("1234.56")).toBe("R$ 1.234,56");
    expect(formatBRL("1.234,56")).toBe("R$ 1.234,56");
    expect(formatBRL("50000.00")).toBe("R$ 50.000,00");
    expect(formatBRL("abc")).toBe("R$ 0,00");
  });

  it("never contains a non-breaking space", () => {
    expect(formatBRL(10)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe("cents helpers", () => {
  it("toCents rounds numbers and parses strings", () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents("1.234,56")).toBe(123456);
    expect(toCents("1234.5")).toBe(123450);
    expect(toCents("x")).toBeNaN();
  });

  it("fromCents and centsToDecimal", () => {
    expect(fromCents(123456)).toBe(1234.56);
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-50)).toBe("-0.50");
  });

  it("normalizeAmount gives the canonical decimal string", () => {
    expect(normalizeAmount("1.234,5")).toBe("1234.50");
    expect(normalizeAmount("1234.56")).toBe("1234.56");
    expect(normalizeAmount("R$ 10")).toBe("10.00");
    expect(normalizeAmount("dez")).toBeNull();
  });
});
