// Business events through real NATS (a private nats-server) to the worked example subscriber:
// each arrives once on its subject with the read model's payload, a re-publish with the same
// event id is a JetStream duplicate, and the inbox never applies an event twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type NatsConnection } from "nats";
import { waitUntil } from "../support/wait-until";
import { useNatsPipeline } from "../support/nats-pipeline";
import type { ItemCommand } from "../../domain/item";

describe("business events → NATS → inbox subscriber", () => {
  const fx = useNatsPipeline();
  let nc: NatsConnection;

  beforeAll(async () => {
    await waitUntil("the GIRASSOL stream", async () => {
      try {
        nc ??= await connect({ servers: fx.nats.url });
        await (await nc.jetstreamManager()).streams.info("GIRASSOL");
        return true;
      } catch {
        return false;
      }
    });
    fx.inbox.start();
  });
  afterAll(async () => {
    await nc?.close();
  });

  it("each business event arrives once, on its subject, with its payload; a same-id re-publish is a duplicate", async () => {
    const { db, store, runner, inbox, company, columns, items } = fx;
    // The demo's won and lost sales are business events too.
    const expected = await db.selectFrom("rm_business_events").select(["event_id"]).execute();
    expect(expected.length).toBe(2);
    const send = (itemId: string, command: ItemCommand) => fx.item(itemId, command);
    for (const [i, it] of items.slice(0, 4).entries()) {
      const to = columns.find((c) => c.column_id !== it.column_id)!;
      await send(it.id, { type: "MoveItem", to: { id: to.column_id, title: to.title }, sortKey: `a${i}` });
    }
    await send(items[0].id, { type: "WinSale", power: "5", ucType: "Residencial" });
    await send(items[1].id, { type: "LoseSale", reason: "Preço" });
    await send(items[1].id, {
      type: "ReturnItemToFunnel",
      to: { id: columns[0].column_id, title: columns[0].title },
      sortKey: "b0",
    });
    // Not business events: a reorder inside a column, an edit.
    await send(items[2].id, { type: "EditItem", name: "Outro nome" });

    await waitUntil("every business event in the inbox", async () => {
      const head = await store.headPosition();
      if (!(await runner.waitFor(head!, { timeoutMs: 100 }))) return false;
      const all = await db.selectFrom("rm_business_events").select("event_id").execute();
      const got = await db.selectFrom("automation_inbox").select("event_id").execute();
      return all.length >= 9 && got.length === all.length;
    });
    const all = await db.selectFrom("rm_business_events").select(["event_id", "company_id", "action", "payload"]).execute();
    expect(all.length).toBe(expected.length + 7);
    const rows = await db.selectFrom("automation_inbox").select(["event_id", "subject", "action", "payload"]).execute();
    const byId = new Map(rows.map((r) => [r.event_id, r]));
    for (const b of all) {
      const r = byId.get(b.event_id)!;
      expect(r.subject).toBe(`girassol.${company.id}.business.${b.action}`);
      expect(r.payload).toEqual(b.payload);
    }
    // Once each on NATS: one business message per business event in the stream.
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info("GIRASSOL", { subjects_filter: "girassol.*.business.>" } as any);
    const perSubject = Object.values((info.state as any).subjects ?? {}).reduce((a: number, n: any) => a + n, 0);
    expect(perSubject).toBe(all.length);
    const counts = await db.selectFrom("automation_inbox_counts").select(["action", "applied"]).orderBy("action").execute();
    expect(counts.reduce((a, c) => a + c.applied, 0)).toBe(all.length);
    expect(inbox.applied).toBe(all.length);

    // The same event id again: JetStream answers duplicate and stores nothing.
    const one = all[0];
    const js = nc.jetstream();
    const subject = `girassol.${company.id}.business.${one.action}`;
    const ack = await js.publish(subject, JSON.stringify(one.payload), { msgID: `${one.event_id}.business` });
    expect(ack.duplicate).toBe(true);
    // Past the dedupe window (another msgID, same event id): delivered, but the inbox ignores it.
    const received = inbox.received;
    const again = await js.publish(subject, JSON.stringify(one.payload), { msgID: `${one.event_id}.late` });
    expect(again.duplicate).toBe(false);
    await waitUntil("the late copy to be received", () => inbox.received === received + 1);
    expect(inbox.applied).toBe(all.length);
    expect((await db.selectFrom("automation_inbox").select("event_id").execute()).length).toBe(all.length);
    const after = await db.selectFrom("automation_inbox_counts").select(["action", "applied"]).orderBy("action").execute();
    expect(after).toEqual(counts);
  });
});
