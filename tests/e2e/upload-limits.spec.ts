// Oversized uploads: the kit upload (issue 15, "a 50 MB file"). JavaScript off: the request guard refuses
// the body before Remix (413), and the browser shows a page in the app's look with the limit and a
// link back to the upload page it came from, instead of a bare line of text. JavaScript on: the page
// refuses the file before sending it, with the same message on the form.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

test("upload de kits: arquivo acima de 20 MB é recusado com a mensagem do limite e um caminho de volta", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  await page.goto("/upload-de-kits");
  await expect(page.getByRole("heading", { name: "Upload de kits", level: 1 })).toBeVisible();
  // 21 MB of CSV-looking bytes: over the documented 20 MB (and the framing the guard allows on top).
  const buffer = Buffer.alloc(21 * 1024 * 1024, "a;b;c\n");
  await page.getByLabel("Arquivo CSV ou XLSX").setInputFiles({ name: "kits-enorme.csv", mimeType: "text/csv", buffer });
  const posts: string[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));

  if (js) {
    await page.getByRole("button", { name: "Pré-visualizar" }).click();
    await expect(page.getByRole("alert")).toHaveText("O envio passa do limite de 20 MB.");
    expect(posts, "nothing uploaded").toEqual([]);
    // A file within the limit is sent as before (the message goes away).
    await page.getByLabel("Arquivo CSV ou XLSX").setInputFiles({ name: "kits-vazio.csv", mimeType: "text/csv", buffer: Buffer.from("x\n") });
    await page.getByRole("button", { name: "Pré-visualizar" }).click();
    await expect(page.getByText("O envio passa do limite de 20 MB.")).toHaveCount(0);
    expect(posts.length).toBeGreaterThan(0);
    return;
  }

  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/upload-de-kits");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  const response = await answer;
  expect(response.status()).toBe(413);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");

  await expect(page.getByRole("heading", { name: "ENVIO GRANDE DEMAIS", level: 1 })).toBeVisible();
  await expect(page.getByText("O envio passa do limite de 20 MB.")).toBeVisible();
  // The app's style sheet applies (the CSP lets /styles.css in): the error page is centred.
  await expect(page.locator("main.error-page")).toHaveCSS("text-align", "center");
  const back = page.getByRole("link", { name: "Voltar" });
  await expect(back).toHaveAttribute("href", "/upload-de-kits");
  await back.click();
  await expect(page).toHaveURL(/\/upload-de-kits$/);
  await expect(page.getByRole("heading", { name: "Upload de kits", level: 1 })).toBeVisible();
});

// The other upload pages share the same guard (and, with JS, the same check before sending).
for (const page of [
  { path: "/upload-de-clientes", heading: "Upload de clientes", input: "Arquivo CSV", mb: 5 },
  { path: "/tabelas/tarifas/upload", heading: "Importar tarifas da ANEEL", input: "Arquivo CSV ou XLSX", mb: 20 },
]) {
  test(`${page.path}: arquivo acima de ${page.mb} MB é recusado com a mensagem do limite`, async ({ page: p }, testInfo) => {
    const js = testInfo.project.name === "js-on";
    await p.goto(page.path);
    await expect(p.getByRole("heading", { name: page.heading, level: 1 })).toBeVisible();
    const buffer = Buffer.alloc((page.mb + 1) * 1024 * 1024, "a;b;c\n");
    await p.getByLabel(page.input, { exact: true }).setInputFiles({ name: "enorme.csv", mimeType: "text/csv", buffer });
    const posts: string[] = [];
    p.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const message = `O envio passa do limite de ${page.mb} MB.`;
    if (js) {
      await p.getByRole("button", { name: "Pré-visualizar" }).click();
      await expect(p.getByRole("alert")).toHaveText(message);
      expect(posts, "nothing uploaded").toEqual([]);
      return;
    }
    const answer = p.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === page.path);
    await p.getByRole("button", { name: "Pré-visualizar" }).click();
    expect((await answer).status()).toBe(413);
    await expect(p.getByText(message)).toBeVisible();
    await expect(p.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", page.path);
  });
}
