import { describe, expect, it } from "vitest";
import { CsvError, customerRowsFromCsv, parseCsv, toCsv } from "../../../domain/customer";

describe("parseCsv", () => {
  it("reads ';' or ',' files, quotes, doubled quotes, CRLF and a BOM; line numbers are the file's", () => {
    const r = parseCsv('\uFEFFNome;Obs\r\n"Ana";"a; ""b""\nc"\r\n\r\nBia;x\r\n');
    expect(r.delimiter).toBe(";");
    expect(r.header).toEqual(["Nome", "Obs"]);
    expect(r.records).toEqual([
      { line: 2, cells: ["Ana", 'a; "b"\nc'] },
      { line: 5, cells: ["Bia", "x"] },
    ]);
    expect(parseCsv("Nome,E-mail\nAna,a@b.com").records).toEqual([{ line: 2, cells: ["Ana", "a@b.com"] }]);
  });
  it("refuses an unterminated quote, a binary file and an empty one", () => {
    expect(() => parseCsv('Nome\n"Ana\n')).toThrow(new CsvError("Arquivo CSV malformado: aspas abertas na linha 2 e nunca fechadas."));
    expect(() => parseCsv("Nome\u0000")).toThrow(CsvError);
    expect(() => parseCsv("\n\n")).toThrow("O arquivo está vazio.");
  });
});

describe("customerRowsFromCsv", () => {
  it("matches headers without case or accents, ignores unknown ones, maps the document type and owner e-mails", () => {
    const { rows, ignoredColumns } = customerRowsFromCsv(
      "nome;TIPO DE DOCUMENTO;cpf/cnpj;Cidade;Cor favorita;Vendedores (e-mails)\nPadaria;CNPJ;11.222.333/0001-81;Campinas;azul;A@x.com, b@x.com\n",
    );
    expect(ignoredColumns).toEqual(["Cor favorita"]);
    expect(rows).toEqual([
      {
        line: 2,
        ownerEmails: ["a@x.com", "b@x.com"],
        raw: { name: "Padaria", cpfCnpjSwitch: "on", document: "11.222.333/0001-81", city: "Campinas" },
      },
    ]);
  });
  it("without a document type column, 14 digits is a CNPJ", () => {
    expect(customerRowsFromCsv("Nome;CPF\nA;11222333000181\n").rows[0].raw.cpfCnpjSwitch).toBe("on");
    expect(customerRowsFromCsv("Nome;CPF\nA;52998224725\n").rows[0].raw.cpfCnpjSwitch).toBeUndefined();
  });
  it("needs a Nome column; a line wider than the header is malformed", () => {
    expect(() => customerRowsFromCsv("E-mail\na@b.com\n")).toThrow('precisa da coluna "Nome"');
    expect(() => customerRowsFromCsv("Nome\nA;B\n")).toThrow("a linha 2 tem 2 colunas e o cabeçalho 1");
  });
});

describe("toCsv", () => {
  it("quotes what needs quotes and defuses formulas", () => {
    expect(
      toCsv([
        ["Nome", "Obs"],
        ["Ana", 'a;"b"'],
        ["=HYPERLINK(1)", "-2"],
      ]),
    ).toBe('\uFEFFNome;Obs\r\nAna;"a;""b"""\r\n\'=HYPERLINK(1);\'-2\r\n');
  });
  it("round-trips through the parser", () => {
    const rows = [
      ["Nome", "Observações"],
      ["João", 'linha 1\nlinha 2; "fim"'],
    ];
    const back = parseCsv(toCsv(rows));
    expect([back.header, ...back.records.map((r) => r.cells)]).toEqual(rows);
  });
});
