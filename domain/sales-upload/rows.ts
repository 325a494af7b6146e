// The sales file of /upload-de-vendas (issue 20): its columns, the template, and one line checked
// against what the app read (the sales board's columns, the company's users, the customers the file
// names). Pure: the checks are the item form's and the customer form's own, so a line accepted here
// is one the deciders accept.
import type { ColumnSpec } from "../catalogue-import/columns";
import { customerErrors, normalizeCustomer, type CustomerDetails, type CustomerRules } from "../customer";
import { checkAmount, checkName, checkPower } from "../item/fields";
import { DomainError, MSG, isValidISODate, normalizeSearch, parseDateBR, spreadsheetSerialDate } from "../shared";

export type SaleField =
  "externalId" | "name" | "customer" | "customerDocument" | "customerEmail" | "amount" | "column" | "power" | "ownerEmail" | "registeredAt";

export const SALES_UPLOAD_COLUMNS: readonly ColumnSpec<SaleField>[] = [
  { key: "externalId", header: "Código", aliases: ["ID externo", "Identificador", "ID"] },
  { key: "name", header: "Nome", aliases: ["Nome da venda", "Título", "Negócio"], required: true },
  { key: "customer", header: "Cliente", aliases: ["Nome do cliente"] },
  { key: "customerDocument", header: "CPF/CNPJ do cliente", aliases: ["CPF/CNPJ", "CPF", "CNPJ", "Documento"] },
  { key: "customerEmail", header: "E-mail do cliente", aliases: ["E-mail", "Email"] },
  { key: "amount", header: "Valor", aliases: ["Valor (R$)", "Valor da venda"] },
  { key: "column", header: "Etapa", aliases: ["Coluna", "Estágio", "Fase"] },
  { key: "power", header: "Potência (kWp)", aliases: ["Potência", "kWp"] },
  { key: "ownerEmail", header: "Vendedor (e-mail)", aliases: ["Vendedor", "Responsável", "E-mail do vendedor"] },
  { key: "registeredAt", header: "Data de cadastro", aliases: ["Data", "Cadastro"] },
];

const HEADER: Record<SaleField, string> = Object.fromEntries(SALES_UPLOAD_COLUMNS.map((c) => [c.key, c.header])) as Record<SaleField, string>;

/** The template offered for download: the header and one example line. */
export const SALES_TEMPLATE: string[][] = [
  SALES_UPLOAD_COLUMNS.map((c) => c.header),
  ["V-001", "Residência 6 kWp", "Maria da Silva", "", "maria@exemplo.com.br", "28.500,00", "", "6,05", "", "15/03/2026"],
];

export interface ColumnChoice {
  id: string;
  title: string;
}

/** A customer as the file names it: matched with the company's customers, or created. */
export interface CustomerCells {
  name: string;
  /** Digits only. */
  document: string;
  /** Lower case. */
  email: string;
}

export type SaleCustomer = { kind: "existing"; id: string; name: string } | { kind: "new"; key: string; name: string; details: CustomerDetails };

export interface CheckedSale {
  externalId: string;
  name: string;
  amount: string;
  power: string | null;
  column: ColumnChoice;
  /** null: no owner column or an empty cell (distribution or the uploader decides). */
  ownerId: string | null;
  registeredAt: string | null;
  customer: SaleCustomer | null;
}

export interface SaleLine {
  line: number;
  errors: string[];
  sale: CheckedSale | null;
}

export interface SaleLineContext {
  /** The sales board's columns in order: an empty cell goes to the first. */
  columns: readonly ColumnChoice[];
  /** Active users by lower-case e-mail: their id, or null for one who cannot open the sales board. */
  ownerByEmail: ReadonlyMap<string, string | null>;
  /** YYYY-MM-DD: registry dates after it are refused. */
  today: string;
  customerRules: CustomerRules;
  /** The company's customer the cells name (document, then e-mail, then name), if any. */
  findCustomer: (cells: CustomerCells) => { id: string; name: string } | null;
}

const digits = (s: string) => s.replace(/\D/g, "");

/** What names a customer to be created, so two lines of one file naming it create it once. */
export function customerKey(c: CustomerCells): string {
  return c.document ? `doc:${c.document}` : c.email ? `email:${c.email}` : `name:${normalizeSearch(c.name)}`;
}

export function customerCells(values: Partial<Record<SaleField, string>>): CustomerCells {
  return {
    name: (values.customer ?? "").trim(),
    document: digits(values.customerDocument ?? ""),
    email: (values.customerEmail ?? "").trim().toLowerCase(),
  };
}

/** A check of the item's fields, its message kept under the column's header. */
function field<T>(errors: string[], key: SaleField, check: () => T): T | undefined {
  try {
    return check();
  } catch (e) {
    if (e instanceof DomainError) errors.push(`${HEADER[key]}: ${e.message}`);
    else throw e;
    return undefined;
  }
}

/** A registry date as dd/mm/aaaa (or a spreadsheet's date cell: YYYY-MM-DD or its serial), not after today. */
export function parseRegistryDate(v: string, today: string): string | null {
  const s = v.trim();
  const iso = isValidISODate(s) ? s : (parseDateBR(s) ?? spreadsheetSerialDate(s));
  return iso && iso <= today ? iso : null;
}

function lineCustomer(values: Partial<Record<SaleField, string>>, ctx: SaleLineContext, errors: string[]): SaleCustomer | null {
  const cells = customerCells(values);
  if (!cells.name && !cells.document && !cells.email) return null;
  const found = ctx.findCustomer(cells);
  if (found) return { kind: "existing", id: found.id, name: found.name };
  // Not a customer of the company yet: created with the customer form's rules.
  const input = normalizeCustomer({ name: cells.name, document: values.customerDocument ?? "", email: cells.email });
  if (cells.document.length === 14) input.details.cpfCnpjSwitch = true;
  const problems = customerErrors(input, ctx.customerRules, { raw: { document: values.customerDocument ?? "" } });
  if (problems.name) errors.push(`${HEADER.customer}: ${cells.name ? problems.name : MSG.required}`);
  if (problems.document) errors.push(`${HEADER.customerDocument}: ${problems.document}`);
  if (problems.email) errors.push(`${HEADER.customerEmail}: ${problems.email}`);
  return { kind: "new", key: customerKey(cells), name: input.name, details: input.details };
}

/** One line of the file: its sale, or its errors (each prefixed by its column's header). */
export function checkSaleRecord(values: Partial<Record<SaleField, string>>, line: number, ctx: SaleLineContext): SaleLine {
  const errors: string[] = [];
  const cell = (k: SaleField) => (values[k] ?? "").trim();
  const name = field(errors, "name", () => checkName(cell("name")));
  const amount = field(errors, "amount", () => checkAmount(cell("amount") || "0"));
  const power = field(errors, "power", () => checkPower(cell("power")));
  const columnTitle = normalizeSearch(cell("column"));
  const column = columnTitle ? ctx.columns.find((c) => normalizeSearch(c.title) === columnTitle) : ctx.columns[0];
  if (!column) errors.push(`${HEADER.column}: ${columnTitle ? `"${cell("column")}" não é uma etapa do funil de vendas.` : MSG.selectColumn}`);
  const email = cell("ownerEmail").toLowerCase();
  const ownerId = email ? (ctx.ownerByEmail.get(email) ?? null) : null;
  if (email && !ctx.ownerByEmail.has(email)) errors.push(`${HEADER.ownerEmail}: ${email} não é um usuário da empresa.`);
  else if (email && !ownerId) errors.push(`${HEADER.ownerEmail}: ${email} não tem acesso ao funil de vendas.`);
  const registeredAt = cell("registeredAt") ? parseRegistryDate(cell("registeredAt"), ctx.today) : null;
  if (cell("registeredAt") && !registeredAt) errors.push(`${HEADER.registeredAt}: ${MSG.invalidDate}`);
  const externalId = cell("externalId");
  if (externalId.length > 100) errors.push(`${HEADER.externalId}: ${MSG.invalidText}`);
  const customer = lineCustomer(values, ctx, errors);
  if (errors.length || name === undefined || amount === undefined || power === undefined || !column) return { line, errors, sale: null };
  return { line, errors, sale: { externalId, name, amount, power, column, ownerId, registeredAt, customer } };
}

/** Two lines with one external id: the second is refused (its key would name the first's sale). */
export function refuseRepeatedIds(lines: SaleLine[]): SaleLine[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const id = l.sale?.externalId;
    if (!id) return l;
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, l.line);
      return l;
    }
    return { line: l.line, errors: [`${HEADER.externalId}: "${id}" repete a linha ${first}.`], sale: null };
  });
}
