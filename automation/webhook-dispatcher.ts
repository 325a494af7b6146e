// The webhook dispatcher (DESIGN §6), two loops:
//  1. fan-out: a checkpointed subscriber of rm_business_events (the enriched payloads, in log
//     order) that creates one delivery per (webhook, matching event) — unique, so a replay of the
//     same batch creates nothing twice — and moves its checkpoint in the same transaction;
//  2. send: claims due deliveries (FOR UPDATE SKIP LOCKED, with a lease), POSTs the signed JSON
//     with a 10 s timeout, logs the attempt, and schedules a retry with exponential back-off (8
//     attempts over about 24 h) or gives up ("failed", which "Reenviar" on the settings screen
//     puts back in the queue). Sends run concurrently with a cap per webhook, so a hanging receiver
//     holds at most its own slots; nothing here blocks the NATS forwarder (separate loop, separate
//     checkpoint).
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { uuidv7 } from "../eventstore/ids";
import { CHECKPOINT_CHANNEL, CheckpointConflict, casCheckpoint, readCheckpoint } from "../projections/checkpoints";
import { AUTOMATION_PROJECTION } from "../projections/automation";
import { Wake } from "./wake";
import { recordAttempt } from "./webhook-attempts";
import { postWebhook, systemLookup, type LookupAll, type WebhookAnswer } from "./webhook-post";

/** Waits after attempt 1..7 (× about 3 each): the 8th attempt comes about 23 h after the first. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 45 * 60_000, 2 * 3600_000, 6 * 3600_000, 14 * 3600_000];
export const MAX_ATTEMPTS = DEFAULT_RETRY_DELAYS_MS.length + 1;

export interface DispatcherOptions {
  database: Database;
  /** GIRASSOL_WEBHOOKS_ALLOW_PRIVATE=1: loopback/private receivers allowed (tests, local development). */
  allowPrivate?: boolean;
  /** Injectable clock (ms since epoch) for tests of the back-off. */
  now?: () => number;
  retryDelaysMs?: number[];
  timeoutMs?: number;
  /** Concurrent sends overall and per webhook. */
  concurrency?: number;
  perWebhook?: number;
  /** How long a claimed delivery stays invisible to other dispatchers (must exceed timeoutMs). */
  leaseMs?: number;
  log?: (msg: string) => void;
  /** Test hook: the idle poll interval. */
  pollMs?: number;
  /** The resolver for receivers' names (the system's by default); tests inject one (DNS rebinding). */
  lookup?: LookupAll;
}

const FANOUT_CHECKPOINT = "webhook-dispatcher";
const FANOUT_VERSION = 1;

interface Claimed {
  id: string;
  webhook_id: string;
  event_id: string;
  action: string;
  attempts: number;
}

export class WebhookDispatcher {
  readonly #o: Required<Omit<DispatcherOptions, "database">> & { database: Database };
  #stopped = false;
  #loops: Promise<void>[] = [];
  #unsubscribe: (() => Promise<void>)[] = [];
  #fanoutWake = new Wake();
  #sendWake = new Wake();
  #inFlight = new Map<string, number>();
  #running = 0;
  #sends = new Set<Promise<void>>();
  #fanOutChain: Promise<void> = Promise.resolve();

  constructor(o: DispatcherOptions) {
    this.#o = {
      allowPrivate: false,
      now: () => Date.now(),
      retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
      timeoutMs: 10_000,
      concurrency: 16,
      perWebhook: 4,
      leaseMs: 60_000,
      log: () => {},
      pollMs: 1000,
      lookup: systemLookup,
      ...o,
    };
  }

  get maxAttempts() {
    return this.#o.retryDelaysMs.length + 1;
  }

  async start() {
    this.#unsubscribe.push(
      await this.#o.database.listen(CHECKPOINT_CHANNEL, (name) => {
        if (name === AUTOMATION_PROJECTION) this.#fanoutWake.fire();
      }),
    );
    this.#loops.push(this.#loop("fan-out", () => this.fanOut(), this.#fanoutWake));
    this.#loops.push(this.#loop("envio", () => this.sendDue(), this.#sendWake));
  }

  async stop() {
    this.#stopped = true;
    this.#fanoutWake.fire();
    this.#sendWake.fire();
    await Promise.all(this.#loops);
    await Promise.allSettled([...this.#sends]);
    for (const u of this.#unsubscribe.splice(0)) await u().catch(() => {});
  }

  /** Wakes the send loop (after "Reenviar", or new deliveries). */
  nudge() {
    this.#sendWake.fire();
  }

  async #loop(name: string, step: () => Promise<number>, wake: Wake) {
    let delay = 250;
    while (!this.#stopped) {
      try {
        const n = await step();
        delay = 250;
        if (n > 0) continue;
        await wake.wait(this.#o.pollMs);
      } catch (e) {
        this.#o.log(`webhooks (${name}): ${(e as Error).message}; nova tentativa em ${delay} ms`);
        await wake.wait(delay);
        delay = Math.min(delay * 2, 30_000);
      }
    }
  }

  /**
   * Creates the deliveries of the next batch of business events; returns how many events it passed.
   * Calls are serialised (the loop and a caller such as a test or "Reenviar desde" may overlap), and
   * a checkpoint moved by another dispatcher process only means "read again": its transaction rolled
   * back, and the unique (webhook, event) key keeps deliveries single anyway.
   */
  fanOut(limit = 500): Promise<number> {
    const run = this.#fanOutChain
      .then(() => this.#fanOutOnce(limit))
      .catch((e) => {
        if (e instanceof CheckpointConflict) return 1;
        throw e;
      });
    this.#fanOutChain = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  async #fanOutOnce(limit: number): Promise<number> {
    const db = this.#o.database.db;
    const cp = await readCheckpoint(db, FANOUT_CHECKPOINT);
    const after = cp?.position ?? null;
    let q = db
      .selectFrom("rm_business_events")
      .select(["event_id", "company_id", "action", "occurred_at", "tx", "pos"])
      .orderBy("tx")
      .orderBy("pos")
      .limit(limit);
    if (after) {
      q = q.where(sql<boolean>`(tx, pos) > (${after.a}::numeric, ${after.b}::numeric)`);
    }
    const rows = await q.execute();
    if (!rows.length) return 0;
    const nowIso = new Date(this.#o.now()).toISOString();
    let created = 0;
    await db.transaction().execute(async (trx) => {
      const companies = [...new Set(rows.map((r) => r.company_id))];
      const hooks = await trx
        .selectFrom("rm_webhooks")
        .select(["id", "company_id", "actions", "created_at"])
        .where("company_id", "in", companies)
        .execute();
      // A webhook receives the events that happened once it existed; older ones only by "Reenviar desde".
      const values = rows.flatMap((r) =>
        hooks
          .filter(
            (h) =>
              h.company_id === r.company_id &&
              (parseJson(h.actions) as string[]).includes(r.action) &&
              new Date(r.occurred_at).getTime() >= new Date(h.created_at).getTime(),
          )
          .map((h) => ({
            id: uuidv7(),
            webhook_id: h.id,
            company_id: r.company_id,
            event_id: r.event_id,
            action: r.action,
            status: "pending",
            next_attempt_at: nowIso,
            created_at: nowIso,
            updated_at: nowIso,
          })),
      );
      if (values.length) {
        const res = await trx
          .insertInto("webhook_deliveries")
          .values(values)
          .onConflict((oc) => oc.columns(["webhook_id", "event_id"]).doNothing())
          .executeTakeFirst();
        created = Number(res.numInsertedOrUpdatedRows ?? 0);
      }
      const last = rows[rows.length - 1];
      await casCheckpoint(trx, FANOUT_CHECKPOINT, FANOUT_VERSION, after, {
        a: String(last.tx).split(".")[0],
        b: String(last.pos).split(".")[0],
      });
    });
    if (created) this.#sendWake.fire();
    return rows.length;
  }

  /** Claims what is due and starts sending it; returns the number started. */
  async sendDue(): Promise<number> {
    const free = this.#o.concurrency - this.#running;
    if (free <= 0) return 0;
    const db = this.#o.database.db;
    const now = this.#o.now();
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("webhook_deliveries")
        .select(["id", "webhook_id", "event_id", "action", "attempts"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", new Date(now))
        .orderBy("next_attempt_at")
        .limit(free * 4)
        .forUpdate()
        .skipLocked()
        .execute();
      const pick: Claimed[] = [];
      const taken = new Map<string, number>();
      for (const d of due) {
        if (pick.length >= free) break;
        const n = (this.#inFlight.get(d.webhook_id) ?? 0) + (taken.get(d.webhook_id) ?? 0);
        if (n >= this.#o.perWebhook) continue;
        taken.set(d.webhook_id, (taken.get(d.webhook_id) ?? 0) + 1);
        pick.push(d as Claimed);
      }
      if (pick.length) {
        await trx
          .updateTable("webhook_deliveries")
          .set({ next_attempt_at: new Date(now + this.#o.leaseMs).toISOString() })
          .where(
            "id",
            "in",
            pick.map((p) => p.id),
          )
          .execute();
      }
      return pick;
    });
    for (const d of claimed) {
      this.#running++;
      this.#inFlight.set(d.webhook_id, (this.#inFlight.get(d.webhook_id) ?? 0) + 1);
      const p = this.#deliver(d)
        .catch((e) => this.#o.log(`webhooks: entrega ${d.id}: ${(e as Error).message}`))
        .finally(() => {
          this.#running--;
          this.#inFlight.set(d.webhook_id, (this.#inFlight.get(d.webhook_id) ?? 1) - 1);
          this.#sends.delete(p);
          this.#sendWake.fire();
        });
      this.#sends.add(p);
    }
    // A full house waits for a send to finish (it fires the wake), not for the poll.
    return claimed.length && this.#running < this.#o.concurrency ? claimed.length : 0;
  }

  /** Waits until nothing is being sent (tests). */
  async idle() {
    while (this.#sends.size) await Promise.allSettled([...this.#sends]);
  }

  async #deliver(d: Claimed) {
    const db = this.#o.database.db;
    const hook = await db
      .selectFrom("rm_webhooks as w")
      .leftJoin("webhook_secrets as s", "s.webhook_id", "w.id")
      .select(["w.uri", "s.secret"])
      .where("w.id", "=", d.webhook_id)
      .executeTakeFirst();
    const event = await db.selectFrom("rm_business_events").select(["payload"]).where("event_id", "=", d.event_id).executeTakeFirst();
    const attempt = d.attempts + 1;
    const startedAt = this.#o.now();
    if (!hook || !hook.secret || !event) {
      const error = !hook ? "Webhook excluído." : !hook.secret ? "Segredo ausente." : "Evento não encontrado.";
      await this.#record(d, attempt, startedAt, { status: null, duration: 0, error }, true);
      return;
    }
    const answer = await postWebhook({
      uri: hook.uri,
      secret: hook.secret,
      action: d.action,
      eventId: d.event_id,
      body: JSON.stringify(parseJson(event.payload)),
      startedAt,
      timeoutMs: this.#o.timeoutMs,
      allowPrivate: this.#o.allowPrivate,
      lookup: this.#o.lookup,
    });
    await this.#record(d, attempt, startedAt, answer, false);
  }

  #record(d: Claimed, attempt: number, at: number, answer: WebhookAnswer, permanent: boolean) {
    const { retryDelaysMs } = this.#o;
    return recordAttempt(this.#o.database, d.id, {
      attempt,
      at,
      answer,
      permanent,
      maxAttempts: this.maxAttempts,
      retryDelaysMs,
    });
  }
}

function parseJson(v: unknown): unknown {
  return typeof v === "string" ? JSON.parse(v) : v;
}
