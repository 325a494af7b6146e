// The final proposal's PDF, its sending and the public verification (issue 17), JavaScript off and
// on: a finished proposal's PDF downloads (attachment, nosniff) and its text has the customer and
// "R$ 17.700,00"; "Registrar envio" records it; signed out, /proposta/verificacao says the same file
// was sent by the company and a changed file was not; the PDF after the sending is byte for byte the
// one sent; an unfinished proposal's PDF is the spec's message page (409), not a 500.
// The download and the sending start from the company's final page (/proposta/final/:pid).
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { MANAGER_STATE } from "./support/paths";
import { submit, unique } from "./support/app";
import { withE2eDatabase } from "./support/db";
import { DEMO_FINAL_PRICE, finishProposal } from "./support/proposal";

test.use({ storageState: MANAGER_STATE });

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

test("PDF da proposta: baixar, ler o texto, registrar envio e verificar sem login", async ({ page, browser }, testInfo) => {
  const customer = unique(testInfo, "Cliente PDF Conceição");
  const { pid, count } = await finishProposal(page, customer);

  // The file: attachment named by the number, nosniff.
  const res = await page.request.get(`/proposta/final/pdf/${pid}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toBe(`attachment; filename="proposta-${count.slice(1)}.pdf"`);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const first = await res.body();

  // Downloaded as a person would, from the final page's link.
  await page.goto(`/proposta/final/${pid}`);
  const download = page.waitForEvent("download");
  await page.getByRole("navigation", { name: "Versões da proposta" }).getByRole("link", { name: "PDF", exact: true }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(sha(bytes)).toBe(sha(first)); // deterministic
  const text = await pdfText(bytes);
  expect(text).toContain(customer);
  expect(text).toContain(DEMO_FINAL_PRICE);
  expect(text).toContain(`Proposta ${count}`);

  // Registrar envio → back to the final page, whose flash says so (not a ?enviado=1 flag), with the way to check a file.
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/proposta/final/enviar/${pid}`));
  await page.getByRole("button", { name: "Registrar envio" }).click();
  const sent = await posted;
  expect(sent.status()).toBe(302);
  expect(sent.headers().location).toBe(`/proposta/final/${pid}`);
  await expect(page).toHaveURL(new RegExp(`/proposta/final/${pid}$`));
  const said = page.getByRole("status").filter({ hasText: "Envio registrado: quem receber o PDF pode conferi-lo na verificação de propostas." });
  await expect(said).toBeVisible();
  await expect(said.getByRole("link", { name: "Verificar proposta" })).toHaveAttribute("href", "/proposta/verificacao");
  // Read once: a reload no longer says it.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Envio registrado" })).toHaveCount(0);

  // The PDF after the sending is the same file (the sending is not content).
  expect(sha(await (await page.request.get(`/proposta/final/pdf/${pid}`)).body())).toBe(sha(bytes));

  // Signed out: the same file was sent; one byte more is another file; a text file is not a PDF.
  // An empty storage state: browser.newContext() would otherwise take the test's signed-in one.
  const outsider = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js-on", storageState: { cookies: [], origins: [] } });
  try {
    const p = await outsider.newPage();
    const verify = async (name: string, buffer: Buffer, mimeType = "application/pdf") => {
      await p.goto("/proposta/verificacao");
      await p.getByLabel("Arquivo PDF da proposta").setInputFiles({ name, mimeType, buffer });
      await p.getByRole("button", { name: "Verificar" }).click();
    };
    await verify("proposta.pdf", bytes);
    await expect(p.getByRole("status")).toHaveText(
      new RegExp(`^Este arquivo é a proposta ${count} enviada em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} por .+\\.$`),
    );
    await verify("alterada.pdf", Buffer.concat([bytes, Buffer.from("\n")]));
    await expect(p.getByRole("status")).toHaveText("Este arquivo não corresponde a nenhuma proposta enviada.");
    await verify("nota.pdf", Buffer.from("não sou um PDF"), "text/plain");
    await expect(p.getByText("O arquivo não é um PDF.")).toBeVisible();
    // Signed out by the front id (the public link's form): the same file.
    const frontId = await withE2eDatabase(
      async ({ database }) =>
        (await database.db.selectFrom("rm_proposals").select("front_id").where("id", "=", pid).executeTakeFirstOrThrow()).front_id,
    );
    const pub = await p.request.get(`/proposta/final/pdf/${frontId}`);
    expect(pub.status()).toBe(200);
    expect(sha(await pub.body())).toBe(sha(bytes));
    // Signed out, the signed-in PDF route asks for a login (a uuid is never public).
    const anon = await p.request.get(`/proposta/final/pdf/${pid}`, { maxRedirects: 0 });
    expect(anon.status()).toBe(302);
    expect(anon.headers().location).toBe("/login");
  } finally {
    await outsider.close();
  }
});

test("PDF de proposta sem preço: a mensagem do spec (409), nunca um 500; id desconhecido: 404", async ({ page }, testInfo) => {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente PDF Sem Preço"));
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await submit(page, "Salvar cliente");
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await page.locator('[name="powerDistCompany"]').fill("CPFL Paulista");
  await page.locator('[name="energyBillData[0].ucName"]').fill("Casa");
  await page.locator('[name="energyBillData[0].phase"]').selectOption("two");
  await page.locator('[name="energyBillData[0].kwhPrice"]').fill("0,92");
  for (let m = 0; m < 12; m++) await page.locator(`[name="energyBillData[0].monthlyConsumption[${m}]"]`).fill("400");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/escolha-kit\/[0-9a-f-]{36}$/);
  const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(page.url())![1];

  const res = await page.goto(`/proposta/final/pdf/${pid}`);
  expect(res?.status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText("Erro ao tentar carregar o arquivo.");
  await expect(page.getByRole("alert")).toContainText("Esta proposta não possui dados do preço");

  // Sending it is refused with the same message; nothing is recorded.
  const send = await page.request.post(`/proposta/final/enviar/${pid}`, {
    form: {
      csrf: await page.request.get("/cliente/cadastro").then(async (r) => /name="csrf" value="([^"]+)"/.exec(await r.text())?.[1] ?? ""),
      commandId: randomUUID(),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(send.status()).toBe(409);

  expect((await page.request.get(`/proposta/final/pdf/${randomUUID()}`)).status()).toBe(404);
  expect((await page.request.get(`/proposta/final/pdf/naoexiste12345`)).status()).toBe(404);
});
