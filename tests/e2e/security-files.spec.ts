// Issue 14, finding 10, through the running app: the archive stores and serves the type the bytes
// show (not the name's nor the browser's), refuses HTML dressed as a photo, answers a too long folder
// name with the Portuguese field error; the customer upload refuses a binary named .csv; /menu goes
// back only to a path of this site. JS off and on.
import { expect, test, type Page } from "@playwright/test";
import { submit, unique } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

async function newCustomerArchive(page: Page, name: string): Promise<string> {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}/);
  const cid = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto(`/arquivos/${cid}`);
  return cid;
}

const folder = (page: Page, name: string) => page.getByRole("region", { name: `Pasta ${name}`, exact: true });

async function addFile(page: Page, folderName: string, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const f = folder(page, folderName);
  const details = f
    .locator("details")
    .filter({ has: page.locator('summary:text-is("Opções da pasta")') })
    .first();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").first().click();
  const form = f.getByRole("form", { name: `Novo Arquivo em ${folderName}` });
  await form.getByLabel("Nome do Arquivo").fill(name);
  await form.getByLabel("Arquivo", { exact: true }).setInputFiles(file);
  await form.getByRole("button", { name: "Adicionar arquivo" }).click();
}

test("arquivo: o tipo vem dos bytes (PNG chamado .pdf é PNG); HTML como .jpg é recusado", async ({ page }, testInfo) => {
  const cid = await newCustomerArchive(page, unique(testInfo, "Cliente Tipos"));
  await addFile(page, "Documentos", "Conta janeiro", { name: "conta.pdf", mimeType: "application/pdf", buffer: PNG });
  const row = folder(page, "Documentos").getByRole("listitem", { name: "Conta janeiro" });
  await expect(row.locator(".file-type")).toHaveText("PNG");
  const href = await row.getByRole("link", { name: "Conta janeiro" }).getAttribute("href");
  expect(href).toContain(`/arquivos/${cid}/arquivo/`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''Conta%20janeiro\.png$/);

  await addFile(page, "Documentos", "Foto telhado", {
    name: "telhado.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
  });
  await expect(folder(page, "Documentos").getByText("Tipo de arquivo não permitido", { exact: false })).toBeVisible();
  await expect(folder(page, "Documentos").locator("li.file > a")).toHaveText(["Conta janeiro"]);
});

test("pasta com nome longo demais: erro em português no campo", async ({ page }, testInfo) => {
  await newCustomerArchive(page, unique(testInfo, "Cliente Pasta Longa"));
  const form = page.getByRole("form", { name: "Nova pasta" });
  const input = form.getByLabel("Nome da Pasta");
  await expect(input).toHaveAttribute("maxlength", "100");
  // The browser stops at 100 characters; a request that is not a browser's is not stopped: the server answers.
  await input.evaluate((el) => el.removeAttribute("maxlength"));
  await input.fill("a".repeat(101));
  await form.getByRole("button", { name: "Criar pasta" }).click();
  await expect(page.getByText("Use no máximo 100 caracteres.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Nova pasta" }).getByLabel("Nome da Pasta")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Documentos", "Fotos", "Contas de energia"]);
});

test("upload de clientes: um arquivo binário chamado .csv é recusado", async ({ page }) => {
  // Control bytes but no NUL (the parser already refused NULs): a text header, then binary.
  const binary = Buffer.concat([Buffer.from("Nome;Cidade\r\n"), Buffer.from([0x01, 0x02, 0x03, 0x1f, 0x7f, 0xff, 0xfe, 0x0e, 0x0f, 0x0d, 0x0a])]);
  for (const buffer of [binary, PNG]) {
    await page.goto("/upload-de-clientes");
    await page.getByLabel("Arquivo CSV").setInputFiles({ name: "clientes.csv", mimeType: "text/csv", buffer });
    await submit(page, "Pré-visualizar");
    await expect(page.getByRole("alert")).toHaveText("O arquivo não parece ser um CSV (conteúdo binário).");
    await expect(page).not.toHaveURL(/envio=/);
  }
});

test("/menu volta só para um caminho deste site", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "HTTP-level check: run once");
  await page.goto("/inicio");
  const csrf = await page.locator('form.menu-toggle input[name="csrf"]').getAttribute("value");
  for (const back of ["/\\evil.example", "//evil.example", "/\t/evil.example", "/%5Cevil.example", "javascript:alert(1)"]) {
    const res = await page.request.post("/menu", { form: { csrf: csrf!, state: "normal", back }, maxRedirects: 0 });
    expect(res.status(), back).toBe(302);
    expect(res.headers()["location"], back).toBe("/inicio");
  }
  const ok = await page.request.post("/menu", { form: { csrf: csrf!, state: "normal", back: "/clientes/exportar?x=1" }, maxRedirects: 0 });
  expect(ok.headers()["location"]).toBe("/clientes/exportar?x=1");
});
