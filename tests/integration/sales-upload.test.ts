// The sales upload's work on a real PostgreSQL (/upload-de-vendas): a file checked line by line,
// its valid lines imported once (the same file again, or the same "Código" in another file, creates
// nothing), owners by vendor e-mail, round-robin among the sales vendors when the company distributes
// leads (each choice a LeadDistributed on the distribution stream), the uploader otherwise; a
// customer named by several lines created once, an existing one matched; and the board's rows
// rebuilt from the log equal to the live ones.
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSalesFile, importSales, type SalesActor, type SalesImportDeps } from "../../app/lib/sales-upload/core.server";
import { toCsv, type CustomerRules } from "../../domain/customer";
import { distributionStreamId } from "../../domain/distribution/decider";
import { addVendor } from "../../scripts/demo-seed";
import { useSeededCompany } from "../support/seeded-company";

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: [] };
const dir = mkdtempSync(join(tmpdir(), "sales-upload-"));
const HEADER = ["Código", "Nome", "Cliente", "E-mail do cliente", "Valor", "Etapa", "Potência (kWp)", "Vendedor (e-mail)", "Data de cadastro"];

function file(name: string, rows: string[][]) {
  const bytes = Buffer.from(toCsv([HEADER, ...rows]));
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, sha256: createHash("sha256").update(bytes).digest("hex") };
}

describe("sales upload on postgres", () => {
  const fx = useSeededCompany();
  let deps: SalesImportDeps;
  let actor: SalesActor;
  let secondVendor = "";
  let existing = { id: "", name: "" };

  beforeAll(async () => {
    actor = { id: fx.company.manager_id, companyId: fx.company.id, managerId: fx.company.manager_id };
    deps = { db: fx.db, store: fx.store, waitFor: (p) => fx.runner.waitFor(p, { timeoutMs: 60_000 }) };
    secondVendor = await addVendor(fx, fx.company.id, actor.id, {
      name: "Bruno Rodízio",
      email: "bruno.rodizio@exemplo.com",
      password: "Senha-forte-123",
    });
    // The vendor must be among the active users before the import reads them.
    for (let i = 0; i < 200 && !(await fx.db.selectFrom("rm_users").select("id").where("id", "=", secondVendor).executeTakeFirst()); i++)
      await new Promise((r) => setTimeout(r, 100));
    existing = await fx.db
      .selectFrom("rm_customer_profiles")
      .select(["id", "name"])
      .where("company_id", "=", fx.company.id)
      .where("archived", "=", false)
      .orderBy("registered_at")
      .orderBy("id")
      .executeTakeFirstOrThrow();
  });

  const salesNamed = (prefix: string) =>
    fx.db
      .selectFrom("rm_items")
      .select(["id", "name", "owner_id", "customer_id", "customer_name", "amount", "power", "column_id", "registered_at"])
      .where("company_id", "=", fx.company.id)
      .where("board_type", "=", "SALES")
      .where("name", "like", `${prefix}%`)
      .orderBy("name")
      .execute();
  const distributions = async () => (await fx.store.readStream(distributionStreamId(fx.company.id))).filter((e) => e.type === "LeadDistributed");

  it("imports the valid lines once, distributes the ownerless ones in turn, and a second upload creates nothing", async () => {
    const second = fx.columns[1]!;
    const f = file("vendas.csv", [
      ["V-1", "Upl Sítio A", "Cliente Upload Novo", "novo.upload@exemplo.com", "10.000,00", second.title, "5,5", fx.vendor.email, "15/03/2026"],
      ["", "Upl Sítio B", "Cliente Upload Novo", "NOVO.upload@exemplo.com", "2.000,50", "", "", "", ""],
      ["", "Upl Sítio C", existing.name, "", "300", "", "", "", ""],
      ["", "Upl Sítio D", "", "", "abc", "Etapa Nenhuma", "", "ninguem@exemplo.com", ""],
      ["", "Upl Sítio E", "", "", "", "", "", "", ""],
    ]);
    const { lines } = await checkSalesFile(fx.db, actor, f.path, rules);
    expect(lines.map((l) => l.line)).toEqual([2, 3, 4, 5, 6]);
    expect(lines.find((l) => l.line === 5)!.errors).toEqual([
      "Valor: Insira um valor válido.",
      'Etapa: "Etapa Nenhuma" não é uma etapa do funil de vendas.',
      "Vendedor (e-mail): ninguem@exemplo.com não é um usuário da empresa.",
    ]);
    const before = (await distributions()).length;

    const first = await importSales(deps, actor, f.sha256, lines, { distributeLeads: true, rules, stdOwners: [] });
    expect(first).toEqual({ created: 4, duplicates: 0, distributed: 3, failed: [] });
    const sales = await salesNamed("Upl Sítio");
    expect(sales.map((s) => s.name)).toEqual(["Upl Sítio A", "Upl Sítio B", "Upl Sítio C", "Upl Sítio E"]);
    const [a, b, c, e] = sales;
    expect(a).toMatchObject({
      owner_id: fx.vendor.id,
      column_id: second.column_id,
      amount: "10000.00",
      power: "5.50",
      customer_name: "Cliente Upload Novo",
    });
    expect(new Date(a!.registered_at).toISOString()).toBe("2026-03-15T12:00:00.000Z");
    // One customer for the two lines that name it; the seed's customer matched by name.
    expect(b!.customer_id).toBe(a!.customer_id);
    expect(c!.customer_id).toBe(existing.id);
    expect(e!.customer_id).toBeNull();
    const created = await fx.db.selectFrom("rm_customer_profiles").select("id").where("email", "=", "novo.upload@exemplo.com").execute();
    expect(created.map((r) => r.id)).toEqual([a!.customer_id]);

    // Round-robin among the two sales vendors, each choice recorded.
    const recorded = (await distributions()).slice(before).map((ev) => ev.data as { itemId: string; ownerId: string; rule: string });
    expect(recorded.map((r) => r.itemId)).toEqual([b!.id, c!.id, e!.id]);
    expect(recorded.every((r) => r.rule === "ROUND_ROBIN")).toBe(true);
    expect(new Set(recorded.map((r) => r.ownerId))).toEqual(new Set([fx.vendor.id, secondVendor]));
    expect(recorded[0]!.ownerId).not.toBe(recorded[1]!.ownerId);
    expect(recorded[2]!.ownerId).toBe(recorded[0]!.ownerId);
    expect([b, c, e].map((s) => s!.owner_id)).toEqual(recorded.map((r) => r.ownerId));

    // The same file again: nothing created, no turn moved.
    const again = await importSales(deps, actor, f.sha256, (await checkSalesFile(fx.db, actor, f.path, rules)).lines, {
      distributeLeads: true,
      rules,
      stdOwners: [],
    });
    expect(again).toEqual({ created: 0, duplicates: 4, distributed: 0, failed: [] });
    expect(await salesNamed("Upl Sítio")).toEqual(sales);
    expect((await distributions()).length).toBe(before + 3);
  });

  it("a Código already imported from another file is the same sale; without distribution the uploader owns an ownerless line", async () => {
    const f = file("outro.csv", [
      ["V-1", "Upl Sítio A de novo", "", "", "1,00", "", "", "", ""],
      ["", "Upl Outro F", "", "", "1,00", "", "", "", ""],
    ]);
    const { lines } = await checkSalesFile(fx.db, actor, f.path, rules);
    expect(lines.map((l) => l.errors)).toEqual([[], []]);
    const r = await importSales(deps, actor, f.sha256, lines, { distributeLeads: false, rules, stdOwners: [] });
    expect(r).toEqual({ created: 1, duplicates: 1, distributed: 0, failed: [] });
    expect(await salesNamed("Upl Sítio A de")).toEqual([]);
    expect((await salesNamed("Upl Outro")).map((s) => s.owner_id)).toEqual([actor.id]);
  });

  it("an XLSX's number and date cells read as the value, the power and the registry date", async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet("Vendas");
    sheet.addRow(["Vendas importadas do sistema antigo"]); // a title row above the header
    sheet.addRow(["Nome", "Valor", "Potência (kWp)", "Data de cadastro"]);
    sheet.addRow(["Planilha Sítio", 12345.67, 4.4, new Date(Date.UTC(2026, 1, 10))]);
    const path = join(dir, "vendas.xlsx");
    writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
    const { lines, read } = await checkSalesFile(fx.db, actor, path, rules);
    expect(read.format).toBe("xlsx");
    expect(lines).toEqual([
      {
        line: 3,
        errors: [],
        sale: expect.objectContaining({ name: "Planilha Sítio", amount: "12345.67", power: "4.4", registeredAt: "2026-02-10", ownerId: null }),
      },
    ]);
  });

  it("a file without the Nome column is refused whole", async () => {
    const path = join(dir, "sem-nome.csv");
    writeFileSync(path, "Cliente;Valor\r\nFulano;10\r\n");
    await expect(checkSalesFile(fx.db, actor, path, rules)).rejects.toThrow(/"Nome"/);
  });

  it("the board's rows rebuilt from the log equal the live ones (registry dates included)", async () => {
    const { live, rebuilt } = await fx.rebuild(["rm_items"]);
    expect(rebuilt).toEqual(live);
  });
});
