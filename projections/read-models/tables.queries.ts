// Queries over the "tables" projection (irradiation and tariffs), always inside one company.
import type { Kysely } from "kysely";
import "../../db/schema-tables";
import type { DB } from "../../db/schema";

export interface CityIrradiation {
  ibge: string;
  city: string;
  uf: string;
  /** Wh/m²/day. */
  monthly: number[];
  annual: number;
  /** "arquivo" or "digitado". */
  origin: string;
  fileName: string;
  importedAt: Date;
  /** How an imported row found its city; "typed": one city typed on the screen. */
  matchedBy: "name" | "nearest" | "typed";
  distanceKm: number | null;
  /** Who imported or typed the values (null: not recorded, or the user is gone). */
  by: string | null;
}

const toMonthly = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : typeof v === "string" ? (JSON.parse(v) as number[]) : []);
const MATCHES = ["name", "nearest", "typed"] as const;

export async function cityIrradiation(db: Kysely<DB>, companyId: string, ibge: string): Promise<CityIrradiation | null> {
  const r = await db
    .selectFrom("rm_irradiation as i")
    .leftJoin("rm_users as u", (j) => j.onRef("u.id", "=", "i.actor_id").onRef("u.company_id", "=", "i.company_id"))
    .selectAll("i")
    .select("u.name as by")
    .where("i.company_id", "=", companyId)
    .where("i.ibge_code", "=", ibge)
    .executeTakeFirst();
  if (!r) return null;
  return {
    ibge: r.ibge_code,
    city: r.city,
    uf: r.uf,
    monthly: toMonthly(r.monthly),
    annual: Number(r.annual),
    origin: r.origin,
    fileName: r.file_name,
    importedAt: new Date(r.imported_at),
    matchedBy: MATCHES.find((m) => m === r.matched_by) ?? "name",
    distanceKm: r.distance_km === null ? null : Number(r.distance_km),
    by: r.by ?? null,
  };
}

/** The IBGE codes of every city with data (for "the nearest city that has data"). */
export async function citiesWithIrradiation(db: Kysely<DB>, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom("rm_irradiation").select("ibge_code").where("company_id", "=", companyId).execute();
  return rows.map((r) => r.ibge_code);
}

export async function irradiationImports(db: Kysely<DB>, companyId: string, limit = 10) {
  return db
    .selectFrom("rm_irradiation_imports")
    .select(["id", "file_name", "origin", "rows", "imported_at"])
    .where("company_id", "=", companyId)
    .orderBy("imported_at", "desc")
    .limit(limit)
    .execute();
}

export interface TariffRow {
  id: string;
  distributor: string;
  subgroup: string;
  modality: string;
  tariffClass: string;
  post: string;
  te: number;
  tusd: number;
  fioBShare: number;
  validFrom: string;
  validTo: string | null;
  reh: string;
  fileName: string | null;
}

type Row = DB["rm_tariffs"] extends infer T ? { [K in keyof T]: unknown } : never;
const toTariff = (r: Row): TariffRow => ({
  id: String(r.id),
  distributor: String(r.distributor),
  subgroup: String(r.subgroup),
  modality: String(r.modality),
  tariffClass: String(r.tariff_class),
  post: String(r.post),
  te: Number(r.te),
  tusd: Number(r.tusd),
  fioBShare: Number(r.fio_b_share),
  validFrom: String(r.valid_from),
  validTo: r.valid_to === null ? null : String(r.valid_to),
  reh: String(r.reh),
  fileName: r.file_name === null ? null : String(r.file_name),
});

export async function listTariffs(db: Kysely<DB>, companyId: string, filters: { distributor?: string; limit?: number; offset?: number } = {}) {
  let q = db.selectFrom("rm_tariffs").where("company_id", "=", companyId);
  if (filters.distributor) q = q.where("distributor", "ilike", `%${filters.distributor.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy("distributor")
      .orderBy("valid_from", "desc")
      .orderBy("subgroup")
      .orderBy("modality")
      .orderBy("tariff_class")
      .orderBy("post")
      .limit(filters.limit ?? 50)
      .offset(filters.offset ?? 0)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst(),
  ]);
  return { rows: rows.map(toTariff), total: Number(count?.n ?? 0) };
}

/** The table's tariffs of these ids (an import compares its lines with them). */
export async function tariffsByIds(db: Kysely<DB>, companyId: string, ids: string[]): Promise<TariffRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom("rm_tariffs").selectAll().where("company_id", "=", companyId).where("id", "in", ids).execute();
  return rows.map(toTariff);
}

export async function getTariff(db: Kysely<DB>, companyId: string, id: string): Promise<TariffRow | null> {
  const r = await db.selectFrom("rm_tariffs").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();
  return r ? toTariff(r) : null;
}
