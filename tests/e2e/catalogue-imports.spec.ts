// Catalogue uploads (issue 15), JS off and on: a module file with one bad line → preview with the
// line's error in Portuguese → import of the valid lines only → the import in /importacoes/lista →
// the refused lines as CSV; the same file again creates nothing; a kit file likewise; the Excel
// file (Latin-1, ";" and decimal commas) imports; a file with the wrong columns is refused.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { submit } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

async function send(page: Page, path: string, name: string, buffer: Buffer) {
  await page.goto(path);
  await page.getByLabel("Arquivo CSV ou XLSX").setInputFiles({ name, mimeType: "text/csv", buffer });
  await submit(page, "Pré-visualizar");
}

/** Imports what the preview shows; with JS the progress bar appears and the page ends on the result. */
async function importValid(page: Page, valid: number, js: boolean) {
  if (js) {
    // The JS path posts slices to /importacoes/lote (the progress bar follows them); the bar itself
    // may be gone already when a small file is done, so the slice request is what is checked.
    const slice = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/importacoes/lote"));
    await page.getByRole("button", { name: `Importar ${valid} linhas válidas` }).click();
    await slice;
    await expect(page).toHaveURL(/importacao=/, { timeout: 60_000 });
  } else await submit(page, `Importar ${valid} linhas válidas`);
}

test("módulos: prévia com erro por linha, importa só as válidas, aparece nas importações, CSV das recusadas, reenvio sem duplicar", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const tag = `${js ? "j" : "n"}${Date.now().toString(36)}`;
  const file = Buffer.from(
    [
      "Fabricante,Modelo,Potência (Wp),Largura (mm),Eficiência (%)",
      `Fab ${tag},M1-${tag},550,1134,21.3`,
      `Fab ${tag},M2-${tag},0,1134,21.3`,
      `Fab ${tag},M3-${tag},585,1134,22.6`,
    ].join("\n"),
  );
  const name = `modulos-${tag}.csv`;
  await send(page, "/modulos/upload", name, file);
  await expect(page.getByRole("status")).toHaveText("3 linhas: 2 válidas, 1 com erros (serão recusadas).");
  await expect(page.getByRole("table", { name: "Linhas com erros" }).getByRole("row").nth(1)).toHaveText(
    /3\s*Potência \(Wp\): Informe uma potência maior que zero\./,
  );
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText(`Fab ${tag} M1-${tag} — 550 Wp`);
  await importValid(page, 2, js);
  await expect(page.getByRole("status")).toHaveText("2 novos, 0 atualizados, 0 sem mudança, 1 linhas recusadas.");

  // The valid lines are in the module list, the refused one is not.
  await page.goto(`/modulos/lista?q=${encodeURIComponent(`Fab ${tag}`)}`);
  await expect(page.locator("table.list tbody tr")).toHaveCount(2);
  await expect(page.locator("table.list tbody")).toContainText(`M1-${tag}`);
  await expect(page.locator("table.list tbody")).toContainText(`M3-${tag}`);

  await page.goto("/importacoes/lista");
  const row = page.getByRole("table", { name: "Importações" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Gerente Demo");
  await expect(row).toContainText("Módulos");
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: new RegExp(`Baixar as 1 linhas recusadas de ${name}`) }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
    "Fabricante;Modelo;Potência (Wp);Largura (mm);Eficiência (%);Erro",
    `Fab ${tag};M2-${tag};0;1134;21.3;Potência (Wp): Informe uma potência maior que zero.`,
    "",
  ]);

  // The same file again: the two modules exist with the same values, nothing changes.
  await send(page, "/modulos/upload", name, file);
  await importValid(page, 2, js);
  await expect(page.getByRole("status")).toHaveText("0 novos, 0 atualizados, 2 sem mudança, 1 linhas recusadas.");
});

test("kits: uma linha com fornecedor desconhecido é recusada, as outras importadas", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const tag = `${js ? "j" : "n"}${Date.now().toString(36)}`;
  const file = Buffer.from(
    [
      "Fornecedor;Código;Nome do kit;Fabricante do módulo;Modelo do módulo;Potência do módulo (Wp);Quantidade de módulos;Fabricante do inversor;Modelo do inversor;Potência do inversor (W);Preço do kit (R$);Tensão;Tipo de instalação",
      `ALDO;K1-${tag};Kit 5,5 ${tag};Jinko;Tiger;550;10;Growatt;MIN 5000;5;R$ 14.300,00;220;Telhado`,
      `NINGUÉM;K2-${tag};Kit X ${tag};Jinko;Tiger;550;10;;;;12.000;220;Telhado`,
    ].join("\r\n"),
  );
  await send(page, "/upload-de-kits", `kits-${tag}.csv`, file);
  await expect(page.getByRole("status")).toHaveText("2 linhas: 1 válidas, 1 com erros (serão recusadas).");
  await expect(page.getByRole("table", { name: "Linhas com erros" })).toContainText("Fornecedor: Selecione um fornecedor da lista.");
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText(`ALDO — Kit 5,5 ${tag} — R$ 14300,00`);
  await importValid(page, 1, js);
  await expect(page.getByRole("status")).toHaveText("1 novos, 0 atualizados, 0 sem mudança, 1 linhas recusadas.");
  await page.goto("/importacoes/lista");
  await expect(
    page
      .getByRole("table", { name: "Importações" })
      .getByRole("row")
      .filter({ hasText: `kits-${tag}.csv` }),
  ).toContainText("Kits");
});

test("sem JS: o arquivo do Excel (Latin-1, ';', vírgula decimal) importa; colunas erradas são recusadas com mensagem", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "the no-JS journey");
  const tag = `x${Date.now().toString(36)}`;
  const latin1 = Buffer.from(
    [
      "Fabricante;Modelo;Potência (Wp);Comprimento (mm);Peso (kg);Eficiência (%);Tecnologia da célula",
      `Fábrica ${tag};Módulo Ação;550,5;2.278,0;27,5;21,3;Monocristalino`,
      `Fábrica ${tag};Módulo Ção 2;1.234,5;2.278;27;22;TOPCon`,
    ].join("\r\n"),
    "latin1",
  );
  await send(page, "/modulos/upload", `excel-${tag}.csv`, latin1);
  await expect(page.getByRole("status")).toHaveText("2 linhas: 2 válidas.");
  await expect(page.getByText("CSV Latin-1 (Windows-1252), separado por “;”.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText(`Fábrica ${tag} Módulo Ação — 550,5 Wp`);
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText(`Fábrica ${tag} Módulo Ção 2 — 1234,5 Wp`);
  await submit(page, "Importar 2 linhas válidas");
  await expect(page.getByRole("status")).toHaveText("2 novos, 0 atualizados, 0 sem mudança, 0 linhas recusadas.");

  await send(page, "/modulos/upload", "errado.csv", Buffer.from("Nome;Preço\nA;1\n"));
  await expect(page.getByRole("alert")).toHaveText(
    'As colunas do arquivo não são as esperadas: o cabeçalho precisa das colunas "Fabricante", "Modelo", "Potência (Wp)".',
  );
  await expect(page.getByLabel("Arquivo CSV ou XLSX")).toBeVisible();
});
