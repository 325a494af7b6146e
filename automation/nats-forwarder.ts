// The NATS JetStream forwarder (DESIGN §6): a checkpointed subscriber of the log that publishes
// every event on girassol.<companyId>.<streamType>.<EventType>, and each business event also on
// girassol.<companyId>.business.<ACTION>. It waits for each PubAck before advancing its checkpoint,
// so NATS being down only delays it; msgIDs make a re-publish after a crash a JetStream duplicate.
//
// Business-event payloads are the enriched ones of the "automation" projection (rm_business_events,
// docs/automation.md): the forwarder never goes past that projection's checkpoint, and is woken
// when it moves. A batch is published with every PubAck awaited together, then checkpointed once.
import { connect, type JetStreamClient, type NatsConnection } from "nats";
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { comparePositions, type EventStore, type Position, type RecordedEvent } from "../eventstore/types";
import { CHECKPOINT_CHANNEL, casCheckpoint, readCheckpoint } from "../projections/checkpoints";
import { AUTOMATION_PROJECTION, automationProjection } from "../projections/automation";
import { toBusinessEvent } from "../projections/business/events";
import { privateNoteEvents, type NoteStreamEvent } from "../projections/business/private-notes";

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

/**
 * The messages one event becomes: subject, msgID (unique per message in the stream) and payload.
 * `businessPayload` is the enriched payload of rm_business_events (required for a business event).
 */
/** The data a private note's event carries on NATS: which note, never its text, type or schedule. */
function redactedNoteData(data: any) {
  return { noteId: data?.noteId, itemId: data?.itemId, private: true };
}

/** The private note events (projections/business/private-notes.ts) among the events of these note streams. */
export async function privateNoteEventIds(database: Database, streamIds: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (!streamIds.length) return out;
  const { rows } = await sql<{ event_id: string; stream_id: string; type: string; data: string; actor_id: string | null }>`
    select event_id::text as event_id, stream_id, type, data::text as data, metadata->>'actorId' as actor_id
      from events where stream_id in (${sql.join(streamIds)}) order by stream_id, stream_position`.execute(database.db);
  for (const id of streamIds) {
    const stream: NoteStreamEvent[] = rows
      .filter((r) => r.stream_id === id)
      .map((r) => ({ eventId: r.event_id, type: r.type, data: JSON.parse(r.data), actorId: r.actor_id ?? "" }));
    for (const eventId of privateNoteEvents(stream).keys()) out.add(eventId);
  }
  return out;
}

/**
 * `privateNote`: the event is a private note's (see privateNoteEventIds); its data is reduced to
 * the note's and item's ids, so the per-event copy never carries a private note's text.
 */
export function messagesFor(e: RecordedEvent, prefix = "girassol", businessPayload?: unknown, privateNote = false) {
  const out: { subject: string; msgID: string; payload: unknown }[] = [
    {
      subject: `${prefix}.${e.metadata.companyId}.${e.streamType}.${e.type}`,
      msgID: e.id,
      payload: {
        id: e.id,
        type: e.type,
        streamId: e.streamId,
        streamPosition: e.streamPosition,
        data: privateNote ? redactedNoteData(e.data) : e.data,
        metadata: e.metadata,
      },
    },
  ];
  const b = toBusinessEvent(e);
  if (b) {
    if (businessPayload === undefined) throw new Error(`payload enriquecido ausente para o evento ${e.id}`);
    out.push({
      subject: `${prefix}.${e.metadata.companyId}.business.${b.action}`,
      msgID: `${e.id}.business`,
      payload: businessPayload,
    });
  }
  return out;
}

export class NatsForwarder {
  readonly #o: Required<Omit<ForwarderOptions, "log">> & { log: (m: string) => void };
  #nc: NatsConnection | null = null;
  #js: JetStreamClient | null = null;
  #stopped = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #pending = false;
  #onStop: (() => void) | null = null;
  #unsubscribe: (() => Promise<void>)[] = [];

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

  /** How far the enrichment projection has got (null = not started, or rebuilding under another version). */
  async #enrichedUpTo(): Promise<Position | null> {
    const cp = await readCheckpoint(this.#o.database.db, AUTOMATION_PROJECTION);
    if (!cp || cp.version !== automationProjection.version) return null;
    return cp.position;
  }

  /** Publishes everything readable now (up to the enrichment projection); returns the number of events forwarded. */
  async catchUp(): Promise<number> {
    await this.#ensureConnected();
    const db = this.#o.database.db;
    let forwarded = 0;
    for (;;) {
      const enriched = await this.#enrichedUpTo();
      if (!enriched) return forwarded;
      const cp = await readCheckpoint(db, this.checkpointName);
      const after: Position | null = cp?.position ?? null;
      const read = await this.#o.store.readAll({ after, limit: this.#o.batchSize });
      const batch = read.filter((e) => comparePositions(e.position, enriched) <= 0);
      if (!batch.length) return forwarded;
      const ids = batch.filter((e) => toBusinessEvent(e)).map((e) => e.id);
      const payloads = new Map<string, unknown>();
      if (ids.length) {
        const rows = await db.selectFrom("rm_business_events").select(["event_id", "payload"]).where("event_id", "in", ids).execute();
        for (const r of rows) payloads.set(r.event_id, typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload);
      }
      const privateNotes = await privateNoteEventIds(this.#o.database, [
        ...new Set(batch.filter((e) => e.streamType === "note").map((e) => e.streamId)),
      ]);
      // Every PubAck of the batch before the checkpoint moves past it; a partial failure republishes
      // the batch, and JetStream drops what it already has by msgID.
      const acks = batch.flatMap((e) =>
        messagesFor(e, this.#o.subjectPrefix, payloads.get(e.id), privateNotes.has(e.id)).map((m) =>
          this.#js!.publish(m.subject, JSON.stringify(m.payload), { msgID: m.msgID }),
        ),
      );
      await Promise.all(acks);
      const next = batch[batch.length - 1].position;
      await db.transaction().execute((trx) => casCheckpoint(trx, this.checkpointName, CHECKPOINT_VERSION, after, next));
      forwarded += batch.length;
    }
  }

  /** Marks work to do and wakes the idle wait (an append, or the enrichment projection moved). */
  #signal = () => {
    this.#pending = true;
    const w = this.#wake;
    this.#wake = null;
    w?.();
  };

  /** Waits up to ms, or less when signalled (a signal that came during catchUp counts too). */
  #idle(ms: number): Promise<void> {
    if (this.#pending || this.#stopped) return Promise.resolve();
    return new Promise((r) => {
      const t = setTimeout(() => {
        this.#wake = null;
        r();
      }, ms);
      this.#wake = () => {
        clearTimeout(t);
        r();
      };
    });
  }

  /** Runs until stop(): catches up on every wake-up, retrying with back-off while NATS is down. */
  async start() {
    this.#unsubscribe.push(await this.#o.store.onAppended(this.#signal));
    // The enrichment projection moving is what makes new business events publishable.
    this.#unsubscribe.push(
      await this.#o.database.listen(CHECKPOINT_CHANNEL, (name) => {
        if (name === AUTOMATION_PROJECTION) this.#signal();
      }),
    );
    this.#loop = (async () => {
      let delay = 250;
      while (!this.#stopped) {
        try {
          this.#pending = false;
          await this.catchUp();
          delay = 250;
          await this.#idle(1000);
        } catch (err) {
          this.#o.log(`NATS: encaminhamento pausado (${(err as Error).message}); nova tentativa em ${delay} ms`);
          // Appends during an outage do not shorten the back-off; stop() does.
          await new Promise<void>((r) => {
            const t = setTimeout(r, delay);
            this.#onStop = () => {
              clearTimeout(t);
              r();
            };
          });
          delay = Math.min(delay * 2, 30_000);
        }
      }
    })();
  }

  async stop() {
    this.#stopped = true;
    this.#signal();
    this.#onStop?.();
    await this.#loop;
    for (const u of this.#unsubscribe.splice(0)) await u().catch(() => {});
    await this.#nc?.drain().catch(() => {});
  }
}
