// Queries over rm_proposals, always inside one company and, for lists, inside the owners the caller
// may see (null = every owner of the company; the app computes it: app/lib/proposal-access.server).
import { sql, type Kysely } from "kysely";
import "../../db/schema-proposals";
import "../../db/schema-proposals-deletion";
import "../../db/schema-proposal-logo";
import type { DB } from "../../db/schema";
import type { Consumption } from "../../domain/proposal";

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
  createdAt: Date;
  updatedAt: Date;
}

export interface ProposalDetail extends ProposalRow {
  consumption: Consumption;
  /** The proposal this one was cloned from (migration 0830), null otherwise. */
  clonedFrom: string | null;
}

/** An empty list of owners matches nothing (never an invalid uuid cast). */
const noOwner = sql<boolean>`false`;

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
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** One proposal of the company whose owner is among `owners` (null: any owner); undefined otherwise. */
export async function getProposal(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  owners: readonly string[] | null,
): Promise<ProposalDetail | undefined> {
  let q = base(db, companyId)
    .select([...COLUMNS, "p.consumption", "p.cloned_from"])
    .where("p.id", "=", id);
  if (owners !== null) q = owners.length ? q.where("p.owner_id", "in", [...owners]) : q.where(noOwner);
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  const consumption = (typeof r.consumption === "string" ? JSON.parse(r.consumption) : r.consumption) as Consumption;
  return { ...toRow(r as Selected), consumption, clonedFrom: r.cloned_from };
}

export interface ProposalFilters {
  /** null: every owner of the company. */
  owners: readonly string[] | null;
  customerId?: string;
  limit: number;
  offset: number;
}

/** Newest first (count descending), with the total for the pager. */
export async function listProposals(db: Kysely<DB>, companyId: string, f: ProposalFilters): Promise<{ rows: ProposalRow[]; total: number }> {
  let q = base(db, companyId);
  if (f.owners !== null) q = f.owners.length ? q.where("p.owner_id", "in", [...f.owners]) : q.where(noOwner);
  if (f.customerId) q = q.where("p.customer_id", "=", f.customerId);
  const [rows, total] = await Promise.all([
    q.select(COLUMNS).orderBy("p.count", "desc").limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toRow(r as Selected)), total: Number(total?.n ?? 0) };
}
