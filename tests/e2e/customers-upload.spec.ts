// CSV upload of customers (issue 4). Without JS: 1,000 customers previewed, imported and listed;
// the same file again creates no duplicates; a line with a bad CPF is reported by its line number;
// a malformed file is refused with a message. With JS: the import runs in slices with a progress bar.
import { expect, test, type Page } from "@playwright/test";
import { validCpf } from "../support/cpf";
import { submit } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

const cpf = (n: number) => validCpf(n, 2);

function csvOf(tag: string, count: number, extra: string[] = []): Buffer {
  const lines = ["Nome;E-mail;CPF/CNPJ;UF;Cidade;Origem;Vendedores (e-mails)"];
  for (let i = 1; i <= count; i++) {
    lines.push(`Importado ${tag} ${i};c${i}.${tag}@exemplo.com;${cpf(i)};SC;florianopolis;Indicação;${i % 3 === 0 ? "vendedor@girassol.demo" : ""}`);
  }
  return Buffer.from([...lines, ...extra].join("\r\n"), "utf8");
}

async function send(page: Page, name: string, buffer: Buffer) {
  await page.goto("/upload-de-clientes");
  await page.getByLabel("Arquivo CSV").setInputFiles({ name, mimeType: "text/csv", buffer });
  await submit(page, "Pré-visualizar");
}

test("sem JS: 1.000 clientes por CSV, prévia com erros por linha, listados, e o mesmo arquivo não duplica", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "the no-JS journey");
  test.setTimeout(180_000);
  const tag = `u${Date.now().toString(36)}`;
  const file = csvOf(tag, 1000, [`Ruim ${tag};;529.982.247-24;;;;`]);

  await send(page, "clientes.csv", file);
  await expect(page.getByRole("status")).toHaveText("1001 linhas: 1000 válidas, 1 com erros (serão ignoradas).");
  const errors = page.getByRole("table", { name: "Linhas com erros" });
  await expect(errors.getByRole("row").nth(1)).toHaveText(/1002\s*CPF\/CNPJ: Insira um CPF válido\./);
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText("Florianópolis / SC");
  await submit(page, "Importar 1000 clientes");
  // The flash says the counts (issue 18: no ?importados=… flag in the URL), with the way to the list.
  const said = page.getByRole("status").filter({ hasText: "clientes importados" });
  await expect(said).toHaveText("1.000 clientes importados. 1 linha com erros foi ignorada. · Ver a lista");
  await expect(page).toHaveURL(/\/upload-de-clientes$/);

  const home = await (await page.request.get("/inicio")).text();
  const list = home.match(/\/clientes\/lista\/[0-9a-f-]{36}/)![0];
  await page.goto(`${list}?q=${tag}&tamanho=50`);
  await expect(page.getByRole("status").first()).toHaveText("1000 clientes encontrados");
  await expect(page.locator("table.list tbody tr")).toHaveCount(50);
  await expect(page.getByText("Página 1 de 20")).toBeVisible();
  await page.goto(`${list}?q=${encodeURIComponent(`c3.${tag}@`)}`);
  await expect(page.locator("table.list tbody tr")).toHaveCount(1);
  await expect(page.locator("table.list tbody tr").first()).toContainText("Vendedor Demo");

  // The same file again: nothing new.
  await send(page, "clientes-de-novo.csv", file);
  await submit(page, "Importar 1000 clientes");
  await expect(page.getByRole("status")).toContainText("0 clientes importados. 1.000 já tinham sido importados deste arquivo.");
  await page.goto(`${list}?q=${tag}`);
  await expect(page.getByRole("status").first()).toHaveText("1000 clientes encontrados");
});

test("sem JS: arquivo malformado ou sem a coluna Nome é recusado com mensagem", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "the no-JS journey");
  await send(page, "ruim.csv", Buffer.from('Nome;E-mail\n"Sem fechar;a@b.com\n'));
  await expect(page.getByRole("alert")).toHaveText("Arquivo CSV malformado: aspas abertas na linha 2 e nunca fechadas.");
  await send(page, "sem-nome.csv", Buffer.from("E-mail\na@b.com\n"));
  await expect(page.getByRole("alert")).toHaveText('O cabeçalho (linha 1) precisa da coluna "Nome".');
  await expect(page.getByLabel("Arquivo CSV")).toBeVisible();
});

test("com JS: a importação mostra o progresso e termina no resultado", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the JS enhancement");
  const tag = `j${Date.now().toString(36)}`;
  await page.goto("/upload-de-clientes");
  await page.getByLabel("Arquivo CSV").setInputFiles({ name: "js.csv", mimeType: "text/csv", buffer: csvOf(tag, 250) });
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByRole("status")).toHaveText("250 linhas: 250 válidas.");
  await page.getByRole("button", { name: "Importar 250 clientes" }).click();
  await expect(page.locator("#import-progress")).toBeAttached();
  // The last slice's answer set the flash: the page says the totals, and the URL carries no flag.
  await expect(page.getByRole("status").filter({ hasText: "clientes importados" })).toContainText("250 clientes importados.", { timeout: 60_000 });
  await expect(page).toHaveURL(/\/upload-de-clientes$/);
});
