// Read-model queries of the kits (rm_kits): one user's list, one kit, and the kit choice (kits whose
// power is within a range of a target, filtered, cheapest per kWp first).
import type { Kysely } from "kysely";
import "../../db/schema-kits";
import type { DB } from "../../db/schema";

const KIT_COLUMNS = [
  "id",
  "owner_id",
  "supplier",
  "code",
  "name",
  "modules",
  "inverters",
  "items",
  "kit_price",
  "power_kwp",
  "price_per_kwp",
  "kit_voltage",
  "kit_fixation",
  "inverter_type",
  "available",
] as const;

/** The kits a user owns, by name. */
export function listKits(db: Kysely<DB>, companyId: string, ownerId: string) {
  return db
    .selectFrom("rm_kits")
    .select(KIT_COLUMNS)
    .where("company_id", "=", companyId)
    .where("owner_id", "=", ownerId)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export function getKit(db: Kysely<DB>, companyId: string, kitId: string) {
  return db.selectFrom("rm_kits").select(KIT_COLUMNS).where("company_id", "=", companyId).where("id", "=", kitId).executeTakeFirst();
}

export interface KitChoiceFilters {
  ownerId: string;
  minKwp: number;
  maxKwp: number;
  supplier?: string;
  voltage?: string;
  fixation?: string;
  inverterType?: string;
  /** Suppliers the company disabled (settings): their kits are left out. */
  disabledSuppliers: string[];
}

/** Available kits of the owner within [minKwp, maxKwp], filtered, cheapest per kWp first (then closest power). */
export function chooseKits(db: Kysely<DB>, companyId: string, f: KitChoiceFilters) {
  let q = db
    .selectFrom("rm_kits")
    .select(KIT_COLUMNS)
    .where("company_id", "=", companyId)
    .where("owner_id", "=", f.ownerId)
    .where("available", "=", true)
    .where("power_kwp", ">=", f.minKwp)
    .where("power_kwp", "<=", f.maxKwp);
  if (f.disabledSuppliers.length) q = q.where("supplier", "not in", f.disabledSuppliers);
  if (f.supplier) q = q.where("supplier", "=", f.supplier);
  if (f.voltage) q = q.where("kit_voltage", "=", f.voltage);
  if (f.fixation) q = q.where("kit_fixation", "=", f.fixation);
  if (f.inverterType) q = q.where("inverter_type", "=", f.inverterType);
  return q.orderBy("price_per_kwp").orderBy("power_kwp").orderBy("id").limit(200).execute();
}

/** The suppliers that have available kits for the owner (the kit choice's supplier filter). */
export async function kitSuppliers(db: Kysely<DB>, companyId: string, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("rm_kits")
    .select("supplier")
    .distinct()
    .where("company_id", "=", companyId)
    .where("owner_id", "=", ownerId)
    .orderBy("supplier")
    .execute();
  return rows.map((r) => r.supplier);
}
