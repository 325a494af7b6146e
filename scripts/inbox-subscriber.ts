// Worked example of an automation subscriber (docs/automation.md): a durable JetStream pull
// consumer with explicit acks that records each business event in an inbox table keyed by the
// event id, and applies its effect only when that row is new. A redelivered message (its ack was
// lost, NATS restarted) or a duplicate published after JetStream's dedupe window has no second
// effect: the insert finds the row, nothing else runs, the message is acked again.
//
//   NATS_URL=127.0.0.1:4222 DATABASE_URL=postgres://… npx tsx scripts/inbox-subscriber.ts
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { AckPolicy, connect, type JsMsg, type NatsConnection } from "nats";
import { connect as connectDb, type Database } from "../db/connect";
import { migrateToLatest } from "../db/migrate";

export interface InboxSubscriberOptions {
  database: Database;
  natsUrl: string;
  /** JetStream stream (default GIRASSOL) and subject filter (default girassol.*.business.>). */
  stream?: string;
  filter?: string;
  durable?: string;
  log?: (msg: string) => void;
}

/**
 * One message into the inbox, in one transaction: the row keyed by eventId, and the effect only
 * if the row was new. Returns true when applied, false for a duplicate.
 */
export async function applyToInbox(database: Database, subject: string, payload: any): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("automation_inbox")
      .values({
        event_id: payload.eventId,
        company_id: payload.company.id,
        action: payload.action,
        subject,
        payload: sql`${JSON.stringify(payload)}::text::jsonb` as any,
      })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .returning("event_id")
      .executeTakeFirst();
    if (!inserted) return false;
    // The example's effect. A real subscriber would call its CRM, send a message, etc., here or
    // from an outbox, keyed by the same event id.
    await trx
      .insertInto("automation_inbox_counts")
      .values({ action: payload.action, applied: 1 })
      .onConflict((oc) => oc.column("action").doUpdateSet({ applied: sql`automation_inbox_counts.applied + 1` }))
      .execute();
    return true;
  });
}

export class InboxSubscriber {
  readonly #o: Required<InboxSubscriberOptions>;
  #nc: NatsConnection | null = null;
  #stopped = false;
  #loop: Promise<void> | null = null;
  received = 0;
  applied = 0;

  constructor(o: InboxSubscriberOptions) {
    this.#o = {
      stream: "GIRASSOL",
      filter: "girassol.*.business.>",
      durable: "girassol-inbox-example",
      log: () => {},
      ...o,
    };
  }

  async #consumer() {
    if (!this.#nc || this.#nc.isClosed()) {
      this.#nc = await connect({
        servers: this.#o.natsUrl,
        reconnect: true,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
      });
    }
    const jsm = await this.#nc.jetstreamManager();
    // Idempotent: the durable keeps its position (and its unacked messages) across restarts.
    await jsm.consumers.add(this.#o.stream, {
      durable_name: this.#o.durable,
      ack_policy: AckPolicy.Explicit,
      filter_subject: this.#o.filter,
      ack_wait: 30_000_000_000,
    });
    return this.#nc.jetstream().consumers.get(this.#o.stream, this.#o.durable);
  }

  async #handle(m: JsMsg) {
    this.received++;
    if (await applyToInbox(this.#o.database, m.subject, m.json())) this.applied++;
    // Ack only after the inbox row committed: a crash before this redelivers, and the row dedupes.
    m.ack();
  }

  /** Pulls in batches until stop(); NATS or the database down → waits and pulls again. */
  start() {
    this.#loop = (async () => {
      let delay = 100;
      while (!this.#stopped) {
        try {
          const consumer = await this.#consumer();
          while (!this.#stopped) {
            const batch = await consumer.fetch({ max_messages: 200, expires: 1000 });
            for await (const m of batch) await this.#handle(m);
            delay = 100;
          }
        } catch (e) {
          if (this.#stopped) break;
          this.#o.log(`inbox: ${(e as Error).message}; nova tentativa em ${delay} ms`);
          await new Promise((r) => setTimeout(r, delay));
          delay = Math.min(delay * 2, 5000);
        }
      }
    })();
  }

  async stop() {
    this.#stopped = true;
    await this.#loop;
    await this.#nc?.close().catch(() => {});
  }
}

async function main() {
  const natsUrl = process.env.NATS_URL ?? "127.0.0.1:4222";
  const url = process.env.DATABASE_URL;
  const database = await connectDb(url ? { url } : { dataDir: "./data/pglite" });
  await migrateToLatest(database.db);
  const sub = new InboxSubscriber({ database, natsUrl, log: (m) => console.error(m) });
  sub.start();
  console.log(`inbox: consumindo ${natsUrl} (GIRASSOL, girassol.*.business.>); Ctrl+C para sair`);
  const timer = setInterval(() => console.log(`inbox: ${sub.received} recebidas, ${sub.applied} aplicadas`), 5000);
  process.on("SIGINT", async () => {
    clearInterval(timer);
    await sub.stop();
    await database.close();
    process.exit(0);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
