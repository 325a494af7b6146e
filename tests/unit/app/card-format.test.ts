import { describe, expect, it } from "vitest";
import { formatKwp, idleBadge, initials, nextActivity, temperatureLabel } from "../../../app/components/board/card-format";

const DAY = 86_400_000;
const now = Date.parse("2026-11-24T15:00:00Z");
const daysAgo = (n: number) => new Date(now - n * DAY).toISOString();

describe("initials", () => {
  it("takes the first and last names' first letters, upper case", () => {
    expect(initials("maria da silva")).toBe("MS");
    expect(initials("Ana Paula Sá Ávila")).toBe("AÁ");
  });
  it("skips an apostrophe or hyphen that starts a word", () => {
    expect(initials("João D'Ávila")).toBe("JD");
    expect(initials("Zé -Lima")).toBe("ZL");
  });
  it("uses two letters of a single name and '?' for none", () => {
    expect(initials("Gerente")).toBe("GE");
    expect(initials("  ")).toBe("?");
    expect(initials(null)).toBe("?");
  });
});

describe("idleBadge", () => {
  it("reads '20 d' and is late past the column's inactivity window", () => {
    const b = idleBadge(daysAgo(20), now, 7);
    expect(b).toMatchObject({ days: 20, text: "20 d", tone: "late" });
    expect(b.title).toBe("Parado há 20 dias (limite da coluna: 7)");
  });
  it("is 'near' on the window's last day and 'ok' before it", () => {
    expect(idleBadge(daysAgo(7), now, 7).tone).toBe("near");
    expect(idleBadge(daysAgo(6), now, 7).tone).toBe("ok");
    expect(idleBadge(daysAgo(1), now, 7).title).toBe("Parado há 1 dia (limite da coluna: 7)");
  });
  it("counts whole days and never goes below zero", () => {
    expect(idleBadge(new Date(now - DAY + 1000).toISOString(), now, 7).text).toBe("0 d");
    expect(idleBadge(new Date(now + 5 * DAY).toISOString(), now, 7).text).toBe("0 d");
  });
  it("with a window of 0 any idle day is late and day 0 is ok", () => {
    expect(idleBadge(daysAgo(0), now, 0).tone).toBe("ok");
    expect(idleBadge(daysAgo(1), now, 0).tone).toBe("late");
  });
});

describe("nextActivity", () => {
  const today = "2026-11-24";
  it("'Hoje' when one is scheduled today and none is late", () => {
    expect(nextActivity("2026-11-24", null, today)).toMatchObject({ tone: "today", label: "Hoje" });
  });
  it("'Atrasada' as long as a past activity is not done, even with others ahead", () => {
    expect(nextActivity("2026-11-24", "2026-11-01", today)).toMatchObject({ tone: "late", label: "Atrasada" });
    expect(nextActivity("2026-12-03", "2026-11-20", today)).toMatchObject({ tone: "late" });
  });
  it("'Atrasada' with the day of the oldest open one", () => {
    expect(nextActivity(null, "2026-11-20", today)).toEqual({
      tone: "late",
      label: "Atrasada",
      title: "Atividade atrasada desde 20/11/2026",
    });
  });
  it("the date of the next one when it is ahead", () => {
    expect(nextActivity("2026-12-03", null, today)).toMatchObject({ tone: "future", label: "03/12" });
  });
  it("'Sem atividade' when none is scheduled", () => {
    expect(nextActivity(null, null, today)).toMatchObject({ tone: "none", label: "Sem atividade" });
  });
});

describe("formatKwp and temperatureLabel", () => {
  it("writes power in pt-BR with kWp and nothing for none", () => {
    expect(formatKwp("50.00")).toBe("50 kWp");
    expect(formatKwp("7.5")).toBe("7,5 kWp");
    expect(formatKwp("1234.567")).toBe("1.234,57 kWp");
    expect(formatKwp(null)).toBeNull();
    expect(formatKwp("0")).toBeNull();
  });
  it("names the temperature, not 'Nenhuma'", () => {
    expect(temperatureLabel(2)).toBe("Quente");
    expect(temperatureLabel(0)).toBe("Frio");
    expect(temperatureLabel(-1)).toBeNull();
    expect(temperatureLabel(5)).toBeNull();
  });
});
