// Issue 8 R5: a receiver that fails half the requests (HTTP 500, a dropped connection, or no
// answer until the timeout) still gets every delivery, exactly once successfully, and a second
// webhook whose receiver never answers does not hold the first one back. Bounded: 120 events.
import { describe, expect, it } from "vitest";
import { useWebhookDispatch } from "../support/automation-fixture";
import { waitUntil } from "../support/wait-until";

const EVENTS = 120;

describe("R5: flaky and hanging webhook receivers", () => {
  const setup = useWebhookDispatch(
    { pollMs: 20, timeoutMs: 400, perWebhook: 4, concurrency: 12, retryDelaysMs: [20, 40, 80, 160, 320, 640, 1000] },
    2,
  );

  it("every event reaches the flaky receiver once, while the hanging one only times out", async () => {
    const {
      fx,
      receivers: [flaky, hanging],
    } = setup;
    // Each event's first request fails (in turn: 500, dropped connection, no answer), its second succeeds.
    const seen = new Map<string, number>();
    const firstAnswers = [500, "drop", "hang"] as const;
    let failures = 0;
    flaky.behave = (_n, body) => {
      const id = JSON.parse(body).eventId as string;
      const k = (seen.get(id) ?? 0) + 1;
      seen.set(id, k);
      return k > 1 ? 200 : firstAnswers[failures++ % 3];
    };
    hanging.behave = () => "hang";
    const flakyHook = await fx.createWebhook(flaky.url, ["MOVING_BUSINESS_BETWEEN_STAGES"], "segredo-flaky");
    const hangingHook = await fx.createWebhook(hanging.url, ["MOVING_BUSINESS_BETWEEN_STAGES"], "segredo-hang");
    const moved: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const r = await fx.move(fx.items[i % fx.items.length].id);
      moved.push(r.events[0].id);
    }
    await waitUntil("every event delivered to the flaky receiver", () => moved.every((id) => flaky.okByEvent().get(id) === 1), 60_000, 100);
    // Not blocked: the hanging webhook still has most of its work queued when the flaky one is done.
    const hangingPending = await fx.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("webhook_id", "=", hangingHook)
      .where("status", "=", "pending")
      .execute();
    expect(hangingPending.length).toBeGreaterThan(EVENTS / 2);

    const ok = flaky.okByEvent();
    expect([...ok.values()].every((n) => n === 1)).toBe(true);
    expect(ok.size).toBe(EVENTS);
    // Half the requests failed.
    expect(flaky.requests.filter((r) => r.answered !== 200)).toHaveLength(EVENTS);
    expect(flaky.requests.filter((r) => r.answered === "drop").length).toBeGreaterThan(0);
    expect(flaky.requests.filter((r) => r.answered === "hang").length).toBeGreaterThan(0);
    await waitUntil("the flaky webhook's log", async () => {
      const rows = await fx.db.selectFrom("webhook_deliveries").select(["status", "attempts"]).where("webhook_id", "=", flakyHook).execute();
      return rows.length === EVENTS && rows.every((r) => r.status === "delivered");
    });
    const rows = await fx.db.selectFrom("webhook_deliveries").select(["attempts"]).where("webhook_id", "=", flakyHook).execute();
    expect(rows.every((r) => r.attempts === 2)).toBe(true);
    const errors = await fx.db
      .selectFrom("webhook_attempts as a")
      .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
      .select(["a.error"])
      .where("d.webhook_id", "=", flakyHook)
      .where("a.error", "is not", null)
      .execute();
    expect(errors.some((e) => e.error === "HTTP 500")).toBe(true);
    expect(errors.some((e) => /Tempo esgotado/.test(e.error!))).toBe(true);

    // The hanging receiver got requests (4 at a time) and none succeeded; it did not stall the flaky one.
    expect(hanging.requests.length).toBeGreaterThan(0);
    const hangingDone = await fx.db
      .selectFrom("webhook_deliveries")
      .select("status")
      .where("webhook_id", "=", hangingHook)
      .where("status", "=", "delivered")
      .execute();
    expect(hangingDone).toHaveLength(0);
  }, 90_000);
});
