// The irradiation/tariff files, read through the project's one tabular reader (app/lib/tabular):
// encodings, separators, decimal comma, BOM and quotes, malformed and binary files, XLSX, the size
// limit of the upload and the body guard's limit for the two upload routes.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { discardReceived, readTableFile, receiveTableUpload, TableFileError, tooLargeMessage } from "../../../app/lib/tables/uploads.server";
import { bodyLimitFor } from "../../../app/lib/http-guards.server";
import { CATALOGUE_MAX_BYTES } from "../../../domain/catalogue-import/columns";
import { gazetteer, parseMunicipalities, parseStates } from "../../../domain/municipality";
import { checkIrradiationRecord, irradiationColumns, IRRADIATION_MSG } from "../../../domain/irradiation";
import { aneelColumns, ANEEL_MSG } from "../../../domain/tariff";
import { parseDecimal, TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";

const dir = mkdtempSync(join(tmpdir(), "tables-file-"));
process.env.GIRASSOL_FILES_DIR = dir;
let n = 0;
const file = (bytes: Buffer | string) => {
  const p = join(dir, `f${++n}`);
  writeFileSync(p, bytes);
  return p;
};

/** A recogniser that takes the first row whose first cell is NAME (a header of the test's own). */
const nameHeader = (cells: string[]) => (cells[0] === "NAME" ? cells : null);
async function records(path: string, recognise: (cells: string[]) => string[] | null = nameHeader) {
  const out: { line: number; cells: string[] }[] = [];
  let header: string[] = [];
  await readTableFile(
    path,
    recognise,
    () => "colunas erradas",
    (r, h) => {
      header = h;
      out.push({ line: r.line, cells: r.cells });
    },
  );
  return { header, out };
}

const states = parseStates(readFileSync("assets/ibge/estados.csv", "utf8"));
const g = gazetteer(parseMunicipalities(readFileSync("assets/ibge/municipios.csv", "utf8"), states), states);
const MONTHS_PT = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];
const MONTHS = [5510, 5620, 5230, 4880, 4310, 4050, 4200, 4990, 5030, 5400, 5560, 5720];

async function irradiationLines(path: string) {
  const lines: ReturnType<typeof checkIrradiationRecord>[] = [];
  await readTableFile(
    path,
    irradiationColumns,
    () => IRRADIATION_MSG.columns,
    (r, cols) => lines.push(checkIrradiationRecord(g, cols, r.cells, r.line)),
  );
  return lines;
}

describe("table files through the shared reader", () => {
  it("reads UTF-8, and Windows-1252 (Excel's Latin-1) when the bytes are not UTF-8", async () => {
    for (const enc of ["utf8", "latin1"] as const) {
      const { out } = await records(file(Buffer.from("NAME;UF\nSão Paulo;SP\nRibeirão Preto;SP\n", enc)));
      expect(out.map((r) => r.cells[0])).toEqual(["São Paulo", "Ribeirão Preto"]);
    }
  });

  it("takes ; , or tab as the separator, and a decimal comma under ; stays in its cell", async () => {
    expect((await records(file("NAME;JAN;FEB\nCampinas;5,2;5,1\nSorocaba;5,0;4,9\n"))).out[0].cells).toEqual(["Campinas", "5,2", "5,1"]);
    expect((await records(file("NAME,JAN,FEB\nCampinas,5.2,5.1\n"))).out[0].cells).toEqual(["Campinas", "5.2", "5.1"]);
    expect((await records(file("NAME\tJAN\tFEB\nCampinas\t5,2\t5,1\n"))).out[0].cells).toEqual(["Campinas", "5,2", "5,1"]);
    expect(parseDecimal("5,2")).toBe(5.2);
  });

  it("streams records with their line numbers, skipping blank lines, with a BOM and quotes", async () => {
    const { header, out } = await records(file('\uFEFFNAME;JAN\r\n"Campinas";5,2\r\n\r\nSorocaba;"5,1"\r\n'));
    expect(header).toEqual(["NAME", "JAN"]);
    expect(out).toEqual([
      { line: 2, cells: ["Campinas", "5,2"] },
      { line: 4, cells: ["Sorocaba", "5,1"] },
    ]);
  });

  it("a malformed, empty, binary or wrong-columns file is a TableFileError in Portuguese", async () => {
    await expect(records(file('NAME;JAN\n"Campinas;5\n'))).rejects.toThrow(TableFileError);
    await expect(records(file('NAME;JAN\n"Campinas;5\n'))).rejects.toThrow(/Arquivo CSV malformado/);
    await expect(records(file(""))).rejects.toThrow("O arquivo está vazio.");
    await expect(records(file(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2])))).rejects.toThrow("O arquivo não é um CSV nem uma planilha XLSX.");
    await expect(records(file(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2])))).rejects.toThrow(/A planilha XLSX não pôde ser lida/);
    await expect(records(file("ID;JAN\n1;2\n"))).rejects.toThrow("colunas erradas");
  });

  it("the ANEEL message names the columns missing from the first row", async () => {
    const recognise = (cells: string[]) => {
      const c = aneelColumns(cells);
      return "missing" in c ? null : c;
    };
    const wrong = (first: string[]) => {
      const c = aneelColumns(first);
      return ANEEL_MSG.columns("missing" in c ? c.missing : []);
    };
    const p = file("SigAgente;VlrTE\nCPFL;300\n");
    await expect(readTableFile(p, recognise, wrong, () => {})).rejects.toThrow(wrong(["SigAgente", "VlrTE"]));
  });

  it("refuses more records than the limit", async () => {
    await expect(
      readTableFile(
        file("NAME\na\nb\nc\n"),
        nameHeader,
        () => "",
        () => {},
        2,
      ),
    ).rejects.toThrow("O arquivo passa de 2 linhas.");
  });

  it("imports an Atlas table from an XLSX: a title row above, Portuguese months, numbers as cells", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Irradiação");
    ws.addRow(["Irradiação global horizontal (Wh/m².dia)"]);
    ws.mergeCells("A1:D1");
    ws.addRow(["Município", "UF", "Anual", ...MONTHS_PT]);
    ws.addRow(["Campinas", "SP", 4900, ...MONTHS]);
    ws.addRow(["Ribeirão Preto", "SP", 5.1, ...MONTHS.map((m) => m / 1000)]);
    ws.addRow(["Lugar Nenhum", "SP", 4900, ...MONTHS]);
    const p = join(dir, "atlas.xlsx");
    await wb.xlsx.writeFile(p);
    const lines = await irradiationLines(p);
    expect(lines.map((l) => l.line)).toEqual([3, 4, 5]);
    expect(lines[0].row).toMatchObject({ city: "Campinas", uf: "SP", matchedBy: "name", annual: 4900, monthly: MONTHS });
    expect(lines[1].row).toMatchObject({ city: "Ribeirão Preto", uf: "SP", monthly: MONTHS });
    expect(lines[2].errors).toEqual([IRRADIATION_MSG.noMatch]);
  });

  it("the upload is received to disk; a missing file or one over the limit is refused with the table's messages", async () => {
    expect(CATALOGUE_MAX_BYTES).toBe(TABLE_FILE_MAX_BYTES);
    const send = async (bytes: Uint8Array | null) => {
      const form = new FormData();
      form.set("intent", "preview");
      if (bytes) form.set("arquivo", new File([bytes], "atlas.csv", { type: "text/csv" }));
      return receiveTableUpload(new Request("http://x/tabelas/irradiacao/upload", { method: "POST", body: form }));
    };
    const ok = await send(Buffer.from("NAME;JAN\nCampinas;5\n"));
    expect(ok.form.get("intent")).toBe("preview");
    expect((await records(ok.file().path)).out).toEqual([{ line: 2, cells: ["Campinas", "5"] }]);
    expect(() => ok.file()).not.toThrow();
    const none = await send(null);
    expect(() => none.file()).toThrow("Selecione um arquivo CSV.");
    const empty = await send(new Uint8Array(0));
    expect(() => empty.file()).toThrow("Selecione um arquivo CSV.");
    expect(existsSync(empty.path!)).toBe(true);
    await discardReceived(empty);
    expect(existsSync(empty.path!)).toBe(false);
    const big = await send(new Uint8Array(TABLE_FILE_MAX_BYTES + 1).fill(65));
    expect(() => big.file()).toThrow(tooLargeMessage);
  });

  it("the body guard lets the two upload routes take a 20 MB file and no more (a 50 MB file is a 413)", () => {
    for (const path of ["/tabelas/irradiacao/upload", "/tabelas/tarifas/upload"]) {
      const { limit, upload } = bodyLimitFor(path, true);
      expect(upload).toBe(true);
      expect(limit).toBeGreaterThan(TABLE_FILE_MAX_BYTES);
      expect(limit).toBeLessThan(50 * 1024 * 1024);
    }
    expect(bodyLimitFor("/tabelas/tarifas", true).upload).toBe(false);
  });
});
