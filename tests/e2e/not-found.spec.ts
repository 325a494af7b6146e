// An unknown URL (issue 18): signed in, a real 404 inside the app frame ("Página não encontrada",
// the menu still there, a link back), not a silent redirect to /inicio; signed out, /login.
import { expect, test } from "@playwright/test";
import { DEMO_MANAGER, MANAGER_STATE } from "./support/paths";

test.describe("com sessão", () => {
  test.use({ storageState: MANAGER_STATE });

  test("um endereço desconhecido mostra a página 404 dentro do app", async ({ page }) => {
    const res = await page.goto("/vendas/nao-existe/123");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/vendas\/nao-existe\/123$/);
    await expect(page).toHaveTitle("Página não encontrada — Girassol");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.getByText("NENHUM RESULTADO")).toHaveCount(0);
    // The app frame: the main menu and the account menu with the user's name.
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await expect(page.getByText(DEMO_MANAGER.name, { exact: false }).first()).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test("um POST a um endereço desconhecido também é 404, sem 500", async ({ page }) => {
    const res = await page.request.post("/nada/aqui", { form: { a: "1" }, maxRedirects: 0 });
    expect(res.status()).toBe(404);
  });
});

test("sem sessão, um endereço desconhecido leva ao login", async ({ page }) => {
  await page.goto("/vendas/nao-existe/123");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("capturas de tela a 1366 px", () => {
  test.use({ storageState: MANAGER_STATE, viewport: { width: 1366, height: 900 } });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one set of screenshots is enough");

  for (const [name, path] of [
    ["inicio", "/inicio"],
    ["configuracoes-webhooks", "/configuracoes/webhooks"],
    ["pagina-nao-encontrada", "/nao-existe"],
  ]) {
    test(`captura: ${name}`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const file = testInfo.outputPath(`${name}-1366.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(`${name}-1366`, { path: file, contentType: "image/png" });
    });
  }
});
