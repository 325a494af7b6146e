// Customer files /arquivos/:cid (spec part 2 §2, §3, §4, §5): standard folders on first open,
// folders and files created, named by the name rule, ordered (buttons without JS, drag with JS),
// moved between folders, refused when too big or of a forbidden type, downloaded by their bytes.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

async function newCustomerArchive(page: Page, name: string): Promise<string> {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}/);
  const cid = new URL(page.url()).pathname.split("/").pop()!;
  // Reached from the customer's own page (ENTERPRISE), not only from an item.
  await page.getByRole("link", { name: "Arquivos do cliente" }).click();
  await expect(page).toHaveURL(new RegExp(`/arquivos/${cid}$`));
  return cid;
}

const folder = (page: Page, name: string) => page.getByRole("region", { name: `Pasta ${name}`, exact: true });
const fileNames = (f: Locator) => f.locator("li.file > a");

async function openOptions(scope: Locator, summary: string) {
  const details = scope
    .locator("details")
    .filter({ has: scope.page().locator(`summary:text-is("${summary}")`) })
    .first();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").first().click();
  return details;
}

async function addFile(page: Page, folderName: string, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const f = folder(page, folderName);
  await openOptions(f, "Opções da pasta");
  const form = f.getByRole("form", { name: `Novo Arquivo em ${folderName}` });
  await form.getByLabel("Nome do Arquivo").fill(name);
  await form.getByLabel("Arquivo", { exact: true }).setInputFiles(file);
  await form.getByRole("button", { name: "Adicionar arquivo" }).click();
}

const pdf = (text: string) => ({
  name: "conta.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`),
});

test.describe("sem JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the no-JS journey");

  test("criar pasta e enviar arquivo; ordenar, mover e excluir", async ({ page }, testInfo) => {
    await newCustomerArchive(page, unique(testInfo, "Cliente Arquivos"));
    // The company's standard folders, created on first open.
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Documentos", "Fotos", "Contas de energia"]);

    const create = page.getByRole("form", { name: "Nova pasta" });
    await create.getByLabel("Nome da Pasta").fill("Projeto/2026");
    await create.getByRole("button", { name: "Criar pasta" }).click();
    await expect(page.getByText("Insira um nome válido.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Nova pasta" }).getByLabel("Nome da Pasta")).toHaveValue("Projeto/2026");
    await page.getByRole("form", { name: "Nova pasta" }).getByLabel("Nome da Pasta").fill("Projeto 2026");
    await page.getByRole("form", { name: "Nova pasta" }).getByRole("button", { name: "Criar pasta" }).click();
    await expect(folder(page, "Projeto 2026")).toBeVisible();

    const body = `conta de luz ${testInfo.testId}`;
    await addFile(page, "Projeto 2026", "Conta janeiro", pdf(body));
    await addFile(page, "Projeto 2026", "Foto telhado", {
      name: "t.png",
      mimeType: "image/png",
      buffer: Buffer.from("\x89PNG fake"),
    });
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveText(["Conta janeiro", "Foto telhado"]);

    // Refused: a forbidden type, and a name with a dot; the typed name stays.
    const exe = Buffer.from(`MZ ${randomUUID()}`);
    await addFile(page, "Projeto 2026", "Programa", {
      name: "x.exe",
      mimeType: "application/x-msdownload",
      buffer: exe,
    });
    await expect(page.getByText("Tipo de arquivo não permitido", { exact: false })).toBeVisible();
    // A refused upload leaves no bytes in the store (the server runs in this checkout: ./data/files).
    const exeHash = createHash("sha256").update(exe).digest("hex");
    expect(existsSync(resolve(process.env.GIRASSOL_FILES_DIR ?? "data/files", exeHash.slice(0, 2), exeHash))).toBe(false);
    await expect(folder(page, "Projeto 2026").getByRole("form", { name: "Novo Arquivo em Projeto 2026" }).getByLabel("Nome do Arquivo")).toHaveValue(
      "Programa",
    );
    await addFile(page, "Projeto 2026", "conta.pdf", pdf("x"));
    await expect(folder(page, "Projeto 2026").getByText("Insira um nome válido.")).toBeVisible();
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveText(["Conta janeiro", "Foto telhado"]);

    // The stored bytes come back.
    const href = await fileNames(folder(page, "Projeto 2026")).first().getAttribute("href");
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(await res.text()).toContain(body);

    // Up (no JS), then move a file to another folder: the gap closes in the old one.
    await folder(page, "Projeto 2026").getByRole("button", { name: "Subir Foto telhado" }).click();
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveText(["Foto telhado", "Conta janeiro"]);
    const row = folder(page, "Projeto 2026").getByRole("listitem", { name: "Foto telhado" });
    await openOptions(row, "Opções do arquivo");
    await row.getByLabel("Mover para a pasta").selectOption({ label: "Fotos" });
    await row.getByRole("button", { name: "Mover" }).click();
    await expect(fileNames(folder(page, "Fotos"))).toHaveText(["Foto telhado"]);
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveText(["Conta janeiro"]);
    await expect(folder(page, "Projeto 2026").getByRole("button", { name: "Subir Conta janeiro" })).toHaveCount(0);

    // Rename a file, then delete it after the confirmation.
    const conta = folder(page, "Projeto 2026").getByRole("listitem", { name: "Conta janeiro" });
    await openOptions(conta, "Opções do arquivo");
    await conta.getByRole("form", { name: "Editar Conta janeiro" }).getByLabel("Nome do Arquivo").fill("Conta fevereiro");
    await conta.getByRole("button", { name: "Editar arquivo" }).click();
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveText(["Conta fevereiro"]);
    const renamed = folder(page, "Projeto 2026").getByRole("listitem", { name: "Conta fevereiro" });
    await openOptions(renamed, "Opções do arquivo");
    await expect(renamed.getByText("Deseja excluir permanentemente este arquivo?")).toBeVisible();
    await renamed.getByRole("button", { name: "Excluir arquivo" }).click();
    await expect(fileNames(folder(page, "Projeto 2026"))).toHaveCount(0);

    // Delete the folder.
    await openOptions(folder(page, "Projeto 2026"), "Opções da pasta");
    await expect(folder(page, "Projeto 2026").getByText("Deseja excluir permanentemente esta pasta?")).toBeVisible();
    await folder(page, "Projeto 2026").getByRole("button", { name: "Excluir pasta" }).click();
    await expect(folder(page, "Projeto 2026")).toHaveCount(0);
  });

  test("sem sessão não entra; cliente desconhecido é 404", async ({ page, browser }, testInfo) => {
    const cid = await newCustomerArchive(page, unique(testInfo, "Cliente Privado"));
    const other = await browser.newContext({ storageState: undefined });
    const res = await other.request.get(`/arquivos/${cid}`, { maxRedirects: 0 });
    expect([302, 303, 401, 403, 404]).toContain(res.status());
    await other.close();
    const missing = await page.request.get(`/arquivos/${cid.replace(/.$/, (c) => (c === "0" ? "1" : "0"))}`);
    expect(missing.status()).toBe(404);
  });
});

test.describe("com JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrastar e soltar precisa de JavaScript");

  test("reordenar arquivos arrastando", async ({ page }, testInfo) => {
    await newCustomerArchive(page, unique(testInfo, "Cliente Arrasto"));
    await addFile(page, "Documentos", "Contrato", pdf("a"));
    await expect(fileNames(folder(page, "Documentos"))).toHaveText(["Contrato"]);
    await addFile(page, "Documentos", "RG", pdf("b"));
    await expect(fileNames(folder(page, "Documentos"))).toHaveText(["Contrato", "RG"]);
    await addFile(page, "Documentos", "CPF", pdf("c"));
    await expect(fileNames(folder(page, "Documentos"))).toHaveText(["Contrato", "RG", "CPF"]);
    await expect(page.locator('.archive[data-dnd="ready"]')).toBeAttached();

    const docs = folder(page, "Documentos");
    const handle = docs.getByRole("listitem", { name: "CPF" }).locator(".drag-handle");
    const target = docs.getByRole("listitem", { name: "Contrato" });
    await handle.scrollIntoViewIfNeeded();
    const a = (await handle.boundingBox())!,
      b = (await target.boundingBox())!;
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && /\/arquivos\//.test(r.url()));
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    const y1 = b.y + 4;
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + ((y1 - (a.y + a.height / 2)) * i) / 12, {
        steps: 2,
      });
    await page.mouse.up();
    expect((await posted).ok()).toBe(true);
    await expect(fileNames(docs)).toHaveText(["CPF", "Contrato", "RG"]);
    await page.reload();
    await expect(fileNames(folder(page, "Documentos"))).toHaveText(["CPF", "Contrato", "RG"]);
  });
});
