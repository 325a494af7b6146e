// The catalogue's bulk handlers leave exactly the rows the live runner left: the seeded demo company
// (its demo catalogue) plus registrations, edits, deletes and re-registrations, rebuilt with
// batches of 1, 3 and 5,000 (runs cut everywhere, and one run for the whole log); the list queries
// then page and search the rebuilt rows.
import { expect, it } from "vitest";
import { catalogueProjection } from "../../projections";
import { listEquipment, listModules, getInverter } from "../../projections/read-models/catalogue.queries";
import { moduleDecider, moduleStreamId, normalizeModule, type ModuleCommand } from "../../domain/module";
import { inverterDecider, inverterStreamId, normalizeInverter } from "../../domain/inverter";
import { moduleIdFor, inverterIdFor } from "../../eventstore/catalogue-ids";
import { useSeededCompany } from "../support/seeded-company";

const fx = useSeededCompany();
const TABLES = catalogueProjection.tables;

it("batches of 1, 3 and 5,000 rebuild the live catalogue exactly", async () => {
  const companyId = fx.company.id;
  const mod = (id: string, cmd: ModuleCommand) => fx.command(moduleStreamId(id), moduleDecider, cmd);
  for (let i = 0; i < 30; i++) {
    const fields = normalizeModule({ manufacturer: `Fabricante ${i % 4}`, model: `M-${i}`, power: String(540 + i * 5) });
    const id = moduleIdFor(companyId, fields.manufacturer, fields.model);
    await mod(id, { type: "RegisterModule", moduleId: id, fields });
    if (i % 3 === 0) await mod(id, { type: "EditModule", moduleId: id, fields: { ...fields, weight: 28 + i } });
    if (i % 5 === 0) await mod(id, { type: "DeleteModule", moduleId: id });
    if (i % 10 === 0) await mod(id, { type: "RegisterModule", moduleId: id, fields: { ...fields, power: 600 } });
  }
  const inv = normalizeInverter({ iManufacturer: "Fronius", iModel: "Primo 8.2-1", iPower: "8,2" });
  const invId = inverterIdFor(companyId, inv.iManufacturer, inv.iModel);
  await fx.command(inverterStreamId(invId), inverterDecider, { type: "RegisterInverter", inverterId: invId, fields: inv });
  expect(await fx.settle()).toBe(true);

  for (const batchSize of [1, 3, 5000]) {
    const { live, rebuilt } = await fx.rebuild(TABLES, [catalogueProjection], batchSize);
    expect(rebuilt, `batch ${batchSize}`).toEqual(live);
  }

  const db = fx.db;
  // 3 demo modules + 30 registered − 6 deleted + 3 registered again.
  const all = await listModules(db, companyId, { pageSize: 10 });
  expect(all.total).toBe(30);
  expect(all.pages).toBe(3);
  const page3 = await listModules(db, companyId, { pageSize: 10, page: 3 });
  expect(page3.rows).toHaveLength(10);
  const found = await listModules(db, companyId, { search: "fabricante 1 m-13" });
  expect(found.rows.map((r) => r.model)).toEqual(["M-13"]);
  expect((await listModules(db, companyId, { search: "M-5" })).total).toBe(0);
  expect((await listModules(db, companyId, { search: "M-10" })).rows[0]!.power).toBe(600);
  expect((await getInverter(db, companyId, invId))!.iPower).toBe(8200);
  expect(await getInverter(db, "0190a000-0000-7000-8000-00000000dead", invId)).toBeNull();
  const structures = await listEquipment(db, companyId, { category: "Estrutura" });
  expect(structures.total).toBe(6);
  expect(structures.rows.find((r) => r.installationType === "Carport")!.price).toBe("6900.00");
}, 120_000);
