// The CSV upload's work on a real PostgreSQL: 1,000 lines imported (time printed), the same file
// again creates nothing, lines with errors are reported with their line numbers and skipped,
// vendor e-mails become owners, and a malformed file is refused before anything is stored.
import { beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../support/test-db";
import { useSeededCompany } from "../support/seeded-company";
import { validCpf } from "../support/cpf";
import { checkCsv, importLines, sha256, stageUpload, type ImportDeps } from "../../app/lib/customer-import-core.server";
import { CsvError, toCsv, type CustomerRules } from "../../domain/customer";

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Internet", "Indicação"] };

const cpf = (n: number) => validCpf(n, 1);

describe("customer CSV import on postgres", () => {
  const fx = useSeededCompany();
  let database: TestDatabase;
  let deps: ImportDeps;
  let actor: { id: string; companyId: string };
  let vendorEmail = "";
  let vendorId = "";

  beforeAll(() => {
    database = fx.database;
    actor = { id: fx.company.manager_id, companyId: fx.company.id };
    vendorEmail = fx.vendor.email;
    vendorId = fx.vendor.id;
    deps = { db: database.db, store: fx.store, waitFor: (p) => fx.runner.waitFor(p, { timeoutMs: 60_000 }) };
  });

  it("imports 1,000 lines once; the same file again creates nothing", async () => {
    const rows = [["Nome", "E-mail", "CPF/CNPJ", "UF", "Cidade", "Origem", "Vendedores (e-mails)"]];
    for (let i = 1; i <= 1000; i++) {
      rows.push([`Cliente Importado ${i}`, `cliente${i}@exemplo.com`, cpf(i), "SP", "campinas", "Internet", i % 2 ? vendorEmail : ""]);
    }
    const bytes = new TextEncoder().encode(toCsv(rows));
    const uploadId = await stageUpload(database.db, actor, "clientes.csv", bytes);
    const upload = await database.db.selectFrom("customer_uploads").selectAll().where("id", "=", uploadId).executeTakeFirstOrThrow();
    const { lines } = await checkCsv(database.db, actor, rules, upload.content, []);
    expect(lines.filter((l) => l.errors.length)).toEqual([]);

    const started = performance.now();
    const first = await importLines(deps, actor, rules, sha256(bytes), lines);
    const seconds = (performance.now() - started) / 1000;
    console.log(`customer import: 1000 lines in ${seconds.toFixed(2)} s (${Math.round(1000 / seconds)} lines/s)`);
    expect(first).toEqual({ created: 1000, duplicates: 0, failed: [] });

    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("rm_customer_profiles")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("name", "like", "Cliente Importado %")
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(1000);
    const owned = await database.db
      .selectFrom("rm_customer_owners as o")
      .innerJoin("rm_customer_profiles as c", "c.id", "o.customer_id")
      .select(["c.name", "c.city", "o.owner_id"])
      .where("c.name", "=", "Cliente Importado 1")
      .execute();
    expect(owned).toEqual([{ name: "Cliente Importado 1", city: "Campinas", owner_id: vendorId }]);
    const ownedByManager = await database.db
      .selectFrom("rm_customer_owners as o")
      .innerJoin("rm_customer_profiles as c", "c.id", "o.customer_id")
      .select("o.owner_id")
      .where("c.name", "=", "Cliente Importado 2")
      .execute();
    expect(ownedByManager).toEqual([{ owner_id: actor.id }]);

    const again = await importLines(deps, actor, rules, sha256(bytes), lines);
    expect(again).toEqual({ created: 0, duplicates: 1000, failed: [] });
    expect(await count()).toBe(1000);
  }, 120_000);

  it("reports each bad line with its line number and imports only the good ones", async () => {
    const text = [
      "Nome;CPF/CNPJ;CEP;UF;Cidade;Vendedores (e-mails);Observações",
      "Boa Um;529.982.247-25;13015-001;SP;Campinas;;",
      "Ruim CPF;529.982.247-24;;;;;",
      '"Boa Dois";;;;;;"Obs; com ""aspas""\nem duas linhas"',
      "Ruim Cidade;;;RJ;Campinas;;",
      "Ruim Vendedor;;;;;ninguem@exemplo.com;",
      "Ruim & Nome;;;;;;",
    ].join("\n");
    const { lines } = await checkCsv(database.db, actor, rules, text, []);
    const bad = lines.filter((l) => l.errors.length).map((l) => [l.line, l.errors.join(" | ")]);
    expect(bad).toEqual([
      [3, "CPF/CNPJ: Insira um CPF válido."],
      [6, "Cidade: Selecione uma cidade do estado escolhido."],
      [7, "Vendedores (e-mails): ninguem@exemplo.com não é um usuário da empresa."],
      [8, 'Nome: Insira um nome válido: o caractere "&" não é permitido.'],
    ]);
    expect(lines.find((l) => l.name === "Boa Dois")?.details.observations).toBe('Obs; com "aspas"\nem duas linhas');
    const result = await importLines(deps, actor, rules, sha256(text), lines);
    expect(result).toEqual({ created: 2, duplicates: 0, failed: [] });
  });

  it("refuses a malformed, empty or headerless file before anything is stored", async () => {
    const before = await database.db
      .selectFrom("customer_uploads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(checkCsv(database.db, actor, rules, 'Nome;E-mail\n"Sem fim;a@b.com\n', [])).rejects.toThrow(CsvError);
    await expect(checkCsv(database.db, actor, rules, "Nome;E-mail\nA;a@b.com;extra\n", [])).rejects.toThrow(
      "a linha 2 tem 3 colunas e o cabeçalho 2",
    );
    await expect(checkCsv(database.db, actor, rules, "E-mail\na@b.com\n", [])).rejects.toThrow('precisa da coluna "Nome"');
    await expect(checkCsv(database.db, actor, rules, "Nome\n", [])).rejects.toThrow("não tem nenhum cliente");
    await expect(stageUpload(database.db, actor, "grande.csv", new Uint8Array(6 * 1024 * 1024))).rejects.toThrow("passa de 5 MB");
    const after = await database.db
      .selectFrom("customer_uploads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
