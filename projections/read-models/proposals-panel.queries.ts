// The proposals the item panel and the dashboard read (issue 17): an item's finished proposals with
// power (part 2 §2 Propostas tab; the newest feeds UCs, Kit, Projeto and Precificação), how many
// proposals a scope holds, the last viewed ones, and the potential profit of the open deals.
import { sql, type Kysely } from "kysely";
import "../../db/schema-proposals";
import "../../db/schema-proposals-deletion";
import "../../db/schema-proposals-final";
import "../../db/schema-proposals-profit";
import type { DB } from "../../db/schema";
import { scopeCondition, type ProposalScope } from "./proposals.queries";

export interface ItemProposalRow {
  id: string;
  count: number;
  frontId: string;
  ownerName: string | null;
  powerKwp: number;
  /** Centavos. */
  finalPrice: number | null;
  /** The first consumer unit's UC type (what a win with this proposal takes). */
  ucType: string | null;
  views: number;
  createdAt: Date;
}

/** The item's finished proposals that have power (part 2 §2, part 3 §4), newest first, inside the scope. */
export async function itemProposals(db: Kysely<DB>, companyId: string, itemId: string, scope: ProposalScope): Promise<ItemProposalRow[]> {
  const rows = await db
    .selectFrom("rm_proposals as p")
    .leftJoin("rm_users as u", (j) => j.onRef("u.id", "=", "p.owner_id").onRef("u.company_id", "=", "p.company_id"))
    .select([
      "p.id",
      "p.count",
      "p.front_id",
      "u.name as owner_name",
      "p.power_kwp",
      "p.final_price",
      sql<string | null>`p.consumption -> 'energyBillData' -> 0 ->> 'ucType'`.as("uc_type"),
      "p.views",
      "p.created_at",
    ])
    .where("p.company_id", "=", companyId)
    .where("p.item_id", "=", itemId)
    .where("p.deleted_at", "is", null)
    .where("p.finished", "=", true)
    .where("p.power_kwp", ">", 0)
    .where(scopeCondition(scope))
    .orderBy("p.count", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    count: Number(r.count),
    frontId: r.front_id,
    ownerName: r.owner_name,
    powerKwp: Number(r.power_kwp),
    finalPrice: r.final_price === null ? null : Number(r.final_price),
    ucType: r.uc_type,
    views: Number(r.views ?? 0),
    createdAt: new Date(r.created_at),
  }));
}

/** Proposals in the scope, not deleted (the dashboard's totalProposals). */
export async function proposalCount(db: Kysely<DB>, companyId: string, scope: ProposalScope): Promise<number> {
  const r = await db
    .selectFrom("rm_proposals as p")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("p.company_id", "=", companyId)
    .where("p.deleted_at", "is", null)
    .where(scopeCondition(scope))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export interface ViewedProposalRow {
  id: string;
  count: number;
  customerName: string;
  views: number;
  lastViewedAt: Date;
}

/** The proposals whose public link was visited last (rm_proposals.last_viewed_at), newest first. */
export async function lastViewedProposals(db: Kysely<DB>, companyId: string, scope: ProposalScope, limit: number): Promise<ViewedProposalRow[]> {
  const rows = await db
    .selectFrom("rm_proposals as p")
    .leftJoin("rm_customers as c", (j) => j.onRef("c.id", "=", "p.customer_id").onRef("c.company_id", "=", "p.company_id"))
    .select(["p.id", "p.count", "p.customer_name", "c.name as current_customer_name", "p.views", "p.last_viewed_at"])
    .where("p.company_id", "=", companyId)
    .where("p.deleted_at", "is", null)
    .where("p.last_viewed_at", "is not", null)
    .where(scopeCondition(scope))
    .orderBy("p.last_viewed_at", "desc")
    .orderBy("p.count", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    count: Number(r.count),
    customerName: r.current_customer_name ?? r.customer_name,
    views: Number(r.views),
    lastViewedAt: new Date(r.last_viewed_at!),
  }));
}

/**
 * The open deals' potential profit (part 1 §2.4 "open deals: count, total amount, potential
 * profit"): over the SALES items in progress of `owners` (null: the company), the potential profit
 * (DETAILED pricing) of each item's newest finished proposal. `priced` counts the deals that had one.
 */
export async function openDealsPotentialProfit(
  db: Kysely<DB>,
  companyId: string,
  owners: readonly string[] | null,
  scope: ProposalScope,
): Promise<{ centavos: number; priced: number }> {
  if (owners !== null && owners.length === 0) return { centavos: 0, priced: 0 };
  const ownerSql = owners === null ? sql`true` : sql`i.owner_id in (${sql.join([...owners])})`;
  const r = await sql<{ total: string | null; priced: string }>`
    select sum(t.potential_profit) as total, count(t.potential_profit) as priced from (
      select distinct on (i.id) p.potential_profit
      from rm_items i
      join rm_proposals p on p.item_id = i.id and p.company_id = i.company_id
      where i.company_id = ${companyId} and i.board_type = 'SALES' and i.status = 'IN_PROGRESS' and ${ownerSql}
        and p.finished and p.deleted_at is null and ${scopeCondition(scope)}
      order by i.id, p.count desc
    ) t`.execute(db);
  const row = r.rows[0];
  return { centavos: Number(row?.total ?? 0), priced: Number(row?.priced ?? 0) };
}
