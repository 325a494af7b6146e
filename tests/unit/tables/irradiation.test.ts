import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import { gazetteer, parseMunicipalities, parseStates } from "../../../domain/municipality";
import {
  checkIrradiationRecord,
  IRRADIATION_MSG,
  irradiationColumns,
  irradiationDecider,
  keepBestPerCity,
  type IrradiationEvent,
  type IrradiationRow,
} from "../../../domain/irradiation";

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
