// The EventStore port over EventStoreDB (@eventstore/db-client 6.x), DESIGN §4: the path for a
// company that outgrows one PostgreSQL. $all is a totally ordered log of committed events, so
// readAll needs no snapshot trick; its checkpoint is the full {commit, prepare} position.
//
// Idempotency: ESDB has no transaction spanning two streams, so a command id is recorded in a marker
// stream `girassol_command-<commandId>` written right after the events, and every event carries
// metadata.commandId. append() checks the marker first (sequential duplicate); a WrongExpectedVersion
// or a marker that already exists is resolved by the marker or, when the twin has not written its
// marker yet, by scanning the target stream's metadata (concurrent duplicate on the same stream).
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position as EsdbPosition,
  type ResolvedEvent,
} from "@eventstore/db-client";
import {
  WrongExpectedVersion,
  comparePositions,
  streamTypeOf,
  assertDistinctStreams,
  type AppendOptions,
  type AppendOutcome,
  type AppendRequest,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Upcaster,
} from "../types";
import { upcast as applyUpcasters } from "../upcast";

export interface EsdbEventStoreOptions {
  upcasters?: Record<string, Upcaster>;
}

const MARKER_PREFIX = "girassol_command-";
const markerStream = (commandId: string) => `${MARKER_PREFIX}${commandId}`;

interface CommandMarker {
  streamId: string;
  firstRevision: number;
  lastRevision: number;
}

type AnyRecorded = NonNullable<AllStreamResolvedEvent["event"]> | NonNullable<ResolvedEvent["event"]>;

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === "no_stream") return NO_STREAM;
  if (expected === "exists") return STREAM_EXISTS;
  if (expected === "any") return ANY;
  return BigInt(expected);
}

const toPosition = (p: EsdbPosition): Position => ({ a: p.commit.toString(), b: p.prepare.toString() });
const fromPosition = (p: Position): EsdbPosition => ({ commit: BigInt(p.a), prepare: BigInt(p.b) });

function decodeJson(v: unknown): any {
  if (v instanceof Uint8Array) {
    const text = Buffer.from(v).toString("utf8");
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return v;
}

/** Our events only: no system streams/events, no command markers. */
function isOurs(e: AnyRecorded | undefined): boolean {
  return !!e && !e.streamId.startsWith("$") && !e.type.startsWith("$") && !e.streamId.startsWith(MARKER_PREFIX);
}

/** Reads and appends of the *Many calls in flight at once. */
const MANY_AT_ONCE = 16;

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createEsdbEventStore(clientOrUrl: EventStoreDBClient | string, opts: EsdbEventStoreOptions = {}): EventStore {
  const ownsClient = typeof clientOrUrl === "string";
  const client = typeof clientOrUrl === "string" ? EventStoreDBClient.connectionString(clientOrUrl) : clientOrUrl;
  const upcasters = opts.upcasters ?? {};
  const subscriptions = new Set<() => Promise<void>>();

  const upcast = (event: RecordedEvent) => applyUpcasters(upcasters, event);

  function toRecorded(e: AnyRecorded, fallback?: bigint): RecordedEvent {
    const pos: Position = e.position ? toPosition(e.position) : { a: String(fallback ?? 0n), b: String(fallback ?? 0n) };
    return upcast({
      id: e.id,
      streamId: e.streamId,
      streamType: streamTypeOf(e.streamId),
      streamPosition: Number(e.revision),
      position: pos,
      type: e.type,
      data: decodeJson(e.data),
      metadata: decodeJson(e.metadata) as EventMetadata,
    });
  }

  async function readRaw(streamId: string, o: { from?: bigint; maxCount?: number; backwards?: boolean } = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      const read = client.readStream(streamId, {
        direction: o.backwards ? BACKWARDS : FORWARDS,
        fromRevision: o.from ?? (o.backwards ? END : START),
        ...(o.maxCount !== undefined ? { maxCount: o.maxCount } : {}),
      });
      for await (const r of read) {
        if (r.event) out.push(toRecorded(r.event, r.commitPosition));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async function streamRevision(streamId: string): Promise<number | "no_stream"> {
    const last = await readRaw(streamId, { backwards: true, maxCount: 1 });
    return last.length ? last[0]!.streamPosition : "no_stream";
  }

  async function resultFor(marker: CommandMarker): Promise<AppendResult | null> {
    const count = marker.lastRevision - marker.firstRevision + 1;
    const events = await readRaw(marker.streamId, { from: BigInt(marker.firstRevision), maxCount: count });
    if (!events.length) return null;
    const last = events[events.length - 1]!;
    return { nextRevision: last.streamPosition, position: last.position, events, duplicate: true };
  }

  async function findCommand(commandId: string): Promise<AppendResult | null> {
    const markers = await readRaw(markerStream(commandId), { maxCount: 1 });
    if (!markers.length) return null;
    return resultFor(markers[0]!.data as CommandMarker);
  }

  /** A twin that appended but has not written its marker yet: its events carry the command id. */
  async function scanStreamForCommand(streamId: string, commandId: string): Promise<AppendResult | null> {
    const events = (await readRaw(streamId)).filter((e) => e.metadata?.commandId === commandId);
    if (!events.length) return null;
    const last = events[events.length - 1]!;
    return { nextRevision: last.streamPosition, position: last.position, events, duplicate: true };
  }

  async function writeMarker(commandId: string, marker: CommandMarker): Promise<void> {
    try {
      await client.appendToStream(markerStream(commandId), jsonEvent({ type: "CommandHandled", data: { ...marker } }), {
        expectedRevision: NO_STREAM,
      });
    } catch (err) {
      // Another writer recorded the same command first; its marker stands.
      if (!(err instanceof WrongExpectedVersionError)) throw err;
    }
  }

  async function append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expected, metadata } = options;
    const commandId = metadata?.commandId || null;
    if (commandId) {
      const seen = await findCommand(commandId);
      if (seen) return seen;
    }
    if (events.length === 0) {
      const actual = await streamRevision(streamId);
      const ok =
        expected === "any" ||
        (expected === "no_stream" && actual === "no_stream") ||
        (expected === "exists" && actual !== "no_stream") ||
        actual === expected;
      if (!ok) throw new WrongExpectedVersion(streamId, expected, actual);
      return {
        nextRevision: actual === "no_stream" ? -1 : actual,
        position: { a: "0", b: "0" },
        events: [],
        duplicate: false,
      };
    }

    let next: bigint;
    try {
      const res = await client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            data: (e.data ?? {}) as Record<string, unknown>,
            metadata: { ...metadata },
          }),
        ),
        { expectedRevision: toEsdbExpected(expected) },
      );
      next = res.nextExpectedRevision;
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        if (commandId) {
          const seen = (await findCommand(commandId)) ?? (await scanStreamForCommand(streamId, commandId));
          if (seen) return seen;
        }
        const actual = err.actualVersion === NO_STREAM ? "no_stream" : Number(err.actualVersion);
        throw new WrongExpectedVersion(streamId, expected, actual);
      }
      throw err;
    }

    const lastRevision = Number(next);
    const firstRevision = lastRevision - events.length + 1;
    if (commandId) await writeMarker(commandId, { streamId, firstRevision, lastRevision });
    // Read back this append's events for their exact $all positions.
    const written = await readRaw(streamId, { from: BigInt(firstRevision), maxCount: events.length });
    const recorded = written.filter((e) => events.some((n) => n.id === e.id));
    const last = recorded[recorded.length - 1]!;
    return { nextRevision: lastRevision, position: last.position, events: recorded, duplicate: false };
  }

  /** EventStoreDB has no multi-stream append: the appends go one by one, a few at a time. */
  async function appendMany(requests: AppendRequest[]): Promise<AppendOutcome[]> {
    assertDistinctStreams(requests);
    return mapLimited(requests, MANY_AT_ONCE, (r) =>
      append(r.streamId, r.events, r.options).then(
        (result): AppendOutcome => ({ ok: true, result }),
        (error: unknown): AppendOutcome => ({ ok: false, error }),
      ),
    );
  }

  async function readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    const ids = [...new Set(streamIds)];
    const lists = await mapLimited(ids, MANY_AT_ONCE, (id) => readRaw(id));
    return new Map(ids.map((id, i) => [id, lists[i]!]));
  }

  async function findCommands(commandIds: string[]): Promise<Map<string, AppendResult>> {
    const ids = [...new Set(commandIds)];
    const found = await mapLimited(ids, MANY_AT_ONCE, (id) => findCommand(id));
    const out = new Map<string, AppendResult>();
    ids.forEach((id, i) => found[i] && out.set(id, found[i]!));
    return out;
  }

  async function readStream(streamId: string, o: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events = await readRaw(streamId, o.from !== undefined ? { from: BigInt(o.from) } : {});
    if (o.until === undefined) return events;
    const until = Date.parse(o.until);
    return events.filter((e) => Date.parse(e.metadata.occurredAt) <= until);
  }

  async function readAll(o: ReadAllOptions): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const limit = Math.max(0, Math.floor(o.limit));
    let from: Position | null = o.after ?? null;
    // $all also holds system events and our markers; read in pages until `limit` of ours are found.
    while (out.length < limit) {
      const page = Math.max(limit - out.length + 1, 64);
      let seen = 0;
      let lastPos: Position | null = null;
      for await (const r of client.readAll({ fromPosition: from ? fromPosition(from) : START, maxCount: page })) {
        seen++;
        const e = r.event;
        if (!e?.position) continue;
        const pos = toPosition(e.position);
        lastPos = pos;
        // fromPosition is treated as inclusive: keep only what is strictly after the checkpoint.
        if (from && comparePositions(pos, from) <= 0) continue;
        if (isOurs(e) && out.length < limit) out.push(toRecorded(e as AnyRecorded));
      }
      if (seen < page || !lastPos || (from && comparePositions(lastPos, from) <= 0)) break;
      from = lastPos;
    }
    return out;
  }

  async function headPosition(): Promise<Position | null> {
    let from: EsdbPosition | typeof END = END;
    for (let pages = 0; pages < 64; pages++) {
      let seen = 0;
      let oldest: EsdbPosition | null = null;
      const page: AsyncIterable<AllStreamResolvedEvent> = client.readAll({
        direction: BACKWARDS,
        fromPosition: from,
        maxCount: 256,
      });
      for await (const r of page) {
        seen++;
        const e: AllStreamResolvedEvent["event"] = r.event;
        if (!e?.position) continue;
        if (isOurs(e)) return toPosition(e.position);
        oldest = e.position;
      }
      if (seen < 256 || !oldest) return null;
      from = oldest;
    }
    return null;
  }

  // committedHead is headPosition: $all only ever holds committed events, in order (no horizon).

  async function onAppended(listener: () => void): Promise<() => Promise<void>> {
    const sub = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    sub.on("data", (r: AllStreamResolvedEvent) => {
      if (isOurs(r.event)) listener();
    });
    sub.on("error", () => {
      // A dropped subscription only loses wake-ups; readers also poll.
    });
    let done = false;
    const unsubscribe = async () => {
      if (done) return;
      done = true;
      subscriptions.delete(unsubscribe);
      await sub.unsubscribe();
    };
    subscriptions.add(unsubscribe);
    return unsubscribe;
  }

  async function close(): Promise<void> {
    await Promise.allSettled([...subscriptions].map((u) => u()));
    if (ownsClient) await client.dispose();
  }

  return {
    append,
    appendMany,
    readStream,
    readStreams,
    streamRevision,
    readAll,
    findCommand,
    findCommands,
    headPosition,
    committedHead: headPosition,
    onAppended,
    close,
  };
}
