// The seeded company (tests/support/seeded-company.ts) with helpers to drive items and webhooks
// through real commands (the automation tests share it).
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { webhookDecider, webhookStreamId, type WebhookAction } from "../../domain/webhook";
import { afterAll, beforeAll } from "vitest";
import { WebhookDispatcher, type DispatcherOptions } from "../../automation/webhook-dispatcher";
import { seededCompany } from "./seeded-company";
import { WebhookReceiver } from "./webhook-receiver";

export async function automationFixture() {
  const fx = await seededCompany();
  const { db, company, columns, items, runner } = fx;
  const send = (itemId: string, command: ItemCommand) => fx.item(itemId, command);
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
    const r = await fx.command(webhookStreamId(id), webhookDecider, {
      type: "CreateWebhook",
      webhookId: id,
      name: "Teste",
      uri,
      actions,
      allowPrivate: true,
    });
    await runner.waitFor(r.position!, { timeoutMs: 10_000 });
    return id;
  };
  /** Waits until every projection has applied everything appended so far. */
  const settle = async () => {
    await fx.settle();
  };
  return { ...fx, send, move, createWebhook, settle };
}

export type AutomationFixture = Awaited<ReturnType<typeof automationFixture>>;

export interface WebhookDispatch {
  fx: AutomationFixture;
  /** Receivers on 127.0.0.1, as many as asked for. */
  receivers: WebhookReceiver[];
  dispatcher: WebhookDispatcher;
}

/**
 * For the whole test file (or describe block): the automation fixture, `receivers` webhook
 * receivers and a running dispatcher (private addresses allowed) with `opts`; all closed in
 * afterAll. The object is filled in by beforeAll, so read its fields inside the tests only.
 */
export function useWebhookDispatch(opts: Omit<DispatcherOptions, "database" | "allowPrivate">, receivers = 1): WebhookDispatch {
  const out = { receivers: [] as WebhookReceiver[] } as WebhookDispatch;
  beforeAll(async () => {
    out.fx = await automationFixture();
    for (let i = 0; i < receivers; i++) out.receivers.push(await WebhookReceiver.start());
    out.dispatcher = new WebhookDispatcher({ database: out.fx.database, allowPrivate: true, ...opts });
    await out.dispatcher.start();
  });
  afterAll(async () => {
    await out.dispatcher?.stop();
    for (const r of out.receivers) await r.close();
    await out.fx?.close();
  });
  return out;
}
