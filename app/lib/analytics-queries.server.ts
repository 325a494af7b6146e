// Queries over the dashboard projection's tables. A "scope" is a list of owner ids (one user, a
// team's members, the ids visibleOwnerIds() gives) or null for the whole company: figures of a
// team are the sums of its members' rows, so teams need nothing stored.
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

export type OwnerScope = string[] | null;

export interface MonthFigures {
  month: string;
  generatedCount: number;
  generatedAmount: number;
  wonCount: number;
  wonAmount: number;
  wonPower: number;
  lostCount: number;
  lostAmount: number;
}

export async function monthlyFigures(
  db: Kysely<DB>,
  companyId: string,
  boardType: string,
  owners: OwnerScope,
  months: string[],
): Promise<MonthFigures[]> {
  if (owners !== null && owners.length === 0) return months.map(emptyMonth);
  let q = db
    .selectFrom("rm_an_monthly")
    .select([
      "month",
      sql<string>`sum(generated_count)`.as("gc"),
      sql<string>`sum(generated_amount)`.as("ga"),
      sql<string>`sum(won_count)`.as("wc"),
      sql<string>`sum(won_amount)`.as("wa"),
      sql<string>`sum(won_power)`.as("wp"),
      sql<string>`sum(lost_count)`.as("lc"),
      sql<string>`sum(lost_amount)`.as("la"),
    ])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("month", "in", months)
    .groupBy("month");
  if (owners !== null) q = q.where("user_id", "in", owners);
  const rows = await q.execute();
  return months.map((month) => {
    const r = rows.find((x) => x.month === month);
    if (!r) return emptyMonth(month);
    return {
      month,
      generatedCount: Number(r.gc),
      generatedAmount: Number(r.ga),
      wonCount: Number(r.wc),
      wonAmount: Number(r.wa),
      wonPower: Number(r.wp),
      lostCount: Number(r.lc),
      lostAmount: Number(r.la),
    };
  });
}

const emptyMonth = (month: string): MonthFigures => ({
  month,
  generatedCount: 0,
  generatedAmount: 0,
  wonCount: 0,
  wonAmount: 0,
  wonPower: 0,
  lostCount: 0,
  lostAmount: 0,
});

export async function openDeals(db: Kysely<DB>, companyId: string, boardType: string, owners: OwnerScope) {
  if (owners !== null && owners.length === 0) return { count: 0, amount: 0 };
  let q = db
    .selectFrom("rm_an_open")
    .select([sql<string>`coalesce(sum(open_count), 0)`.as("c"), sql<string>`coalesce(sum(open_amount), 0)`.as("a")])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType);
  if (owners !== null) q = q.where("user_id", "in", owners);
  const r = await q.executeTakeFirstOrThrow();
  return { count: Number(r.c), amount: Number(r.a) };
}
