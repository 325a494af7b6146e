// Issue 15, tables: the irradiation table (upload with one bad line → a city's 12 values with
// their source; a city without data points to the nearest one with data; the import in
// /importacoes/lista with its refused line as a CSV that previews once fixed; one city's 12 values
// typed on the screen) and the tariff table (add and edit on the screen, import ANEEL's layout, the
// import in the list, the same file again adds nothing, an imported tariff edited). Each journey
// runs with JS off and on.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, request, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

const MONTHS = "JAN;FEB;MAR;APR;MAY;JUN;JUL;AUG;SEP;OCT;NOV;DEC";

/** Atlas layout. JS off: Latin-1, `;`, decimal comma (what Excel saves); JS on: UTF-8, `,`, decimal point. */
function atlasFile(excel: boolean): Buffer {
  const ribeirao = ["5512,3", "5650", "5210", "4980", "4420", "4180", "4390", "5150", "5230", "5490", "5460", "5600"];
  const sorocaba = ["5300", "5480", "5020", "4700", "4050", "3870", "4010", "4850", "4870", "5200", "5280", "5410"];
  const rows = [
    `ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;${MONTHS}`,
    `1;-47,81;-21,17;RIBEIRÃO PRETO;Sede;SÃO PAULO;5106,9;${ribeirao.join(";")}`,
    `2;-47,4;-23,5;;;;;${sorocaba.join(";")}`,
    `3;-47,1;-22,9;Campinas;Sede;SP;;abc;${sorocaba.slice(1).join(";")}`,
  ];
  if (excel) return Buffer.from(rows.join("\r\n"), "latin1");
  const comma = rows.map((r) => r.replace(/(\d),(\d)/g, "$1.$2").replace(/;/g, ","));
  return Buffer.from(comma.join("\n"), "utf8");
}

async function click(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** The row of /importacoes/lista for a file (the newest first when there are several). */
async function importRows(page: Page, fileName: string): Promise<Locator> {
  await page.goto("/importacoes/lista");
  return page.getByRole("table", { name: "Importações" }).getByRole("row").filter({ hasText: fileName });
}

/** The CSV a download link gives, as lines (no BOM). */
async function downloaded(page: Page, link: Locator): Promise<string[]> {
  const download = page.waitForEvent("download");
  await link.click();
  return (await readFile(await (await download).path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
}

async function pickCity(page: Page, uf: string, city: string) {
  await page.goto("/tabelas/irradiacao");
  await page.getByLabel("UF", { exact: true }).selectOption(uf);
  await click(page, "Ver cidades");
  await page.getByLabel("Cidade", { exact: true }).selectOption({ label: city });
  await click(page, "Ver irradiação");
  await expect(page.getByRole("heading", { name: `${city} / ${uf}` })).toBeVisible();
}

test("irradiação: upload com uma linha ruim, prévia, importação e os 12 valores de uma cidade com a fonte", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const fileName = `atlas-${testInfo.project.name}.csv`;
  await page.goto("/tabelas/irradiacao/upload");
  await page.getByLabel("Arquivo CSV").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: atlasFile(!js) });
  await click(page, "Pré-visualizar");
  await expect(page.getByRole("status")).toHaveText("3 linhas: 2 cidades válidas, 1 com erros (serão ignoradas).");
  const errors = page.getByRole("table", { name: "Linhas com erros" });
  await expect(errors.getByRole("row").nth(1)).toHaveText(/4\s*Campinas \/ SP\s*Jan: insira um número \(Wh\/m²\/dia\)\./);
  const sample = page.getByRole("table", { name: "Amostra" });
  await expect(sample).toContainText("Ribeirão Preto / SP");
  await expect(sample).toContainText("nome e UF");
  await expect(sample.getByRole("row").nth(2)).toContainText(/Sorocaba \/ SP.*coordenadas mais próximas \(\d+,\d km\)/);
  await click(page, "Importar 2 cidades");
  await expect(page.getByRole("status")).toHaveText("2 cidades importadas. 1 linha ignorada (com erros ou repetidas).");
  // The flash says it (issue 18): the URL carries no ?importadas= flag.
  await expect(page).toHaveURL(/\/tabelas\/irradiacao\/upload$/);

  await pickCity(page, "SP", "Ribeirão Preto");
  const values = page.getByRole("table", { name: "Irradiação mensal (kWh/m²/dia)" });
  await expect(values.getByRole("columnheader")).toHaveText([
    "Jan",
    "Fev",
    "Mar",
    "Abr",
    "Mai",
    "Jun",
    "Jul",
    "Ago",
    "Set",
    "Out",
    "Nov",
    "Dez",
    "Média anual",
  ]);
  await expect(values.getByRole("cell")).toHaveText([
    "5,51",
    "5,65",
    "5,21",
    "4,98",
    "4,42",
    "4,18",
    "4,39",
    "5,15",
    "5,23",
    "5,49",
    "5,46",
    "5,60",
    "5,11",
  ]);
  await expect(page.getByRole("status")).toContainText(`Fonte: arquivo ${fileName}, importado em`);
  await expect(page.getByRole("status")).toContainText("correspondência por nome e UF");

  await pickCity(page, "SP", "Sorocaba");
  await expect(page.getByRole("status")).toContainText(/correspondência por coordenadas mais próximas \(\d+,\d km\)/);

  // A city without data: the message and the nearest city that has some.
  await pickCity(page, "SP", "Itu");
  await expect(page.getByRole("status")).toHaveText("Sem dados de irradiação para esta cidade.");
  await expect(page.getByText("Cidade mais próxima com dados:")).toContainText("Sorocaba / SP");

  // The import in /importacoes/lista: who, kind, lines imported and refused; the refused line as a CSV.
  const row = await importRows(page, fileName);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText([fileName, "Irradiação", "2", "1 (CSV)", /\d{2}\/\d{2}\/\d{4}/, "Gerente Demo", "3", "0"]);
  const csv = await downloaded(page, row.getByRole("link", { name: `Baixar as 1 linhas recusadas de ${fileName} (CSV)` }));
  const sorocaba = "5480;5020;4700;4050;3870;4010;4850;4870;5200;5280;5410";
  const [lon, lat] = js ? ["'-47.1", "'-22.9"] : ['"\'-47,1"', '"\'-22,9"'];
  expect(csv).toEqual([
    `ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;${MONTHS};Erro`,
    `3;${lon};${lat};Campinas;Sede;SP;;abc;${sorocaba};Jan: insira um número (Wh/m²/dia).`,
    "",
  ]);

  // Fixed, the refused lines' file previews as valid (the Erro column is ignored). Not imported: Campinas keeps the demo's values.
  const fixed = csv.map((l) => l.replace(";abc;", ";5300;")).join("\r\n");
  await page.goto("/tabelas/irradiacao/upload");
  await page.getByLabel("Arquivo CSV").setInputFiles({ name: `corrigido-${fileName}`, mimeType: "text/csv", buffer: Buffer.from(fixed, "utf8") });
  await click(page, "Pré-visualizar");
  await expect(page.getByRole("status")).toHaveText("1 linhas: 1 cidades válidas.");
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText("Campinas / SP");
});

test("irradiação: digitar os 12 valores de uma cidade, com erros no mês certo, e vê-los como digitados pela empresa", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const city = js ? "Betim" : "Contagem";
  await pickCity(page, "MG", city);
  await page.getByRole("link", { name: /Digitar (os|outros) valores desta cidade/ }).click();
  await expect(page.getByRole("heading", { name: "Digitar irradiação", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: `${city} / MG` });
  const values = ["5512,3", "5.650", "5210", "4980", "4420", "4180", "4390", "5150", "5230", "5490", "5460", "5600"];
  const months = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];
  for (let m = 0; m < 12; m++) await form.getByLabel(months[m], { exact: true }).fill(values[m]);
  // A missing month, a negative one, an absurd one: each message on its own field.
  await form.getByLabel("Mar", { exact: true }).fill("");
  await form.getByLabel("Jul", { exact: true }).fill("-10");
  await form.getByLabel("Dez", { exact: true }).fill("15000");
  await click(page, "Salvar valores");
  await expect(form.getByLabel("Mar", { exact: true })).toHaveAccessibleDescription("Insira a média de março (Wh/m²/dia).");
  await expect(form.getByLabel("Jul", { exact: true })).toHaveAccessibleDescription("A média de julho não pode ser negativa.");
  await expect(form.getByLabel("Dez", { exact: true })).toHaveAccessibleDescription("Média de dezembro acima de 12.000 Wh/m²/dia: confira o valor.");
  await expect(form.getByLabel("Fev", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Mar", { exact: true }).fill("5210");
  await form.getByLabel("Jul", { exact: true }).fill("4390");
  await form.getByLabel("Dez", { exact: true }).fill("5600");
  await click(page, "Salvar valores");
  await expect(page).toHaveURL(/\/tabelas\/irradiacao\?uf=MG&cidade=\d{7}$/);
  await expect(page.getByText("Valores salvos.")).toBeVisible();
  const table = page.getByRole("table", { name: "Irradiação mensal (kWh/m²/dia)" });
  await expect(table.getByRole("cell")).toHaveText([
    "5,51",
    "5,65",
    "5,21",
    "4,98",
    "4,42",
    "4,18",
    "4,39",
    "5,15",
    "5,23",
    "5,49",
    "5,46",
    "5,60",
    "5,11",
  ]);
  await expect(page.getByText(/^Fonte: digitado pela empresa/)).toHaveText(
    /^Fonte: digitado pela empresa \(Gerente Demo\), em \d{2}\/\d{2}\/\d{4}.*Valores em kWh\/m²\/dia\.$/,
  );

  // The form shows the values the city has now, in Wh/m²/dia.
  await page.getByRole("link", { name: "Digitar outros valores desta cidade" }).click();
  await expect(page.getByRole("form", { name: `${city} / MG` }).getByLabel("Jan", { exact: true })).toHaveValue("5512,3");
  await expect(page.getByRole("form", { name: `${city} / MG` }).getByLabel("Fev", { exact: true })).toHaveValue("5650");
});

test("irradiação: arquivo sem as colunas do Atlas é recusado com mensagem", async ({ page }) => {
  await page.goto("/tabelas/irradiacao/upload");
  await page.getByLabel("Arquivo CSV").setInputFiles({ name: "ruim.csv", mimeType: "text/csv", buffer: Buffer.from("Nome;UF\nCampinas;SP\n") });
  await click(page, "Pré-visualizar");
  await expect(page.getByRole("alert")).toContainText("O arquivo não tem as colunas esperadas");
  await expect(page.getByLabel("Arquivo CSV")).toBeVisible();
});

test("irradiação: digitar valores pede o mesmo que o upload (o vendedor sem configManager recebe 403, na página e no POST)", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "HTTP-level check: run once");
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post("/login", { form: { email: "vendedor@girassol.demo", password: "Girassol123" }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const csrf = (await (await api.get("/inicio")).text()).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    expect(csrf).not.toBe("");
    for (const path of ["/tabelas/irradiacao/upload", "/tabelas/irradiacao/editar/3170107"]) {
      expect((await api.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
    const months = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
    const post = await api.post("/tabelas/irradiacao/editar/3170107", {
      form: { csrf, commandId: randomUUID(), ...Object.fromEntries(months.map((m) => [m, "5000"])) },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
  } finally {
    await api.dispose();
  }
});

test("tarifas: cadastrar com erros, corrigir, ver na lista e editar", async ({ page }, testInfo) => {
  const dist = `E2E-${testInfo.project.name.toUpperCase()}-${Date.now().toString(36)}`;
  await page.goto("/tabelas/tarifas");
  const form = page.getByRole("form", { name: "Nova tarifa" });
  await form.getByLabel("TE (R$/kWh)").fill("abc");
  await form.getByLabel("Início da vigência").fill("31/02/2026");
  await click(page, "Salvar tarifa");
  await expect(form.getByText("Insira a distribuidora.")).toBeVisible();
  await expect(form.getByText("Insira a TE em R$/kWh (zero ou mais).")).toBeVisible();
  await expect(form.getByText("Data inválida.")).toBeVisible();

  await form.getByLabel("Distribuidora").fill(dist);
  await form.getByLabel("Subgrupo").fill("B1");
  await form.getByLabel("Modalidade tarifária").fill("Convencional");
  await form.getByLabel("TE (R$/kWh)").fill("0,30120");
  await form.getByLabel("TUSD (R$/kWh)").fill("0,51234");
  await form.getByLabel("Parcela Fio B (% da TUSD)").fill("28,5");
  await form.getByLabel("Início da vigência").fill("01/07/2026");
  await form.getByLabel("Fim da vigência").fill("30/06/2026");
  await click(page, "Salvar tarifa");
  await expect(form.getByText("O fim da vigência deve ser depois do início.")).toBeVisible();
  await form.getByLabel("Fim da vigência").fill("30/06/2027");
  await click(page, "Salvar tarifa");
  await expect(page.getByRole("status")).toHaveText("Tarifa salva.");
  const row = page.getByRole("table", { name: "Tarifas" }).getByRole("row", { name: new RegExp(dist) });
  await expect(row).toContainText("R$ 0,30120");
  await expect(row).toContainText("R$ 0,51234");
  await expect(row).toContainText("28,5 %");
  await expect(row).toContainText("01/07/2026 a 30/06/2027");

  await row.getByRole("link", { name: /Editar tarifa/ }).click();
  await expect(page.getByRole("heading", { name: "Editar tarifa", level: 1 })).toBeVisible();
  await expect(page.getByLabel("TE (R$/kWh)")).toHaveValue("0,3012");
  await page.getByLabel("TE (R$/kWh)").fill("0,35");
  await click(page, "Salvar tarifa");
  await expect(page.getByRole("status")).toHaveText("Tarifa salva.");
  await expect(page.getByRole("table", { name: "Tarifas" }).getByRole("row", { name: new RegExp(dist) })).toContainText("R$ 0,35000");
});

test("tarifas: importar o CSV da ANEEL (R$/MWh → R$/kWh), com uma linha ignorada e uma com erro", async ({ page }, testInfo) => {
  const dist = `ANEEL-${testInfo.project.name.toUpperCase()}`;
  const header =
    "DatGeracaoConjuntoDados;DscREH;SigAgente;NumCPFCNPJ;DatInicioVigencia;DatFimVigencia;DscBaseTarifaria;DscSubGrupo;DscModalidadeTarifaria;DscClasse;DscSubClasse;DscDetalhe;NomPostoTarifario;DscUnidadeTerciaria;SigAgenteAcessante;VlrTUSD;VlrTE";
  const line = (base: string, tusd: string, te: string) =>
    `2026-06-01;REH nº 3.441/2025;${dist};06981180000116;2025-05-28;2026-05-27;${base};B1;Convencional;Residencial;Residencial;Não se aplica;Não se aplica;MWh;Não se aplica;${tusd};${te}`;
  const file = [
    header,
    line("Tarifa de Aplicação", "512,34", "301,20"),
    line("Base Econômica", "400,00", "250,00"),
    line("Tarifa de Aplicação", "x", "301,20").replace("B1", "B2"),
  ].join("\r\n");
  const fileName = `tarifas-aneel-${testInfo.project.name}.csv`;
  const send = async () => {
    await page.goto("/tabelas/tarifas/upload");
    await page.getByLabel("Arquivo CSV").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(file, "latin1") });
    await click(page, "Pré-visualizar");
    await expect(page.getByRole("status")).toHaveText("3 linhas: 1 tarifas válidas, 1 com erros (serão ignoradas), 1 fora do subconjunto aceito.");
  };
  await send();
  await expect(page.getByRole("table", { name: "Linhas com erros" })).toContainText("VlrTUSD: insira um número em R$/MWh.");
  await expect(page.getByRole("table", { name: "Amostra" })).toContainText("R$ 0,30120");
  await page.getByLabel("Parcela Fio B (% da TUSD)").fill("30");
  await click(page, "Importar 1 tarifas");
  await expect(page.getByRole("status")).toHaveText("1 tarifa importada.");
  await expect(page).toHaveURL(/\/tabelas\/tarifas$/);
  await page.goto(`/tabelas/tarifas?distribuidora=${dist}`);
  const row = page.getByRole("table", { name: "Tarifas" }).getByRole("row", { name: new RegExp(dist) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("R$ 0,30120");
  await expect(row).toContainText("R$ 0,51234");
  await expect(row).toContainText("30 %");
  await expect(row).toContainText("28/05/2025 a 27/05/2026");
  await expect(row).toContainText(fileName);

  // In /importacoes/lista: 1 imported, 1 refused (as a CSV with ANEEL's columns), 3 lines.
  let imports = await importRows(page, fileName);
  await expect(imports).toHaveCount(1);
  await expect(imports.getByRole("cell")).toHaveText([fileName, "Tarifas", "1", "1 (CSV)", /\d{2}\/\d{2}\/\d{4}/, "Gerente Demo", "3", "0"]);
  const csv = await downloaded(page, imports.getByRole("link", { name: `Baixar as 1 linhas recusadas de ${fileName} (CSV)` }));
  expect(csv[0]).toBe(`${header};Erro`);
  expect(csv.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^2026-06-01;REH nº 3\\.441/2025;${dist};.*;B2;.*;x;"301,20";VlrTUSD: insira um número em R\\$/MWh\\.$`)),
    "",
  ]);

  // The same file again: nothing new, no duplicate; the list has both imports.
  await send();
  await page.getByLabel("Parcela Fio B (% da TUSD)").fill("30");
  await click(page, "Importar 1 tarifas");
  await expect(page.getByRole("status")).toHaveText("0 tarifas importadas. 1 já estava igual.");
  await page.goto(`/tabelas/tarifas?distribuidora=${dist}`);
  await expect(row).toHaveCount(1);
  imports = await importRows(page, fileName);
  await expect(imports).toHaveCount(2);
  await expect(imports.first().getByRole("cell")).toHaveText([fileName, "Tarifas", "0", "1 (CSV)", /\d{2}\/\d{2}\/\d{4}/, "Gerente Demo", "3", "1"]);

  // The imported tariff (written by the import, nothing on its own stream yet) is edited on the screen.
  await page.goto(`/tabelas/tarifas?distribuidora=${dist}`);
  await row.getByRole("link", { name: /Editar tarifa/ }).click();
  await expect(page.getByText(`Importada do arquivo ${fileName} (REH nº 3.441/2025).`)).toBeVisible();
  await page.getByLabel("TE (R$/kWh)").fill("0,31");
  await click(page, "Salvar tarifa");
  await expect(page.getByRole("status")).toHaveText("Tarifa salva.");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("R$ 0,31000");
});
