// R7: the permission matrix. Every page built so far is requested as five personas (the demo
// manager, a vendor with no flags, a vendor with every flag, another company's manager, and
// nobody) and must answer as part 1 §6 says: allowed → 200; forbidden → 403 or 404; signed out →
// the sign-in page. Nothing of the demo company may appear in another company's responses.
// Also: cross-origin POSTs are refused, and <script> typed into a text field comes back escaped.
import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { sql } from "kysely";
import { connect } from "../../db/connect";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { PERMISSION_FLAGS } from "../../domain/shared/permissions";
import { pollFor, withE2eDatabase } from "./support/db";
import { DEMO_MANAGER } from "./support/paths";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "HTTP-level checks: run once");
// One worker for the whole file: the personas are made once in beforeAll.
test.describe.configure({ mode: "serial" });

type Persona = "manager" | "vendorNone" | "vendorAll" | "other" | "anon";
type Expect = "ok" | "deny" | "login" | "admin";
const PERSONAS: Persona[] = ["manager", "vendorNone", "vendorAll", "other", "anon"];

/** A row: the path (with {self}, {mgr}, {item}, {cust}) and what each signed-in persona gets. */
interface Row {
  path: string;
  manager: Expect;
  vendorNone: Expect;
  vendorAll: Expect;
  other: Expect;
}
const everyone = (path: string): Row => ({ path, manager: "ok", vendorNone: "ok", vendorAll: "ok", other: "ok" });
/** Pages of the user's own company that need a flag: other company's manager sees their own. */
const flagged = (path: string): Row => ({ path, manager: "ok", vendorNone: "deny", vendorAll: "ok", other: "ok" });
/** Pages naming a record of the demo company. */
const demoRecord = (path: string): Row => ({ path, manager: "ok", vendorNone: "deny", vendorAll: "ok", other: "deny" });

const BOARDS = [
  { base: "/vendas", board: "funil", metrics: true },
  { base: "/pre-venda", board: "funil", metrics: true },
  { base: "/projetos", board: "quadro", metrics: true },
  { base: "/instalacoes", board: "quadro", metrics: true },
  { base: "/pos-venda", board: "quadro", metrics: false },
  { base: "/administrativo", board: "quadro", metrics: false },
];

const ROWS: Row[] = [
  everyone("/inicio"),
  everyone("/notificacoes"),
  everyone("/conta/info/{self}"),
  everyone("/conta/senha/{self}"),
  { path: "/conta/info/{mgr}", manager: "ok", vendorNone: "deny", vendorAll: "deny", other: "deny" },
  ...BOARDS.flatMap((b) => [
    flagged(`${b.base}/${b.board}/{self}`),
    flagged(`${b.base}/registro`),
    flagged(`${b.base}/finalizadas`),
    flagged(`${b.base}/agenda/{self}`),
    ...(b.metrics ? [flagged(`${b.base}/dados/{self}`)] : []),
  ]),
  demoRecord("/vendas/funil/{mgr}"),
  demoRecord("/vendas/editar/{item}"),
  flagged("/cliente/cadastro"),
  flagged("/clientes/lista/{self}"),
  // Export and upload: non-vendors or sales managers (salesManager is in effect for vendorAll).
  flagged("/clientes/exportar"),
  // Time travel: managers only.
  { path: "/auditoria/item/{item}", manager: "ok", vendorNone: "deny", vendorAll: "deny", other: "deny" },
  { path: "/auditoria/quadro/vendas", manager: "ok", vendorNone: "deny", vendorAll: "deny", other: "ok" },
  demoRecord("/cliente/editar/{cust}"),
  demoRecord("/colaboradores/{mgr}"),
  flagged("/configuracoes"),
  flagged("/configuracoes/webhooks"),
  flagged("/configuracoes/checklists"),
  { path: "/financeiro", manager: "ok", vendorNone: "deny", vendorAll: "deny", other: "ok" },
  demoRecord("/arquivos/{cust}"),
  flagged("/upload-de-clientes"),
  // Proposals (issue 16): everyone sees their own list; the company's defaults as settings
  // (configManager), and only at one's own id; pricing settings with pricingEdit.
  everyone("/propostas/lista/{self}"),
  flagged("/personalizar-proposta/{self}"),
  { path: "/personalizar-proposta/{mgr}", manager: "ok", vendorNone: "deny", vendorAll: "deny", other: "deny" },
  flagged("/configuracoes/precificacao"),
  { path: "/admin/empresas", manager: "admin", vendorNone: "admin", vendorAll: "admin", other: "admin" },
];

/**
 * Actions, not only pages: each POST (a valid form with the persona's own CSRF token) must be
 * refused (403/404) for the personas listed, and append nothing.
 */
const POSTS: { path: string; form: Record<string, string>; denied: Persona[] }[] = [
  // Teams widen data scopes: only the manager, even for a vendor holding every flag.
  {
    path: "/colaboradores/{mgr}",
    form: { intent: "create-team", name: "Equipe Matriz", leaderId: "{self}", memberIds: "{self}" },
    denied: ["vendorNone", "vendorAll", "other"],
  },
  {
    path: "/configuracoes?secao=origens",
    form: { intent: "save-origens", values: "Indicação\nSite" },
    denied: ["vendorNone"],
  },
  { path: "/cliente/editar/{cust}", form: { intent: "archive" }, denied: ["vendorNone", "other"] },
  {
    path: "/vendas/editar/{item}",
    form: { intent: "edit", name: "Tomada", amount: "1,00", leadTemperature: "-1" },
    denied: ["vendorNone", "other"],
  },
  // Nobody edits their own flags.
  {
    path: "/colaboradores/{mgr}",
    form: { intent: "set-permissions", vendorId: "{self}", flags: "configManager" },
    denied: ["vendorNone", "vendorAll", "other"],
  },
];

const DEMO_MARKERS = ["Demo Solar", "Gerente Demo", "Residência Ana 5 kWp", "Padaria Pão Dourado"];

let ctx: Record<Persona, { api: APIRequestContext; id: string }>;
let ids = { mgr: "", item: "", cust: "" };

async function signedIn(baseURL: string, email: string, password: string) {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(res.status(), `sign in ${email}`).toBe(302);
  return api;
}

async function idOf(api: APIRequestContext): Promise<string> {
  const html = await (await api.get("/inicio")).text();
  return html.match(/\/conta\/info\/([0-9a-f-]{36})/)![1];
}

test.beforeAll(async ({ baseURL }, testInfo) => {
  if (testInfo.project.name !== "js-off") return;
  const tag = randomUUID().slice(0, 8);
  const people = {
    vendorNone: { name: "Vendedor Sem Flags", email: `none-${tag}@matriz.demo`, password: "Matriz1234" },
    vendorAll: { name: "Vendedor Com Flags", email: `all-${tag}@matriz.demo`, password: "Matriz1234" },
    other: { name: "Gerente Outra Matriz", email: `outra-${tag}@matriz.demo`, password: "Matriz1234" },
  };
  await withE2eDatabase(async ({ database, store }) => {
    const demo = await database.db.selectFrom("rm_companies").select(["id", "manager_id"]).where("name", "=", "Demo Solar").executeTakeFirstOrThrow();
    ids.mgr = demo.manager_id;
    ids.item = (
      await database.db
        .selectFrom("rm_items")
        .select("id")
        .where("company_id", "=", demo.id)
        .where("name", "=", "Residência Ana 5 kWp")
        .executeTakeFirstOrThrow()
    ).id;
    ids.cust = (
      await database.db.selectFrom("rm_customers").select("id").where("company_id", "=", demo.id).orderBy("name").executeTakeFirstOrThrow()
    ).id;
    await addVendor({ database, store }, demo.id, demo.manager_id, people.vendorNone, new Date(), {});
    await addVendor(
      { database, store },
      demo.id,
      demo.manager_id,
      people.vendorAll,
      new Date(),
      Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])),
    );
    await registerCompany({ database, store }, { name: `Outra Matriz ${tag}`, plan: "ENTERPRISE", manager: people.other });
    await pollFor(async () => {
      const emails = Object.values(people).map((p) => p.email);
      const n = await database.db.selectFrom("rm_users").select("id").where("email", "in", emails).execute();
      return n.length === 3;
    });
  });
  const entries = await Promise.all(
    [
      ["manager", DEMO_MANAGER] as const,
      ["vendorNone", people.vendorNone] as const,
      ["vendorAll", people.vendorAll] as const,
      ["other", people.other] as const,
    ].map(async ([p, u]) => {
      const api = await signedIn(baseURL!, u.email, u.password);
      return [p, { api, id: await idOf(api) }] as const;
    }),
  );
  ctx = {
    ...Object.fromEntries(entries),
    anon: { api: await request.newContext({ baseURL }), id: "00000000-0000-0000-0000-000000000000" },
  } as typeof ctx;
});

test.afterAll(async () => {
  if (ctx) await Promise.all(Object.values(ctx).map((c) => c.api.dispose()));
});

const fill = (path: string, self: string) =>
  path.replace("{self}", self).replace("{mgr}", ids.mgr).replace("{item}", ids.item).replace("{cust}", ids.cust);

test("cada página responde a cada perfil como a §6 manda; nada da Demo em outra empresa", async () => {
  const failures: string[] = [];
  let checked = 0;
  for (const row of ROWS) {
    for (const persona of PERSONAS) {
      const { api, id } = ctx[persona];
      const path = fill(row.path, id);
      const res = await api.get(path, { maxRedirects: 0 });
      const status = res.status();
      const location = res.headers().location ?? "";
      const want: Expect = persona === "anon" ? (row.path.startsWith("/admin/") ? "admin" : "login") : row[persona];
      const ok =
        want === "ok"
          ? status === 200
          : want === "deny"
            ? status === 403 || status === 404
            : want === "login"
              ? status === 302 && location === "/login"
              : status === 302 && location === "/admin1";
      if (!ok) failures.push(`${persona} GET ${path}: esperado ${want}, veio ${status} ${location}`);
      if (persona === "other" && status === 200) {
        const body = await res.text();
        for (const m of DEMO_MARKERS) if (body.includes(m)) failures.push(`other GET ${path}: contém "${m}"`);
      }
      // A 5xx is never an acceptable answer.
      if (status >= 500) failures.push(`${persona} GET ${path}: ${status}`);
      checked++;
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
  expect(checked).toBe(ROWS.length * PERSONAS.length);
});

test("ações proibidas a um perfil são 403/404 e não gravam nada", async () => {
  const database = await connect({ url: process.env.GIRASSOL_E2E_DATABASE_URL!, max: 1 });
  const head = async () =>
    String(
      (
        await database.db
          .selectFrom("events")
          .select((eb) => eb.fn.max("global_position").as("p"))
          .executeTakeFirstOrThrow()
      ).p ?? 0,
    );
  const failures: string[] = [];
  try {
    for (const post of POSTS) {
      for (const persona of post.denied) {
        const { api, id } = ctx[persona];
        const csrf = (await (await api.get("/inicio")).text()).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
        expect(csrf, `${persona} has a CSRF token`).not.toBe("");
        const form = Object.fromEntries(Object.entries(post.form).map(([k, v]) => [k, fill(v, id)]));
        const before = await head();
        const res = await api.post(fill(post.path, id), {
          form: { csrf, commandId: randomUUID(), ...form },
          maxRedirects: 0,
        });
        if (![403, 404].includes(res.status())) failures.push(`${persona} POST ${post.path}: esperado 403/404, veio ${res.status()}`);
        // Other tests write in parallel: a change here must not be ours, so look for this persona's events.
        const mine = await database.db
          .selectFrom("events")
          .select("global_position")
          .where(sql<string>`metadata->>'actorId'`, "=", id)
          .where(sql<string>`global_position`, ">", before)
          .execute();
        if (mine.length) failures.push(`${persona} POST ${post.path}: gravou ${mine.length} evento(s)`);
      }
    }
  } finally {
    await database.close();
  }
  expect(failures, failures.join("\n")).toEqual([]);
});

test("POST de outra origem é recusado antes de qualquer ação", async () => {
  const { api, id } = ctx.manager;
  const res = await api.post(`/vendas/funil/${id}`, {
    form: { intent: "create-board", csrf: "x", commandId: randomUUID() },
    headers: { Origin: "https://atacante.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain("outra origem");
  const sameSite = await api.post("/menu", {
    form: { state: "normal", csrf: "x" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(sameSite.status()).toBe(403);
});

test("<script> digitado em campos de texto volta escapado", async () => {
  const { api, id } = ctx.manager;
  const payload = `<script>alert("xss")</script>`;
  const form = await (await api.get("/vendas/registro")).text();
  const hidden = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
  const res = await api.post("/vendas/registro", {
    form: {
      csrf: hidden("csrf"),
      commandId: hidden("commandId") || randomUUID(),
      name: `Venda ${payload}`,
      amount: "100,00",
      newCustomerName: `Cliente ${payload}`,
      leadTemperature: "-1",
    },
    maxRedirects: 0,
  });
  expect([200, 302, 400]).toContain(res.status());
  for (const page of [`/vendas/funil/${id}`, "/configuracoes?secao=origens"]) {
    const html = await (await api.get(page)).text();
    expect(html).not.toContain(payload);
  }
  // The settings textarea echoes what was typed back, escaped.
  const bad = await api.post("/configuracoes?secao=origens", {
    form: { intent: "save-origens", csrf: hidden("csrf"), commandId: randomUUID(), values: `${payload}\n${payload}` },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  const echoed = await bad.text();
  expect(echoed).not.toContain(payload);
  expect(echoed).toContain("&lt;script&gt;");
});
