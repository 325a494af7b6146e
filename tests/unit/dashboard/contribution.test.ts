// What one item adds to the monthly rows: the projection retracts and re-adds exactly this.
import { describe, expect, it } from "vitest";
import { monthlyContribution, type AnalyticsItem } from "../../../projections/read-models/analytics";

const base: AnalyticsItem = {
  item_id: "i",
  company_id: "c",
  board_type: "SALES",
  owner_id: "u",
  name: "n",
  amount: "1000.00",
  power: null,
  status: "IN_PROGRESS",
  created_at: "2026-01-05T12:00:00Z",
  created_month: "2026-01",
  status_at: null,
  status_month: null,
  lost_reason: null,
};

const NO_COUNTS = { generated_count: 0, won_count: 0, lost_count: 0 };
const NO_AMOUNTS = { generated_amount: "0", won_amount: "0", won_power: "0", lost_amount: "0" };
/** A monthly row: zeros but for `over`. */
const row = (month: string, over: Partial<ReturnType<typeof monthlyContribution>[number]> = {}) => ({
  month,
  ...NO_COUNTS,
  ...NO_AMOUNTS,
  ...over,
});

describe("monthlyContribution", () => {
  it("counts an open item as generated in its month", () => {
    expect(monthlyContribution(base, 1)).toEqual([row("2026-01", { generated_count: 1, generated_amount: "1000.00" })]);
  });
  it("counts a win in the month it was won, with its power", () => {
    const won = { ...base, status: "CLOSED", power: "5.5", status_month: "2026-02", status_at: "2026-02-01T12:00:00Z" };
    expect(monthlyContribution(won, -1)).toEqual([
      row("2026-01", { generated_count: -1, generated_amount: "-1000.00" }),
      row("2026-02", { won_count: -1, won_amount: "-1000.00", won_power: "-5.5" }),
    ]);
  });
  it("merges generated and lost in the same month into one row", () => {
    const lost = { ...base, status: "LOST", status_month: "2026-01", status_at: "2026-01-06T12:00:00Z" };
    expect(monthlyContribution(lost, 1)).toEqual([
      row("2026-01", { generated_count: 1, generated_amount: "1000.00", lost_count: 1, lost_amount: "1000.00" }),
    ]);
  });
});
