// R6 (issue 8): generated form posts across every action route of the app (found in app/routes),
// against the real server on a fresh database, signed in with real cookies and CSRF tokens. The
// posts start from the forms the pages render and break them: wrong types, huge strings, missing
// fields, unknown intents, other companies' ids, bad CSRF tokens, garbage in the URL parameters.
//   no answer is a 5xx;
//   a post answered 4xx appended no event (events counted before and after each post, one at a time).
// Fixed seed. FUZZ_POSTS overrides the count (default below: see the comment there).
// Before the fuzzer, the inputs issue 14 (finding 8, and 2 for sizes) found answered 5xx or read
// whole, sent one by one: other body types, other methods, huge page numbers, far dates, bodies
// over the size limits (declared or streamed chunked): each a 4xx with a message, no event.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, WebSession, eventCount, newestEventTypes, type AppServer, type Reply } from "./support/app-server";
import { rawRequest, type RawOptions } from "./support/raw-http";
import { BOARD_TYPES } from "../../domain/shared";
import { BOARD_TYPE_INFO } from "../../app/lib/board-types";
import { postForms, type PageForm } from "./support/forms";
import { actionRoutes, fillPattern, type ActionRoute } from "./support/routes";
import { seededRandom } from "./support/random";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { uuidv7 } from "../../eventstore/ids";
import { registerCompany } from "../../scripts/demo-seed";
import { createItemCommand, sendItemCommand } from "../support/commands";

// Posts go one at a time, so that an appended event can be pinned on the post that made it, and
// each is a full server render: measured 7-21 posts/s on 2 cores shared with other work, so 10,000
// would take 8-20 min, far over the fault suite's budget. 1,500 reach every route ~50 times
// (the per-route counts are printed); a time cap (FUZZ_SECONDS) keeps a slow machine bounded, and
// the count actually posted is printed. FUZZ_POSTS=10000 FUZZ_SECONDS=3600 for the full run.
const POSTS = Number(process.env.FUZZ_POSTS ?? 1500);
const SECONDS_CAP = Number(process.env.FUZZ_SECONDS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 6);

let app: AppServer;
const sessions: { web: WebSession; email: string }[] = [];
let foreign: string[] = [];

beforeAll(async () => {
  app = await startApp();
  for (const email of ["gerente@girassol.demo", "vendedor@girassol.demo"]) {
    const web = new WebSession(app.baseUrl);
    await web.signIn(email, "Girassol123");
    sessions.push({ web, email });
  }
  // Another company, with an item, whose ids the fuzzer plants in forms and URLs.
  const store = createPostgresEventStore(app.database);
  try {
    const other = await registerCompany(
      { database: app.database, store },
      {
        name: "Outra Solar",
        plan: "ENTERPRISE",
        manager: { name: "Outro Gerente", email: "outro@girassol.test", password: "Girassol123" },
      },
    );
    const itemId = uuidv7();
    await sendItemCommand(
      store,
      { actorId: other.managerId, companyId: other.companyId },
      itemId,
      createItemCommand({
        itemId,
        name: "Venda de outra empresa",
        amount: "1000.00",
        ownerId: other.managerId,
        column: other.columns[0]!,
      }),
    );
    foreign = [other.companyId, other.managerId, itemId, ...other.columns.map((c) => c.columnId)];
  } finally {
    await store.close();
  }
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

interface Target {
  route: ActionRoute;
  path: string;
  forms: PageForm[];
}

const WRONG = [
  "abc",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "1.5",
  "-0,01",
  "31/02/2024",
  "2024-13-45",
  "00/00/0000",
  "true",
  "null",
  "[]",
  "{}",
  "undefined",
  "  ",
  "\u0000",
  "' or 1=1 --",
  "${7*7}",
  "../../etc/passwd",
  "%00",
  "<script>alert(1)</script>",
  "😀🌻",
  "ção",
  "R$ 1.234,56",
  "1.234.567,89",
  "12345678901",
  "000.000.000-00",
];

it("bad input from issue 14: other body types and methods, huge page numbers, far dates, oversized bodies → 4xx with a message, no event", async () => {
  const db = app.database.db;
  const manager = sessions[0]!.web;
  const me = await db.selectFrom("rm_users").select(["id", "company_id"]).where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow();
  const item = await db.selectFrom("rm_items").select("id").where("company_id", "=", me.company_id).executeTakeFirstOrThrow();
  const customer = await db.selectFrom("rm_customers").select("id").where("company_id", "=", me.company_id).executeTakeFirstOrThrow();
  const signedIn = { cookie: manager.cookie, origin: app.baseUrl };
  const problems: string[] = [];
  /** One request: its status must be one of `want` (a 4xx), with a text; no event appended. */
  const check = async <R extends { status: number; body: string }>(
    label: string,
    want: number[],
    send: () => Promise<R>,
    message: RegExp = /[a-zçãé]{3}/i,
  ): Promise<R | null> => {
    const before = await eventCount(app.database);
    let r: R;
    try {
      r = await send();
    } catch (e) {
      problems.push(`${label}: no answer (${(e as Error).message})`);
      return null;
    }
    const appended = (await eventCount(app.database)) - before;
    if (!want.includes(r.status)) problems.push(`${label} → ${r.status}, expected ${want.join("/")}: ${r.body.slice(0, 120)}`);
    else if (r.status >= 400 && !message.test(r.body)) problems.push(`${label} → ${r.status} without the message ${message}`);
    if (appended) problems.push(`${label} → ${r.status} but ${appended} event(s) appended`);
    return r;
  };
  const raw = (path: string, o: RawOptions) => rawRequest(app.baseUrl, path, o);

  // Body types: only urlencoded and multipart forms (with a boundary, well formed) are read.
  const truncated = '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc\r\n--XyZ\r\nContent-Disposi';
  const wrongBoundary = '--QQQ\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc\r\n--QQQ--\r\n';
  const bodies: [string, string, string][] = [
    ["text/plain", "text/plain", "email=a@b.c&password=x"],
    ["application/json", "application/json", '{"email":"a@b.c","password":"x"}'],
    ["no Content-Type", "", "email=a@b.c&password=x"],
    ["multipart without boundary", "multipart/form-data", "email=a"],
    ["multipart, empty boundary", "multipart/form-data; boundary=", "--\r\n"],
    ["multipart, another boundary in the body", "multipart/form-data; boundary=XyZ", wrongBoundary],
    ["multipart, truncated", "multipart/form-data; boundary=XyZ", truncated],
    ["multipart, garbage", "multipart/form-data; boundary=XyZ", "\u0000\u0001garbage--XyZ"],
  ];
  const postTargets: [string, Record<string, string>][] = [
    ["/login", {}],
    ["/configuracoes/webhooks", signedIn],
    [`/arquivos/${customer.id}`, signedIn],
    ["/upload-de-clientes", signedIn],
    ["/login.data", {}],
  ];
  for (const [path, extra] of postTargets)
    for (const [name, type, body] of bodies)
      await check(`POST ${path} (${name})`, [400, 415], () => raw(path, { body, headers: { ...extra, ...(type ? { "content-type": type } : {}) } }));

  // Upload bodies larger than a form (streamed through, not held) that break in the middle.
  const big = "a".repeat(1_200_000);
  const brokenUploads: [string, string][] = [
    [
      "a header line that is not one",
      `--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd-file\r\n--XyZ\r\nGarbage\r\n\r\n${big}\r\n--XyZ--\r\n`,
    ],
    ["a part without headers", `--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd-file\r\n--XyZ\r\n\r\n${big}\r\n--XyZ--\r\n`],
    ["no line break before the closing delimiter", `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${big}--XyZ--\r\n`],
    ["cut in the file", `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${big}`],
  ];
  for (const path of [`/arquivos/${customer.id}`, "/upload-de-clientes"])
    for (const [name, body] of brokenUploads) {
      const headers = { ...signedIn, "content-type": "multipart/form-data; boundary=XyZ" };
      await check(`POST ${path} (1.2 MB, ${name})`, [400], () => raw(path, { headers, body }));
      await check(`POST ${path} (1.2 MB chunked, ${name})`, [400], () =>
        raw(path, { headers, stream: { chunk: Buffer.from(body.slice(60_000)), upTo: body.length, prefix: Buffer.from(body.slice(0, 60_000)) } }),
      );
    }

  // Methods: GET, HEAD and POST only; anything else is 405 with Allow.
  // (A method Node's parser does not know at all is its own 400, before the app.)
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])
    for (const [path, extra] of [
      ["/login", {}],
      [`/clientes/lista/${me.id}`, signedIn],
      ["/auditoria/exportacao", signedIn],
      ["/build/nao-existe.js", {}],
    ] as const) {
      const r = await check(`${method} ${path}`, [405], () => raw(path, { method, headers: { ...extra } }));
      if (r?.status === 405 && !String(r.headers.allow ?? "").includes("POST")) problems.push(`${method} ${path}: 405 without Allow`);
    }

  // Huge page numbers: clamped.
  const huge = "99999999999999999999";
  const paged = [
    ...BOARD_TYPES.map((t) => `${BOARD_TYPE_INFO[t].base}/agenda/${me.id}?pagina=${huge}`),
    `/vendas/agenda/${me.id}?pagina=1e400&porPagina=${huge}`,
    `/clientes/lista/${me.id}?pagina=${huge}`,
    `/notificacoes?pagina=${huge}`,
    `/configuracoes/webhooks?entregas=${huge}`,
    `/cliente/editar/${customer.id}?historico=${huge}`,
  ];
  for (const path of paged) await check(`GET ${path}`, [200], () => manager.get(path));

  // Far, impossible and garbage dates: 400 with the page's message.
  const dateMessage = /Data (inválida|fora do intervalo)/;
  const farDates = ["9999-12-31T23:59", "0000-01-01T00:00", "2024-02-30T10:00", "2024-01-01T24:00", "275760-09-13T00:00", "lixo"];
  for (const em of farDates) {
    await check(`GET audit item em=${em}`, [400], () => manager.get(`/auditoria/item/${item.id}?em=${encodeURIComponent(em)}`), dateMessage);
    await check(`GET audit board em=${em}`, [400], () => manager.get(`/auditoria/quadro/vendas?em=${encodeURIComponent(em)}`), dateMessage);
  }
  for (const [de, ate] of [
    ["9999-12-31", "9999-12-31"],
    ["2024-01-01", "9999-12-31"],
    ["0000-01-01", "2024-01-01"],
    ["2024-02-30", "2024-03-01"],
    ["lixo", "2024-03-01"],
  ]) {
    const q = new URLSearchParams({ de: de!, ate: ate!, formato: "jsonl" });
    await check(`GET export page ${q}`, [400], () => manager.get(`/auditoria/exportacao?${q}&acao=contar`), dateMessage);
    // The file route sends the form back (303) with its errors, a 400 page.
    const file = await check(`GET export file ${q}`, [303], () => manager.get(`/auditoria/exportacao-arquivo?${q}`));
    if (file?.status === 303)
      await check(
        `GET export file ${q}, sent back`,
        [400],
        () => manager.get(new URL(file.location ?? "/", app.baseUrl).pathname + new URL(file.location ?? "/", app.baseUrl).search),
        dateMessage,
      );
  }
  // A webhook to replay (a public address literal: no name to resolve).
  const hooksPage = await manager.get("/configuracoes/webhooks");
  const created = await manager.post("/configuracoes/webhooks", [
    ["csrf", manager.csrf],
    ["intent", "create"],
    ["commandId", uuidv7()],
    ["name", "Datas distantes"],
    ["uri", "https://93.184.215.14/gancho"],
    ["actions", "BUSINESS_GAIN"],
    ["secret", "segredo-de-teste-123"],
  ]);
  expect([hooksPage.status, created.status]).toEqual([200, 302]);
  const hook = await db
    .selectFrom("rm_webhooks")
    .select("id")
    .where("company_id", "=", me.company_id)
    .where("name", "=", "Datas distantes")
    .executeTakeFirstOrThrow();
  for (const since of [...farDates, "9999-12-31"])
    await check(
      `POST webhook replay since=${since}`,
      [400],
      () =>
        manager.post("/configuracoes/webhooks", [
          ["csrf", manager.csrf],
          ["intent", "replay"],
          ["webhookId", hook.id],
          ["since", since],
        ]),
      dateMessage,
    );

  // Sizes: a form body over 1 MB, declared (refused before it is sent) or streamed chunked
  // (refused once the limit is passed, long before the stream would end); uploads over their limits.
  const MB = 1024 * 1024;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const filler = Buffer.alloc(64 * 1024, "a");
  const filePart = (boundary: string, field: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="grande.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const sizes: [string, string, RawOptions][] = [
    ["/login, declared 50 MB, never sent", "/login", { headers: { ...form, "content-length": String(50 * MB) }, withholdBody: true }],
    [
      "/login, 3 MB urlencoded",
      "/login",
      { headers: form, body: Buffer.concat([Buffer.from("email=a%40b.c&password="), Buffer.alloc(3 * MB, "a")]) },
    ],
    // 200 MB, not 40: on a quiet machine a keep-alive client once wrote all 40 MB to the local socket
    // (the server drains it) before it read the 413 sent at 1 MB; 200 MB is far past any such lag.
    ["/login, chunked urlencoded", "/login", { headers: form, stream: { chunk: filler, upTo: 200 * MB, prefix: Buffer.from("email=") } }],
    [
      "/login, chunked urlencoded, Connection: close",
      "/login",
      { headers: { ...form, connection: "close" }, stream: { chunk: filler, upTo: 40 * MB, prefix: Buffer.from("email=") } },
    ],
    [
      "/login, chunked multipart",
      "/login",
      {
        headers: { "content-type": "multipart/form-data; boundary=XyZ" },
        stream: { chunk: filler, upTo: 40 * MB, prefix: filePart("XyZ", "email") },
      },
    ],
    [
      "/upload-de-clientes, declared 50 MB, never sent",
      "/upload-de-clientes",
      { headers: { ...signedIn, "content-type": "multipart/form-data; boundary=XyZ", "content-length": String(50 * MB) }, withholdBody: true },
    ],
    [
      "/upload-de-clientes, chunked CSV",
      "/upload-de-clientes",
      {
        headers: { ...signedIn, "content-type": "multipart/form-data; boundary=XyZ" },
        stream: { chunk: filler, upTo: 60 * MB, prefix: filePart("XyZ", "arquivo") },
      },
    ],
    [
      `/arquivos/:cid, chunked file`,
      `/arquivos/${customer.id}`,
      {
        headers: { ...signedIn, "content-type": "multipart/form-data; boundary=XyZ" },
        stream: { chunk: filler, upTo: 60 * MB, prefix: filePart("XyZ", "file") },
      },
    ],
    [
      `/arquivos/:cid, chunked file, signed out`,
      `/arquivos/${customer.id}`,
      { headers: { "content-type": "multipart/form-data; boundary=XyZ" }, stream: { chunk: filler, upTo: 60 * MB, prefix: filePart("XyZ", "file") } },
    ],
  ];
  for (const [label, path, o] of sizes) {
    // Signed out, the archive answers the sign-in redirect without reading the body; everything else is 413.
    const want = label.endsWith("signed out") ? [302, 413] : [413];
    const r = await check(`POST ${label}`, want, () => raw(path, o), /O envio passa do limite de [\d,]+ MB\./);
    // Answered before the stream would have ended (the server drops the rest after its answer, so
    // how much more the client wrote meanwhile depends on the machine's speed, not the limit).
    if (r && o.stream && r.sent >= o.stream.upTo) problems.push(`POST ${label}: answered only after the whole body (${r.sent} bytes)`);
  }
  // The server still answers, and a normal sign-in still works.
  expect((await fetch(`${app.baseUrl}/login`)).status).toBe(200);
  const again = new WebSession(app.baseUrl);
  await again.signIn("gerente@girassol.demo", "Girassol123");
  if (problems.length) console.log(`${app.log().slice(-3000)}`);
  expect(problems).toEqual([]);
}, 300_000);

it(`up to ${POSTS} fuzzed form posts: no 5xx, and no event from a post answered 4xx`, async () => {
  const random = seededRandom(SEED);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const db = app.database.db;
  const manager = sessions[0]!.web;

  // Ids of our own company to fill URL parameters with, probed by GET: a page that answers 200
  // gives a valid URL and the forms the fuzzer starts from.
  const users = await db.selectFrom("rm_users").select("id").where("email", "like", "%@girassol.demo").execute();
  const items = await db
    .selectFrom("rm_items")
    .select(["id", "board_type"])
    .where(
      "company_id",
      "=",
      (await db.selectFrom("rm_users").select("company_id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow()).company_id,
    )
    .execute();
  // Its catalogue, kits and tables too (the demo seed has them), for /modulos/editar/:mid and the like.
  const companyId = (await db.selectFrom("rm_users").select("company_id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow())
    .company_id;
  const ids = async (table: "rm_modules" | "rm_inverters" | "rm_equipment" | "rm_kits" | "rm_tariffs") =>
    (await db.selectFrom(table).select("id").where("company_id", "=", companyId).limit(2).execute()).map((r) => r.id);
  const cities = (await db.selectFrom("rm_irradiation").select("ibge_code").where("company_id", "=", companyId).limit(2).execute()).map(
    (r) => r.ibge_code,
  );
  const catalogue = [
    ...(await ids("rm_modules")),
    ...(await ids("rm_inverters")),
    ...(await ids("rm_equipment")),
    ...(await ids("rm_kits")),
    ...(await ids("rm_tariffs")),
    ...cities,
  ];
  const own = [...users.map((u) => u.id), ...items.map((i) => i.id), ...catalogue];
  const routes = actionRoutes();
  expect(routes.length).toBeGreaterThan(5);
  const targets: Target[] = [];
  for (const route of routes) {
    const candidates =
      route.params.length === 0
        ? [{}]
        : route.params.includes("*")
          ? [{ "*": "qualquer/caminho" }]
          : own.map((id) => Object.fromEntries(route.params.map((p) => [p, id])));
    for (const values of candidates) {
      const path = fillPattern(route.pattern, values);
      const page = await manager.get(path);
      if (page.status !== 200 && route.params.length > 0) continue;
      const forms = page.status === 200 ? postForms(page.body).filter((f) => !f.action || f.action.split("?")[0] === path) : [];
      targets.push({ route, path, forms });
      if (route.params.length > 0 && targets.filter((t) => t.route === route).length >= 3) break;
    }
  }
  const covered = new Set(targets.map((t) => t.route.file));
  const uncovered = routes.filter((r) => !covered.has(r.file)).map((r) => r.file);
  // A route whose page never answered 200 for our ids is still fuzzed, through garbage parameters.
  for (const file of uncovered) {
    const route = routes.find((r) => r.file === file)!;
    targets.push({
      route,
      path: fillPattern(route.pattern, Object.fromEntries(route.params.map((p) => [p, uuidv7()]))),
      forms: [],
    });
  }
  const intents = [...new Set(targets.flatMap((t) => t.forms.flatMap((f) => f.fields.filter((x) => x.name === "intent").flatMap((x) => x.options))))];

  const mutate = (name: string, value: string, options: string[]): string | null => {
    const r = random();
    if (r < 0.35) return options.length > 1 ? pick(options) : value;
    if (r < 0.45) return null;
    if (r < 0.52) return "";
    if (r < 0.66) return pick(WRONG);
    if (r < 0.72) return pick(["a", "ç", "9", "🌻", "<b>x</b>"]).repeat(1000 + Math.floor(random() * 60_000));
    if (r < 0.82) return pick(foreign);
    if (r < 0.87) return uuidv7();
    if (r < 0.93) return pick(own);
    return `${value}${pick(WRONG)}`;
  };

  const buildPost = (t: Target, web: WebSession): { path: string; fields: [string, string][] } => {
    let path = t.path;
    if (t.route.params.length && random() < 0.12) {
      const values = Object.fromEntries(
        t.route.params.map((p) => [p, pick([...foreign, uuidv7(), "nao-e-um-id", "%E0%A4%A", "0", "x".repeat(3000)])]),
      );
      path = fillPattern(t.route.pattern, values);
    }
    const form = t.forms.length ? pick(t.forms) : { action: null, fields: [] };
    const fields: [string, string][] = [];
    for (const f of form.fields) {
      if (f.name === "csrf") {
        const r = random();
        if (r < 0.92) fields.push(["csrf", web.csrf]);
        else if (r < 0.96) fields.push(["csrf", "x" + web.csrf.slice(1)]);
        continue;
      }
      if (f.name === "commandId") {
        const r = random();
        fields.push(["commandId", r < 0.5 ? uuidv7() : r < 0.8 ? f.value : pick(WRONG)]);
        continue;
      }
      if (f.name === "intent") {
        const r = random();
        if (r < 0.7) fields.push(["intent", pick(f.options.length ? f.options : [f.value])]);
        else if (r < 0.8) fields.push(["intent", pick(["explode", "DROP TABLE", "", "move ", "MOVE"])]);
        else if (r < 0.9 && intents.length) fields.push(["intent", pick(intents)]);
        continue;
      }
      const v = mutate(f.name, f.value, f.options);
      if (v !== null) fields.push([f.name, v]);
      if (random() < 0.03) fields.push([f.name, pick(WRONG)]); // the same name twice
    }
    if (!form.fields.some((f) => f.name === "csrf") && random() < 0.8) fields.push(["csrf", web.csrf]);
    if (!form.fields.length && random() < 0.6) fields.push(["intent", pick(intents.length ? intents : ["move"])]);
    if (random() < 0.15)
      for (let i = 0; i < 1 + Math.floor(random() * 3); i++)
        fields.push([pick(["extra", "companyId", "ownerId", "__proto__", "itemId[]", "a".repeat(300)]), pick([...WRONG, ...foreign])]);
    return { path, fields };
  };

  const statuses = new Map<string, number>();
  const perRoute = new Map<string, number>();
  const violations: string[] = [];
  async function onlyLocks(n: number) {
    // A failed code or password that reaches the limit answers 429 and records the lock it caused
    // (SignInLocked, domain/security): the one event a refused post may append.
    return (await newestEventTypes(app.database, n)).every((t) => t === "SignInLocked");
  }
  let appendedBy2xx3xx = 0;
  let closedOnLargeBody = 0;
  let resets = 0;
  // /login costs a password hash and /logout ends the session: posted less often.
  const weighted = targets.flatMap((t) => (/^(login|logout)\.tsx$/.test(t.route.file) ? [t] : [t, t, t, t]));
  const started = performance.now();

  let posted = 0;
  for (let i = 0; i < POSTS; i++) {
    if (performance.now() - started > SECONDS_CAP * 1000) break;
    posted++;
    const s = random() < 0.8 ? sessions[0]! : sessions[1]!;
    const t = pick(weighted);
    const { path, fields } = buildPost(t, s.web);
    const before = await eventCount(app.database);
    let reply: Reply;
    try {
      try {
        reply = await s.web.post(path, fields);
      } catch (e) {
        // A pooled keep-alive socket the server closed at the same moment (Node's keepAliveTimeout)
        // resets before the request reaches the app: sent again once, on a new socket, if nothing
        // was appended meanwhile.
        if ((e as any).cause?.code !== "ECONNRESET" || (await eventCount(app.database)) !== before) throw e;
        resets++;
        reply = await s.web.post(path, fields);
      }
    } catch (e) {
      // A server may refuse a huge body by answering early and closing the connection before the
      // upload ends (fetch then reports a failure instead of the status). That is fine if the body
      // was large, the server still answers and nothing was appended; anything else is a finding.
      const size = fields.reduce((n, [k, v]) => n + k.length + v.length, 0);
      const alive = await fetch(`${app.baseUrl}/login`).then(
        (r) => r.status === 200,
        () => false,
      );
      const appended = (await eventCount(app.database)) - before;
      if (size > 50_000 && alive && appended === 0) closedOnLargeBody++;
      else
        violations.push(
          `#${i} POST ${path}: no answer (${(e as Error).message}: ${String((e as any).cause?.code ?? (e as any).cause)}), body ${size} chars, server ${alive ? "up" : "DOWN"}, ${appended} event(s) appended`,
        );
      continue;
    }
    const after = await eventCount(app.database);
    const cls = `${Math.floor(reply.status / 100)}xx`;
    statuses.set(cls, (statuses.get(cls) ?? 0) + 1);
    perRoute.set(t.route.file, (perRoute.get(t.route.file) ?? 0) + 1);
    const shown = path.length > 120 ? `${path.slice(0, 100)}…(${path.length})` : path;
    const sample = JSON.stringify(fields.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 40)}…(${v.length})` : v]));
    if (reply.status >= 500) violations.push(`#${i} POST ${shown} → ${reply.status} ${sample}`);
    else if (reply.status >= 400 && after !== before && !(reply.status === 429 && (await onlyLocks(after - before))))
      violations.push(`#${i} POST ${shown} → ${reply.status} but ${after - before} event(s) appended ${sample}`);
    else if (after > before) appendedBy2xx3xx += after - before;
    // A post to /logout with a good token ends the session: sign in again.
    if (t.route.file.startsWith("logout") && reply.status < 400) await s.web.signIn(s.email, "Girassol123");
  }

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `R6: ${posted} of ${POSTS} posts in ${seconds.toFixed(0)} s (${(posted / seconds).toFixed(1)}/s; cap ${SECONDS_CAP} s), seed ${SEED}; ` +
      `answers ${[...statuses].map(([k, v]) => `${k} ${v}`).join(", ")}; ${appendedBy2xx3xx} events from accepted posts; ${closedOnLargeBody} huge bodies cut off by the server; ${resets} keep-alive resets resent\n` +
      `    routes: ${[...perRoute].map(([k, v]) => `${k} ${v}`).join(", ")}`,
  );
  if (violations.length) console.log(`${app.log().slice(-3000)}`);
  expect(violations.slice(0, 30)).toEqual([]);
  // Every action route was posted to, and the fuzzer got past validation sometimes (it is not
  // only bouncing off the CSRF check).
  expect([...perRoute.keys()].sort()).toEqual(routes.map((r) => r.file).sort());
  expect(posted).toBeGreaterThanOrEqual(Math.min(POSTS, 300));
  expect(statuses.get("4xx") ?? 0).toBeGreaterThan(posted / 10);
  expect(appendedBy2xx3xx).toBeGreaterThan(0);
  // An accepted post whose event no projection can apply (a number past an integer column once)
  // answers 302 and then stalls a projection for good: the app's log shows its failed batches.
  expect(app.log().match(/projeção [\w-]+: erro no lote.*/g) ?? []).toEqual([]);
}, 400_000);
