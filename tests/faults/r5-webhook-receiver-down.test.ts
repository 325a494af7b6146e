// Issue 8 R5, second half: the receiver fails half its requests AND is down for a minute
// (connections refused). Every delivery still arrives, exactly once successfully, and every
// request it received carries a valid signature (checked here with node:crypto, independently of
// the dispatcher's own signing code). The back-off schedule is shortened but still spans more than
// the outage, as the production one (about 8 attempts over 24 h) does.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useWebhookDispatch } from "../support/automation-fixture";
import { waitUntil } from "../support/wait-until";

const DOWN_MS = Number(process.env.FAULT_WEBHOOK_DOWN_MS ?? 60_000);
const PER_PHASE = 20; // events before, during and after the outage
const SECRET = "segredo-r5-queda";
// 0.5 s doubling up to 10 s, 20 retries: about 165 s of retrying, well past the outage (an event
// made at its start spends ~11 attempts on the closed port, then meets its one 500).
const RETRIES = [500, 1000, 2000, 4000, 8000, ...Array(15).fill(10_000)];

describe("R5: a webhook receiver failing half its requests and down for a minute", () => {
  const setup = useWebhookDispatch({
    pollMs: 100,
    timeoutMs: 2000,
    perWebhook: 4,
    concurrency: 8,
    retryDelaysMs: RETRIES,
  });

  it(
    "every event arrives once with a valid signature",
    async () => {
      const {
        fx,
        receivers: [receiver],
      } = setup;
      // Half the requests fail: each event's first request that reaches the receiver gets a 500.
      const seen = new Map<string, number>();
      receiver.behave = (_n, body) => {
        const id = JSON.parse(body).eventId as string;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        return seen.get(id) === 1 ? 500 : 200;
      };
      const hook = await fx.createWebhook(receiver.url, ["MOVING_BUSINESS_BETWEEN_STAGES"], SECRET);
      const moved: string[] = [];
      const moveMany = async () => {
        for (let i = 0; i < PER_PHASE; i++) moved.push((await fx.move(fx.items[i % fx.items.length].id)).events[0].id);
      };

      await moveMany();
      await receiver.stop();
      const downAt = Date.now();
      const requestsBefore = receiver.requests.length;
      await moveMany();
      await new Promise((r) => setTimeout(r, Math.max(0, DOWN_MS - (Date.now() - downAt))));
      expect(receiver.requests.length).toBe(requestsBefore); // it really was unreachable
      // While it was down the dispatcher kept trying, and logged why.
      const refused = await fx.db
        .selectFrom("webhook_attempts as a")
        .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
        .select(["a.error", "a.status_code"])
        .where("d.webhook_id", "=", hook)
        .where("a.status_code", "is", null)
        .execute();
      expect(refused.length).toBeGreaterThanOrEqual(PER_PHASE);
      expect(refused.every((r) => r.error && r.error.length > 0)).toBe(true);
      await receiver.restart();
      await moveMany();

      await waitUntil("every event delivered after the outage", () => moved.every((id) => receiver.okByEvent().get(id) === 1), 150_000, 200).catch(
        async (e) => {
          const rows = await fx.db.selectFrom("webhook_deliveries").select(["status", "attempts"]).where("webhook_id", "=", hook).execute();
          throw new Error(`${e.message}; deliveries: ${JSON.stringify(rows)}`);
        },
      );
      const ok = receiver.okByEvent();
      expect(ok.size).toBe(moved.length);
      expect([...ok.values()].every((n) => n === 1)).toBe(true);
      expect(receiver.requests.filter((r) => r.answered === 500)).toHaveLength(moved.length); // half of what it received

      for (const r of receiver.requests) {
        const ts = String(r.headers["x-girassol-timestamp"]);
        const expected = `sha256=${createHmac("sha256", SECRET).update(`${ts}.${r.body}`).digest("hex")}`;
        expect(r.headers["x-girassol-signature"]).toBe(expected);
        expect(r.headers["x-girassol-event"]).toBe("MOVING_BUSINESS_BETWEEN_STAGES");
        expect(JSON.parse(r.body).eventId).toBe(r.headers["x-girassol-delivery"]);
      }
      await waitUntil(
        "the delivery log says delivered",
        async () => {
          const rows = await fx.db.selectFrom("webhook_deliveries").select("status").where("webhook_id", "=", hook).execute();
          return rows.length === moved.length && rows.every((row) => row.status === "delivered");
        },
        20_000,
      );
    },
    DOWN_MS + 300_000,
  );
});
