import { describe, expect, it } from "vitest";
import {
  addDays,
  daysInMonth,
  formatDateBR,
  formatDateTimeBR,
  formatNumber5,
  isLeapYear,
  isValidISODate,
  localDate,
  normalizeSearch,
  parseDateBR,
  truncate,
} from "../../../domain/shared";

describe("formatNumber5", () => {
  it("pads to five digits after #", () => {
    expect(formatNumber5(1)).toBe("#00001");
    expect(formatNumber5(42)).toBe("#00042");
    expect(formatNumber5(12345)).toBe("#12345");
    expect(formatNumber5(123456)).toBe("#123456");
    expect(formatNumber5("7")).toBe("#00007");
  });
});

describe("formatDateBR / formatDateTimeBR", () => {
  it("formats a calendar date", () => {
    expect(formatDateBR("2026-11-22")).toBe("22/11/2026");
    expect(formatDateBR("2024-02-29")).toBe("29/02/2024");
  });

  it("formats an instant by its São Paulo date", () => {
    // 01:00 UTC on the 23rd is 22:00 on the 22nd in São Paulo (UTC-3).
    expect(formatDateBR("2026-11-23T01:00:00.000Z")).toBe("22/11/2026");
    expect(formatDateBR("2026-11-23T01:00:00.000Z", "UTC")).toBe("23/11/2026");
  });

  it("returns an empty string for what is not a date", () => {
    expect(formatDateBR("")).toBe("");
    expect(formatDateBR("2023-02-29")).toBe("");
    expect(formatDateBR("22/11/2026")).toBe("");
  });

  it("formats an instant with time in São Paulo", () => {
    expect(formatDateTimeBR("2026-11-22T17:03:00.000Z")).toBe("22/11/2026 14:03");
    expect(formatDateTimeBR("2026-11-22T17:03:00.000Z", "UTC")).toBe("22/11/2026 17:03");
    expect(formatDateTimeBR("2026-01-01T02:59:00Z")).toBe("31/12/2025 23:59");
    expect(formatDateTimeBR("2026-11-22T03:05:00Z")).toBe("22/11/2026 00:05");
    expect(formatDateTimeBR("not a date")).toBe("");
  });

  it("localDate gives the company's calendar day of an instant", () => {
    expect(localDate("2026-11-23T02:59:59Z")).toBe("2026-11-22");
    expect(localDate("2026-11-23T03:00:00Z")).toBe("2026-11-23");
  });
});

describe("parseDateBR (spec date rule)", () => {
  it("accepts ddmmyyyy with or without slashes", () => {
    expect(parseDateBR("22/11/2026")).toBe("2026-11-22");
    expect(parseDateBR("22112026")).toBe("2026-11-22");
    expect(parseDateBR("01/01/1920")).toBe("1920-01-01");
  });

  it("handles leap years", () => {
    expect(parseDateBR("29/02/2023")).toBeNull();
    expect(parseDateBR("29/02/2024")).toBe("2024-02-29");
    expect(parseDateBR("29/02/2000")).toBe("2000-02-29");
    expect(parseDateBR("29/02/1990")).toBeNull();
    expect(parseDateBR("29/02/2100")).toBeNull();
  });

  it("checks month and day", () => {
    expect(parseDateBR("31/04/2024")).toBeNull();
    expect(parseDateBR("30/04/2024")).toBe("2024-04-30");
    expect(parseDateBR("01/13/2024")).toBeNull();
    expect(parseDateBR("00/01/2024")).toBeNull();
    expect(parseDateBR("15/00/2024")).toBeNull();
    expect(parseDateBR("32/01/2024")).toBeNull();
  });

  it("bounds the year from 1920 to the current year when given", () => {
    expect(parseDateBR("31/12/1919")).toBeNull();
    expect(parseDateBR("01/01/2026", 2026)).toBe("2026-01-01");
    expect(parseDateBR("01/01/2027", 2026)).toBeNull();
    expect(parseDateBR("01/01/2027")).toBe("2027-01-01");
  });

  it("rejects other shapes", () => {
    expect(parseDateBR("")).toBeNull();
    expect(parseDateBR("2/11/2026")).toBeNull();
    expect(parseDateBR("22-11-2026")).toBeNull();
    expect(parseDateBR("2026-11-22")).toBeNull();
    expect(parseDateBR("22/112026")).toBeNull();
    expect(parseDateBR("221120261")).toBeNull();
  });
});

describe("calendar helpers", () => {
  it("leap years and month lengths", () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("isValidISODate", () => {
    expect(isValidISODate("2024-02-29")).toBe(true);
    expect(isValidISODate("2023-02-29")).toBe(false);
    expect(isValidISODate("2026-1-01")).toBe(false);
  });

  it("addDays crosses months and years", () => {
    expect(addDays("2026-11-22", 30)).toBe("2026-12-22");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });
});

describe("normalizeSearch and truncate", () => {
  it("lowercases and strips accents", () => {
    expect(normalizeSearch("Negociação")).toBe("negociacao");
    expect(normalizeSearch("JOSÉ Ávila Müller")).toBe("jose avila muller");
    expect(normalizeSearch("Pré-Venda")).toBe("pre-venda");
  });

  it("truncates owner names at 15 characters", () => {
    expect(truncate("Maria Aparecida da Silva", 15)).toBe("Maria Aparecida...");
    expect(truncate("Ana", 15)).toBe("Ana");
  });
});
