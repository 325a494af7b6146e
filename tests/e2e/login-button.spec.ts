// Part 1 §2.3: FAZER LOGIN is disabled until the form is valid (with JS); without JS it is a plain
// submit, and the server answers with the field errors.
import { expect, test } from "@playwright/test";

test("FAZER LOGIN só habilita com o formulário válido", async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  const button = page.getByRole("button", { name: "Fazer login" });
  if (!javaScriptEnabled) {
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText("Campo obrigatório.").first()).toBeVisible();
    return;
  }
  await expect(button).toBeDisabled();
  await page.getByLabel("E-mail").fill("gerente@girassol");
  await page.getByLabel("Senha").fill("qualquer");
  await expect(button).toBeDisabled();
  await page.getByLabel("E-mail").fill("gerente@girassol.demo");
  await expect(button).toBeEnabled();
  await page.getByLabel("Senha").fill("");
  await expect(button).toBeDisabled();
});
