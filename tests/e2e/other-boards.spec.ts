// Every board type has its routes (spec part 2 §2): here the projects board end to end (create,
// move with the "Mover" form, see it in the history), and the ENTERPRISE gate: a BASIC company
// sees the upgrade notice instead of the non-sales boards.
import { randomUUID } from "node:crypto";
import { expect, request, test } from "@playwright/test";
import { registerE2eCompany } from "./support/db";
import { MANAGER_STATE } from "./support/paths";
import { card, column, history, openMoveForm, unique } from "./support/app";

test.describe("quadro de projetos", () => {
  test.use({ storageState: MANAGER_STATE });

  test("registrar um projeto, movê-lo e ver o histórico", async ({ page }, testInfo) => {
    const name = unique(testInfo, "Projeto");
    await page.goto("/inicio");
    await page.getByRole("link", { name: "Quadro de projetos" }).click();
    await expect(page).toHaveURL(/\/projetos\/quadro\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Quadro de projetos", level: 1 })).toBeVisible();
    await expect(column(page, "Levantamento")).toBeVisible();

    await page.getByRole("link", { name: "Novo projeto" }).first().click();
    await expect(page).toHaveURL(/\/projetos\/registro$/);
    await page.getByLabel("Nome (projeto)").fill(name);
    await page.getByLabel("Valor (R$)").fill("4.500,00");
    await page.getByRole("button", { name: "Salvar projeto" }).click();
    await expect(page).toHaveURL(/\/projetos\/quadro\/[0-9a-f-]{36}$/);
    await expect(card(column(page, "Levantamento"), name)).toContainText("R$ 4.500,00");

    const form = await openMoveForm(card(column(page, "Levantamento"), name));
    await form.getByLabel("Mover para").selectOption({ label: "Homologação" });
    await form.getByRole("button", { name: "Mover" }).click();
    await expect(card(column(page, "Homologação"), name)).toBeVisible();

    await card(column(page, "Homologação"), name).getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/projetos\/editar\/[0-9a-f-]{36}$/);
    await expect(history(page).first()).toContainText("Movido de Levantamento para Homologação por Gerente Demo");
    // Winning is a sales transition: the projects page does not offer it.
    await expect(page.getByRole("button", { name: "Marcar como ganha" })).toHaveCount(0);
  });
});

test("plano BASIC: os quadros empresariais mostram o convite de upgrade", async ({ page, baseURL, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "same page with JS on");
  const email = `basico-${randomUUID().slice(0, 8)}@basico.demo`;
  await registerE2eCompany({
    name: "Solar Básica",
    plan: "BASIC",
    manager: { name: "Gerente Básico", email, password: "Basico1234" },
  });
  const api = await request.newContext({ baseURL });
  await expect.poll(async () => (await api.post("/login", { form: { email, password: "Basico1234" }, maxRedirects: 0 })).status()).toBe(302);
  await api.dispose();

  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("Basico1234");
  await page.getByRole("button", { name: "Fazer login" }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole("link", { name: "Quadro de projetos" })).toHaveCount(0);
  const uid = (await page.getByRole("link", { name: "Funil de vendas" }).getAttribute("href"))!.split("/").pop();
  await page.goto(`/projetos/quadro/${uid}`);
  await expect(page.getByRole("heading", { name: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL" })).toBeVisible();
  await page.goto("/instalacoes/registro");
  await expect(page.getByRole("heading", { name: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL" })).toBeVisible();
});
