// /upload-de-vendas (issue 20). Without JS a CSV, with JS an XLSX: a file with one bad line is
// previewed (the line's errors in Portuguese), "Cancelar" applies nothing, the import creates the
// valid sales, which the board shows in their columns with their owners; the same file again
// creates nothing. The template downloads.
import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import { card, column, signInAs, submit, unique } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

const HEADER = ["Nome", "Cliente", "E-mail do cliente", "Valor", "Etapa", "Potência (kWp)", "Vendedor (e-mail)", "Data de cadastro"];

function rowsOf(tag: string): string[][] {
  return [
    HEADER,
    [`${tag} Telhado`, `Cliente ${tag}`, "", "12.345,67", "Proposta", "4,4", "vendedor@girassol.demo", "10/02/2026"],
    [`${tag} Galpão`, "", "", "1.000,00", "", "", "", ""],
    [`${tag} Ruim`, "", "", "doze", "Etapa Nenhuma", "", "", "31/02/2026"],
  ];
}

async function fileOf(tag: string, xlsx: boolean): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  if (!xlsx)
    return {
      name: "vendas.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        rowsOf(tag)
          .map((r) => r.join(";"))
          .join("\r\n"),
        "utf8",
      ),
    };
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Vendas").addRows(rowsOf(tag));
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: "vendas.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer };
}

async function send(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/upload-de-vendas");
  await page.getByLabel("Arquivo CSV ou XLSX").setInputFiles(file);
  await submit(page, "Pré-visualizar");
}

test("uma planilha de vendas: prévia com o erro da linha, cancelar não aplica nada, importar põe as vendas no funil, e de novo não duplica", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name.startsWith("phone"), "the desktop projects");
  const tag = unique(testInfo, "Upl").replace(/\s+/g, "");
  const file = await fileOf(tag, testInfo.project.use.javaScriptEnabled !== false);

  await send(page, file);
  await expect(page.getByRole("status")).toHaveText("3 linhas: 2 válidas, 1 com erros (serão ignoradas).");
  const errors = page.getByRole("table", { name: "Linhas com erros" });
  await expect(errors.getByRole("row").nth(1)).toHaveText(
    /4\s*Valor: Insira um valor válido\. Etapa: "Etapa Nenhuma" não é uma etapa do funil de vendas\. Data de cadastro: Data inválida\./,
  );
  const sample = page.getByRole("table", { name: "Amostra" });
  await expect(sample.getByRole("row").nth(1)).toContainText(`Cliente ${tag} (novo)`);
  await expect(sample.getByRole("row").nth(1)).toContainText("R$ 12.345,67");
  await expect(sample.getByRole("row").nth(1)).toContainText("Vendedor Demo");
  await expect(sample.getByRole("row").nth(1)).toContainText("10/02/2026");

  // Cancel: nothing created.
  await page.getByRole("link", { name: "Cancelar" }).click();
  await expect(page.getByLabel("Arquivo CSV ou XLSX")).toBeVisible();
  const home = await (await page.request.get("/inicio")).text();
  const board = home.match(/\/vendas\/funil\/[0-9a-f-]{36}/)![0];
  await page.goto(`${board}?q=${tag}`);
  await expect(page.locator("li.kcard")).toHaveCount(0);

  await send(page, file);
  await submit(page, "Importar 2 vendas");
  await expect(page.getByRole("status")).toContainText("2 vendas importadas.");
  await expect(page.getByRole("status")).toContainText("1 linha com erros foi ignorada.");
  // The flash says the counts (issue 18): no ?importadas= flag in the URL.
  await expect(page).toHaveURL(/\/upload-de-vendas$/);
  await page.getByRole("link", { name: "Ver o funil" }).click();
  await page.goto(`${board}?q=${tag}`);
  await expect(card(column(page, "Proposta"), `${tag} Telhado`)).toBeVisible();
  await expect(card(column(page, "Proposta"), `${tag} Telhado`).getByRole("img", { name: "Responsável: Vendedor Demo" })).toBeVisible();
  // No owner column and the demo does not distribute leads: the uploader's.
  await expect(card(column(page, "Contato"), `${tag} Galpão`).getByRole("img", { name: "Responsável: Gerente Demo" })).toBeVisible();
  await expect(page.locator("li.kcard")).toHaveCount(2);

  // The same file again: nothing new.
  await send(page, file);
  await submit(page, "Importar 2 vendas");
  await expect(page.getByRole("status")).toContainText("0 vendas importadas. 2 já tinham sido importadas.");
  await page.goto(`${board}?q=${tag}`);
  await expect(page.locator("li.kcard")).toHaveCount(2);
});

test("o modelo de planilha baixa com o cabeçalho das colunas", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "one download is enough");
  const res = await page.request.get("/upload-de-vendas/modelo");
  expect(res.headers()["content-type"]).toContain("text/csv");
  const text = await res.text();
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFCódigo;Nome;Cliente;CPF/CNPJ do cliente;E-mail do cliente;Valor;Etapa;Potência (kWp);Vendedor (e-mail);Data de cadastro",
  );
});

test("sem a coluna Nome o arquivo é recusado com mensagem", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "the no-JS path");
  await send(page, { name: "sem-nome.csv", mimeType: "text/csv", buffer: Buffer.from("Cliente;Valor\nFulano;10\n") });
  await expect(page.getByRole("alert")).toContainText('o cabeçalho precisa das colunas "Nome"');
  await expect(page.getByLabel("Arquivo CSV ou XLSX")).toBeVisible();
});

test("um vendedor sem a permissão de gerente de vendas não tem o upload de vendas", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "a permission check");
  await signInAs(page, { email: "vendedor@girassol.demo", password: "Girassol123" });
  expect((await page.request.get("/upload-de-vendas")).status()).toBe(403);
  expect((await page.request.post("/upload-de-vendas", { multipart: { intent: "import", uploadId: "x" } })).status()).toBe(403);
  await expect(page.getByRole("link", { name: "Upload de vendas" })).toHaveCount(0);
});
