// R8 (issue 8): the same commandId posted twice through plain HTTP form posts (a double click, a
// browser retry) appends one event: one after the other, and both in flight at once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { startApp, WebSession, type AppServer } from "./support/app-server";
import { defaultFields, postForms } from "./support/forms";
import { uuidv7 } from "../../eventstore/ids";

let app: AppServer;
let web: WebSession;
let board: string;

beforeAll(async () => {
  app = await startApp();
  web = new WebSession(app.baseUrl);
  await web.signIn("gerente@girassol.demo", "Girassol123");
  const manager = await app.database.db.selectFrom("rm_users").select("id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow();
  board = `/vendas/funil/${manager.id}`;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

async function eventsOf(commandId: string) {
  const { rows } = await sql<{ type: string }>`
    select type from events where metadata->>'commandId' = ${commandId} order by global_position`.execute(app.database.db);
  return rows.map((r) => r.type);
}

async function newSaleForm() {
  const page = await web.get("/vendas/registro");
  expect(page.status).toBe(200);
  const form = postForms(page.body).find((f) => f.fields.some((x) => x.name === "amount"));
  expect(form, "the new-sale form").toBeTruthy();
  return form!;
}

it.each(["one after the other", "both at once"] as const)("a new sale posted twice with one commandId (%s): one item", async (how) => {
  const form = await newSaleForm();
  const commandId = uuidv7();
  const name = `Venda duplicada ${how === "both at once" ? "paralela" : "sequencial"}`;
  // A browser sends only the clicked button: the customer picker's "Buscar" is not the one clicked.
  const fields = defaultFields(form, { commandId, name, amount: "12.345,67", customerName: "Cliente Duplo" }).filter(([k]) => k !== "buscarCliente");
  const replies =
    how === "both at once"
      ? await Promise.all([web.post("/vendas/registro", fields), web.post("/vendas/registro", fields)])
      : [await web.post("/vendas/registro", fields), await web.post("/vendas/registro", fields)];
  for (const r of replies) expect([302, 303], r.body.slice(0, 300)).toContain(r.status);

  const types = await eventsOf(commandId);
  expect(types.filter((t) => t === "ItemCreated")).toHaveLength(1);
  const items = await app.database.db.selectFrom("rm_items").select("id").where("name", "=", name).execute();
  expect(items).toHaveLength(1);
  const customers = await app.database.db.selectFrom("rm_customers").select("id").where("name", "=", "Cliente Duplo").execute();
  expect(customers.length).toBeLessThanOrEqual(2); // one per test case at most: the inline customer is not doubled
});

it.each(["one after the other", "both at once"] as const)("a card move posted twice with one commandId (%s): one ItemMoved", async (how) => {
  const page = await web.get(board);
  expect(page.status).toBe(200);
  const moves = postForms(page.body).filter((f) => f.fields.some((x) => x.name === "intent" && x.value === "move"));
  expect(moves.length).toBeGreaterThan(0);
  const form = moves[how === "both at once" ? 1 : 0]!;
  const column = form.fields.find((f) => f.name === "column")!;
  const itemId = form.fields.find((f) => f.name === "itemId")!.value;
  const current = await app.database.db.selectFrom("rm_items").select("column_id").where("id", "=", itemId).executeTakeFirstOrThrow();
  const target = column.options.find((o) => o && o !== current.column_id)!;
  // The seed may already have moved this card: count this command's row only.
  const movesBefore = await app.database.db
    .selectFrom("rm_item_history")
    .select("stream_position")
    .where("item_id", "=", itemId)
    .where("event_type", "=", "ItemMoved")
    .execute();
  const commandId = uuidv7();
  const fields = defaultFields(form, { commandId, column: target, position: "1" });
  const replies =
    how === "both at once"
      ? await Promise.all([web.post(board, fields), web.post(board, fields)])
      : [await web.post(board, fields), await web.post(board, fields)];
  for (const r of replies) expect([302, 303], r.body.slice(0, 300)).toContain(r.status);

  expect(await eventsOf(commandId)).toEqual(["ItemMoved"]);
  const moved = await app.database.db.selectFrom("rm_items").select("column_id").where("id", "=", itemId).executeTakeFirstOrThrow();
  expect(moved.column_id).toBe(target);
  const history = await app.database.db
    .selectFrom("rm_item_history")
    .select("stream_position")
    .where("item_id", "=", itemId)
    .where("event_type", "=", "ItemMoved")
    .execute();
  expect(history).toHaveLength(movesBefore.length + 1);
});
