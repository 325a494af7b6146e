// Spec part 1 §2.4 formulas against hand-computed values.
import { describe, expect, it } from "vitest";
import {
  abbreviateAmount,
  addMonths,
  conversionRate,
  dashboardMonths,
  dealStatusLabel,
  formatDelta,
  localInstant,
  monthLabel,
  monthOf,
  percentChange,
} from "../../../domain/dashboard";

describe("conversionRate", () => {
  it("is closed ÷ generated × 100", () => {
    expect(conversionRate(1, 4)).toBe(25);
    expect(conversionRate(3, 8)).toBe(37.5);
  });
  it("is capped at 100 (more closed this month than generated)", () => {
    expect(conversionRate(5, 2)).toBe(100);
  });
  it.each([
    [0, 0],
    [3, 0],
    [1, -1],
    [NaN, 2],
    [2, Infinity],
    [-1, 4],
  ])("is 0 when invalid (%s ÷ %s)", (c, g) => {
    expect(conversionRate(c, g)).toBe(0);
  });
});

describe("percentChange and formatDelta", () => {
  it("is the change as a percentage of the previous month", () => {
    expect(percentChange(75, 50)).toBe(50);
    expect(percentChange(25, 50)).toBe(-50);
    expect(formatDelta(percentChange(75, 50))).toBe("+50%");
    expect(formatDelta(percentChange(10, 40))).toBe("-75%");
    expect(formatDelta(12.345)).toBe("+12,3%");
  });
  it("is ∞ from zero to something, 0 from zero to zero", () => {
    expect(percentChange(20, 0)).toBe(Infinity);
    expect(formatDelta(percentChange(20, 0))).toBe("∞");
    expect(percentChange(0, 0)).toBe(0);
    expect(formatDelta(0)).toBe("0%");
  });
});

describe("abbreviateAmount (axis labels)", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1000, "1k"],
    [1500, "1,5k"],
    [999_999, "1.000k"],
    [1_000_000, "1M"],
    [2_350_000, "2,4M"],
    [12_000_000, "12M"],
  ])("%d → %s", (n, label) => {
    expect(abbreviateAmount(n)).toBe(label);
  });
});

describe("months (America/Sao_Paulo)", () => {
  it("takes the month of the local date", () => {
    expect(monthOf("2026-01-01T02:00:00Z")).toBe("2025-12"); // 23:00 on 31/12 in São Paulo
    expect(monthOf("2026-01-01T03:00:00Z")).toBe("2026-01");
  });
  it("shows the current and two previous months across a year boundary", () => {
    expect(dashboardMonths("2026-01")).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(dashboardMonths("2026-02")).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(monthLabel("2025-12")).toBe("Dez/2025");
  });
  it("turns a local date and time into the instant", () => {
    expect(localInstant("2026-11-22", "09:30")).toBe("2026-11-22T12:30:00.000Z");
    expect(localInstant("2026-11-22", null)).toBe("2026-11-22T03:00:00.000Z");
    expect(localInstant("22/11/2026", "09:30")).toBeNull();
  });
});

describe("deal status labels", () => {
  it("maps IN_PROGRESS, CLOSED and anything else", () => {
    expect(dealStatusLabel("IN_PROGRESS")).toEqual({ label: "ABERTO", tone: "neutral" });
    expect(dealStatusLabel("CLOSED")).toEqual({ label: "GANHO", tone: "positive" });
    expect(dealStatusLabel("LOST")).toEqual({ label: "PERDIDO", tone: "negative" });
    expect(dealStatusLabel("OTHER")).toEqual({ label: "PERDIDO", tone: "negative" });
  });
});
