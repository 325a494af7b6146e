// The "tables" projection on a real database: an irradiation import writes one row per city with
// its source, a later import of the same city replaces it (the latest wins), a city's typed values
// likewise (no import, who typed them); the tariffs follow register / edit / delete inside the
// event's company, and a file import's slices insert and update their rows set-based.
import { describe, it } from "vitest";
import { tablesProjection } from "../../projections/index";
import type { CityIrradiationEvent, IrradiationEvent, IrradiationRow } from "../../domain/irradiation";
import type { TariffEvent, TariffFields } from "../../domain/tariff";
import type { ImportedTariff, TariffImportEvent } from "../../domain/tariff/import";
import { on, projectionSpec } from "../support/projection-spec";
import { IDS } from "../support/events";

const spec = projectionSpec(tablesProjection);
const months = [5300, 5700, 5200, 4900, 4500, 4300, 4500, 5100, 5200, 5300, 5000, 5200];
const row = (ibge: string, city: string, over: Partial<IrradiationRow> = {}): IrradiationRow => ({
  ibge,
  city,
  uf: "MG",
  matchedBy: "name",
  distanceKm: null,
  monthly: months,
  annual: 5016.7,
  line: 2,
  ...over,
});
const imp1 = "0190a000-0000-7000-8000-000000000001";
const imp2 = "0190a000-0000-7000-8000-000000000002";
const imported = (importId: string, fileName: string, rows: IrradiationRow[]): IrradiationEvent => ({
  type: "IrradiationImported",
  data: { importId, fileName, origin: "arquivo", rows },
});

describe("tables projection: irradiation", () => {
  it("one row per city; the later import of a city replaces its values and source", () =>
    spec
      .given([
        on(`irradiation-${imp1}`, [imported(imp1, "a.csv", [row("3106200", "Belo Horizonte"), row("3170206", "Uberlândia")])], {
          occurredAt: "2026-11-01T12:00:00.000Z",
        }),
        on(
          `irradiation-${imp2}`,
          [
            imported(imp2, "b.csv", [
              row("3106200", "Belo Horizonte", { matchedBy: "nearest", distanceKm: 3.2, monthly: months.map((m) => m + 100) }),
            ]),
          ],
          {
            occurredAt: "2026-11-02T12:00:00.000Z",
          },
        ),
      ])
      .expectRows("rm_irradiation", [
        {
          ibge_code: "3106200",
          file_name: "b.csv",
          matched_by: "nearest",
          distance_km: 3.2,
          monthly: months.map((m) => m + 100),
          imported_at: "2026-11-02T12:00:00.000Z",
        },
        { ibge_code: "3170206", file_name: "a.csv", matched_by: "name", distance_km: null, monthly: months, imported_at: "2026-11-01T12:00:00.000Z" },
      ]));

  const typed = (monthly: number[], ibge = "3106200", city = "Belo Horizonte"): CityIrradiationEvent => ({
    type: "CityIrradiationTyped",
    data: { ibge, city, uf: "MG", monthly, annual: 5016.7 },
  });
  const typedStream = `irradiation-city-${IDS.company}-3106200`;

  it("typed values: no file and no import, who typed them; the latest of typing and importing wins", () =>
    spec
      .given([
        on(typedStream, [typed(months)], { occurredAt: "2026-11-01T12:00:00.000Z", actorId: IDS.vendor }),
        on(`irradiation-${imp1}`, [imported(imp1, "a.csv", [row("3170206", "Uberlândia")])], { occurredAt: "2026-11-02T12:00:00.000Z" }),
      ])
      .expectRows("rm_irradiation", [
        {
          ibge_code: "3106200",
          origin: "digitado",
          file_name: "",
          import_id: null,
          matched_by: "typed",
          monthly: months,
          actor_id: IDS.vendor,
          imported_at: "2026-11-01T12:00:00.000Z",
        },
        {
          ibge_code: "3170206",
          origin: "arquivo",
          file_name: "a.csv",
          import_id: imp1,
          matched_by: "name",
          monthly: months,
          actor_id: IDS.manager,
          imported_at: "2026-11-02T12:00:00.000Z",
        },
      ]));

  it("an import after typed values replaces them, and typing after an import replaces it", () =>
    spec
      .given([
        on(typedStream, [typed(months)], { occurredAt: "2026-11-01T12:00:00.000Z" }),
        on(`irradiation-${imp1}`, [imported(imp1, "a.csv", [row("3106200", "Belo Horizonte", { monthly: months.map((m) => m + 1) })])], {
          occurredAt: "2026-11-02T12:00:00.000Z",
        }),
        on(`irradiation-${imp2}`, [imported(imp2, "b.csv", [row("3170206", "Uberlândia")])], { occurredAt: "2026-11-03T12:00:00.000Z" }),
        on(
          `irradiation-city-${IDS.company}-3170206`,
          [
            typed(
              months.map((m) => m + 2),
              "3170206",
              "Uberlândia",
            ),
          ],
          {
            occurredAt: "2026-11-04T12:00:00.000Z",
          },
        ),
      ])
      .expectRows("rm_irradiation", [
        { ibge_code: "3106200", origin: "arquivo", import_id: imp1, monthly: months.map((m) => m + 1) },
        { ibge_code: "3170206", origin: "digitado", import_id: null, monthly: months.map((m) => m + 2) },
      ]));

  it("records each import", () =>
    spec
      .given([on(`irradiation-${imp1}`, [imported(imp1, "a.csv", [row("3106200", "Belo Horizonte")])])])
      .expectRows("rm_irradiation_imports", [{ id: imp1, file_name: "a.csv", rows: 1, company_id: IDS.company }]));
});

const tid = "0190a000-0000-7000-8000-0000000000a1";
const fields: TariffFields = {
  distributor: "CEMIG-D",
  subgroup: "B1",
  modality: "Convencional",
  tariffClass: "Residencial",
  post: "",
  te: 0.3012,
  tusd: 0.51234,
  fioBShare: 28,
  validFrom: "2025-05-28",
  validTo: "2026-05-27",
  reh: "",
};
const registered: TariffEvent = { type: "TariffRegistered", data: { tariffId: tid, ...fields, fileName: null } };

describe("tables projection: tariffs", () => {
  it("register then edit", () =>
    spec
      .given([on(`tariff-${tid}`, [registered, { type: "TariffEdited", data: { tariffId: tid, ...fields, te: 0.35, fileName: "x.csv" } }])])
      .expectRows("rm_tariffs", [
        {
          id: tid,
          distributor: "CEMIG-D",
          te: 0.35,
          tusd: 0.51234,
          fio_b_share: 28,
          valid_from: "2025-05-28",
          valid_to: "2026-05-27",
          file_name: "x.csv",
        },
      ]));

  it("delete removes the row; another company's delete of the same id does not", () =>
    spec
      .given([
        on(`tariff-${tid}`, [registered]),
        on(`tariff-${tid}-other`, [{ type: "TariffDeleted", data: { tariffId: tid, distributor: "CEMIG-D" } }], {
          companyId: "0190a000-0000-7000-8000-00000000ffff",
        }),
      ])
      .expectRows("rm_tariffs", [{ id: tid }]));

  it("delete in the company removes it", () =>
    spec
      .given([on(`tariff-${tid}`, [registered, { type: "TariffDeleted", data: { tariffId: tid, distributor: "CEMIG-D" } }])])
      .expectRows("rm_tariffs", []));
});

describe("tables projection: tariff file imports", () => {
  const impT = "0190a000-0000-7000-8000-0000000000b1";
  const other = "0190a000-0000-7000-8000-00000000ffff";
  const t = (id: string, over: Partial<TariffFields> = {}): ImportedTariff => ({ tariffId: id, ...fields, ...over });
  const ids = ["0190a000-0000-7000-8000-0000000000c1", "0190a000-0000-7000-8000-0000000000c2", "0190a000-0000-7000-8000-0000000000c3"];
  const slice = (n: number, created: ImportedTariff[], updated: ImportedTariff[], unchanged = 0): TariffImportEvent => ({
    type: "TariffsImported",
    data: { importId: impT, fileName: "aneel.csv", slice: n, slices: 2, created, updated, unchanged },
  });

  it("slices insert the new tariffs and update the changed ones, with the file's name and the event's date", () =>
    spec
      .given([
        on(`tariff-${tid}`, [registered], { occurredAt: "2026-11-01T12:00:00.000Z" }),
        on(
          `tariff-import-${impT}`,
          [
            slice(0, [t(ids[0]), t(ids[1], { subgroup: "B2" })], [t(tid, { te: 0.33 })], 0),
            slice(1, [t(ids[2], { subgroup: "B3", validTo: null })], [t(ids[0], { tusd: 0.6 })], 1),
          ],
          { occurredAt: "2026-11-02T12:00:00.000Z" },
        ),
      ])
      .expectRows(
        "rm_tariffs",
        [
          {
            id: tid,
            subgroup: "B1",
            te: 0.33,
            tusd: 0.51234,
            valid_to: "2026-05-27",
            file_name: "aneel.csv",
            updated_at: "2026-11-02T12:00:00.000Z",
          },
          {
            id: ids[0],
            subgroup: "B1",
            te: 0.3012,
            tusd: 0.6,
            valid_to: "2026-05-27",
            file_name: "aneel.csv",
            updated_at: "2026-11-02T12:00:00.000Z",
          },
          {
            id: ids[1],
            subgroup: "B2",
            te: 0.3012,
            tusd: 0.51234,
            valid_to: "2026-05-27",
            file_name: "aneel.csv",
            updated_at: "2026-11-02T12:00:00.000Z",
          },
          { id: ids[2], subgroup: "B3", te: 0.3012, tusd: 0.51234, valid_to: null, file_name: "aneel.csv", updated_at: "2026-11-02T12:00:00.000Z" },
        ],
        "subgroup",
      ));

  it("a tariff another import created meanwhile is replaced, not a duplicate key; another company's update touches nothing here", () =>
    spec
      .given([
        on(`tariff-import-${impT}`, [slice(0, [t(ids[0])], [])]),
        on(`tariff-import-${impT}-again`, [slice(0, [t(ids[0], { te: 0.4 })], [])]),
        on(`tariff-import-${impT}-other`, [slice(0, [], [t(ids[0], { te: 0.9 })])], { companyId: other }),
      ])
      .expectRows("rm_tariffs", [{ id: ids[0], te: 0.4, company_id: IDS.company }]));

  it("an imported tariff edited and deleted on its own stream", () =>
    spec
      .given([
        on(`tariff-import-${impT}`, [slice(0, [t(ids[0]), t(ids[1], { subgroup: "B2" })], [])]),
        on(`tariff-${ids[0]}`, [{ type: "TariffEdited", data: { ...t(ids[0], { te: 0.31 }), fileName: "aneel.csv" } }]),
        on(`tariff-${ids[1]}`, [{ type: "TariffDeleted", data: { tariffId: ids[1], distributor: "CEMIG-D" } }]),
      ])
      .expectRows("rm_tariffs", [{ id: ids[0], te: 0.31 }]));
});
