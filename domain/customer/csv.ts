// Customer CSV files (export and upload, part 2 §7 "Customers"): pt-BR headers, ";" as Excel in
// Brazil writes it (a "," file is read too), quotes per RFC 4180. Pure: text in, records out.
import { normalizeSearch } from "../shared";
import type { CustomerField, RawCustomer } from "./fields";

/** Upload limits: a bigger file is refused whole, before anything changes. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvError";
  }
}

/** Columns in export order; the upload matches headers ignoring case, accents and spaces. */
export const CSV_COLUMNS: { key: CustomerField | "ownerEmails" | "archived" | "registeredAt"; header: string }[] = [
  { key: "name", header: "Nome" },
  { key: "email", header: "E-mail" },
  { key: "phone", header: "Telefone" },
  { key: "whatsapp", header: "WhatsApp" },
  { key: "cpfCnpjSwitch", header: "Tipo de documento" },
  { key: "document", header: "CPF/CNPJ" },
  { key: "rg", header: "RG" },
  { key: "nationality", header: "Nacionalidade" },
  { key: "profession", header: "Profissão" },
  { key: "postalCode", header: "CEP" },
  { key: "uf", header: "UF" },
  { key: "city", header: "Cidade" },
  { key: "address", header: "Endereço" },
  { key: "street", header: "Rua" },
  { key: "number", header: "Número" },
  { key: "district", header: "Bairro" },
  { key: "complement", header: "Complemento" },
  { key: "personInChargeName", header: "Nome do responsável" },
  { key: "personInChargeCpf", header: "CPF do responsável" },
  { key: "income", header: "Renda mensal" },
  { key: "origin", header: "Origem" },
  { key: "observations", header: "Observações" },
  { key: "ownerEmails", header: "Vendedores (e-mails)" },
  { key: "archived", header: "Arquivado" },
  { key: "registeredAt", header: "Data de cadastro" },
];

const headerKey = (h: string) => normalizeSearch(h).replace(/[^a-z0-9]/g, "");
const BY_HEADER = new Map(CSV_COLUMNS.map((c) => [headerKey(c.header), c.key]));
// A few other spellings people use.
for (const [alias, key] of [
  ["cpf", "document"],
  ["cnpj", "document"],
  ["documento", "document"],
  ["email", "email"],
  ["celular", "whatsapp"],
  ["renda", "income"],
  ["vendedores", "ownerEmails"],
  ["responsaveis", "ownerEmails"],
] as const) {
  if (!BY_HEADER.has(alias)) BY_HEADER.set(alias, key);
}

export interface CsvRecord {
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  cells: string[];
}

/** Splits CSV text into records. Throws CsvError for an unterminated quote or a binary file. */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[]; delimiter: string } {
  if (text.includes("\u0000")) throw new CsvError("O arquivo não parece ser um CSV (conteúdo binário).");
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === "") {
      inQuotes = true;
      quoteLine = line;
      continue;
    }
    if (ch === delimiter) {
      cells.push(cell);
      cell = "";
      continue;
    }
    if (ch === "\r" && src[i + 1] === "\n") continue;
    if (ch === "\n" || ch === "\r") {
      cells.push(cell);
      out.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      line++;
      recordLine = line;
      continue;
    }
    cell += ch;
  }
  if (inQuotes) throw new CsvError(`Arquivo CSV malformado: aspas abertas na linha ${quoteLine} e nunca fechadas.`);
  if (cell !== "" || cells.length) {
    cells.push(cell);
    out.push({ line: recordLine, cells });
  }
  const nonEmpty = out.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (nonEmpty.length === 0) throw new CsvError("O arquivo está vazio.");
  const [head, ...records] = nonEmpty;
  return { header: head.cells.map((h) => h.trim()), records, delimiter };
}

export interface CustomerCsvRow {
  line: number;
  raw: RawCustomer;
  ownerEmails: string[];
}

/**
 * Records → customer rows. The header must have "Nome"; unknown columns are ignored (and listed);
 * a record with more cells than the header makes the whole file malformed.
 */
export function customerRowsFromCsv(text: string): { rows: CustomerCsvRow[]; ignoredColumns: string[] } {
  const { header, records } = parseCsv(text);
  const keys = header.map((h) => BY_HEADER.get(headerKey(h)) ?? null);
  if (!keys.includes("name")) throw new CsvError('O cabeçalho (linha 1) precisa da coluna "Nome".');
  if (records.length > CSV_MAX_ROWS) throw new CsvError(`O arquivo tem ${records.length} linhas; o máximo é ${CSV_MAX_ROWS}.`);
  const rows = records.map((r) => {
    if (r.cells.length > header.length) {
      throw new CsvError(`Arquivo CSV malformado: a linha ${r.line} tem ${r.cells.length} colunas e o cabeçalho ${header.length}.`);
    }
    const raw: RawCustomer = {};
    let ownerEmails: string[] = [];
    keys.forEach((key, i) => {
      const v = (r.cells[i] ?? "").trim();
      if (!key || key === "archived" || key === "registeredAt") return;
      if (key === "ownerEmails")
        ownerEmails = v
          .split(/[\s,;|]+/)
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean);
      else if (key === "cpfCnpjSwitch") raw.cpfCnpjSwitch = /cnpj|juridica|pj/i.test(normalizeSearch(v)) ? "on" : "";
      else raw[key] = v;
    });
    // Without a "Tipo de documento" column, a 14-digit document is a CNPJ.
    if (!keys.includes("cpfCnpjSwitch") && (raw.document ?? "").replace(/\D/g, "").length === 14) raw.cpfCnpjSwitch = "on";
    return { line: r.line, raw, ownerEmails };
  });
  return { rows, ignoredColumns: header.filter((_, i) => keys[i] === null) };
}

/** A spreadsheet would run a cell starting with = + - @ as a formula: such cells get a leading '. */
function safeCell(v: string): string {
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[";\r\n,]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text (with a BOM so Excel reads UTF-8) from rows of cells. */
export function toCsv(rows: string[][]): string {
  return "\uFEFF" + rows.map((r) => r.map(safeCell).join(";")).join("\r\n") + "\r\n";
}
