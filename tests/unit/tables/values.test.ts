import { describe, expect, it } from "vitest";
import { dayBr, headerKey, parseDay, parseDecimal } from "../../../domain/tables/values";

describe("spreadsheet values", () => {
  it("decimal comma, decimal point, thousands separators", () => {
    expect(parseDecimal("5,25")).toBe(5.25);
    expect(parseDecimal("5234.5")).toBe(5234.5);
    expect(parseDecimal("5.234,5")).toBe(5234.5);
    expect(parseDecimal("1,234.5")).toBe(1234.5);
    expect(parseDecimal(" 4 800 ")).toBe(4800);
    expect(parseDecimal("-47,06")).toBe(-47.06);
    expect(parseDecimal("'-47,06")).toBe(-47.06); // a cell of the refused-lines CSV, kept from being a formula
    for (const bad of ["", "abc", "1,2,3", "5,2x", "'5", null, undefined]) expect(parseDecimal(bad)).toBeNull();
  });
  it("headers in any case, with or without accents", () => {
    expect(headerKey("\uFEFFMédia  anual")).toBe("MEDIA ANUAL");
    expect(headerKey("SigAgente")).toBe("SIGAGENTE");
  });
  it("days: dd/mm/aaaa or ISO, real calendar days only", () => {
    expect(parseDay("01/07/2025")).toBe("2025-07-01");
    expect(parseDay("2025-07-01 00:00:00")).toBe("2025-07-01");
    expect(parseDay("31/02/2025")).toBeNull();
    expect(parseDay("2025-13-01")).toBeNull();
    expect(dayBr("2025-07-01")).toBe("01/07/2025");
  });
});
