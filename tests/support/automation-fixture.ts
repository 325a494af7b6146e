// A seeded demo company with its projections running, and helpers to drive items and webhooks
// through real commands (the automation tests share it).
import { freshDatabase, type TestDatabase } from "./test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { ProjectionRunner } from "../../projections/runner";
import { allProjections } from "../../projections/index";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { itemDecider } from "../../domain/item";
import { webhookDecider, webhookStreamId, type WebhookAction } from "../../domain/webhook";

export async function automationFixture() {
  const database: TestDatabase = await freshDatabase("postgres");
  const store: EventStore = createPostgresEventStore(database);
  const runner = new ProjectionRunner({ database, store, projections: allProjections, log: () => {} });
  await runner.start();
  await seedDemoIfEmpty({ database, store, runner });
  const db = database.db;
  const company = await db.selectFrom("rm_companies").select(["id", "manager_id"]).executeTakeFirstOrThrow();
  const columns = await db
    .selectFrom("rm_board_columns")
    .select(["column_id", "title"])
    .where("board_type", "=", "SALES")
    .orderBy("sort_key")
    .execute();
  const items = await db
    .selectFrom("rm_items")
    .select(["id", "column_id"])
    .where("status", "=", "IN_PROGRESS")
    .orderBy("number")
    .execute();
  const ctx = () => commandContext(company.manager_id, company.id);

  const send = async (itemId: string, command: any) => {
    const r = await handleCommand(store, {
      streamId: `item-${itemId}`,
      decider: itemDecider,
      command,
      commandId: uuidv7(),
      ctx: ctx(),
      newId: () => uuidv7(),
    });
    return r;
  };
  /** Moves an item to another column than the one it is in (a MOVING_BUSINESS_BETWEEN_STAGES). */
  const current = new Map(items.map((i) => [i.id, i.column_id]));
  let k = 0;
  const move = async (itemId: string) => {
    const col = columns.find((c) => c.column_id !== current.get(itemId))!;
    current.set(itemId, col.column_id);
    return send(itemId, { type: "MoveItem", to: { id: col.column_id, title: col.title }, sortKey: `a${++k}` });
  };
  const createWebhook = async (uri: string, actions: WebhookAction[], secret: string) => {
    const id = uuidv7();
    await db.insertInto("webhook_secrets").values({ webhook_id: id, company_id: company.id, secret }).execute();
    const r = await handleCommand(store, {
      streamId: webhookStreamId(id),
      decider: webhookDecider,
      commandId: uuidv7(),
      ctx: ctx(),
      newId: () => uuidv7(),
      command: { type: "CreateWebhook", webhookId: id, name: "Teste", uri, actions, allowPrivate: true },
    });
    await runner.waitFor(r.position!, { timeoutMs: 10_000 });
    return id;
  };
  /** Waits until every projection has applied everything appended so far. */
  const settle = async () => {
    const head = await store.headPosition();
    if (head) await runner.waitFor(head, { timeoutMs: 20_000 });
  };
  const close = async () => {
    await runner.stop();
    await store.close();
    await database.drop();
  };
  return { database, store, runner, db, company, columns, items, send, move, createWebhook, settle, close };
}
