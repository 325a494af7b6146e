// Checklists (spec part 2 §3, §4, §5): the company defines entries per board type; answers on an
// item save without JS through each entry's form and with JS at once (toggle, blur, selection).
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

async function addEntry(page: Page, task: string, kind: string, options = "") {
  const form = page.getByRole("form", { name: "Novo item do checklist" });
  await form.getByLabel("Tarefa").fill(task);
  await form.getByLabel("Tipo", { exact: true }).selectOption({ label: kind });
  if (options) await form.getByLabel("Opções (tipo lista; uma por linha)").fill(options);
  await form.getByRole("button", { name: "Adicionar item" }).click();
  if (options || kind !== "Lista de opções") await expect(page.getByRole("listitem", { name: task })).toBeVisible();
}

test("checklist de vendas: configurar e responder", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "");
  const roof = `Telhado${tag}`,
    meter = `Medidor${tag}`,
    art = `ART${tag}`,
    panels = `Painéis${tag}`;
  await page.goto("/configuracoes/checklists?tipo=SALES");
  await addEntry(page, roof, "Lista de opções");
  await expect(page.getByText("Insira ao menos uma opção (uma por linha).")).toBeVisible();
  await expect(page.getByRole("form", { name: "Novo item do checklist" }).getByLabel("Tarefa")).toHaveValue(roof);
  await addEntry(page, roof, "Lista de opções", "Cerâmico\nMetálico");
  await addEntry(page, meter, "Texto");
  await addEntry(page, art, "Caixa de seleção");
  await addEntry(page, panels, "Número");
  await expect(page.getByRole("listitem", { name: roof })).toContainText("Cerâmico, Metálico");

  const sale = unique(testInfo, "Venda checklist");
  await createSale(page, { name: sale, amount: "5.000,00" });
  await card(column(page, "Contato"), sale).getByRole("link", { name: sale }).click();
  const panel = page.getByRole("region", { name: "Checklist" });
  const js = testInfo.project.name === "js-on";
  const save = async (task: string) => {
    if (js) return;
    // Wait for the form's navigation to finish: a reload racing it fails ("Not attached to an active page").
    const navigated = page.waitForEvent("framenavigated");
    await panel
      .getByRole("form", { name: `Checklist: ${task}` })
      .getByRole("button", { name: "Salvar" })
      .click();
    await navigated;
    await page.waitForLoadState("load");
  };

  // With JS each change saves by itself (selection, blur, toggle); without JS, by the entry's button.
  const field = (task: string) => panel.getByLabel(task, { exact: true });
  const settle = async () => {
    if (js) await expect(panel.getByText("salvando…")).toHaveCount(0);
  };
  await field(roof).selectOption("Metálico");
  await save(roof);
  await settle();
  if (js) {
    await field(meter).fill("provisório");
    await field(meter).blur();
    await settle();
    await field(meter).fill("");
    await field(meter).blur();
  } else {
    await save(meter);
  }
  await expect(panel.getByRole("form", { name: `Checklist: ${meter}` }).getByText("Campo obrigatório.")).toBeVisible();
  await field(meter).fill("Bifásico 60A");
  if (js) await field(meter).blur();
  await save(meter);
  await settle();
  await field(panels).fill("12,5");
  if (js) await field(panels).blur();
  await save(panels);
  await settle();
  await field(art).check();
  await save(art);
  await settle();

  if (js) await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(panel.getByLabel(roof, { exact: true })).toHaveValue("Metálico");
  await expect(panel.getByLabel(meter, { exact: true })).toHaveValue("Bifásico 60A");
  await expect(panel.getByLabel(panels, { exact: true })).toHaveValue("12,5");
  await expect(panel.getByLabel(art, { exact: true })).toBeChecked();
});

test("ordem do checklist: subir, descer e excluir", async ({ page }, testInfo) => {
  // Each project orders its own board's checklist: the two projects share one database.
  const board = testInfo.project.name === "js-on" ? "INSTALLATION" : "PROJECT";
  await page.goto(`/configuracoes/checklists?tipo=${board}`);
  const tag = unique(testInfo, "");
  const [a, b, c] = ["Fixação", "Aterramento", "Vistoria"].map((t) => `${t}${tag}`);
  for (const t of [a, b, c]) await addEntry(page, t, "Caixa de seleção");
  const tasks = page.locator("ol.checklist-settings > li strong");
  const mine = async () => (await tasks.allTextContents()).filter((t) => t.endsWith(tag));
  await expect.poll(mine).toEqual([a, b, c]);
  await page.getByRole("button", { name: `Subir ${c}` }).click();
  await expect.poll(mine).toEqual([a, c, b]);
  await page.getByRole("button", { name: `Descer ${a}` }).click();
  await expect.poll(mine).toEqual([c, a, b]);
  const entry = page.getByRole("listitem", { name: a });
  await entry.getByText("Excluir", { exact: true }).click();
  await expect(entry.getByText("Deseja excluir permanentemente este item?")).toBeVisible();
  await entry.getByRole("button", { name: "Excluir permanentemente" }).click();
  await expect.poll(mine).toEqual([c, b]);
});
