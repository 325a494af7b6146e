// The command handler for many commands at once (an import of thousands of catalogue lines): the
// same load → decide → append as handleCommand, with the loads and the appends of a whole batch
// done together (store.findCommands, store.readStreams, store.appendMany: a few statements on
// PostgreSQL instead of three round trips per command). Each command still succeeds or fails on
// its own, and a command id seen before gives its first result back without deciding again.
//
// A command may list alternatives: the next one is decided when the one before is refused with a
// "conflict" (an import's "register, or edit when it is already registered"), each with its own id.
// What the batch path cannot settle alone (a concurrent writer, a refusal that a concurrent twin
// may explain, a second command on a stream already in the batch) goes through handleCommand, in
// the batch's order.
import { DomainError, type DecideContext, type Decider, type DomainEvent } from "../domain/shared/decider";
import { handleCommand, type HandleCommandResult } from "./command-handler";
import { WrongExpectedVersion, type AppendRequest, type EventStore, type RecordedEvent } from "./types";

export interface Alternative<C> {
  command: C;
  commandId: string;
}

export interface BulkCommand<S, C, E extends DomainEvent> {
  streamId: string;
  decider: Decider<S, C, E>;
  /** Tried in order: the next when the previous is refused with a DomainError of code "conflict". */
  alternatives: Alternative<C>[];
}

export type BulkOutcome<S> =
  /** `alternative`: the index of the alternative that was decided (or had been, for a duplicate). */
  { ok: true; alternative: number; result: HandleCommandResult<S> } | { ok: false; error: DomainError };

function fold<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, events: RecordedEvent[]) {
  let state = decider.initialState();
  for (const e of events) state = decider.evolve(state, e as unknown as E);
  return { state, revision: events.length ? events[events.length - 1]!.streamPosition : ("no_stream" as const) };
}

/** One command with its alternatives through handleCommand (the path of the leftovers). */
async function handleOne<S, C, E extends DomainEvent>(
  store: EventStore,
  cmd: BulkCommand<S, C, E>,
  ctx: DecideContext,
  newId: () => string,
): Promise<BulkOutcome<S>> {
  for (let i = 0; ; i++) {
    const alt = cmd.alternatives[i]!;
    try {
      const result = await handleCommand(store, {
        streamId: cmd.streamId,
        decider: cmd.decider,
        command: alt.command,
        commandId: alt.commandId,
        ctx,
        newId,
      });
      return { ok: true, alternative: i, result };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      if (e.code !== "conflict" || i + 1 >= cmd.alternatives.length) return { ok: false, error: e };
    }
  }
}

/**
 * Handles every command of the batch and returns their outcomes in order. A DomainError is an
 * outcome; any other error (the store failing) is thrown. All commands share `ctx` (one actor, one
 * instant: one import).
 */
export async function handleCommandsBulk<S, C, E extends DomainEvent>(
  store: EventStore,
  commands: BulkCommand<S, C, E>[],
  ctx: DecideContext,
  newId: () => string,
): Promise<BulkOutcome<S>[]> {
  const outcomes: (BulkOutcome<S> | undefined)[] = new Array(commands.length);
  // The first command of each stream goes in the batch; a later one waits for the leftovers.
  const first = new Set<string>();
  const inBatch: number[] = [];
  const later: number[] = [];
  commands.forEach((c, i) => (first.has(c.streamId) ? later : (first.add(c.streamId), inBatch)).push(i));

  const [seen, streams] = await Promise.all([
    store.findCommands(inBatch.flatMap((i) => commands[i]!.alternatives.map((a) => a.commandId))),
    store.readStreams(inBatch.map((i) => commands[i]!.streamId)),
  ]);

  const requests: AppendRequest[] = [];
  const requested: { index: number; alternative: number; state: S }[] = [];
  const leftovers: number[] = [];
  for (const i of inBatch) {
    const cmd = commands[i]!;
    const { state, revision } = fold(cmd.decider, streams.get(cmd.streamId) ?? []);
    const done = cmd.alternatives.findIndex((a) => seen.has(a.commandId));
    if (done >= 0) {
      const r = seen.get(cmd.alternatives[done]!.commandId)!;
      outcomes[i] = { ok: true, alternative: done, result: { events: r.events, position: r.position, duplicate: true, state } };
      continue;
    }
    let decided: { events: E[]; alternative: number } | null = null;
    for (let a = 0; a < cmd.alternatives.length; a++) {
      try {
        decided = { events: cmd.decider.decide(cmd.alternatives[a]!.command, state, ctx), alternative: a };
        break;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        if (e.code !== "conflict" || a + 1 >= cmd.alternatives.length) break;
      }
    }
    // A refusal may be explained by a concurrent twin: handleCommand asks again before refusing.
    if (!decided) {
      leftovers.push(i);
      continue;
    }
    if (decided.events.length === 0) {
      outcomes[i] = { ok: true, alternative: decided.alternative, result: { events: [], position: null, duplicate: false, state } };
      continue;
    }
    const alt = cmd.alternatives[decided.alternative]!;
    requests.push({
      streamId: cmd.streamId,
      events: decided.events.map((e) => ({ id: newId(), type: e.type, data: e.data })),
      options: {
        expected: revision,
        metadata: {
          companyId: ctx.companyId,
          actorId: ctx.actorId,
          commandId: alt.commandId,
          correlationId: alt.commandId,
          causationId: null,
          occurredAt: ctx.now,
        },
      },
    });
    requested.push({ index: i, alternative: decided.alternative, state });
  }

  const appended = await store.appendMany(requests);
  appended.forEach((o, k) => {
    const { index, alternative, state } = requested[k]!;
    const cmd = commands[index]!;
    if (!o.ok) {
      if (o.error instanceof WrongExpectedVersion) return leftovers.push(index);
      throw o.error;
    }
    // A concurrent twin won the append: its state is not ours to guess, handleCommand folds it.
    if (o.result.duplicate) return leftovers.push(index);
    let next = state;
    for (const e of o.result.events) next = cmd.decider.evolve(next, e as unknown as E);
    outcomes[index] = { ok: true, alternative, result: { events: o.result.events, position: o.result.position, duplicate: false, state: next } };
  });

  for (const i of [...leftovers, ...later].sort((x, y) => x - y)) outcomes[i] = await handleOne(store, commands[i]!, ctx, newId);
  return outcomes as BulkOutcome<S>[];
}
