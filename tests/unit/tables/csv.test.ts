// The irradiation/tariff file reader: encodings, separators, malformed files, and the body guard's
// limit for the two upload routes.
import { describe, expect, it } from "vitest";
import { decodeText, detectDelimiter, readCsv, TableFileError } from "../../../app/lib/tables/csv.server";
import { fileText } from "../../../app/lib/tables/uploads.server";
import { bodyLimitFor } from "../../../app/lib/http-guards.server";
import { TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";

async function records(text: string) {
  const out: { line: number; cells: string[] }[] = [];
  const header = await readCsv(text, (r) => out.push(r));
  return { header, out };
}

describe("table files", () => {
  it("decodes UTF-8, and Windows-1252 (Excel's Latin-1) when the bytes are not UTF-8", () => {
    expect(decodeText(Buffer.from("São Paulo;Ribeirão", "utf8"))).toBe("São Paulo;Ribeirão");
    expect(decodeText(Buffer.from("São Paulo;Ribeirão", "latin1"))).toBe("São Paulo;Ribeirão");
  });
  it("takes the header line's separator: ; , or tab", () => {
    expect(detectDelimiter("a;b;c\n1,5;2;3")).toBe(";");
    expect(detectDelimiter("a,b,c\n1;2;3")).toBe(",");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
  });
  it("streams records with their line numbers, skipping blank lines, with a BOM and quotes", async () => {
    const { header, out } = await records('\uFEFFNAME;JAN\r\n"Campinas";5,2\r\n\r\nSorocaba;"5,1"\r\n');
    expect(header).toEqual(["NAME", "JAN"]);
    expect(out).toEqual([
      { line: 2, cells: ["Campinas", "5,2"] },
      { line: 4, cells: ["Sorocaba", "5,1"] },
    ]);
  });
  it("a malformed or empty file is a TableFileError in Portuguese", async () => {
    await expect(records('NAME;JAN\n"Campinas;5\n')).rejects.toThrow(TableFileError);
    await expect(records('NAME;JAN\n"Campinas;5\n')).rejects.toThrow(/Arquivo CSV malformado/);
    await expect(records("")).rejects.toThrow("O arquivo está vazio.");
  });
  it("refuses binary bytes and files over the limit", () => {
    expect(() => fileText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]))).toThrow("O arquivo não parece ser um CSV (conteúdo binário).");
    expect(() => fileText(new Uint8Array(TABLE_FILE_MAX_BYTES + 1).fill(65))).toThrow(/O arquivo passa de 20 MB/);
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
