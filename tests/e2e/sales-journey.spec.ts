// The sales journey (spec part 1 §2.1, part 2 §§3–5), run with JavaScript off and on: sign in, new
// sale with a new customer, the board, the "Mover" form, win / return to the funnel / lose, the
// item's history; the new-sale form's pt-BR errors; double submit of a move applied once.
// Both projects share the server's database, so every sale gets a name unique to its test.
import { expect, test } from "@playwright/test";
import { DEMO_MANAGER, MANAGER_STATE } from "./support/paths";
import { card, column, createSale, history, openBoard, openMoveForm, signIn, situation, unique, JOURNEY, unfoldItem } from "./support/app";

const WHEN = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A history line: "<text> por Gerente Demo, dd/mm/aaaa hh:mm". */
const by = (text: string) => new RegExp(`^${escapeRe(text)} por ${escapeRe(DEMO_MANAGER.name)}, ${WHEN}$`);

test.describe("acesso", () => {
  test("caminho desconhecido sem sessão leva a /login", async ({ page }) => {
    await page.goto("/qualquer/coisa");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/vendas/registro");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("senha errada: mensagem na mesma página, e-mail mantido", async ({ page, javaScriptEnabled }) => {
    await signIn(page, DEMO_MANAGER.email, "SenhaErrada1");
    await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("E-mail")).toHaveValue(DEMO_MANAGER.email);
    // The server never sends the password back (hideFields); with JS the field just keeps what was typed.
    if (!javaScriptEnabled) await expect(page.getByLabel("Senha")).toHaveValue("");
  });
});

test("jornada de vendas: entrar, registrar, mover, ganhar, retornar ao funil, perder", JOURNEY, async ({ page }, testInfo) => {
  const sale = { name: unique(testInfo, "Usina"), amount: "12.345,67", customerName: unique(testInfo, "Cliente") };
  const other = { name: unique(testInfo, "Telhado"), amount: "8900" };

  await test.step("entrar", async () => {
    await signIn(page);
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole("heading", { name: `Olá, ${DEMO_MANAGER.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Registrar nova venda" })).toBeVisible();
  });

  await test.step("registrar venda com novo cliente", async () => {
    await page.getByRole("link", { name: "Registrar nova venda" }).click();
    await expect(page).toHaveURL(/\/vendas\/registro$/);
    await createSale(page, sale);
  });

  const contato = column(page, "Contato");
  const proposta = column(page, "Proposta");
  await test.step("o cartão aparece em Contato, com valor em reais", async () => {
    const k = card(contato, sale.name);
    await expect(k).toHaveCount(1);
    await expect(k.locator(".num")).toHaveText(/^#\d{5}$/);
    await expect(k.locator(".amount")).toHaveText("R$ 12.345,67");
    await expect(k.locator(".customer")).toHaveText(`Cliente: ${sale.customerName}`);
    await expect(contato.locator(".totals").first()).toHaveText(/^\d+ (item|itens) · R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  });

  await test.step("mover para Proposta pelo formulário Mover", async () => {
    const form = await openMoveForm(card(contato, sale.name));
    await form.getByLabel("Mover para").selectOption({ label: "Proposta" });
    await form.getByLabel("Posição").fill("1");
    await form.getByRole("button", { name: "Mover" }).click();
    await expect(card(proposta, sale.name)).toHaveCount(1);
    await expect(card(contato, sale.name)).toHaveCount(0);
    await expect(proposta.locator("li.kcard").first()).toContainText(sale.name);
  });

  await test.step("abrir a venda e marcar como ganha", async () => {
    await card(proposta, sale.name).getByRole("link", { name: sale.name }).click();
    await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(sale.name);
    await expect(situation(page)).toHaveText("Em andamento");
    const win = page.getByRole("form", { name: "Venda Ganha" });
    await win.getByLabel("Potência (kWp)").fill("5,5");
    await win.getByLabel("Tipo de UC").selectOption("Residencial");
    await win.getByRole("button", { name: "Marcar como ganha" }).click();
    await expect(situation(page)).toHaveText("Venda Ganha");
    // The next page says what was done (issue 18 "Feedback").
    await expect(page.getByRole("status").filter({ hasText: "Venda marcada como ganha." })).toBeVisible();
    await expect(page.getByRole("form", { name: "Venda Ganha" })).toHaveCount(0);
  });

  await test.step("retornar ao funil", async () => {
    const back = page.getByRole("form", { name: "Retornar ao funil" });
    await back.getByLabel("Coluna").selectOption({ label: "Proposta" });
    await back.getByRole("button", { name: "Retornar ao funil" }).click();
    await expect(situation(page)).toHaveText("Em andamento");
    await expect(page.getByRole("form", { name: "Venda Ganha" })).toBeVisible();
  });

  await test.step("histórico em pt-BR, por Gerente Demo", async () => {
    await unfoldItem(page);
    const lines = history(page);
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: "Criado na coluna Contato" })).toHaveText(by("Criado na coluna Contato com valor R$ 12.345,67"));
    await expect(lines.filter({ hasText: "Movido de" })).toHaveText(by("Movido de Contato para Proposta"));
    await expect(lines.filter({ hasText: "Venda ganha" })).toHaveText(by("Venda ganha (5,5 kWp, Residencial)"));
    await expect(lines.filter({ hasText: "Retornado" })).toHaveText(by("Retornado ao funil na coluna Proposta"));
  });

  await test.step("perder outra venda, com motivo", async () => {
    await createSale(page, other);
    await expect(card(contato, other.name).locator(".amount")).toHaveText("R$ 8.900,00");
    await card(contato, other.name).getByRole("link", { name: other.name }).click();
    const lose = page.getByRole("form", { name: "Venda Perdida" });
    await lose.getByLabel("Motivo da perda").selectOption("Concorrência");
    await lose.getByRole("button", { name: "Marcar como perdida" }).click();
    await expect(situation(page)).toHaveText("Venda Perdida");
    await expect(page.getByRole("status").filter({ hasText: "Venda marcada como perdida." })).toBeVisible();
    await expect(page.locator("dl.info dt:text-is('Motivo da perda') + dd")).toHaveText("Concorrência");
    await unfoldItem(page);
    await expect(history(page).filter({ hasText: "Venda perdida" })).toHaveText(by("Venda perdida (motivo: Concorrência)"));
    await expect(page.getByRole("form", { name: "Retornar ao funil" })).toBeVisible();
  });

  await test.step("no quadro: a ganha voltou a Proposta, a perdida saiu", async () => {
    await openBoard(page);
    await expect(card(proposta, sale.name)).toHaveCount(1);
    await expect(card(page, other.name)).toHaveCount(0);
  });
});

test.describe("com sessão", () => {
  test.use({ storageState: MANAGER_STATE });

  test("nova venda: erros em pt-BR ao lado dos campos, valores mantidos", JOURNEY, async ({ page, javaScriptEnabled }, testInfo) => {
    await page.goto("/vendas/registro");
    const name = page.getByLabel("Nome da venda");
    const amount = page.getByLabel("Valor (R$)");
    const validity = page.getByLabel("Validade");
    const save = page.getByRole("button", { name: "Salvar venda" });

    if (javaScriptEnabled) {
      // conform validates a field when it loses focus, before any submit (retried: the page may
      // not be hydrated yet on the first blur).
      await expect(async () => {
        await amount.fill("abc");
        await amount.blur();
        await expect(amount).toHaveAccessibleDescription("Insira um valor válido.", { timeout: 1_000 });
      }).toPass();
      await expect(page).toHaveURL(/\/vendas\/registro$/);
      await amount.fill("");
    }

    // Empty form: with JS conform stops the submit in the browser; without JS the server answers 400.
    await save.click();
    await expect(page).toHaveURL(/\/vendas\/registro$/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Campo obrigatório.");
    await expect(amount).toHaveAccessibleDescription("Insira um valor válido.");

    const saleName = unique(testInfo, "Validação");
    await name.fill(saleName);
    await amount.fill("abc");
    await save.click();
    await expect(amount).toHaveAccessibleDescription("Insira um valor válido.");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue(saleName);
    // With JS the money mask keeps only digits and separators (spec part 1 §5 input cleaning).
    await expect(amount).toHaveValue(javaScriptEnabled ? "" : "abc");

    // A past validity date is the decider's rule: the server answers, with JS on too.
    await amount.fill("1.500,00");
    await validity.fill("31/01/2020");
    await page.getByLabel("Potência (kWp)").fill("4,2");
    await save.click();
    await expect(validity).toHaveAccessibleDescription("Data inválida.");
    await expect(validity).toHaveAttribute("aria-invalid", "true");
    await expect(amount).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/vendas\/registro$/);
    await expect(name).toHaveValue(saleName);
    await expect(amount).toHaveValue("1.500,00");
    await expect(validity).toHaveValue("31/01/2020");
    await expect(page.getByLabel("Potência (kWp)")).toHaveValue("4,2");

    // Nothing was created.
    await openBoard(page);
    await expect(card(page, saleName)).toHaveCount(0);
  });

  test("envio duplo do mesmo movimento é aplicado uma vez", async ({ page }, testInfo) => {
    const sale = { name: unique(testInfo, "Duplo"), amount: "3.000,00" };
    await createSale(page, sale);
    const boardPath = new URL(page.url()).pathname;
    const form = await openMoveForm(card(column(page, "Contato"), sale.name));
    await form.getByLabel("Mover para").selectOption({ label: "Proposta" });
    await form.getByLabel("Posição").fill("1");
    const fields = await form.evaluate((f) => Object.fromEntries(new FormData(f as HTMLFormElement)) as Record<string, string>);
    expect(fields).toMatchObject({ intent: "move", position: "1" });
    expect(fields.commandId).toMatch(/^[0-9a-f-]{36}$/);

    await form.getByRole("button", { name: "Mover" }).click();
    await expect(card(column(page, "Proposta"), sale.name)).toHaveCount(1);

    // The same form data again, twice (a reload that re-posts, a double click): each answered like
    // the first, with the redirect, and nothing appended.
    for (let i = 0; i < 2; i++) {
      const res = await page.request.post(boardPath, { form: fields, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      // Back at the moved card (issue 18 "Feedback").
      expect(res.headers()["location"]).toBe(`${boardPath}#item-${fields.itemId}`);
    }

    await page.reload();
    await expect(card(page, sale.name)).toHaveCount(1);
    await expect(card(column(page, "Proposta"), sale.name)).toHaveCount(1);
    await card(page, sale.name).getByRole("link", { name: sale.name }).click();
    await unfoldItem(page);
    await expect(history(page).filter({ hasText: "Movido de" })).toHaveCount(1);
    await expect(history(page).filter({ hasText: "Movido de" })).toHaveText(by("Movido de Contato para Proposta"));
    await expect(history(page)).toHaveCount(2);
  });
});
