// One line of a sales file checked (domain/sales-upload): the item form's and the customer form's
// rules with the column's header before each message, BRL values, kWp, dd/mm/aaaa dates, the
// board's columns by title, owners by e-mail, customers matched or created, repeated codes refused.
import { describe, expect, it } from "vitest";
import { matchHeader } from "../../../domain/catalogue-import/columns";
import {
  checkSaleRecord,
  customerKey,
  parseRegistryDate,
  refuseRepeatedIds,
  SALES_TEMPLATE,
  SALES_UPLOAD_COLUMNS,
  type SaleLineContext,
} from "../../../domain/sales-upload/rows";

const ctx = (over: Partial<SaleLineContext> = {}): SaleLineContext => ({
  columns: [
    { id: "c1", title: "Prospecção" },
    { id: "c2", title: "Proposta enviada" },
  ],
  ownerByEmail: new Map([
    ["ana@empresa.com", "u-ana"],
    ["financeiro@empresa.com", null],
  ]),
  today: "2026-11-24",
  customerRules: { reqEmailField: false, reqDocField: false, origins: [] },
  findCustomer: (c) => (c.email === "jose@cliente.com" ? { id: "cust-jose", name: "José Souza" } : null),
  ...over,
});

describe("sales file lines", () => {
  it("reads a full line: BRL value, kWp, the column by title ignoring case and accents, the owner by e-mail, the date", () => {
    const l = checkSaleRecord(
      {
        externalId: "V-1",
        name: "Residência 6 kWp",
        customer: "José",
        customerEmail: "JOSE@cliente.com",
        amount: "28.500,50",
        column: "proposta ENVIADA",
        power: "6,05",
        ownerEmail: "Ana@Empresa.com",
        registeredAt: "15/03/2026",
      },
      2,
      ctx(),
    );
    expect(l.errors).toEqual([]);
    expect(l.sale).toEqual({
      externalId: "V-1",
      name: "Residência 6 kWp",
      amount: "28500.50",
      power: "6.05",
      column: { id: "c2", title: "Proposta enviada" },
      ownerId: "u-ana",
      registeredAt: "2026-03-15",
      customer: { kind: "existing", id: "cust-jose", name: "José Souza" },
    });
  });

  it("empty cells: the first column, no owner (decided at the import), no customer, value 0", () => {
    const l = checkSaleRecord({ name: "Galpão" }, 3, ctx());
    expect(l.sale).toMatchObject({ column: { id: "c1" }, ownerId: null, customer: null, amount: "0.00", power: null, registeredAt: null });
  });

  it("every bad cell is an error of its line, in Portuguese, under its column's header", () => {
    const l = checkSaleRecord(
      { name: "", amount: "muito", power: "x", column: "Inexistente", ownerEmail: "fulano@fora.com", registeredAt: "31/02/2026" },
      7,
      ctx(),
    );
    expect(l.sale).toBeNull();
    expect(l.errors).toEqual([
      "Nome: Campo obrigatório.",
      "Valor: Insira um valor válido.",
      "Potência (kWp): Insira uma potência válida.",
      'Etapa: "Inexistente" não é uma etapa do funil de vendas.',
      "Vendedor (e-mail): fulano@fora.com não é um usuário da empresa.",
      "Data de cadastro: Data inválida.",
    ]);
  });

  it("a user who cannot open the sales board cannot own a sale", () => {
    expect(checkSaleRecord({ name: "Venda", ownerEmail: "financeiro@empresa.com" }, 9, ctx()).errors).toEqual([
      "Vendedor (e-mail): financeiro@empresa.com não tem acesso ao funil de vendas.",
    ]);
  });

  it("a registry date after today is refused; a spreadsheet's ISO date is read", () => {
    expect(parseRegistryDate("25/11/2026", "2026-11-24")).toBeNull();
    expect(parseRegistryDate("24/11/2026", "2026-11-24")).toBe("2026-11-24");
    expect(parseRegistryDate("2026-01-31", "2026-11-24")).toBe("2026-01-31");
    expect(parseRegistryDate("2026/01/31", "2026-11-24")).toBeNull();
    // A date cell of an XLSX read without its styles: the serial number (46063 = 10/02/2026).
    expect(parseRegistryDate("46063", "2026-11-24")).toBe("2026-02-10");
    expect(parseRegistryDate("46063,5", "2026-11-24")).toBe("2026-02-10");
  });

  it("a new customer is checked with the customer rules (document, e-mail, required fields)", () => {
    const bad = checkSaleRecord({ name: "Venda", customer: "Maria", customerDocument: "111.111.111-11", customerEmail: "maria@" }, 4, ctx());
    expect(bad.errors).toEqual(["CPF/CNPJ do cliente: Insira um CPF válido.", "E-mail do cliente: Insira um e-mail válido."]);
    const strict = checkSaleRecord(
      { name: "Venda", customer: "Maria" },
      5,
      ctx({ customerRules: { reqEmailField: true, reqDocField: false, origins: [] } }),
    );
    expect(strict.errors).toEqual(["E-mail do cliente: Insira um e-mail válido."]);
    const noName = checkSaleRecord({ name: "Venda", customerEmail: "nova@cliente.com" }, 6, ctx());
    expect(noName.errors).toEqual(["Cliente: Campo obrigatório."]);
    const ok = checkSaleRecord({ name: "Venda", customer: "Maria Lima", customerEmail: "Maria@Cliente.com" }, 8, ctx());
    expect(ok.sale?.customer).toMatchObject({ kind: "new", key: "email:maria@cliente.com", name: "Maria Lima" });
  });

  it("a customer's key: document, else e-mail, else the name without case or accents", () => {
    expect(customerKey({ name: "A", document: "12345678909", email: "a@b.com" })).toBe("doc:12345678909");
    expect(customerKey({ name: "A", document: "", email: "a@b.com" })).toBe("email:a@b.com");
    expect(customerKey({ name: "João  da Silva", document: "", email: "" })).toBe(customerKey({ name: "joao  da silva", document: "", email: "" }));
  });

  it("a code repeated in the file: the second line is refused, naming the first", () => {
    const lines = ["A", "B", "C"].map((name, i) => checkSaleRecord({ name, externalId: i === 1 ? "" : "X" }, i + 2, ctx()));
    const out = refuseRepeatedIds(lines);
    expect(out.map((l) => l.sale?.name ?? l.errors)).toEqual(["A", "B", ['Código: "X" repete a linha 2.']]);
  });

  it("the template's header is recognised whole, and its example line is valid", () => {
    const m = matchHeader(SALES_TEMPLATE[0]!, SALES_UPLOAD_COLUMNS);
    expect(m.missing).toEqual([]);
    expect(m.keys).toEqual(SALES_UPLOAD_COLUMNS.map((c) => c.key));
    const values = Object.fromEntries(m.keys.map((k, i) => [k, SALES_TEMPLATE[1]![i]]));
    expect(checkSaleRecord(values, 2, ctx()).errors).toEqual([]);
  });

  it("a header without Nome is not the sales header", () => {
    expect(matchHeader(["Cliente", "Valor"], SALES_UPLOAD_COLUMNS).missing.map((c) => c.key)).toEqual(["name"]);
  });
});
