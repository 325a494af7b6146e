// The agenda's week view: ISO weeks (Monday first; a week belongs to the year of its Thursday).
import { describe, expect, it } from "vitest";
import { isoWeekOf, mondayOfWeek, shiftWeek, weekDays, weekParam } from "../../../app/lib/agenda-week";

describe("ISO weeks", () => {
  it("names the week of a day", () => {
    expect(isoWeekOf("2026-11-24")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-23")).toBe("2026-W48"); // Monday
    expect(isoWeekOf("2026-11-29")).toBe("2026-W48"); // Sunday
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    // Across the new year: 2026-01-01 is a Thursday (week 1 of 2026); 2027-01-01 a Friday (week 53 of 2026).
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
  });

  it("gives a week's Monday and its seven days", () => {
    expect(mondayOfWeek("2026-W48")).toBe("2026-11-23");
    expect(weekDays("2026-W48")).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    expect(mondayOfWeek("2026-W01")).toBe("2025-12-29");
  });

  it("refuses what is not a week", () => {
    expect(mondayOfWeek("2027-W53")).toBeNull(); // 2027 has 52 weeks
    expect(mondayOfWeek("2026-W00")).toBeNull();
    expect(mondayOfWeek("2026-48")).toBeNull();
    expect(mondayOfWeek("")).toBeNull();
  });

  it("moves a week back and forth across the year", () => {
    expect(shiftWeek("2026-W48", 1)).toBe("2026-W49");
    expect(shiftWeek("2026-W01", -1)).toBe("2025-W52");
    expect(shiftWeek("2026-W53", 1)).toBe("2027-W01");
  });

  it("picks the week from ?semana, else ?data, else today", () => {
    expect(weekParam("2026-W50", "2026-11-24", "2026-01-10")).toBe("2026-W50");
    expect(weekParam("x", "2026-11-24", "2026-01-10")).toBe("2026-W48");
    expect(weekParam("", "", "2026-01-10")).toBe("2026-W02");
  });
});
