// Queries over the catalogue read models (rm_modules, rm_inverters, rm_equipment): a page of a
// list (search, paging), one row, and "is this natural key taken by another row?". Every query
// is scoped to the company.
import "../../db/schema-catalogue";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { ModuleFields } from "../../domain/module";
import type { InverterFields, InverterMonitoring, InverterType } from "../../domain/inverter";
import type { EquipmentCategory, EquipmentFields, InstallationType } from "../../domain/equipment";
import { normalizeKeyPart } from "../../domain/catalogue/shared";
import { normalizeSearch } from "../../domain/shared";

export interface CatalogueFilters {
  /** Free text: manufacturer, model, name... (case and accents ignored). */
  search?: string;
  /** Equipment only. */
  category?: string;
  page?: number;
  pageSize?: number;
}

type Table = "rm_modules" | "rm_inverters" | "rm_equipment";

function words(search: string | undefined): string[] {
  return normalizeSearch(search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function base<T extends Table>(db: Kysely<DB>, table: T, companyId: string, f: CatalogueFilters) {
  // Kysely cannot type a column of a table named by a type parameter: the three tables share
  // company_id and search_text, so the builder is built over rm_modules' shape and the rows read
  // by the callers with their own table's select.
  let q = (db as unknown as Kysely<Pick<DB, "rm_modules">>).selectFrom(table as "rm_modules").where("company_id", "=", companyId);
  for (const w of words(f.search)) q = q.where("search_text", "like", like(w));
  return q;
}

const paging = (f: CatalogueFilters) => {
  const pageSize = Math.min(100, Math.max(1, f.pageSize ?? 20));
  const page = Math.max(1, f.page ?? 1);
  return { pageSize, page, offset: (page - 1) * pageSize };
};

export interface ModuleRow extends ModuleFields {
  id: string;
}
export interface InverterRow extends InverterFields {
  id: string;
}
export interface EquipmentRow extends EquipmentFields {
  id: string;
}

function moduleOf(r: DB["rm_modules"] extends infer T ? { [K in keyof T]: unknown } : never): ModuleRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(r.id),
    manufacturer: String(r.manufacturer),
    model: String(r.model),
    power: Number(r.power),
    mLength: n(r.m_length),
    width: n(r.width),
    weight: n(r.weight),
    warrantyDefect: n(r.warranty_defect),
    warrantyEfficiency: n(r.warranty_efficiency),
    efficiency: n(r.efficiency),
    cellTechnology: String(r.cell_technology),
  };
}

function inverterOf(r: { [K in keyof DB["rm_inverters"]]: unknown }): InverterRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(r.id),
    iManufacturer: String(r.i_manufacturer),
    iModel: String(r.i_model),
    iPower: Number(r.i_power),
    type: String(r.type) as InverterType,
    iMonitoring: String(r.i_monitoring) as InverterMonitoring,
    iWarranty: n(r.i_warranty),
    phases: n(r.phases),
    voltage: n(r.voltage),
    mppts: n(r.mppts),
  };
}

function equipmentOf(r: { [K in keyof DB["rm_equipment"]]: unknown }): EquipmentRow {
  return {
    id: String(r.id),
    category: String(r.category) as EquipmentCategory,
    name: String(r.name),
    manufacturer: String(r.manufacturer),
    installationType: String(r.installation_type) as InstallationType | "",
    unit: String(r.unit),
    price: Number(r.price).toFixed(2),
  };
}

async function page<R>(
  db: Kysely<DB>,
  table: Table,
  companyId: string,
  f: CatalogueFilters,
  order: string[],
  map: (r: Record<string, unknown>) => R,
): Promise<{ rows: R[]; total: number; page: number; pages: number; pageSize: number }> {
  const { page: p, pageSize, offset } = paging(f);
  let q = base(db, table, companyId, f);
  if (table === "rm_equipment" && f.category) q = q.where("category" as "model", "=", f.category);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<string>().as("total")).execute();
  let rows = q.selectAll();
  for (const col of order) rows = rows.orderBy(col as "model");
  const found = await rows.orderBy("id").limit(pageSize).offset(offset).execute();
  const t = Number(total);
  return { rows: found.map((r) => map(r as Record<string, unknown>)), total: t, page: p, pages: Math.max(1, Math.ceil(t / pageSize)), pageSize };
}

export const listModules = (db: Kysely<DB>, companyId: string, f: CatalogueFilters = {}) =>
  page(db, "rm_modules", companyId, f, ["manufacturer", "power", "model"], (r) => moduleOf(r as never));
export const listInverters = (db: Kysely<DB>, companyId: string, f: CatalogueFilters = {}) =>
  page(db, "rm_inverters", companyId, f, ["i_manufacturer", "i_power", "i_model"], (r) => inverterOf(r as never));
export const listEquipment = (db: Kysely<DB>, companyId: string, f: CatalogueFilters = {}) =>
  page(db, "rm_equipment", companyId, f, ["category", "installation_type", "name"], (r) => equipmentOf(r as never));

export async function getModule(db: Kysely<DB>, companyId: string, id: string): Promise<ModuleRow | null> {
  const r = await db.selectFrom("rm_modules").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();
  return r ? moduleOf(r) : null;
}
export async function getInverter(db: Kysely<DB>, companyId: string, id: string): Promise<InverterRow | null> {
  const r = await db.selectFrom("rm_inverters").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();
  return r ? inverterOf(r) : null;
}
export async function getEquipment(db: Kysely<DB>, companyId: string, id: string): Promise<EquipmentRow | null> {
  const r = await db.selectFrom("rm_equipment").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();
  return r ? equipmentOf(r) : null;
}

/**
 * The id of another row of the company with this natural key (manufacturer + model, or category
 * + name), if any: an edit must not rename a row onto another one.
 */
export async function catalogueKeyOwner(db: Kysely<DB>, table: Table, companyId: string, parts: string[], exceptId: string): Promise<string | null> {
  const key = parts.map(normalizeKeyPart).join("|");
  const r = await (db as unknown as Kysely<Pick<DB, "rm_modules">>)
    .selectFrom(table as "rm_modules")
    .select("id")
    .where("company_id", "=", companyId)
    .where("key_text", "=", key)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return r?.id ?? null;
}
