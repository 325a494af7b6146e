import { describe, expect, it } from "vitest";
import { maskMoneyTyping, moneyInputValue, moneyReading, readMoneyInput } from "../../../domain/shared";

describe("readMoneyInput: what the server reads from the money field", () => {
  it.each([
    ["1.850.050,00", "1850050.00"],
    ["R$ 1.850.050,00", "1850050.00"],
    ["R$1.850.050,00", "1850050.00"],
    ["R$\u00a01.850.050,00", "1850050.00"],
    ["1850050", "1850050.00"], // reais, never cents
    ["1.850,5", "1850.50"],
    ["1850,50", "1850.50"],
    ["1,5", "1.50"],
    ["1.850", "1850.00"], // a dot before three digits groups thousands
    ["1850.5", "1850.50"], // a dot before one or two digits is a decimal point
    ["0,01", "0.01"],
    [" 99,90 ", "99.90"],
  ])("%j → %s", (input, decimal) => {
    const read = readMoneyInput(input);
    expect(read).toEqual({ ok: true, cents: Math.round(Number(decimal) * 100), decimal });
  });

  it.each(["abc", "", "   ", "1,505", "1.85.0", "1,2,3", "R$", "-5,00", "12a", "1.8500"])("%j → the spec's message", (input) => {
    expect(readMoneyInput(input)).toEqual({ ok: false, message: "Insira um valor válido." });
  });
});

describe("moneyReading: the reading beside the field", () => {
  it("reads a bare number as reais", () => expect(moneyReading("1850050")).toBe("= R$ 1.850.050,00"));
  it("reads one decimal as tenths", () => expect(moneyReading("1.850,5")).toBe("= R$ 1.850,50"));
  it("says nothing while empty or unreadable", () => {
    expect(moneyReading("")).toBe("");
    expect(moneyReading("abc")).toBe("");
  });
});

describe("moneyInputValue: an amount as the field shows it", () => {
  it.each([
    ["1850050.00", "1.850.050,00"],
    ["0.5", "0,50"],
    [185005000, "1.850.050,00"],
    ["", ""],
    [null, ""],
    ["x", ""],
  ] as const)("%j → %j", (amount, shown) => expect(moneyInputValue(amount)).toBe(shown));
});

describe("maskMoneyTyping: formats while typing without moving the caret badly", () => {
  it.each([
    ["1850050", "1.850.050"],
    ["1.850.050,0", "1.850.050,0"],
    ["1850050,505", "1.850.050,50"],
    ["R$ 1850", "1.850"],
    ["0001", "1"],
    [",5", "0,5"],
    ["1,2,3", "1,23"],
    ["1850.5", "1850.5"], // left as typed: the reading says R$ 1.850,50
    ["1.8500", "18.500"],
    ["abc", ""],
  ])("%j → %j", (typed, shown) => expect(maskMoneyTyping(typed).value).toBe(shown));

  it("keeps the caret after the same digit when a dot is inserted before it", () => {
    // "1850|" + "0" typed at the end → "18.500|"
    expect(maskMoneyTyping("18500", 5)).toEqual({ value: "18.500", caret: 6 });
    // a digit typed in the middle: "1.8|50" + "9" → "1.8950" → "18.950", caret after the 9
    expect(maskMoneyTyping("1.8950", 4)).toEqual({ value: "18.950", caret: 4 });
  });

  it("keeps the caret before the comma when editing the reais", () => {
    // "12|,50" + "3" → "123,50" caret after 3
    expect(maskMoneyTyping("123,50", 3)).toEqual({ value: "123,50", caret: 3 });
    // "123|,50" + "4" → "1234,50" → "1.234,50", caret after 4
    expect(maskMoneyTyping("1234,50", 4)).toEqual({ value: "1.234,50", caret: 5 });
  });
});
