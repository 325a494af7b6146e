// Date cells of real XLSX files, read as the uploads read them (app/lib/tabular gives a date cell as
// its serial number, "45404" or "45404,75" with a time of day). The tariff upload's
// validity dates (DatInicioVigencia, DatFimVigencia) and the irradiation upload's month headers typed
// as dates read as the dates they show; the sales upload's registry date reads the same serials with
// the same rule (domain/shared spreadsheetSerialDate). The catalogue uploads (kits, modules,
// inverters, equipment) take no date: their number and yes/no cells read as the values shown.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { checkedLines } from "../../../app/lib/catalogue-import/core.server";
import { KINDS } from "../../../app/lib/catalogue-import/kinds.server";
import { readTableFile } from "../../../app/lib/tables/uploads.server";
import { cellText, readXlsxRows } from "../../../app/lib/tabular/read.server";
import { checkIrradiationRecord, irradiationColumns, IRRADIATION_MSG } from "../../../domain/irradiation";
import { gazetteer, parseMunicipalities, parseStates } from "../../../domain/municipality";
import { parseRegistryDate } from "../../../domain/sales-upload/rows";
import { spreadsheetSerialDate } from "../../../domain/shared";
import { aneelColumns, ANEEL_MSG, checkAneelRecord, type CheckedTariffLine } from "../../../domain/tariff";

const dir = mkdtempSync(join(tmpdir(), "xlsx-dates-"));
let n = 0;

/** A one-sheet workbook of `rows` written to disk; `dateFormat` for the Date cells (as Excel shows them). */
async function xlsx(rows: unknown[][], dateFormat = "dd/mm/yyyy"): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Planilha1");
  for (const r of rows) {
    const row = ws.addRow(r);
    row.eachCell((c) => {
      if (c.value instanceof Date) c.numFmt = dateFormat;
    });
  }
  const path = join(dir, `f${++n}.xlsx`);
  await wb.xlsx.writeFile(path);
  return path;
}

const ANEEL_HEADER = ["SigAgente", "DscREH", "DatInicioVigencia", "DatFimVigencia", "DscSubGrupo", "DscModalidadeTarifaria", "DscClasse"];
const TAIL = ["VlrTUSD", "VlrTE"];

/** The tariff upload's reading (its route's checkFile): the shared reader, ANEEL's header, each line checked. */
async function tariffLines(path: string): Promise<CheckedTariffLine[]> {
  const lines: CheckedTariffLine[] = [];
  await readTableFile(
    path,
    (cells) => {
      const c = aneelColumns(cells);
      return "missing" in c ? null : c;
    },
    () => "colunas erradas",
    (r, cols) => lines.push(checkAneelRecord(cols, r.cells, r.line, 28)),
  );
  return lines;
}

const utc = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m - 1, d, h));

describe("spreadsheet date serials", () => {
  it("a five-digit serial (with or without a time of day) is the day it counts from 1899-12-30; anything else is not a serial", () => {
    expect(spreadsheetSerialDate("45404")).toBe("2024-04-22");
    expect(spreadsheetSerialDate("45404,75")).toBe("2024-04-22");
    expect(spreadsheetSerialDate("10000")).toBe("1927-05-18");
    expect(spreadsheetSerialDate("60")).toBeNull(); // too short: a typing mistake in a date column
    expect(spreadsheetSerialDate("454040")).toBeNull();
    expect(spreadsheetSerialDate("45404.5")).toBeNull(); // the reader writes a decimal comma
    expect(spreadsheetSerialDate("22/04/2024")).toBeNull();
  });

  it("the reader gives a date cell as its serial: a real workbook's 22/04/2024 and 22/04/2024 18:00", async () => {
    const path = await xlsx([["Data"], [utc(2024, 4, 22)], [utc(2024, 4, 22, 18)]]);
    const cells: string[] = [];
    await readTableFile(
      path,
      (c) => (c[0] === "Data" ? c : null),
      () => "",
      (r) => cells.push(r.cells[0]!),
    );
    expect(cells).toEqual(["45404", "45404,75"]);
    expect(cells.map(spreadsheetSerialDate)).toEqual(["2024-04-22", "2024-04-22"]);
    expect(cellText(45404)).toBe("45404");
  });
});

describe("tariff upload: validity dates from an XLSX", () => {
  it("date cells read as the validity they show; typed dates still read; an end before the start is still refused", async () => {
    const path = await xlsx([
      ["Tarifas homologadas (copiado do site da ANEEL)"],
      [...ANEEL_HEADER, ...TAIL],
      ["CEMIG-D", "REH 3.300/2024", utc(2024, 5, 28), utc(2025, 5, 27), "B1", "Convencional", "Residencial", 432.5, 280.12],
      ["CPFL-PAULISTA", "REH 3.310/2024", utc(2024, 4, 8, 12), null, "B1", "Convencional", "Residencial", 401.02, 270],
      ["ENEL SP", "REH 3.320/2024", "04/07/2024", "2025-07-03", "B1", "Convencional", "Residencial", 390, 260],
      ["LIGHT", "REH 3.330/2024", utc(2024, 3, 15), utc(2023, 3, 14), "B1", "Convencional", "Residencial", 500, 300],
    ]);
    const lines = await tariffLines(path);
    expect(lines.map((l) => [l.line, l.errors, l.fields?.validFrom ?? null, l.fields?.validTo ?? null])).toEqual([
      [3, [], "2024-05-28", "2025-05-27"],
      [4, [], "2024-04-08", null],
      [5, [], "2024-07-04", "2025-07-03"],
      [6, [expect.stringMatching(/^DatFimVigencia: /)], null, null],
    ]);
    expect(lines[0]!.fields).toMatchObject({ distributor: "CEMIG-D", tusd: 0.4325, te: 0.28012 });
  });

  it("a number that is not a date serial in a date column is still an error of its line", async () => {
    const lines = await tariffLines(
      await xlsx([
        [...ANEEL_HEADER, ...TAIL],
        ["CEMIG-D", "", 2024, "", "B1", "Convencional", "Residencial", 1, 1],
      ]),
    );
    expect(lines[0]!.errors).toEqual([ANEEL_MSG.day("DatInicioVigencia")]);
  });
});

describe("irradiation upload: months typed as dates in the header", () => {
  const states = parseStates(readFileSync("assets/ibge/estados.csv", "utf8"));
  const g = gazetteer(parseMunicipalities(readFileSync("assets/ibge/municipios.csv", "utf8"), states), states);
  const MONTHS = [5510, 5620, 5230, 4880, 4310, 4050, 4200, 4990, 5030, 5400, 5560, 5720];

  it("a header of twelve dates shown as month names reads as the months; the values are read under them", async () => {
    // Out of order on purpose: each column is the month its date falls in.
    const order = [6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5];
    const path = await xlsx(
      [
        ["Município", "UF", ...order.map((m) => utc(2024, m + 1, 1))],
        ["Campinas", "SP", ...order.map((m) => MONTHS[m])],
      ],
      "mmm",
    );
    const lines: ReturnType<typeof checkIrradiationRecord>[] = [];
    await readTableFile(
      path,
      irradiationColumns,
      () => IRRADIATION_MSG.columns,
      (r, cols) => lines.push(checkIrradiationRecord(g, cols, r.cells, r.line)),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.errors).toEqual([]);
    expect(lines[0]!.row).toMatchObject({ city: "Campinas", uf: "SP", monthly: MONTHS });
  });

  it("month names as text are read as before; a header of plain numbers is not a header of months", () => {
    const names = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];
    expect(irradiationColumns(["Município", "UF", ...names])?.months).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(irradiationColumns(["Município", "UF", ...names.map((_, i) => String(i + 1))])).toBeNull();
  });
});

describe("sales upload: the registry date's serial", () => {
  it("reads the same serials as the shared rule, not after today", () => {
    expect(parseRegistryDate("45404", "2026-01-01")).toBe("2024-04-22");
    expect(parseRegistryDate("45404,5", "2026-01-01")).toBe("2024-04-22");
    expect(parseRegistryDate("46400", "2026-01-01")).toBeNull(); // 2027-01-13: after today
  });
});

describe("catalogue uploads from an XLSX: no date column; numbers and yes/no cells read as shown", () => {
  async function checked(kind: keyof typeof KINDS, rows: unknown[][]) {
    const out: { errors: string[]; fields: unknown }[] = [];
    for await (const l of checkedLines(await xlsx(rows), KINDS[kind] as never)) out.push({ errors: l.errors, fields: l.fields });
    return out;
  }

  it("kits: the price with centavos, the module power and count, the inverter, 'Disponível' as a yes/no cell", async () => {
    const header = [
      "Fornecedor",
      "Código",
      "Nome do kit",
      "Fabricante do módulo",
      "Modelo do módulo",
      "Potência do módulo (Wp)",
      "Quantidade de módulos",
      "Fabricante do inversor",
      "Modelo do inversor",
      "Potência do inversor (W)",
      "Preço do kit (R$)",
      "Tensão",
      "Tipo de instalação",
      "Disponível",
    ];
    const [kit] = await checked("kits", [
      header,
      ["PRÓPRIO", 1042, "Kit 4,4 kWp", "Canadian", "CS6W-550", 550, 8, "Growatt", "MIN 4000", 4000, 12345.67, 220, "Telhado", false],
    ]);
    expect(kit!.errors).toEqual([]);
    expect(kit!.fields).toMatchObject({
      code: "1042",
      kitPrice: 12345.67,
      kitVoltage: "220",
      available: false,
      modules: [expect.objectContaining({ power: 550, quantity: 8 })],
      inverters: [expect.objectContaining({ iPower: 4000 })],
    });
  });

  it("modules, inverters and equipment: decimal cells keep their decimals", async () => {
    const [m] = await checked("modules", [
      ["Fabricante", "Modelo", "Potência (Wp)", "Eficiência (%)", "Peso (kg)"],
      ["Canadian", "CS6W-550", 550, 21.3, 27.8],
    ]);
    expect(m).toMatchObject({ errors: [], fields: { power: 550, efficiency: 21.3, weight: 27.8 } });
    const [i] = await checked("inverters", [
      ["Fabricante", "Modelo", "Potência (W)", "Garantia (anos)"],
      ["Growatt", "MIN 4000", 4000, 10],
    ]);
    expect(i).toMatchObject({ errors: [], fields: { iPower: 4000, iWarranty: 10 } });
    const [e] = await checked("equipment", [
      ["Categoria", "Nome", "Preço (R$)", "Unidade"],
      ["Cabo", "Cabo solar 6 mm²", 4.5, "m"],
    ]);
    expect(e).toMatchObject({ errors: [], fields: { name: "Cabo solar 6 mm²", price: "4.50" } });
  });
});

describe("spreadsheet numbers", () => {
  it("reads a formula's float noise as the value Excel shows (1358.0200000000002 → 1358,02)", async () => {
    const path = await xlsx([
      ["Categoria", "Nome", "Preço"],
      ["Estrutura", "Trilho 4,2 m", { formula: "1358.02*1", result: 1358.0200000000002 }],
    ]);
    expect(1358.0200000000002).not.toBe(1358.02);
    const found: string[][] = [];
    for await (const r of readXlsxRows(path)) found.push(r.cells);
    expect(found[1]).toEqual(["Estrutura", "Trilho 4,2 m", "1358,02"]);
    expect(cellText(0.1 + 0.2)).toBe("0,3");
  });

  it("reads a percent-formatted cell as the percent shown (0.213 in a 0.0% cell → 21,3), other numbers as they are", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Módulos");
    ws.addRow(["Fabricante", "Modelo", "Eficiência (%)", "Potência (W)"]);
    const row = ws.addRow(["Canadian Solar", "CS6W-550", 0.213, 550]);
    row.getCell(3).numFmt = "0.0%";
    row.getCell(4).numFmt = '0" W"';
    const path = join(dir, `pct${++n}.xlsx`);
    await wb.xlsx.writeFile(path);
    const found: string[][] = [];
    for await (const r of readXlsxRows(path)) found.push(r.cells);
    expect(found[1]).toEqual(["Canadian Solar", "CS6W-550", "21,3", "550"]);
    expect(cellText(21.3)).toBe("21,3");
  });
});
