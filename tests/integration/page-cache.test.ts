// The board page render cache (P5) on the real server: a repeated GET is served from the cache
// with NEW commandIds in every form (so a double submit still applies once and two tabs never
// share one), a move made from a cached page applies and the next GET shows it, another user's
// session never gets the page, and a signed-out cookie is sent to /login. A hit never replays a
// CSP nonce: its Content-Security-Policy header and every nonce attribute carry a new one, and it
// has the security headers and no-store a fresh render has.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, WebSession, type AppServer } from "../faults/support/app-server";
import { defaultFields, postForms } from "../faults/support/forms";
import { UUID_RE } from "../../eventstore/ids";

/** Every UUID inside a text (the project's UUID_RE, unanchored). */
const ANY_UUID = new RegExp(UUID_RE.source.slice(1, -1), "gi");

let app: AppServer;
let manager: WebSession;
let board: string;

const commandIdsOf = (html: string) => [...html.matchAll(/name="commandId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]!);
const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9_-]+)'/.exec(csp ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  app = await startApp();
  manager = new WebSession(app.baseUrl);
  await manager.signIn("gerente@girassol.demo", "Girassol123");
  const m = await app.database.db.selectFrom("rm_users").select("id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow();
  board = `/vendas/funil/${m.id}`;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

/** Two GETs of one page where the second is a hit (the key holds the minute: retried across one). */
async function hitPair(web: WebSession, path: string) {
  for (let i = 0; ; i++) {
    const a = await web.get(path);
    const b = await web.get(path);
    if (b.cache === "hit" || i === 2) return [a, b] as const;
  }
}

it("a repeated board GET is a cache hit with fresh commandIds; a move from it applies and shows", async () => {
  const [first, second] = await hitPair(manager, board);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.cache).toBe("hit");
  const a = commandIdsOf(first.body),
    b = commandIdsOf(second.body);
  expect(a.length).toBeGreaterThan(3);
  expect(b).toHaveLength(a.length);
  expect(b.filter((id) => a.includes(id))).toEqual([]); // none reused
  expect(new Set(b).size).toBe(b.length);
  // Everything but the ids and the nonce is the same page.
  const n1 = nonceAttributes(first.body),
    n2 = nonceAttributes(second.body);
  const bare = (html: string) => html.replace(ANY_UUID, "ID").replace(/nonce="[^"]*"/g, 'nonce=""');
  expect(bare(second.body)).toBe(bare(first.body));
  expect(n1.length).toBeGreaterThan(0);
  expect(n2).toHaveLength(n1.length);
  expect(new Set(n1).size).toBe(1);
  expect(new Set(n2).size).toBe(1);
  expect(n2[0]).not.toBe(n1[0]);

  // A move from the cached page: applied, and the next GET is a fresh render that shows it.
  const move = postForms(second.body).find((f) => f.fields.some((x) => x.name === "intent" && x.value === "move"))!;
  const itemId = move.fields.find((f) => f.name === "itemId")!.value;
  const before = await app.database.db.selectFrom("rm_items").select(["column_id"]).where("id", "=", itemId).executeTakeFirstOrThrow();
  const target = move.fields.find((f) => f.name === "column")!.options.find((o) => o && o !== before.column_id)!;
  const posted = await manager.post(board, defaultFields(move, { column: target, position: "1" }));
  expect([302, 303]).toContain(posted.status);
  const after = await app.database.db.selectFrom("rm_items").select(["column_id"]).where("id", "=", itemId).executeTakeFirstOrThrow();
  expect(after.column_id).toBe(target);
  const third = await manager.get(board);
  expect(third.cache).toBeNull();
  const card = third.body.indexOf(`data-id="${itemId}"`);
  const column = third.body.lastIndexOf("data-column-id=", card);
  expect(third.body.slice(column, column + 60)).toContain(target);
  // The same form posted again (a double submit of the cached page's form): still one move.
  const again = await manager.post(board, defaultFields(move, { column: target, position: "1" }));
  expect([302, 303]).toContain(again.status);
  const moves = await app.database.db
    .selectFrom("rm_item_history")
    .select("stream_position")
    .where("item_id", "=", itemId)
    .where("event_type", "=", "ItemMoved")
    .execute();
  expect(moves.length).toBe(1);
});

it("a hit gets a new CSP nonce (header and HTML alike) and the headers of a fresh render", async () => {
  const get = () => fetch(`${app.baseUrl}${board}`, { redirect: "manual", headers: { cookie: manager.cookie } });
  const replies: { cache: string | null; csp: string | null; headers: Headers; body: string }[] = [];
  for (let i = 0; i < 10 && replies.filter((r) => r.cache === "hit").length < 2; i++) {
    const r = await get();
    replies.push({
      cache: r.headers.get("x-girassol-cache"),
      csp: r.headers.get("content-security-policy"),
      headers: r.headers,
      body: await r.text(),
    });
  }
  const hits = replies.filter((r) => r.cache === "hit");
  expect(hits.length).toBe(2);
  const nonces = replies.map((r) => nonceOf(r.csp));
  expect(new Set(nonces).size).toBe(replies.length); // never one twice
  for (const r of replies) {
    const nonce = nonceOf(r.csp)!;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(nonceAttributes(r.body).length).toBeGreaterThan(0);
    expect(nonceAttributes(r.body).every((n) => n === nonce)).toBe(true);
    expect(r.body).not.toContain(`nonce-`); // the policy is a header, never in the page
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("x-frame-options")).toBe("DENY");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBe("same-origin");
    expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }
});

it("another user's session and a signed-out cookie never get a cached page", async () => {
  const [, mine] = await hitPair(manager, board);
  expect(mine.cache).toBe("hit");
  const vendor = new WebSession(app.baseUrl);
  await vendor.signIn("vendedor@girassol.demo", "Girassol123");
  for (let i = 0; i < 2; i++) {
    const theirs = await vendor.get(board);
    expect(theirs.cache).toBeNull(); // a vendor may not see the manager's board: never cached, never the page
    expect(theirs.status).not.toBe(200);
  }

  const out = new WebSession(app.baseUrl);
  await out.signIn("gerente@girassol.demo", "Girassol123");
  expect((await out.get(board)).status).toBe(200);
  const cookie = out.cookie;
  await app.database.db.deleteFrom("sessions").execute(); // every session ends (as a sign-out does)
  const stale = new WebSession(app.baseUrl);
  stale.cookie = cookie;
  const r = await stale.get(board);
  expect(r.status).toBe(302);
  expect(r.location).toContain("/login");
});
