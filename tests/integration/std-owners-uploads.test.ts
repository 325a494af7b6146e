// preferences.stdOwners on the two uploads that create customers (ADR 015, issue 20), through the
// app's own routes: the manager saves "Responsáveis padrão de novos clientes" on the preferences form,
// uploads a file (preview, then import, as the pages post them), and the customers the file creates
// belong also to the standard owner; a line's own vendor stays an owner. Without the preference they
// belong to the uploader (or the line's vendor) alone, which the last case checks on the same path.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { uploadAction, uploadLoader } from "../../app/lib/customer-upload.server";
import { salesUploadAction } from "../../app/routes/upload-de-vendas/page.server";
import { toCsv } from "../../domain/customer";
import { addVendor } from "../../scripts/demo-seed";
import { signIn, useAppServices, type AppSession } from "../support/app-session";
import { savePreferences } from "../support/preferences-form";
import { useSeededCompany } from "../support/seeded-company";

process.env.GIRASSOL_FILES_DIR = mkdtempSync(join(tmpdir(), "std-owners-uploads-"));

describe("standard owners of the customers an upload creates", () => {
  const fx = useSeededCompany();
  useAppServices(fx);
  let manager: AppSession;
  let follower = ""; // the standard owner: a vendor who registers none of these customers

  beforeAll(async () => {
    follower = await addVendor(fx, fx.company.id, fx.company.manager_id, {
      name: "Sofia Acompanha",
      email: "sofia.acompanha@exemplo.com",
      password: "Senha-forte-123",
    });
    for (let i = 0; i < 200 && !(await fx.db.selectFrom("rm_users").select("id").where("id", "=", follower).executeTakeFirst()); i++)
      await new Promise((r) => setTimeout(r, 100));
    manager = await signIn(fx.company.manager_id, fx.company.id);
  });

  /** The owners of the customer named `name`, sorted. */
  const ownersOf = async (name: string) => {
    const rows = await fx.db
      .selectFrom("rm_customer_owners as o")
      .innerJoin("rm_customer_profiles as c", "c.id", "o.customer_id")
      .select("o.owner_id")
      .where("c.company_id", "=", fx.company.id)
      .where("c.name", "=", name)
      .execute();
    return rows.map((r) => r.owner_id).sort();
  };
  const sorted = (...ids: string[]) => [...ids].sort();

  const uploadCustomers = async (name: string, rows: string[][]) => {
    const file = new File([toCsv(rows)], name, { type: "text/csv" });
    const staged = await manager.post(uploadAction, "/upload-de-clientes", { intent: "preview", arquivo: file });
    expect(staged.status, JSON.stringify(staged.data)).toBe(302);
    const uploadId = new URL(staged.location!, "http://x").searchParams.get("envio")!;
    const preview = await manager.load(uploadLoader, staged.location!);
    const imported = await manager.post(uploadAction, "/upload-de-clientes", { intent: "import", uploadId });
    expect(imported.status).toBe(302);
    expect(imported.notice?.code).toBe("clientes-importados");
    expect(imported.notice?.counts?.[0]).toBeGreaterThan(0);
    return (preview.data as { preview: { sample: { name: string; owners: string }[] } }).preview.sample;
  };

  const uploadSales = async (name: string, rows: string[][]) => {
    const file = new File([toCsv(rows)], name, { type: "text/csv" });
    const staged = await manager.post(salesUploadAction, "/upload-de-vendas", { intent: "preview", arquivo: file });
    expect(staged.status, JSON.stringify(staged.data)).toBe(302);
    const uploadId = new URL(staged.location!, "http://x").searchParams.get("envio")!;
    const imported = await manager.post(salesUploadAction, "/upload-de-vendas", { intent: "import", uploadId });
    expect(imported.status).toBe(302);
    expect(imported.notice).toMatchObject({ code: "vendas-importadas" });
  };

  it("the customers upload: the uploader (or the line's vendor) and the standard owner", async () => {
    await savePreferences(manager, { stdOwners: [follower] });
    const sample = await uploadCustomers("clientes.csv", [
      ["Nome", "E-mail", "Vendedores (e-mails)"],
      ["Padrão Cliente Um", "padrao.um@exemplo.com", ""],
      ["Padrão Cliente Dois", "padrao.dois@exemplo.com", fx.vendor.email],
    ]);
    // The preview names them too.
    expect(sample.find((s) => s.name === "Padrão Cliente Um")?.owners).toContain("Sofia Acompanha");
    expect(await ownersOf("Padrão Cliente Um")).toEqual(sorted(fx.company.manager_id, follower));
    expect(await ownersOf("Padrão Cliente Dois")).toEqual(sorted(fx.vendor.id, follower));
  });

  it("the sales upload: a customer it creates belongs to its sale's owner and the standard owner", async () => {
    await uploadSales("vendas.csv", [
      ["Nome", "Cliente", "E-mail do cliente", "Valor", "Vendedor (e-mail)"],
      ["Padrão Venda A", "Padrão Cliente Três", "padrao.tres@exemplo.com", "1.000,00", ""],
      ["Padrão Venda B", "Padrão Cliente Quatro", "padrao.quatro@exemplo.com", "2.000,00", fx.vendor.email],
    ]);
    expect(await ownersOf("Padrão Cliente Três")).toEqual(sorted(fx.company.manager_id, follower));
    expect(await ownersOf("Padrão Cliente Quatro")).toEqual(sorted(fx.vendor.id, follower));
  });

  it("without standard owners the same uploads give the uploader or the line's vendor alone", async () => {
    await savePreferences(manager, { stdOwners: [] });
    await uploadCustomers("clientes-2.csv", [
      ["Nome", "E-mail"],
      ["Sem Padrão Cliente", "sem.padrao@exemplo.com"],
    ]);
    await uploadSales("vendas-2.csv", [
      ["Nome", "Cliente", "E-mail do cliente", "Valor"],
      ["Sem Padrão Venda", "Sem Padrão Cliente Venda", "sem.padrao.venda@exemplo.com", "1,00"],
    ]);
    expect(await ownersOf("Sem Padrão Cliente")).toEqual([fx.company.manager_id]);
    expect(await ownersOf("Sem Padrão Cliente Venda")).toEqual([fx.company.manager_id]);
  });
});
