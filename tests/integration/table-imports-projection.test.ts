// The irradiation and tariff imports in /importacoes/lista's read model (the "imports" projection,
// beside the catalogue imports): who, when, file, kind, lines imported and refused, and the refused
// lines for the CSV; an import recorded before the events carried their file still projects; typed
// values are not a file import. Then, through the deciders: a rebuild of the tables and imports read
// models from the log gives the live rows.
import { describe, expect, it } from "vitest";
import { importsProjection, tablesProjection } from "../../projections/index";
import {
  cityIrradiationDecider,
  cityIrradiationStreamId,
  irradiationDecider,
  irradiationStreamId,
  type IrradiationEvent,
} from "../../domain/irradiation";
import { tariffDecider, tariffStreamId, type TariffFields } from "../../domain/tariff";
import { tariffImportDecider, tariffImportStreamId, type ImportedTariff, type TariffImportEvent } from "../../domain/tariff/import";
import { getImport, refusedLines } from "../../projections/read-models/catalogue-imports.queries";
import { tariffsByIds } from "../../projections/read-models/tables.queries";
import { nameUuid } from "../../eventstore/ids";
import { on, projectionSpec } from "../support/projection-spec";
import { IDS } from "../support/events";
import { useSeededCompany } from "../support/seeded-company";

const SHA = "c".repeat(64);
const months = [5300, 5700, 5200, 4900, 4500, 4300, 4500, 5100, 5200, 5300, 5000, 5200];
const row = {
  ibge: "3106200",
  city: "Belo Horizonte",
  uf: "MG",
  matchedBy: "name" as const,
  distanceKm: null,
  monthly: months,
  annual: 5016.7,
  line: 2,
};
const imp = "0190a000-0000-7000-8000-0000000000d1";
const refused = [
  { line: 3, cells: ["Lugar", "XX", "abc"], errors: ["Jan: insira um número (Wh/m²/dia).", "Município não encontrado."] },
  { line: 5, cells: ["Outro", "YY", "1"], errors: ["Valores fora do intervalo (0 a 12.000 Wh/m²/dia)."] },
];
const irradiation = (over: Partial<IrradiationEvent["data"]> = {}): IrradiationEvent => ({
  type: "IrradiationImported",
  data: { importId: imp, fileName: "atlas.csv", origin: "arquivo", rows: [row], ...over },
});
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
const t = (n: number, over: Partial<TariffFields> = {}): ImportedTariff => ({ tariffId: nameUuid(`t${n}`), ...fields, subgroup: `B${n}`, ...over });

describe("imports projection: irradiation and tariff imports", () => {
  const spec = projectionSpec(importsProjection);
  const COLS = [
    "kind",
    "file_name",
    "user_id",
    "sha256",
    "format",
    "columns",
    "total_lines",
    "valid_lines",
    "created",
    "updated",
    "unchanged",
    "refused",
    "completed",
  ];
  const pick = (r: Record<string, unknown>) => Object.fromEntries(COLS.map((c) => [c, r[c]]));

  it("an irradiation file import: its counts, who sent it, and its refused lines with their cells", async () => {
    const given = spec.given([
      on(
        `irradiation-${imp}`,
        [irradiation({ sha256: SHA, format: "xlsx", columns: ["NAME", "STATE", "JAN"], totalLines: 4, refusedCount: 2, refused })],
        { actorId: IDS.vendor, occurredAt: "2026-11-03T10:00:00.000Z" },
      ),
    ]);
    expect((await given.rows("rm_catalogue_imports")).map(pick)).toEqual([
      {
        kind: "irradiation",
        file_name: "atlas.csv",
        user_id: IDS.vendor,
        sha256: SHA,
        format: "xlsx",
        columns: ["NAME", "STATE", "JAN"],
        total_lines: 4,
        valid_lines: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        refused: 2,
        completed: true,
      },
    ]);
    await given.expectRows("rm_catalogue_import_refused", [
      { line: 3, cells: ["Lugar", "XX", "abc"], errors: "Jan: insira um número (Wh/m²/dia). Município não encontrado." },
      { line: 5, cells: ["Outro", "YY", "1"], errors: "Valores fora do intervalo (0 a 12.000 Wh/m²/dia)." },
    ]);
  });

  it("an import recorded before the events carried the file lists as its rows, nothing refused; typed values are not listed", () =>
    spec
      .given([
        on(`irradiation-${imp}`, [irradiation()]),
        on(`irradiation-${IDS.item}`, [irradiation({ importId: IDS.item, origin: "digitado", fileName: "Valores digitados" })]),
      ])
      .expectRows("rm_catalogue_imports", [{ id: imp, kind: "irradiation", sha256: "", format: "", columns: [], total_lines: 1, refused: 0 }]));

  it("a tariff import's slices are one import: counts summed, completed with the last slice", async () => {
    const tImp = "0190a000-0000-7000-8000-0000000000d2";
    const s0: TariffImportEvent = {
      type: "TariffsImported",
      data: {
        importId: tImp,
        fileName: "aneel.csv",
        slice: 0,
        slices: 2,
        created: [t(1), t(2)],
        updated: [t(3)],
        unchanged: 4,
        sha256: SHA,
        format: "csv",
        columns: ["SigAgente", "VlrTE"],
        totalLines: 12,
        refusedCount: 1,
        refused: [{ line: 9, cells: ["CEMIG-D", "x"], errors: ["VlrTE: insira um número em R$/MWh."] }],
        validLines: 10,
      },
    };
    const s1: TariffImportEvent = {
      type: "TariffsImported",
      data: { importId: tImp, fileName: "aneel.csv", slice: 1, slices: 2, created: [t(5)], updated: [], unchanged: 2 },
    };
    const half = await spec.given([on(`tariff-import-${tImp}`, [s0])]).rows("rm_catalogue_imports");
    expect(half.map((r) => [r.created, r.updated, r.unchanged, r.completed])).toEqual([[2, 1, 4, false]]);
    const whole = spec.given([on(`tariff-import-${tImp}`, [s0, s1])]);
    expect((await whole.rows("rm_catalogue_imports")).map(pick)).toEqual([
      {
        kind: "tariffs",
        file_name: "aneel.csv",
        user_id: IDS.manager,
        sha256: SHA,
        format: "csv",
        columns: ["SigAgente", "VlrTE"],
        total_lines: 12,
        valid_lines: 10,
        created: 3,
        updated: 1,
        unchanged: 6,
        refused: 1,
        completed: true,
      },
    ]);
    await whole.expectRows("rm_catalogue_import_refused", [{ line: 9, errors: "VlrTE: insira um número em R$/MWh." }]);
  });
});

describe("tables and imports rebuilt from the log", () => {
  const fx = useSeededCompany();

  it("imports, typed values, a tariff import in two slices, a re-import, edits and deletes rebuild to the live rows", async () => {
    const companyId = fx.company.id;
    const ctx = { companyId };
    const irrImp = nameUuid("rebuild irradiation");
    await fx.command(irradiationStreamId(irrImp), irradiationDecider, {
      type: "ImportIrradiation",
      importId: irrImp,
      fileName: "atlas.csv",
      origin: "arquivo",
      rows: [row],
      file: { sha256: SHA, format: "csv", columns: ["NAME", "STATE", "JAN"], totalLines: 2, refused: [refused[0]] },
    });
    await fx.command(cityIrradiationStreamId(companyId, "3170206"), cityIrradiationDecider, {
      type: "TypeCityIrradiation",
      ibge: "3170206",
      city: "Uberlândia",
      uf: "MG",
      monthly: months,
    });
    const importFile = async (label: string, tariffs: ImportedTariff[][]) => {
      const importId = nameUuid(label);
      const validLines = tariffs.flat().length;
      for (let slice = 0; slice < tariffs.length; slice++) {
        expect(await fx.settle()).toBe(true);
        const current = (
          await tariffsByIds(
            fx.db,
            companyId,
            tariffs[slice].map((x) => x.tariffId),
          )
        ).map(({ id, fileName: _f, ...f }) => ({ tariffId: id, ...f }));
        await fx.command(tariffImportStreamId(importId), tariffImportDecider, {
          type: "ImportTariffs",
          importId,
          fileName: `${label}.csv`,
          slice,
          slices: tariffs.length,
          validLines,
          tariffs: tariffs[slice],
          current,
          file: slice === 0 ? { sha256: SHA, format: "csv", columns: ["SigAgente"], totalLines: validLines, refused: [] } : undefined,
        });
      }
      expect(await fx.settle()).toBe(true);
      return (await getImport(fx.db, companyId, importId))!;
    };
    const first = await importFile("aneel-1", [[t(1), t(2), t(3)], [t(4)]]);
    expect([first.created, first.updated, first.unchanged, first.completed]).toEqual([4, 0, 0, true]);
    // The same file again: nothing new; one value changed: one update.
    const again = await importFile("aneel-2", [[t(1), t(2), t(3)], [t(4)]]);
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, 4]);
    const changed = await importFile("aneel-3", [[t(1), t(2, { te: 0.35 }), t(3)], [t(4)]]);
    expect([changed.created, changed.updated, changed.unchanged]).toEqual([0, 1, 3]);
    expect(
      await fx.db.selectFrom("rm_tariffs").select("id").where("company_id", "=", companyId).where("distributor", "=", "CEMIG-D").execute(),
    ).toHaveLength(4);
    // An imported tariff edited and another deleted on the screen (their streams were empty).
    const listed = async (x: ImportedTariff) => {
      const [r] = await tariffsByIds(fx.db, companyId, [x.tariffId]);
      const { id, fileName: _f, ...f } = r!;
      return { tariffId: id, fields: f };
    };
    await fx.command(
      tariffStreamId(t(1).tariffId),
      tariffDecider,
      { type: "EditTariff", fields: { ...fields, subgroup: "B1", tusd: 0.7 }, fileName: "aneel-3.csv", listed: await listed(t(1)) },
      ctx,
    );
    await fx.command(tariffStreamId(t(3).tariffId), tariffDecider, { type: "DeleteTariff", listed: await listed(t(3)) }, ctx);
    expect(await fx.settle()).toBe(true);
    expect((await refusedLines(fx.db, irrImp, 0, 10)).map((r) => r.line)).toEqual([3]);

    const tables = [...tablesProjection.tables, ...importsProjection.tables];
    const { live, rebuilt } = await fx.rebuild(tables, [tablesProjection, importsProjection]);
    expect(rebuilt).toEqual(live);
    expect(live.rm_tariffs.filter((r) => r.includes("CEMIG-D"))).toHaveLength(3);
    expect(live.rm_catalogue_imports.filter((r) => r.includes("tariffs"))).toHaveLength(3);
  }, 120_000);
});
