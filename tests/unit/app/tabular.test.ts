// The streaming tabular reader (issue 15): UTF-8 and Latin-1, "," and ";", decimal comma, XLSX
// (written here with the same library), merged header cells, wrong columns.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { openTable, TabularError, type TableRow } from "../../../app/lib/tabular/read.server";
import { type ColumnSpec } from "../../../domain/catalogue-import/columns";
import { parseDecimal } from "../../../domain/catalogue/shared";

const dir = mkdtempSync(join(tmpdir(), "tabular-"));
let n = 0;
const file = (bytes: Buffer | string) => {
  const p = join(dir, `f${++n}`);
  writeFileSync(p, bytes);
  return p;
};

type K = "manufacturer" | "model" | "power" | "width";
const COLUMNS: ColumnSpec<K>[] = [
  { key: "manufacturer", header: "Fabricante", required: true },
  { key: "model", header: "Modelo", required: true },
  { key: "power", header: "Potência (Wp)", required: true },
  { key: "width", header: "Largura (mm)" },
];

async function all(path: string) {
  const t = await openTable(path, COLUMNS);
  const rows: TableRow<K>[] = [];
  for await (const r of t.rows) rows.push(r);
  return { header: t.header, rows };
}

describe("CSV", () => {
  it("a NUL in a cell refuses the file (a binary or UTF-16 file; PostgreSQL could not store it in an event)", async () => {
    // Near the start the sniffer already refuses it; past the sniffed bytes the reader does.
    await expect(all(file(Buffer.from("Fabricante;Modelo;Potência (Wp)\nJinko;Tiger;550\n", "utf16le")))).rejects.toThrow(TabularError);
    const late = "Fabricante;Modelo;Potência (Wp)\n" + "Jinko;Tiger;550\n".repeat(5000) + "Jinko;Tiger\u0000;550\n";
    await expect(all(file(late))).rejects.toThrow(new TabularError("O arquivo não parece ser um CSV (conteúdo binário)."));
  });

  it("UTF-8 with ',' and the spec's field names", async () => {
    const { header, rows } = await all(file('manufacturer,model,power\nJinkō,Tiger Neo,580\n\nCanadian,"CS, 7N","655,5"\n'));
    expect(header.csv).toEqual({ encoding: "utf-8", delimiter: "," });
    expect(rows.map((r) => [r.line, r.values])).toEqual([
      [2, { manufacturer: "Jinkō", model: "Tiger Neo", power: "580" }],
      [4, { manufacturer: "Canadian", model: "CS, 7N", power: "655,5" }],
    ]);
  });

  it("Latin-1 (Windows-1252) with ';', decimal commas and friendly Portuguese headers", async () => {
    const text = "Fabricante;Modelo;Potência (Wp);Largura (mm)\r\nFábrica Ção;Módulo 1;550,5;1.134,0\r\nSolaris;M2;1.234,56;1134\r\n";
    const { header, rows } = await all(file(Buffer.from(text, "latin1")));
    expect(header.csv).toEqual({ encoding: "windows-1252", delimiter: ";" });
    expect(rows[0].values).toEqual({ manufacturer: "Fábrica Ção", model: "Módulo 1", power: "550,5", width: "1.134,0" });
    expect(parseDecimal(rows[0].values.power!)).toBe(550.5);
    expect(parseDecimal(rows[1].values.power!)).toBe(1234.56);
    expect(parseDecimal(rows[0].values.width!)).toBe(1134);
  });

  it("a Latin-1 byte far past the first chunk still makes the file Latin-1", async () => {
    const lines = ["Fabricante;Modelo;Potência (Wp)"];
    for (let i = 0; i < 5000; i++) lines.push(`Fab ${i};M ${i};${500 + i}`);
    lines.push("Ção;Último;600");
    const { header, rows } = await all(file(Buffer.from(lines.join("\n"), "latin1")));
    expect(header.csv?.encoding).toBe("windows-1252");
    expect(rows.at(-1)?.values.manufacturer).toBe("Ção");
  });

  it("';' wins over decimal commas; a BOM and a title row above the header are skipped", async () => {
    const { header, rows } = await all(
      file("\uFEFFCatálogo do distribuidor\nFabricante;Modelo;Potência (Wp);Largura (mm)\nA;B;550,5;1,1\nC;D;560;2\n"),
    );
    expect(header.csv?.delimiter).toBe(";");
    expect(header.line).toBe(2);
    expect(rows.map((r) => r.values.power)).toEqual(["550,5", "560"]);
  });

  it("wrong columns → a message naming the columns needed", async () => {
    await expect(all(file("Nome;Preço\nA;1\n"))).rejects.toThrow(
      new TabularError('As colunas do arquivo não são as esperadas: o cabeçalho precisa das colunas "Fabricante", "Modelo", "Potência (Wp)".'),
    );
    await expect(all(file("Fabricante;Modelo\nA;1\n"))).rejects.toThrow(/Faltam: "Potência \(Wp\)"\./);
  });

  it("an unclosed quote → a line-numbered message; a binary file is refused", async () => {
    await expect(all(file('Fabricante;Modelo;Potência\nA;"B;5\n'))).rejects.toThrow(/aspas abertas/);
    await expect(all(file(Buffer.from([0x00, 0x01, 0x02, 0x41])))).rejects.toThrow("O arquivo não é um CSV nem uma planilha XLSX.");
  });
});

describe("XLSX", () => {
  async function xlsx(build: (ws: ExcelJS.Worksheet, wb: ExcelJS.Workbook) => void): Promise<string> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Módulos");
    build(ws, wb);
    const p = join(dir, `x${++n}.xlsx`);
    await wb.xlsx.writeFile(p);
    return p;
  }

  it("reads the first sheet: strings, numbers, formulas, rich text", async () => {
    const p = await xlsx((ws, wb) => {
      ws.addRow(["Fabricante", "Modelo", "Potência (Wp)", "Largura (mm)"]);
      ws.addRow(["Jinko", "Tiger", 580, 1134.5]);
      ws.addRow([{ richText: [{ text: "Can" }, { text: "adian" }] }, "CS7", { formula: "500+55", result: 555 }, null]);
      wb.addWorksheet("Outra").addRow(["Fabricante", "Modelo", "Potência (Wp)"]);
    });
    const { header, rows } = await all(p);
    expect(header.format).toBe("xlsx");
    expect(rows.map((r) => [r.line, r.values])).toEqual([
      [2, { manufacturer: "Jinko", model: "Tiger", power: "580", width: "1134,5" }],
      [3, { manufacturer: "Canadian", model: "CS7", power: "555", width: "" }],
    ]);
  });

  it("merged header cells: a merged title above and a merged group header are skipped; a merged data cell is empty past its first cell", async () => {
    const p = await xlsx((ws) => {
      ws.addRow(["Tabela de módulos — distribuidor X"]);
      ws.mergeCells("A1:D1");
      ws.addRow(["Produto", "", "Dados", ""]);
      ws.mergeCells("A2:B2");
      ws.mergeCells("C2:D2");
      ws.addRow(["Fabricante", "Modelo", "Potência (Wp)", "Largura (mm)"]);
      ws.addRow(["Jinko", "Tiger", 580, 1134]);
      ws.addRow(["", "Tiger 2", 590, 1134]);
      ws.mergeCells("A4:A5");
    });
    const { header, rows } = await all(p);
    expect(header.line).toBe(3);
    expect(rows.map((r) => r.values.manufacturer)).toEqual(["Jinko", ""]);
  });

  it("a merged header cell over two columns names only the first", async () => {
    const p = await xlsx((ws) => {
      ws.addRow(["Fabricante", "Modelo", "Potência (Wp)", "", "Largura (mm)"]);
      ws.mergeCells("C1:D1");
      ws.addRow(["A", "B", 550, "x", 1000]);
    });
    const { header, rows } = await all(p);
    expect(header.match.keys).toEqual(["manufacturer", "model", "power", null, "width"]);
    expect(rows[0].values).toEqual({ manufacturer: "A", model: "B", power: "550", width: "1000" });
  });

  it("wrong columns in a spreadsheet → the same message", async () => {
    const p = await xlsx((ws) => ws.addRow(["Nome", "Preço"]));
    await expect(all(p)).rejects.toThrow(/As colunas do arquivo não são as esperadas/);
  });
});
