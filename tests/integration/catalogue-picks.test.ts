// "Montar kit" reads the catalogue inside one company: the select options and the rows of the ids
// the form posted. Another company's module, inverter or equipment is neither an option nor found
// by id (the form then says "não encontrado no catálogo da empresa"); numbers come back as numbers
// and the equipment's price as "389.90".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../db/schema-catalogue";
import { cataloguePickOptions, cataloguePicksByIds } from "../../projections/read-models/catalogue-picks.queries";
import { freshDatabase, type TestDatabase } from "../support/test-db";

const A = "0190a000-0000-7000-8000-00000000aaaa";
const B = "0190a000-0000-7000-8000-00000000bbbb";
const mA = "0190a000-0000-7000-8000-000000000001";
const mB = "0190a000-0000-7000-8000-000000000002";
const iA = "0190a000-0000-7000-8000-000000000011";
const iB = "0190a000-0000-7000-8000-000000000012";
const eA = "0190a000-0000-7000-8000-000000000021";
const eB = "0190a000-0000-7000-8000-000000000022";

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase("postgres");
  const db = database.db;
  const at = "2026-11-01T10:00:00.000Z";
  const mod = (id: string, company: string, model: string) => ({
    id,
    company_id: company,
    manufacturer: "Canadian Solar",
    model,
    power: 550,
    m_length: 2261,
    width: 1134,
    weight: 27.8,
    warranty_defect: 12,
    warranty_efficiency: 25,
    efficiency: 21.5,
    cell_technology: "Mono PERC",
    key_text: `canadian solar|${model.toLowerCase()}`,
    search_text: model.toLowerCase(),
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto("rm_modules")
    .values([mod(mA, A, "CS6W-550MS"), mod(mB, B, "CS6W-555MS")])
    .execute();
  const inv = (id: string, company: string) => ({
    id,
    company_id: company,
    i_manufacturer: "Deye",
    i_model: `SUN-5K ${company.slice(-4)}`,
    i_power: 5000,
    type: "String",
    i_monitoring: "Wi-Fi",
    i_warranty: 10,
    phases: 1,
    voltage: 220,
    mppts: 2,
    key_text: `deye|${id}`,
    search_text: "deye",
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto("rm_inverters")
    .values([inv(iA, A), inv(iB, B)])
    .execute();
  const eq = (id: string, company: string) => ({
    id,
    company_id: company,
    category: "Estrutura",
    name: "Estrutura telhado cerâmico 4 módulos",
    manufacturer: "Romagnole",
    installation_type: "Telhado",
    unit: "kit",
    price: "389.90",
    key_text: `estrutura|${id}`,
    search_text: "estrutura",
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto("rm_equipment")
    .values([eq(eA, A), eq(eB, B)])
    .execute();
});

afterAll(async () => {
  await database?.drop();
});

describe("catalogue picks", () => {
  it("the options are the company's own", async () => {
    const a = await cataloguePickOptions(database.db, A);
    expect(a.modules.map((m) => m.id)).toEqual([mA]);
    expect(a.inverters.map((i) => i.id)).toEqual([iA]);
    expect(a.equipment.map((e) => e.id)).toEqual([eA]);
    expect(a.cut).toBe(false);
  });

  it("by id, another company's rows are not found", async () => {
    const found = await cataloguePicksByIds(database.db, A, { modules: [mA, mB], inverters: [iB], equipment: [eA, eB] });
    expect(found.modules.map((m) => m.id)).toEqual([mA]);
    expect(found.inverters).toEqual([]);
    expect(found.equipment.map((e) => e.id)).toEqual([eA]);
  });

  it("the rows as kit-assembly.ts copies them", async () => {
    const found = await cataloguePicksByIds(database.db, A, { modules: [mA], inverters: [iA], equipment: [eA] });
    expect(found.modules[0]).toEqual({
      id: mA,
      manufacturer: "Canadian Solar",
      model: "CS6W-550MS",
      power: 550,
      mLength: 2261,
      width: 1134,
      weight: 27.8,
      warrantyDefect: 12,
      warrantyEfficiency: 25,
    });
    expect(found.inverters[0]).toEqual({
      id: iA,
      iManufacturer: "Deye",
      iModel: "SUN-5K aaaa",
      iPower: 5000,
      type: "String",
      iMonitoring: "Wi-Fi",
      iWarranty: 10,
    });
    expect(found.equipment[0]).toMatchObject({ id: eA, price: "389.90", unit: "kit", installationType: "Telhado" });
  });

  it("no ids, no query", async () => {
    expect(await cataloguePicksByIds(database.db, A, { modules: [], inverters: [], equipment: [] })).toEqual({
      modules: [],
      inverters: [],
      equipment: [],
    });
  });
});
