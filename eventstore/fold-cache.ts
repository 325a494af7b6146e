// Folded stream states kept between commands, so that a command on a long stream reads only the
// events appended since the last command there (its whole history, re-read and re-parsed each time,
// was most of a late wizard step's command: docs/performance.md, "Proposal wizard"). Events are
// immutable and appended in order, so a state folded up to revision r plus the events after r is
// the state a full read gives; another process's appends are among "the events after r". A
// concurrent writer is still caught by the append's expected revision.
//
// An entry is TAKEN while a command uses it (no two commands fold onto one state object, even if an
// evolve were to mutate it) and given back only by a command that appended; the caller that
// passes a cache must not keep or change the state handleCommand returns.
import type { Decider, DomainEvent } from "../domain/shared/decider";

export interface FoldedState {
  revision: number;
  state: unknown;
}

export class FoldCache {
  readonly #byDecider = new WeakMap<object, Map<string, FoldedState>>();
  constructor(readonly maxStreamsPerDecider = 500) {}

  /** The folded state of the stream for this decider, removed from the cache until given back. */
  take<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string): { revision: number; state: S } | undefined {
    const streams = this.#byDecider.get(decider);
    const entry = streams?.get(streamId);
    if (!entry) return undefined;
    streams!.delete(streamId);
    return entry as { revision: number; state: S };
  }

  giveBack<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, folded: { revision: number; state: S }): void {
    let streams = this.#byDecider.get(decider);
    if (!streams) this.#byDecider.set(decider, (streams = new Map()));
    streams.delete(streamId); // a newer command's state replaces an older one's; insertion order = recency
    streams.set(streamId, folded);
    if (streams.size > this.maxStreamsPerDecider) streams.delete(streams.keys().next().value!);
  }
}
