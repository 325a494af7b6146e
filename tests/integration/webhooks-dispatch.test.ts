// Webhook deliveries to a real HTTP receiver on 127.0.0.1: the body is the business payload, the
// headers carry event, delivery, timestamp and a signature that verifies with the secret; a
// failed delivery is retried, then "Reenviar" sends it again; "Reenviar desde" replays.
import { describe, expect, it } from "vitest";
import { useWebhookDispatch } from "../support/automation-fixture";
import { WebhookReceiver } from "../support/webhook-receiver";
import { waitUntil } from "../support/wait-until";
import { verifyWebhookSignature } from "../../automation/webhook-signature";
import { replaySince, resendDelivery } from "../../automation/webhook-replay";

describe("webhook dispatcher", () => {
  const setup = useWebhookDispatch({ retryDelaysMs: [30, 60], pollMs: 20, timeoutMs: 2000 });

  it("POSTs signed JSON for the chosen actions only, once per event", async () => {
    const {
      fx,
      receivers: [receiver],
      dispatcher,
    } = setup;
    const secret = "s3gredo-do-teste";
    const hook = await fx.createWebhook(receiver.url, ["MOVING_BUSINESS_BETWEEN_STAGES", "BUSINESS_LOST"], secret);
    await fx.move(fx.items[0].id);
    await fx.move(fx.items[1].id);
    await fx.send(fx.items[2].id, { type: "WinSale", power: "4", ucType: "Residencial" }); // not chosen
    await fx.send(fx.items[3].id, { type: "LoseSale", reason: "Preço" });
    await fx.settle();
    const wanted = await fx.db
      .selectFrom("rm_business_events")
      .select(["event_id", "action", "payload"])
      .where("action", "in", ["MOVING_BUSINESS_BETWEEN_STAGES", "BUSINESS_LOST"])
      .where(
        "occurred_at",
        ">=",
        (await fx.db.selectFrom("rm_webhooks").select("created_at").where("id", "=", hook).executeTakeFirstOrThrow()).created_at as any,
      )
      .execute();
    expect(wanted.length).toBe(3);
    await waitUntil("3 deliveries", () => receiver.requests.length >= 3);
    await dispatcher.idle();
    expect(receiver.requests.length).toBe(3);
    for (const r of receiver.requests) {
      const event = wanted.find((w) => w.event_id === r.headers["x-girassol-delivery"])!;
      expect(event).toBeDefined();
      expect(r.headers["x-girassol-event"]).toBe(event.action);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(r.body)).toEqual(event.payload);
      const ts = String(r.headers["x-girassol-timestamp"]);
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
      expect(r.headers["x-girassol-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, { timestamp: ts, signature: String(r.headers["x-girassol-signature"]) }, r.body)).toBe(true);
      // A tampered body or another secret does not verify.
      expect(verifyWebhookSignature(secret, { timestamp: ts, signature: String(r.headers["x-girassol-signature"]) }, r.body + " ")).toBe(false);
      expect(verifyWebhookSignature("outro-segredo", { timestamp: ts, signature: String(r.headers["x-girassol-signature"]) }, r.body)).toBe(false);
    }
    const log = await fx.db
      .selectFrom("webhook_deliveries")
      .select(["status", "attempts", "last_status_code"])
      .where("webhook_id", "=", hook)
      .execute();
    expect(log).toHaveLength(3);
    expect(log.every((d) => d.status === "delivered" && d.attempts === 1 && d.last_status_code === 200)).toBe(true);

    // Fan-out again from the start (a lost checkpoint): the unique (webhook, event) key creates nothing new.
    await fx.db.deleteFrom("projection_checkpoints").where("name", "=", "webhook-dispatcher").execute();
    while ((await dispatcher.fanOut()) > 0) {
      /* drain */
    }
    expect((await fx.db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", hook).execute()).length).toBe(3);
  });

  it("retries with back-off, gives up after the last attempt, and 'Reenviar' delivers it", async () => {
    const { fx, dispatcher } = setup;
    const down = await WebhookReceiver.start();
    down.behave = () => 500;
    const hook = await fx.createWebhook(down.url, ["BUSINESS_RETURN_TO_FUNNEL"], "segredo-2");
    await fx.send(fx.items[3].id, {
      type: "ReturnItemToFunnel",
      to: { id: fx.columns[0].column_id, title: fx.columns[0].title },
      sortKey: "z1",
    });
    await fx.settle();
    await waitUntil("3 attempts then failed", async () => {
      const d = await fx.db.selectFrom("webhook_deliveries").select(["status"]).where("webhook_id", "=", hook).executeTakeFirst();
      return d?.status === "failed";
    });
    const failed = await fx.db.selectFrom("webhook_deliveries").selectAll().where("webhook_id", "=", hook).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 3, last_status_code: 500, last_error: "HTTP 500" });
    const attempts = await fx.db
      .selectFrom("webhook_attempts")
      .select(["attempt", "status_code", "at"])
      .where("delivery_id", "=", failed.id)
      .orderBy("attempt")
      .execute();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Back-off: the gaps grow (30 ms, then 60 ms, at least).
    const t = attempts.map((a) => new Date(a.at).getTime());
    expect(t[1] - t[0]).toBeGreaterThanOrEqual(30);
    expect(t[2] - t[1]).toBeGreaterThanOrEqual(60);
    expect(down.requests).toHaveLength(3);

    down.behave = () => 204;
    expect(await resendDelivery(fx.database, "00000000-0000-7000-8000-000000000000", failed.id)).toBe(false); // another company
    expect(await resendDelivery(fx.database, fx.company.id, failed.id)).toBe(true);
    dispatcher.nudge();
    await waitUntil(
      "resent",
      async () =>
        (await fx.db.selectFrom("webhook_deliveries").select("status").where("id", "=", failed.id).executeTakeFirstOrThrow()).status === "delivered",
    );
    expect(down.requests).toHaveLength(4);
    expect(await resendDelivery(fx.database, fx.company.id, failed.id)).toBe(false); // only failed ones

    // "Reenviar desde": everything of its actions since a date, including events before the webhook existed.
    const before = down.requests.length;
    const queued = await replaySince(fx.database, fx.company.id, hook, new Date(Date.now() - 86_400_000));
    expect(queued).toBe(1);
    dispatcher.nudge();
    await waitUntil("replayed", () => down.requests.length === before + 1);
    expect(down.requests.at(-1)!.headers["x-girassol-delivery"]).toBe(failed.event_id);
    await down.close();
  });
});
