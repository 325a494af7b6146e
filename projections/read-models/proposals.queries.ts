// Queries over rm_proposals, always inside one company and, for lists, inside the owners the caller
// may see (null = every owner of the company; the app computes it: app/lib/proposal-access.server).
import { sql, type Kysely, type RawBuilder } from "kysely";
import "../../db/schema-proposals";
import "../../db/schema-proposals-deletion";
import "../../db/schema-proposal-logo";
import "../../db/schema-proposals-final";
import type { DB } from "../../db/schema";
import type { Consumption } from "../../domain/proposal";
import { normalizeSearch } from "../../domain/shared";
import { itemOwnedBy } from "./item-scope";

export interface ProposalRow {
  id: string;
  count: number;
  frontId: string;
  customerId: string;
  /** The customer's name now (or, if the customer is gone from the read model, when the proposal started). */
  customerName: string;
  ownerId: string;
  ownerName: string | null;
  itemId: string | null;
  finished: boolean;
  tariffModality: string;
  powerDistCompany: string;
  units: number;
  averageMonthlyConsumption: number;
  averageMonthlyConsumptionPeak: number;
  /** A kit chosen (migration 0770: kit_name set by ProposalKitChosen). */
  hasKit: boolean;
  /** The generation step's kWp (migration 0770); null until it is saved, and again after a new kit. */
  powerKwp: number | null;
  /** The last price saved (centavos), its mode and the viability's payback in months; null until priced. A price out of force (finished false) stays here. */
  finalPrice: number | null;
  pricingMode: string | null;
  paybackMonths: number | null;
  /** Visits to the public link (migration 0840). */
  views: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProposalDetail extends ProposalRow {
  consumption: Consumption;
  /** The proposal this one was cloned from (migration 0830), null otherwise. */
  clonedFrom: string | null;
}

/**
 * Who sees which proposals (app/lib/proposal-access.server): the owners' (null: every owner of the
 * company), plus those linked to an item of a board type whose manager flag the user holds (part 3
 * §6: "or with the manager permission for the item type").
 */
export interface ProposalScope {
  owners: readonly string[] | null;
  itemTypes?: readonly string[];
  /**
   * The item scope (ADR 028): plus the proposals linked to an item these users own or co-own
   * (item-scope.ts itemOwnedBy) and made by one of that item's owners (its owner or a co-owner).
   * Only the item page's Propostas tab and the final proposal's view pass it, never the lists.
   */
  itemOwners?: readonly string[];
}

/** The scope as one condition on `p` (an empty list matches nothing: never an invalid uuid cast). */
export function scopeCondition(scope: ProposalScope) {
  if (scope.owners === null) return sql<boolean>`true`;
  const owners = scope.owners.length ? sql<boolean>`p.owner_id in (${sql.join([...scope.owners])})` : sql<boolean>`false`;
  const types = scope.itemTypes ?? [];
  const byType = types.length
    ? sql<boolean>`exists (select 1 from rm_items i where i.id = p.item_id and i.company_id = p.company_id and i.board_type in (${sql.join([...types])}))`
    : null;
  const itemOwners = scope.itemOwners ?? [];
  // The item's owners share its proposals: made by the item's owner or a co-owner, seen by whoever's scope holds the item.
  const byItem = itemOwners.length
    ? sql<boolean>`exists (select 1 from rm_items i where i.id = p.item_id and i.company_id = p.company_id and ${itemOwnedBy("i", itemOwners)}
        and (p.owner_id = i.owner_id or exists (select 1 from rm_item_owners po where po.item_id = i.id and po.company_id = i.company_id and po.user_id = p.owner_id)))`
    : null;
  const extra = [byType, byItem].filter((c): c is RawBuilder<boolean> => c !== null);
  if (!extra.length) return owners;
  return sql<boolean>`(${sql.join([owners, ...extra], sql` or `)})`;
}

function base(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_proposals as p")
    .leftJoin("rm_customers as c", (j) => j.onRef("c.id", "=", "p.customer_id").onRef("c.company_id", "=", "p.company_id"))
    .leftJoin("rm_users as u", (j) => j.onRef("u.id", "=", "p.owner_id").onRef("u.company_id", "=", "p.company_id"))
    .where("p.company_id", "=", companyId)
    .where("p.deleted_at", "is", null); // deleted: kept for its count, shown nowhere
}

const COLUMNS = [
  "p.id",
  "p.count",
  "p.front_id",
  "p.customer_id",
  "p.customer_name",
  "c.name as current_customer_name",
  "p.owner_id",
  "u.name as owner_name",
  "p.item_id",
  "p.finished",
  "p.tariff_modality",
  "p.power_dist_company",
  "p.units",
  "p.average_monthly_consumption",
  "p.average_monthly_consumption_peak",
  "p.kit_name",
  "p.power_kwp",
  "p.final_price",
  "p.pricing_mode",
  "p.payback_months",
  "p.views",
  "p.created_at",
  "p.updated_at",
] as const;

type Selected = {
  id: string;
  count: number;
  front_id: string;
  customer_id: string;
  customer_name: string;
  current_customer_name: string | null;
  owner_id: string;
  owner_name: string | null;
  item_id: string | null;
  finished: boolean;
  tariff_modality: string;
  power_dist_company: string;
  units: number;
  average_monthly_consumption: number;
  average_monthly_consumption_peak: number;
  kit_name: string | null;
  power_kwp: number | null;
  final_price: string | number | null;
  pricing_mode: string | null;
  payback_months: number | null;
  views: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

const toRow = (r: Selected): ProposalRow => ({
  id: r.id,
  count: Number(r.count),
  frontId: r.front_id,
  customerId: r.customer_id,
  customerName: r.current_customer_name ?? r.customer_name,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  itemId: r.item_id,
  finished: r.finished,
  tariffModality: r.tariff_modality,
  powerDistCompany: r.power_dist_company,
  units: Number(r.units),
  averageMonthlyConsumption: Number(r.average_monthly_consumption),
  averageMonthlyConsumptionPeak: Number(r.average_monthly_consumption_peak),
  hasKit: r.kit_name !== null,
  powerKwp: r.power_kwp === null ? null : Number(r.power_kwp),
  finalPrice: r.final_price === null ? null : Number(r.final_price),
  pricingMode: r.pricing_mode,
  paybackMonths: r.payback_months,
  views: Number(r.views ?? 0),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** One proposal of the company inside the scope (owners: a list, or null for any owner); undefined otherwise. */
export async function getProposal(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  scope: readonly string[] | null | ProposalScope,
): Promise<ProposalDetail | undefined> {
  const s: ProposalScope = scope === null || Array.isArray(scope) ? { owners: scope as readonly string[] | null } : (scope as ProposalScope);
  const q = base(db, companyId)
    .select([...COLUMNS, "p.consumption", "p.cloned_from"])
    .where("p.id", "=", id)
    .where(scopeCondition(s));
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  const consumption = (typeof r.consumption === "string" ? JSON.parse(r.consumption) : r.consumption) as Consumption;
  return { ...toRow(r as Selected), consumption, clonedFrom: r.cloned_from };
}

/**
 * getProposal's conditions (company, not deleted, scope) without its joins and columns: whether
 * the user may act on the proposal, for a wizard step's POST that reads nothing else of it.
 */
export async function proposalInScope(db: Kysely<DB>, companyId: string, id: string, scope: ProposalScope): Promise<boolean> {
  const r = await db
    .selectFrom("rm_proposals as p")
    .select("p.id")
    .where("p.company_id", "=", companyId)
    .where("p.deleted_at", "is", null)
    .where("p.id", "=", id)
    .where(scopeCondition(scope))
    .executeTakeFirst();
  return r !== undefined;
}

export interface ProposalFilters extends ProposalScope {
  customerId?: string;
  /** Words of the customer's name (accents and case ignored) or the number (42, #00042). */
  search?: string;
  /** true: finished (priced) only; false: unfinished only. */
  finished?: boolean;
  /** One owner among the scope's (the managers' "Responsável" filter). */
  ownerId?: string;
  /** Started on or after / on or before these days (aaaa-mm-dd, São Paulo time). */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñý";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucny";
/** The customer's name as search compares it: lower case, without accents (normalizeSearch on the SQL side). */
const plainName = sql<string>`translate(lower(coalesce(c.name, p.customer_name)), ${ACCENTED}, ${PLAIN})`;
const likeEscape = (w: string) => `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** One condition per word: a number ("42", "#00042") matches the count or the name; any other word, the name. */
function searchCondition(search: string) {
  const words = normalizeSearch(search).split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => {
    const n = /^#?0*(\d{1,9})$/.exec(w);
    const name = sql<boolean>`${plainName} like ${likeEscape(w)}`;
    return n ? sql<boolean>`(p.count = ${Number(n[1])} or ${name})` : name;
  });
}

/** Newest first (count descending), with the total for the pager. */
export async function listProposals(db: Kysely<DB>, companyId: string, f: ProposalFilters): Promise<{ rows: ProposalRow[]; total: number }> {
  let q = base(db, companyId).where(scopeCondition(f));
  if (f.customerId) q = q.where("p.customer_id", "=", f.customerId);
  if (f.ownerId) q = q.where("p.owner_id", "=", f.ownerId);
  if (f.finished !== undefined) q = q.where("p.finished", "=", f.finished);
  if (f.from) q = q.where(sql<boolean>`(p.created_at at time zone 'America/Sao_Paulo')::date >= ${f.from}::date`);
  if (f.to) q = q.where(sql<boolean>`(p.created_at at time zone 'America/Sao_Paulo')::date <= ${f.to}::date`);
  for (const c of f.search ? searchCondition(f.search) : []) q = q.where(c);
  const [rows, total] = await Promise.all([
    q.select(COLUMNS).orderBy("p.count", "desc").limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toRow(r as Selected)), total: Number(total?.n ?? 0) };
}
