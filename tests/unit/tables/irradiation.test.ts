import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import { gazetteer, parseMunicipalities, parseStates } from "../../../domain/municipality";
import {
  checkIrradiationRecord,
  cityIrradiationDecider,
  IRRADIATION_MSG,
  irradiationColumns,
  irradiationDecider,
  keepBestPerCity,
  TYPED_MSG,
  type CityIrradiationEvent,
  type IrradiationEvent,
  type IrradiationRow,
} from "../../../domain/irradiation";
import { MAX_REFUSED_RECORDED, TABLE_IMPORT_MSG, type TableImportFile } from "../../../domain/tables/imports";

const states = parseStates(readFileSync("assets/ibge/estados.csv", "utf8"));
const g = gazetteer(parseMunicipalities(readFileSync("assets/ibge/municipios.csv", "utf8"), states), states);
const ATLAS = "ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;JAN;FEB;MAR;APR;MAY;JUN;JUL;AUG;SEP;OCT;NOV;DEC".split(";");
const months = ["5510", "5620", "5230", "4880", "4310", "4050", "4200", "4990", "5030", "5400", "5560", "5720"];

describe("irradiation file rows", () => {
  const cols = irradiationColumns(ATLAS)!;
  it("reads the Atlas header; Portuguese month names too; refuses a header without months or place", () => {
    expect(cols.months).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(irradiationColumns("Município;UF;Anual;Jan;Fev;Mar;Abr;Mai;Jun;Jul;Ago;Set;Out;Nov;Dez".split(";"))).not.toBeNull();
    expect(irradiationColumns(["NAME", "STATE", "JAN"])).toBeNull();
    expect(irradiationColumns(["ID", "ANNUAL", ...ATLAS.slice(7)])).toBeNull();
  });

  it("matches by name + UF (state by full name, any case) and keeps Wh/m²/day", () => {
    const l = checkIrradiationRecord(g, cols, ["1", "-47,06", "-22,9", "CAMPINAS", "x", "SÃO PAULO", "4900", ...months], 2);
    expect(l.errors).toEqual([]);
    expect(l.row).toMatchObject({ ibge: "3509502", city: "Campinas", uf: "SP", matchedBy: "name", annual: 4900 });
    expect(l.row!.monthly).toEqual(months.map(Number));
  });

  it("matches a 0.1° cell by the nearest seat; kWh values (SunData) become Wh; missing annual is the mean", () => {
    const kwh = months.map((m) => (Number(m) / 1000).toString().replace(".", ","));
    const l = checkIrradiationRecord(g, cols, ["2", "-46,63", "-23,55", "", "", "", "", ...kwh], 3);
    expect(l.row).toMatchObject({ city: "São Paulo", uf: "SP", matchedBy: "nearest" });
    expect(l.row!.monthly[0]).toBe(5510);
    expect(l.row!.annual).toBe(5041.7);
  });

  it("reports every problem of a bad line in Portuguese", () => {
    const l = checkIrradiationRecord(g, cols, ["3", "", "", "Lugar Nenhum", "", "XX", "", "abc", ...months.slice(1)], 4);
    expect(l.row).toBeNull();
    expect(l.errors).toEqual(["Jan: insira um número (Wh/m²/dia).", IRRADIATION_MSG.noMatch]);
    expect(checkIrradiationRecord(g, cols, ["3", "", "", "", "", "", "", ...months], 4).errors).toEqual([IRRADIATION_MSG.noPlace]);
    const high = checkIrradiationRecord(g, cols, ["4", "", "", "Campinas", "", "SP", "", "99000", ...months.slice(1)], 5);
    expect(high.errors).toEqual([IRRADIATION_MSG.range]);
  });

  it("one row per city: a name match beats a nearer cell; the losers are marked", () => {
    const a = checkIrradiationRecord(g, cols, ["1", "-46,63", "-23,55", "", "", "", "", ...months], 2);
    const b = checkIrradiationRecord(g, cols, ["2", "", "", "São Paulo", "", "SP", "", ...months], 3);
    const out = keepBestPerCity([b, a]);
    expect(out[0].replacedBy).toBeUndefined();
    expect(out[1].replacedBy).toBe(3);
  });
});

const given = specFor(irradiationDecider);
const row: IrradiationRow = {
  ibge: "3509502",
  city: "Campinas",
  uf: "SP",
  matchedBy: "name",
  distanceKm: null,
  monthly: months.map(Number),
  annual: 4900,
  line: 2,
};
const cmd = (over: Record<string, unknown> = {}) => ({
  type: "ImportIrradiation" as const,
  importId: "imp-1",
  fileName: "atlas.csv",
  origin: "arquivo" as const,
  rows: [row],
  ...over,
});
const imported: IrradiationEvent = {
  type: "IrradiationImported",
  data: { importId: "imp-1", fileName: "atlas.csv", origin: "arquivo", rows: [row] },
};

describe("irradiation decider", () => {
  it("given nothing, when an import is sent, then IrradiationImported with every row", () => {
    given().when(cmd()).then([imported]);
  });
  it("given the import, when it is sent again, then nothing", () => {
    given([imported]).when(cmd()).then([]);
  });
  it("refuses an empty import, a missing file name, a bad or repeated row", () => {
    given()
      .when(cmd({ rows: [] }))
      .thenThrows(IRRADIATION_MSG.noRows);
    given()
      .when(cmd({ fileName: " " }))
      .thenThrows(IRRADIATION_MSG.fileName, { field: "fileName" });
    given()
      .when(cmd({ rows: [{ ...row, monthly: row.monthly.slice(1) }] }))
      .thenThrows(IRRADIATION_MSG.badRow);
    given()
      .when(cmd({ rows: [{ ...row, monthly: row.monthly.map(() => 20000) }] }))
      .thenThrows(IRRADIATION_MSG.badRow);
    given()
      .when(cmd({ rows: [row, row] }))
      .thenThrows(IRRADIATION_MSG.badRow);
    given()
      .when(cmd({ rows: [{ ...row, ibge: "12" }] }))
      .thenThrows(IRRADIATION_MSG.badRow);
  });
});

const SHA = "a".repeat(64);
const file: TableImportFile = {
  sha256: SHA,
  format: "csv",
  columns: ["NAME", "STATE", "JAN"],
  totalLines: 3,
  refused: [{ line: 4, cells: ["Lugar Nenhum", "XX", "abc"], errors: ["Jan: insira um número (Wh/m²/dia)."] }],
};

describe("irradiation decider: the file, for the imports list", () => {
  it("given nothing, when an import with its file is sent, then the event records the file, the refused lines and their count", () => {
    given()
      .when(cmd({ file }))
      .then([
        {
          type: "IrradiationImported",
          data: {
            ...imported.data,
            sha256: SHA,
            format: "csv",
            columns: ["NAME", "STATE", "JAN"],
            totalLines: 3,
            refusedCount: 1,
            refused: file.refused,
          },
        },
      ]);
  });
  it("keeps the first refused lines past the limit, and the full count", () => {
    const many = Array.from({ length: MAX_REFUSED_RECORDED + 2 }, (_, i) => ({ line: i + 2, cells: ["x"], errors: ["erro"] }));
    const [e] = irradiationDecider.decide(
      cmd({ file: { ...file, totalLines: many.length + 1, refused: many } }),
      { status: "none" },
      {
        now: "",
        today: "",
        actorId: "u",
        companyId: "c",
      },
    );
    expect(e.data.refusedCount).toBe(MAX_REFUSED_RECORDED + 2);
    expect(e.data.refused).toHaveLength(MAX_REFUSED_RECORDED);
  });
  it("refuses a file record no reading gives: a bad hash, more lines imported and refused than the file had", () => {
    given()
      .when(cmd({ file: { ...file, sha256: "x" } }))
      .thenThrows(TABLE_IMPORT_MSG.file);
    given()
      .when(cmd({ file: { ...file, totalLines: 1 } }))
      .thenThrows(TABLE_IMPORT_MSG.file);
  });
});

const typed = specFor(cityIrradiationDecider);
const wh = [5510, 5620, 5230, 4880, 4310, 4050, 4200, 4990, 5030, 5400, 5560, 5720];
const type = (monthly: (number | null)[], over: Record<string, unknown> = {}) => ({
  type: "TypeCityIrradiation" as const,
  ibge: "3509502",
  city: "Campinas",
  uf: "SP",
  monthly,
  ...over,
});
const typedEvent = (monthly: number[], annual: number): CityIrradiationEvent => ({
  type: "CityIrradiationTyped",
  data: { ibge: "3509502", city: "Campinas", uf: "SP", monthly, annual },
});

describe("typed irradiation of a city", () => {
  it("given nothing, when 12 values are typed, then CityIrradiationTyped with the annual mean (decimals to one place)", () => {
    typed()
      .when(type([...wh.slice(0, 11), 5720.04]))
      .then([typedEvent(wh, 5041.7)]);
  });
  it("given typed values, when the same are typed again, then they are recorded again (an import may have come between)", () => {
    typed([typedEvent(wh, 5041.7)])
      .when(type(wh))
      .then([typedEvent(wh, 5041.7)]);
  });
  it("refuses a missing, non-numeric, negative or absurd month, on that month's field", () => {
    typed()
      .when(type([...wh.slice(0, 3), null, ...wh.slice(4)]))
      .thenThrows(TYPED_MSG.missing(3), { field: "abr" });
    expect(TYPED_MSG.missing(3)).toBe("Insira a média de abril (Wh/m²/dia).");
    typed()
      .when(type([NaN, ...wh.slice(1)]))
      .thenThrows("Média de janeiro: insira um número (Wh/m²/dia).", { field: "jan" });
    typed()
      .when(type([...wh.slice(0, 6), -1, ...wh.slice(7)]))
      .thenThrows("A média de julho não pode ser negativa.", { field: "jul" });
    typed()
      .when(type([...wh.slice(0, 11), 12000.5]))
      .thenThrows("Média de dezembro acima de 12.000 Wh/m²/dia: confira o valor.", { field: "dez" });
    typed()
      .when(type(wh.slice(0, 11)))
      .thenThrows(TYPED_MSG.missing(11), { field: "dez" });
  });
  it("refuses values typed in kWh/m²/dia (every month under 20) on the form, and a bad city", () => {
    typed()
      .when(type(wh.map((v) => v / 1000)))
      .thenThrows(TYPED_MSG.looksKwh, { field: undefined });
    typed()
      .when(type(wh, { ibge: "35" }))
      .thenThrows(TYPED_MSG.city);
    typed()
      .when(type(wh, { city: " " }))
      .thenThrows(TYPED_MSG.city);
  });
  it("accepts the range's ends: 0 in a month and 12.000", () => {
    typed()
      .when(type([0, 12000, ...wh.slice(2)]))
      .then([typedEvent([0, 12000, ...wh.slice(2)], 5114.2)]);
  });
});
