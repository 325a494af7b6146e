// The readers of the dashboard's analytics (rm_an_monthly, rm_an_open, rm_an_items,
// rm_an_column_stays: the tables analytics.ts writes). A "scope" is a list of owner ids (one user,
// a team's members, the ids the app's visibleOwnerIds() gives) or null for the whole company:
// figures of a team are the sums of its members' rows, so teams need nothing stored.
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

export interface ColumnStayRow {
  column_id: string;
  title: string;
  items: string;
  avg_ms: string | null;
  open_now: string;
}

const ownerFilter = (owners: OwnerScope) =>
  owners === null ? sql`true` : owners.length ? sql`i.owner_id in (${sql.join([...owners])})` : sql`false`;

/**
 * Per column of a board: the stays that overlap [from, to) (a stay still open runs until `now`),
 * the distinct items, their average time and how many are there now. Deleted columns included.
 */
export async function columnStays(db: Kysely<DB>, companyId: string, boardType: string, owners: OwnerScope, from: string, to: string, now: Date) {
  const stays = await sql<ColumnStayRow>`
    select s.column_id, max(s.column_title) as title, count(distinct s.item_id) as items,
      avg(extract(epoch from (coalesce(s.left_at, ${now.toISOString()}::timestamptz) - s.entered_at)) * 1000) as avg_ms,
      count(*) filter (where s.left_at is null) as open_now
    from rm_an_column_stays s join rm_an_items i on i.item_id = s.item_id
    where s.company_id = ${companyId} and s.board_type = ${boardType} and ${ownerFilter(owners)}
      and s.entered_at < ${to}::timestamptz and (s.left_at is null or s.left_at >= ${from}::timestamptz)
    group by s.column_id`.execute(db);
  return stays.rows;
}

/** Items won (CLOSED) or lost in [from, to), by status and lost reason: count and amount. */
export async function outcomes(db: Kysely<DB>, companyId: string, boardType: string, owners: OwnerScope, from: string, to: string) {
  const rows = await sql<{ status: string; reason: string | null; n: string; amount: string }>`
    select i.status, i.lost_reason as reason, count(*) as n, coalesce(sum(i.amount), 0) as amount
    from rm_an_items i
    where i.company_id = ${companyId} and i.board_type = ${boardType} and ${ownerFilter(owners)} and i.status in ('CLOSED', 'LOST')
      and i.status_at >= ${from}::timestamptz and i.status_at < ${to}::timestamptz
    group by i.status, i.lost_reason order by i.status, count(*) desc`.execute(db);
  return rows.rows;
}

/** Per owner (by name): items generated, won, won amount and lost in [from, to). */
export async function vendorFigures(db: Kysely<DB>, companyId: string, boardType: string, owners: OwnerScope, from: string, to: string) {
  const rows = await sql<{
    owner_id: string;
    name: string | null;
    generated: string;
    won: string;
    won_amount: string;
    lost: string;
  }>`
    select i.owner_id, u.name,
      count(*) filter (where i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz) as generated,
      count(*) filter (where i.status = 'CLOSED' and i.status_at >= ${from}::timestamptz and i.status_at < ${to}::timestamptz) as won,
      coalesce(sum(i.amount) filter (where i.status = 'CLOSED' and i.status_at >= ${from}::timestamptz and i.status_at < ${to}::timestamptz), 0) as won_amount,
      count(*) filter (where i.status = 'LOST' and i.status_at >= ${from}::timestamptz and i.status_at < ${to}::timestamptz) as lost
    from rm_an_items i left join rm_users u on u.id = i.owner_id
    where i.company_id = ${companyId} and i.board_type = ${boardType} and ${ownerFilter(owners)}
      and (i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz
        or i.status_at >= ${from}::timestamptz and i.status_at < ${to}::timestamptz)
    group by i.owner_id, u.name order by u.name`.execute(db);
  return rows.rows;
}
