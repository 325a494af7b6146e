import { describe, expect, it } from "vitest";
import { dateInputValue, maskDateTyping, readDateInput } from "../../../domain/shared";

describe("readDateInput: what the server reads from a dd/mm/aaaa field", () => {
  it.each([
    ["29/02/2028", "2028-02-29"], // a leap year
    ["31/12/2026", "2026-12-31"],
    ["01/02/2026", "2026-02-01"],
    ["1/2/26", "2026-02-01"], // short forms: two-digit year is 20aa (ADR 019)
    ["1/2/2026", "2026-02-01"],
    ["01-02-2026", "2026-02-01"],
    ["01.02.2026", "2026-02-01"],
    ["01022026", "2026-02-01"],
    ["010226", "2026-02-01"],
    [" 01/02/2026 ", "2026-02-01"],
    ["2026-02-01", "2026-02-01"], // ISO from old links and type=date posts
    ["01/01/1920", "1920-01-01"],
  ])("%j → %s", (typed, iso) => expect(readDateInput(typed)).toEqual({ ok: true, iso }));

  it.each([
    "31/02/2026", // February has no 31st
    "29/02/2026", // not a leap year
    "29/02/2100", // not a leap year either (century)
    "31/04/2026",
    "00/01/2026",
    "10/13/2026",
    "31/12/1919", // before the spec's 1920
    "1/2/3",
    "2026/02/01",
    "abc",
    "",
    "2026-02-30",
  ])("%j → Data inválida.", (typed) => expect(readDateInput(typed)).toEqual({ ok: false, message: "Data inválida." }));

  it("refuses a year after maxYear (a finished date cannot be in the future)", () => {
    expect(readDateInput("01/01/2027", { maxYear: 2026 }).ok).toBe(false);
    expect(readDateInput("31/12/2026", { maxYear: 2026 }).ok).toBe(true);
  });
});

describe("dateInputValue", () => {
  it("shows an ISO date as dd/mm/aaaa and keeps anything else as typed", () => {
    expect(dateInputValue("2026-02-01")).toBe("01/02/2026");
    expect(dateInputValue("31/02/2026")).toBe("31/02/2026");
    expect(dateInputValue(null)).toBe("");
  });
});

describe("maskDateTyping: the slashes while typing", () => {
  it.each([
    ["0", "0"],
    ["01", "01"],
    ["010", "01/0"],
    ["0102", "01/02"],
    ["01022026", "01/02/2026"],
    ["010220261", "01/02/2026"], // at most 2 + 2 + 4 digits
    ["1/", "1/"],
    ["1/2/26", "1/2/26"],
    ["01-02-2026", "01/02/2026"],
    ["01/02/2026", "01/02/2026"],
    ["a1b", "1"],
    ["2026-02-01", "2026-02-01"], // a pasted ISO date is left for readDateInput
  ])("%j → %j", (typed, shown) => expect(maskDateTyping(typed).value).toBe(shown));

  it("keeps the caret after the digit just typed, past an inserted slash", () => {
    expect(maskDateTyping("010", 3)).toEqual({ value: "01/0", caret: 4 });
    expect(maskDateTyping("01/022", 6)).toEqual({ value: "01/02/2", caret: 7 });
    // a slash typed by hand after the day: the caret stays after it
    expect(maskDateTyping("1/", 2)).toEqual({ value: "1/", caret: 2 });
  });
});
