import { describe, expect, it } from "vitest";
import { CreditBank, simulateViability } from "../../../domain/viability";
import { first, input, unitB } from "./scenario";

describe("credit bank: 60 months, oldest first", () => {
  it("spends the oldest lot first and never the lot of the month being billed", () => {
    const bank = new CreditBank(300);
    bank.add(0, 100);
    bank.add(1, 50);
    bank.add(2, 70);
    // In month 2 only the lots of months 0 and 1 can be spent: 150 of the 170 asked.
    expect(bank.take(170, 2)).toBe(150);
    expect(bank.balance).toBe(70);
    bank.add(3, 10);
    expect(bank.take(75, 4)).toBe(75); // 70 from month 2, 5 from month 3
    expect(bank.balance).toBe(5);
  });

  it("a lot made in month 1 still pays in month 60 and is gone in month 61", () => {
    // Month 1 is index 0: usable through index 59, expired at index 60.
    const a = new CreditBank(300);
    a.add(0, 100);
    a.add(30, 40);
    expect(a.expire(59)).toBe(0);
    expect(a.take(10, 59)).toBe(10);
    expect(a.expire(60)).toBe(90);
    expect(a.balance).toBe(40);
    expect(a.take(100, 60)).toBe(40);

    const b = new CreditBank(300);
    b.add(0, 100);
    expect(b.expire(60)).toBe(100);
    expect(b.take(100, 60)).toBe(0);
  });

  it("in the simulation: January's surplus expires in the 61st month, and every January after", () => {
    // Generation 1,000 kWh in January only; the unit consumes exactly its minimum (30 kWh), so under
    // the floor rule (GD I) it can compensate nothing: each January's 1,000 kWh becomes a lot that
    // nobody spends. Lots of months 1, 13, 25, 37, 49 → 5,000 kWh in month 60; in month 61 the first
    // expires and the new January adds 1,000: still 5,000.
    const r = simulateViability(
      input({
        units: [unitB({ monthlyConsumption: Array<number>(12).fill(30) })],
        generationKwh: [1000, ...Array<number>(11).fill(0)],
        accessRequestDate: "2022-05-01",
      }),
    );
    const u = r.units[0];
    expect(r.minimumRule).toBe("floor");
    expect(first(u.creditBalanceKwh)).toEqual(Array<number>(12).fill(1000));
    expect(u.creditBalanceKwh[59]).toBe(5000);
    expect(u.expiredKwh.slice(0, 60).every((v) => v === 0)).toBe(true);
    expect(u.expiredKwh[60]).toBe(1000);
    expect(u.creditBalanceKwh[60]).toBe(5000);
    expect(u.expiredKwh[72]).toBe(1000);
    expect(r.years[5].expiredKwh).toBe(1000);
    expect(u.compensatedKwh.every((v) => v === 0)).toBe(true);
  });
});
