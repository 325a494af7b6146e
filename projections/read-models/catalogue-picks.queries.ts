// The catalogue as "Montar kit" on the proposal's kit step reads it: the company's modules, inverters
// and equipment as select options, and the rows the form picked, by id, as kit-assembly.ts copies
// them into the proposal. Always inside one company: another company's id finds nothing.
import "../../db/schema-catalogue";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { CatalogueEquipment, CatalogueInverter, CatalogueModule } from "../../domain/proposal";

/** More than any company types by hand; an import of a whole distributor's list would be cut here (the form says so). */
export const PICK_OPTIONS_LIMIT = 500;

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type ModuleRow = { [K in keyof DB["rm_modules"]]: unknown };
type InverterRow = { [K in keyof DB["rm_inverters"]]: unknown };
type EquipmentRow = { [K in keyof DB["rm_equipment"]]: unknown };

const moduleOf = (r: ModuleRow): CatalogueModule => ({
  id: String(r.id),
  manufacturer: String(r.manufacturer),
  model: String(r.model),
  power: num(r.power),
  mLength: numOrNull(r.m_length),
  width: numOrNull(r.width),
  weight: numOrNull(r.weight),
  warrantyDefect: numOrNull(r.warranty_defect),
  warrantyEfficiency: numOrNull(r.warranty_efficiency),
});

const inverterOf = (r: InverterRow): CatalogueInverter => ({
  id: String(r.id),
  iManufacturer: String(r.i_manufacturer),
  iModel: String(r.i_model),
  iPower: num(r.i_power),
  type: String(r.type),
  iMonitoring: String(r.i_monitoring),
  iWarranty: numOrNull(r.i_warranty),
});

const equipmentOf = (r: EquipmentRow): CatalogueEquipment => ({
  id: String(r.id),
  category: String(r.category),
  name: String(r.name),
  manufacturer: String(r.manufacturer),
  installationType: String(r.installation_type),
  unit: String(r.unit),
  price: Number(r.price).toFixed(2),
});

export interface CataloguePicks {
  modules: CatalogueModule[];
  inverters: CatalogueInverter[];
  equipment: CatalogueEquipment[];
  /** Some list had more rows than PICK_OPTIONS_LIMIT. */
  cut: boolean;
}

/** The company's catalogue for the selects, ordered as its lists are. */
export async function cataloguePickOptions(db: Kysely<DB>, companyId: string): Promise<CataloguePicks> {
  const limit = PICK_OPTIONS_LIMIT + 1;
  const [modules, inverters, equipment] = await Promise.all([
    db
      .selectFrom("rm_modules")
      .selectAll()
      .where("company_id", "=", companyId)
      .orderBy("manufacturer")
      .orderBy("power")
      .orderBy("model")
      .orderBy("id")
      .limit(limit)
      .execute(),
    db
      .selectFrom("rm_inverters")
      .selectAll()
      .where("company_id", "=", companyId)
      .orderBy("i_manufacturer")
      .orderBy("i_power")
      .orderBy("i_model")
      .orderBy("id")
      .limit(limit)
      .execute(),
    db
      .selectFrom("rm_equipment")
      .selectAll()
      .where("company_id", "=", companyId)
      .orderBy("category")
      .orderBy("installation_type")
      .orderBy("name")
      .orderBy("id")
      .limit(limit)
      .execute(),
  ]);
  const cut = modules.length > PICK_OPTIONS_LIMIT || inverters.length > PICK_OPTIONS_LIMIT || equipment.length > PICK_OPTIONS_LIMIT;
  return {
    modules: modules.slice(0, PICK_OPTIONS_LIMIT).map(moduleOf),
    inverters: inverters.slice(0, PICK_OPTIONS_LIMIT).map(inverterOf),
    equipment: equipment.slice(0, PICK_OPTIONS_LIMIT).map(equipmentOf),
    cut,
  };
}

/** The rows of these ids (uuids: the caller drops anything else) that belong to the company. */
export async function cataloguePicksByIds(
  db: Kysely<DB>,
  companyId: string,
  ids: { modules: string[]; inverters: string[]; equipment: string[] },
): Promise<Omit<CataloguePicks, "cut">> {
  const [modules, inverters, equipment] = await Promise.all([
    ids.modules.length
      ? db.selectFrom("rm_modules").selectAll().where("company_id", "=", companyId).where("id", "in", ids.modules).execute()
      : Promise.resolve([]),
    ids.inverters.length
      ? db.selectFrom("rm_inverters").selectAll().where("company_id", "=", companyId).where("id", "in", ids.inverters).execute()
      : Promise.resolve([]),
    ids.equipment.length
      ? db.selectFrom("rm_equipment").selectAll().where("company_id", "=", companyId).where("id", "in", ids.equipment).execute()
      : Promise.resolve([]),
  ]);
  return { modules: modules.map(moduleOf), inverters: inverters.map(inverterOf), equipment: equipment.map(equipmentOf) };
}
