// Typed numbers of the consumption form: kWh with thousands dots and decimal commas, tariffs as exact
// decimal strings (never through a float), and the pasted row of 12 months.
import { describe, expect, it } from "vitest";
import { monthsFromRow, parseDecimalText, parseQuantity, splitMonthRow } from "../../../domain/proposal";

describe("parseQuantity (kWh, kW, %)", () => {
  it.each([
    ["350", 350],
    ["1.234", 1234],
    ["12.345.678", 12345678],
    ["350,5", 350.5],
    ["1.234,56", 1234.56],
    ["1,234.5", 1234.5],
    ["12.5", 12.5],
    [" 0 ", 0],
    ["-5", -5],
    ["2,345", 2.35],
    ["2,344", 2.34],
    ["1.005,005", 1005.01],
  ])("%s → %s", (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each([["abc"], ["1,2,3"], ["1.2.3"], ["12a"], ["--1"]])("%s is not a number", (text) => {
    expect(parseQuantity(text)).toEqual({ ok: false, empty: false });
  });

  it("an empty text is empty, not invalid", () => {
    expect(parseQuantity("  ")).toEqual({ ok: false, empty: true });
    expect(parseQuantity(undefined)).toEqual({ ok: false, empty: true });
  });
});

describe("parseDecimalText (R$)", () => {
  it.each([
    ["0,854329", "0.854329"],
    ["0.654", "0.654"],
    ["R$ 45,1", "45.10"],
    ["0.8", "0.80"],
    ["1.234,56", "1234.56"],
    ["30", "30.00"],
    ["0,1234565", "0.123457"],
    ["0,1234564", "0.123456"],
    ["0,9999999", "1.00"],
    ["000,5", "0.50"],
    ["-0,5", "-0.50"],
  ])("%s → %s", (text, value) => {
    expect(parseDecimalText(text)).toEqual({ ok: true, value });
  });

  it("keeps digits a float would lose", () => {
    // 0.1 + 0.2 style noise never appears: the digits are moved, not computed.
    expect(parseDecimalText("123456789012,345678")).toEqual({ ok: true, value: "123456789012.345678" });
  });

  it.each([["abc"], ["1,2,3"], ["0,5x"], ["1234567890123"]])("%s is refused", (text) => {
    expect(parseDecimalText(text)).toEqual({ ok: false, empty: false });
  });
});

describe("the pasted row of 12 months", () => {
  const row = "350 410\t380;1.234  295,5;300;310;320 330\n340 350 360";
  it("splits on spaces, tabs, line breaks and semicolons, keeping decimal commas", () => {
    expect(splitMonthRow(row)).toEqual(["350", "410", "380", "1.234", "295,5", "300", "310", "320", "330", "340", "350", "360"]);
    expect(monthsFromRow(row)).toEqual({ months: splitMonthRow(row) });
  });

  it("says how many values it found when they are not 12, and the first that is not a number", () => {
    expect(monthsFromRow("350 410 380")).toEqual({ found: 3, invalid: null });
    expect(monthsFromRow("1 2 3 4 5 6 7 8 9 10 11 x")).toEqual({ found: 12, invalid: "x" });
    expect(monthsFromRow("")).toEqual({ found: 0, invalid: null });
  });
});
