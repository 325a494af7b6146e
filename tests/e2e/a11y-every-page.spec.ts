// axe-core on every page a signed-in manager can reach (issue 18, "Checks"): the pages are found by
// following the links of the app from /inicio (one page per route shape: ids and query values
// collapsed), so a new page is scanned without editing this list. No serious or critical violation
// is allowed, JavaScript off and on. The required route shapes below make the test fail if the
// crawl stops reaching the main areas (boards, item page, customers, agenda, settings, ...).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { unique } from "./support/app";
import { finishProposal } from "./support/proposal";
import { signInAdmin } from "./support/admin";

test.use({ storageState: MANAGER_STATE });
test.setTimeout(600_000);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// Links that are downloads, sign-outs or binary answers: not pages to scan.
const SKIP = [
  /^\/logout/,
  /^\/admin/,
  /^\/login/,
  /\.pdf/,
  /\/pdf\//,
  /exportar/,
  /exportacao-arquivo/,
  /\/arquivo\//,
  /\/proposta\/logo\//,
  /tema\.css/,
  /\/menu$/,
];
const MAX_PAGES = 120;

/** "/vendas/editar/9f0c…?aba=notas&page=2" → "/vendas/editar/:id?aba=notas&page" (tab values kept: each tab is a page). */
function shapeOf(href: string): string {
  const url = new URL(href, "http://x");
  const path = url.pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id").replace(/\/\d+(?=\/|$)/g, "/:n");
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => (k === "aba" || k === "tab" ? `${k}=${v}` : k))
    .sort()
    .join("&");
  return query ? `${path}?${query}` : path;
}

/** Follows the links from `start` that `follow` accepts (default: the app's pages, not SKIP). */
async function crawl(page: Page, start = "/inicio", follow = (href: string) => !SKIP.some((s) => s.test(href))): Promise<Map<string, string>> {
  const seen = new Set<string>([shapeOf(start)]);
  const pages = new Map<string, string>(); // shape → first URL seen that answered with an HTML page
  const queue = [start];
  while (queue.length > 0 && pages.size < MAX_PAGES) {
    const path = queue.shift()!;
    const res = await page.request.get(path);
    // Downloads found on the way (a CSV of refused import lines, say) are not pages to scan.
    const headers = res.headers();
    if (!res.ok() || !(headers["content-type"] ?? "").includes("text/html") || (headers["content-disposition"] ?? "").includes("attachment"))
      continue;
    pages.set(shapeOf(path), path);
    const html = await res.text();
    for (const [, raw] of html.matchAll(/<a [^>]*href="([^"#]+)"/g)) {
      const href = raw.replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//") || !follow(href)) continue;
      const shape = shapeOf(href);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push(href);
    }
  }
  return pages;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

async function axeOn(page: Page, javaScript: boolean): Promise<Violation[]> {
  // With JavaScript off the page's timers never fire and axe waits on setTimeout: the scan runs them
  // as microtasks instead (the page itself stays without scripts: this runs from the test runner).
  if (!javaScript)
    await page.evaluate(() => {
      const w = window as unknown as { setTimeout: unknown; clearTimeout: unknown };
      w.setTimeout = (fn: (...a: unknown[]) => void, _ms?: number, ...a: unknown[]) => (void Promise.resolve().then(() => fn(...a)), 0);
      w.clearTimeout = () => {};
    });
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run({ resultTypes: ["violations"] });
    return r.violations;
  });
}

test("axe: nenhuma violação séria ou crítica em todas as páginas do gerente", async ({ page }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  // The demo has no finished proposal: one is made first, so its final views and the wizard's steps are scanned too.
  await finishProposal(page, unique(testInfo, "Cliente Acessível"));
  const pages = await crawl(page);
  const shapes = [...pages.keys()];
  // The main areas the crawl must reach (issue 18's list): boards, item page, customers and a
  // customer, agenda, settings tabs, catalogue, kits, proposals, a final proposal, admin pages.
  for (const needed of [
    /^\/vendas\/funil\/:id$/,
    /^\/pre-venda\/funil\/:id$/,
    /^\/projetos\/quadro\/:id$/,
    /^\/vendas\/editar\/:id/,
    /^\/clientes\/lista\/:id$/,
    /^\/cliente\/editar\/:id/,
    /^\/vendas\/agenda\/:id$/,
    /^\/configuracoes$/,
    /^\/configuracoes\/webhooks$/,
    /^\/modulos\/lista/,
    /^\/kits\/lista\/:id$/,
    /^\/propostas\/lista\/:id$/,
    /^\/proposta\/final\/:id$/,
    /^\/auditoria\/exportacao$/,
    /^\/colaboradores\/:id$/,
  ])
    expect(
      shapes.some((s) => needed.test(s)),
      `${needed} not reached; reached:\n${shapes.join("\n")}`,
    ).toBe(true);

  const problems = await scan(page, pages, javaScript);
  console.log(`axe: ${pages.size} pages scanned`);
  expect(problems, problems.join("\n")).toEqual([]);
});

// The platform admin's pages (/admin1, /admin/empresas and a company's audit views), signed in
// with the admin's password and second factor.
test("axe: nenhuma violação séria ou crítica nas páginas do administrador da plataforma", async ({ page }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const signedOut = await scan(page, new Map([["/admin1", "/admin1"]]), javaScript, true);
  await signInAdmin(page);
  const pages = await crawl(
    page,
    "/admin/empresas",
    (href) => /^\/admin\//.test(href) && !/^\/admin\/sair/.test(href) && !/exporta|\.pdf|arquivo/.test(href),
  );
  const shapes = [...pages.keys()];
  for (const needed of [/^\/admin\/empresas$/, /^\/admin\/empresas\/:id\/auditoria\/quadro\//])
    expect(
      shapes.some((s) => needed.test(s)),
      `${needed} not reached; reached:\n${shapes.join("\n")}`,
    ).toBe(true);
  const problems = [...signedOut, ...(await scan(page, pages, javaScript))];
  console.log(`axe (admin): ${pages.size + 1} pages scanned`);
  expect(problems, problems.join("\n")).toEqual([]);
});

/** Opens each page and lists its serious and critical axe violations (and pages that do not answer). */
async function scan(page: Page, pages: Map<string, string>, javaScript: boolean, signedOut = false): Promise<string[]> {
  const problems: string[] = [];
  if (signedOut) await page.context().clearCookies();
  for (const [shape, url] of pages) {
    const res = await page.goto(url);
    if (!res || res.status() >= 400) {
      problems.push(`${shape}: HTTP ${res?.status()}`);
      continue;
    }
    for (const v of await axeOn(page, javaScript)) {
      if (v.impact !== "serious" && v.impact !== "critical") continue;
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`)
        .join("\n      ");
      problems.push(`${shape} [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n      ${where}`);
    }
  }
  return problems;
}
