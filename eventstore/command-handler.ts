// The command handler (DESIGN §4): load the stream, fold `evolve`, `decide`, append with the revision
// that was read; on a concurrent writer (WrongExpectedVersion) run the whole sequence again with a
// jittered backoff. A command id seen before returns the first result without deciding again. With
// a fold cache, a stream's cached state is first tried without any read (onCachedState).
import { DomainError, type DecideContext, type Decider, type DomainEvent } from "../domain/shared/decider";
import type { FoldCache } from "./fold-cache";
import { WrongExpectedVersion, type EventStore, type Position, type RecordedEvent } from "./types";

export interface HandleCommandArgs<S, C, E extends DomainEvent> {
  streamId: string;
  decider: Decider<S, C, E>;
  command: C;
  ctx: DecideContext;
  commandId: string;
  /** Defaults to commandId. */
  correlationId?: string;
  causationId?: string | null;
  /** Event id generator (UUIDv7 in the app; tests may fix it). */
  newId: () => string;
  /** Extra attempts after a WrongExpectedVersion (default 3). */
  retries?: number;
  /**
   * Folded states kept between commands (fold-cache.ts): only the events after the cached revision
   * are read. The caller must not keep or change the returned state.
   */
  folds?: FoldCache;
}

export interface HandleCommandResult<S> {
  events: RecordedEvent[];
  /** Global position of the last event appended; null when the command produced nothing. */
  position: Position | null;
  /** True when this commandId had been handled before: its first events are returned. */
  duplicate: boolean;
  /** The stream's state after the command. */
  state: S;
}

/** Folds a stream's events (optionally only those that occurred at or before `until`). */
export async function foldStream<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  opts: { until?: string } = {},
): Promise<{ state: S; revision: number | "no_stream" }> {
  const events = await store.readStream(streamId, opts.until !== undefined ? { until: opts.until } : {});
  return foldEvents(decider, events);
}

function foldEvents<S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  events: RecordedEvent[],
  from?: { revision: number; state: S },
): { state: S; revision: number | "no_stream" } {
  let state = from ? from.state : decider.initialState();
  // A RecordedEvent is a DomainEvent ({type, data}) plus its envelope; evolve may read both.
  for (const e of events) state = decider.evolve(state, e as unknown as E);
  const revision = events.length ? events[events.length - 1]!.streamPosition : (from?.revision ?? "no_stream");
  return { state, revision };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** 5–10 ms, then 10–20 ms, then 20–30 ms (capped at 30 ms). */
function backoffMs(attempt: number): number {
  const base = Math.min(5 * 2 ** attempt, 20);
  return Math.min(30, base + Math.random() * base);
}

export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  args: HandleCommandArgs<S, C, E>,
): Promise<HandleCommandResult<S>> {
  const { streamId, decider, command, ctx, commandId, newId } = args;
  const retries = args.retries ?? 3;

  for (let attempt = 0; ; attempt++) {
    const cached = args.folds?.take(decider, streamId);
    if (cached) {
      const done = await onCachedState(store, args, cached);
      if (done) return done;
      // Not settled on the cached state alone: read what follows it, as without the first try.
    }
    // Both reads go out together; on PostgreSQL they use two pooled connections.
    const [seen, events] = await Promise.all([store.findCommand(commandId), store.readStream(streamId, cached ? { from: cached.revision + 1 } : {})]);
    if (seen) {
      const { state } = foldEvents(decider, events, cached);
      return { events: seen.events, position: seen.position, duplicate: true, state };
    }

    const { state, revision } = foldEvents(decider, events, cached);
    let decided: E[];
    try {
      decided = decider.decide(command, state, ctx);
    } catch (err) {
      // The two reads above are not one snapshot: a twin of this command may have committed between
      // them, so the stream already holds its effect ("already exists") while findCommand said
      // "unseen". Ask again before reporting the refusal; otherwise the DomainError stands.
      const twin = await store.findCommand(commandId);
      if (twin) {
        const after = await foldStream(store, streamId, decider);
        return { events: twin.events, position: twin.position, duplicate: true, state: after.state };
      }
      throw err;
    }
    if (decided.length === 0) {
      if (revision !== "no_stream") args.folds?.giveBack(decider, streamId, { revision, state });
      return { events: [], position: null, duplicate: false, state };
    }

    try {
      return await appendDecided(store, args, state, revision, decided);
    } catch (err) {
      if (!(err instanceof WrongExpectedVersion) || attempt >= retries) throw err;
      await sleep(backoffMs(attempt));
    }
  }
}

/**
 * The first try on a cached state, without reading: decide on it and append at its revision. The
 * append's expected revision refuses a stream that moved since (another process), and command_log's
 * key a command seen before (a double submit: the first result comes back). Only an append settles
 * it; a refusal, a no-op or a conflict may come from a stale state, so it returns undefined and the
 * caller reads what follows the cached revision and decides again (P3: two reads less per command).
 */
async function onCachedState<S, C, E extends DomainEvent>(
  store: EventStore,
  args: HandleCommandArgs<S, C, E>,
  cached: { revision: number; state: S },
): Promise<HandleCommandResult<S> | undefined> {
  let decided: E[];
  try {
    decided = args.decider.decide(args.command, cached.state, args.ctx);
  } catch (err) {
    if (err instanceof DomainError) return undefined;
    throw err;
  }
  if (decided.length === 0) return undefined;
  try {
    return await appendDecided(store, args, cached.state, cached.revision, decided);
  } catch (err) {
    if (err instanceof WrongExpectedVersion) return undefined;
    throw err;
  }
}

/** Appends what was decided on `state` (at `revision`); keeps the new state in the fold cache. */
async function appendDecided<S, C, E extends DomainEvent>(
  store: EventStore,
  args: HandleCommandArgs<S, C, E>,
  state: S,
  revision: number | "no_stream",
  decided: E[],
): Promise<HandleCommandResult<S>> {
  const { streamId, decider, ctx, commandId, newId } = args;
  const result = await store.append(
    streamId,
    decided.map((e) => ({ id: newId(), type: e.type, data: e.data })),
    {
      expected: revision,
      metadata: {
        companyId: ctx.companyId,
        actorId: ctx.actorId,
        commandId,
        correlationId: args.correlationId ?? commandId,
        causationId: args.causationId ?? null,
        occurredAt: ctx.now,
      },
    },
  );
  if (result.duplicate) {
    // A concurrent twin of this command won: report its events and the state they led to.
    const after = await foldStream(store, streamId, decider);
    return { events: result.events, position: result.position, duplicate: true, state: after.state };
  }
  let next = state;
  for (const e of result.events) next = decider.evolve(next, e as unknown as E);
  const last = result.events.at(-1);
  if (last) args.folds?.giveBack(decider, streamId, { revision: last.streamPosition, state: next });
  return { events: result.events, position: result.position, duplicate: false, state: next };
}
