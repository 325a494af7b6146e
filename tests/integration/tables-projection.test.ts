// The "tables" projection on a real database: an irradiation import writes one row per city with
// its source, a later import of the same city replaces it (the latest wins), and the tariffs follow
// register / edit / delete inside the event's company.
import { describe, it } from "vitest";
import { tablesProjection } from "../../projections/index";
import type { IrradiationEvent, IrradiationRow } from "../../domain/irradiation";
import type { TariffEvent, TariffFields } from "../../domain/tariff";
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
