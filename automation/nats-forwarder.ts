// The NATS JetStream forwarder (DESIGN §6): a checkpointed subscriber of the log that publishes
// every event on girassol.<companyId>.<streamType>.<EventType>, and each business event also on
// girassol.<companyId>.business.<ACTION>. It waits for each PubAck before advancing its checkpoint,
// so NATS being down only delays it; msgIDs make a re-publish after a crash a JetStream duplicate.
import { connect, type JetStreamClient, type NatsConnection } from "nats";
import type { Database } from "../db/connect";
import type { EventStore, Position, RecordedEvent } from "../eventstore/types";
import { casCheckpoint, readCheckpoint } from "../projections/checkpoints";
import { toBusinessEvent } from "./business-events";

export interface ForwarderOptions {
  database: Database;
  store: EventStore;
  natsUrl: string;
  /** Stream name and subject prefix; tests use their own so they never share a stream. */
  streamName?: string;
  subjectPrefix?: string;
  batchSize?: number;
  log?: (msg: string) => void;
}

const CHECKPOINT_VERSION = 1;

/** The messages one event becomes: subject, msgID (unique per message in the stream) and payload. */
export function messagesFor(e: RecordedEvent, prefix = "girassol") {
  const out = [{
    subject: `${prefix}.${e.metadata.companyId}.${e.streamType}.${e.type}`,
    msgID: e.id,
    payload: { id: e.id, type: e.type, streamId: e.streamId, streamPosition: e.streamPosition, data: e.data, metadata: e.metadata },
  }];
  const b = toBusinessEvent(e);
  if (b) out.push({ subject: `${prefix}.${e.metadata.companyId}.business.${b.action}`, msgID: `${e.id}.business`, payload: b as any });
  return out;
}

export class NatsForwarder {
  readonly #o: Required<Omit<ForwarderOptions, "log">> & { log: (m: string) => void };
  #nc: NatsConnection | null = null;
  #js: JetStreamClient | null = null;
  #stopped = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #unsubscribe: (() => Promise<void>) | null = null;

  constructor(o: ForwarderOptions) {
    this.#o = { streamName: "GIRASSOL", subjectPrefix: "girassol", batchSize: 200, log: () => {}, ...o };
  }

  get checkpointName() {
    return `nats-forwarder:${this.#o.streamName}`;
  }

  async #ensureConnected() {
    if (this.#nc && !this.#nc.isClosed()) return;
    this.#nc = await connect({ servers: this.#o.natsUrl, reconnect: true, maxReconnectAttempts: -1 });
    const jsm = await this.#nc.jetstreamManager();
    const subjects = [`${this.#o.subjectPrefix}.>`];
    try {
      await jsm.streams.info(this.#o.streamName);
    } catch {
      await jsm.streams.add({ name: this.#o.streamName, subjects });
    }
    this.#js = this.#nc.jetstream();
  }

  /** Publishes everything readable now; returns the number of events forwarded. */
  async catchUp(): Promise<number> {
    await this.#ensureConnected();
    const db = this.#o.database.db;
    let forwarded = 0;
    for (;;) {
      const cp = await readCheckpoint(db, this.checkpointName);
      const after: Position | null = cp?.position ?? null;
      const batch = await this.#o.store.readAll({ after, limit: this.#o.batchSize });
      if (!batch.length) return forwarded;
      let last = after;
      for (const e of batch) {
        for (const m of messagesFor(e, this.#o.subjectPrefix)) {
          await this.#js!.publish(m.subject, JSON.stringify(m.payload), { msgID: m.msgID });
        }
        // Only after every PubAck of this event does the checkpoint move past it.
        const next = e.position;
        await db.transaction().execute((trx) => casCheckpoint(trx, this.checkpointName, CHECKPOINT_VERSION, last, next));
        last = next;
        forwarded++;
      }
    }
  }

  /** Runs until stop(): catches up on every append wake-up, retrying with back-off while NATS is down. */
  async start() {
    this.#unsubscribe = await this.#o.store.onAppended(() => this.#wake?.());
    this.#loop = (async () => {
      let delay = 250;
      while (!this.#stopped) {
        try {
          await this.catchUp();
          delay = 250;
          await new Promise<void>((r) => { this.#wake = r; setTimeout(r, 1000); });
        } catch (err) {
          this.#o.log(`NATS: encaminhamento pausado (${(err as Error).message}); nova tentativa em ${delay} ms`);
          await new Promise((r) => setTimeout(r, delay));
          delay = Math.min(delay * 2, 30_000);
        }
      }
    })();
  }

  async stop() {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    await this.#unsubscribe?.();
    await this.#nc?.drain().catch(() => {});
  }
}
