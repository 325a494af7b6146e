// The story seed's command path (demo-seed-story.ts): thousands of commands, each decided by its
// aggregate's real decider at its own historical instant (the DecideContext's `now`, which the
// store keeps as metadata.occurredAt), appended in batches with store.appendMany so the first start
// on PGlite stays short. The seed is the log's only writer at that moment (it runs on an empty
// store before anyone can sign in), so each stream's state is kept in memory, folded from the
// recorded events the store gives back. A batch holds a stream once (appendMany's rule): a command
// whose stream is already in the batch waits for the next one, and so do that stream's later
// commands, while other streams' commands go on filling the batch. So a stream's commands keep
// their order, and a stream's first command (a creation: item and proposal numbers follow it) is
// never held back; only a burst on one stream (a proposal's wizard steps, minutes apart) lands in
// the log a few batches later than its neighbours in time. Its events keep their own instants.
import type { Decider, DomainEvent } from "../domain/shared/decider";
import { commandContext } from "../eventstore/context";
import { uuidv7 } from "../eventstore/ids";
import type { AppendRequest, EventStore, Position } from "../eventstore/types";

interface Pending {
  streamId: string;
  decider: Decider<unknown, unknown, DomainEvent>;
  command: unknown;
  actorId: string;
  at: Date;
}

interface Folded {
  state: unknown;
  revision: number | "no_stream";
}

export class StoryWriter {
  private readonly streams = new Map<string, Folded>();
  private pending: Pending[] = [];
  private inBatch = new Set<string>();
  /** Commands held back for a later batch (their stream was in the batch), in the order sent. */
  private held: Pending[] = [];
  private heldStreams = new Set<string>();
  /** Commands decided and appended so far (for the report of the first start). */
  commands = 0;
  last: Position | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly companyId: string,
    private readonly batchSize = 250,
  ) {}

  /** Queues one command; commands of the same stream are decided in the order they are sent. */
  async send<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C, actorId: string, at: Date): Promise<void> {
    const p: Pending = { streamId, decider: decider as unknown as Decider<unknown, unknown, DomainEvent>, command, actorId, at };
    if (this.inBatch.has(streamId) || this.heldStreams.has(streamId)) {
      this.held.push(p);
      this.heldStreams.add(streamId);
      if (this.held.length >= this.batchSize) await this.appendBatch();
      return;
    }
    this.pending.push(p);
    this.inBatch.add(streamId);
    if (this.pending.length >= this.batchSize) await this.appendBatch();
  }

  /** Appends everything sent so far, held commands included. */
  async flush(): Promise<void> {
    while (this.pending.length > 0 || this.held.length > 0) await this.appendBatch();
  }

  /** Appends the batch, then starts the next one with the held commands whose stream is not ahead of them. */
  private async appendBatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.inBatch = new Set();
    const held = this.held;
    this.held = [];
    this.heldStreams = new Set();
    for (const p of held) {
      if (this.inBatch.has(p.streamId) || this.heldStreams.has(p.streamId)) {
        this.held.push(p);
        this.heldStreams.add(p.streamId);
      } else {
        this.pending.push(p);
        this.inBatch.add(p.streamId);
      }
    }
    await this.decideAndAppend(batch);
  }

  /** Decides every command of the batch on its stream's state and appends them. A refusal is a bug of the story: it throws. */
  private async decideAndAppend(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    // A stream written before the story (the company's, by the base demo seed) is folded from the store once.
    const unknown = batch.filter((p) => !this.streams.has(p.streamId)).map((p) => p.streamId);
    if (unknown.length) {
      const read = await this.store.readStreams(unknown);
      for (const p of batch) {
        const events = read.get(p.streamId);
        if (this.streams.has(p.streamId) || !events?.length) continue;
        let state = p.decider.initialState();
        for (const e of events) state = p.decider.evolve(state, e as unknown as DomainEvent);
        this.streams.set(p.streamId, { state, revision: events[events.length - 1]!.streamPosition });
      }
    }
    const requests: AppendRequest[] = [];
    const decided: Pending[] = [];
    for (const p of batch) {
      const folded = this.streams.get(p.streamId) ?? { state: p.decider.initialState(), revision: "no_stream" as const };
      const ctx = commandContext(p.actorId, this.companyId, p.at);
      const events = p.decider.decide(p.command, folded.state, ctx);
      if (events.length === 0) continue;
      const commandId = uuidv7(p.at.getTime());
      requests.push({
        streamId: p.streamId,
        events: events.map((e) => ({ id: uuidv7(p.at.getTime()), type: e.type, data: e.data })),
        options: {
          expected: folded.revision,
          metadata: { companyId: this.companyId, actorId: p.actorId, commandId, correlationId: commandId, causationId: null, occurredAt: ctx.now },
        },
      });
      decided.push(p);
    }
    const outcomes = await this.store.appendMany(requests);
    outcomes.forEach((o, k) => {
      if (!o.ok) throw o.error;
      const p = decided[k]!;
      const folded = this.streams.get(p.streamId) ?? { state: p.decider.initialState(), revision: "no_stream" as const };
      let state = folded.state;
      for (const e of o.result.events) state = p.decider.evolve(state, e as unknown as DomainEvent);
      const lastEvent = o.result.events[o.result.events.length - 1];
      this.streams.set(p.streamId, { state, revision: lastEvent ? lastEvent.streamPosition : folded.revision });
      if (o.result.position) this.last = o.result.position;
      this.commands++;
    });
  }
}
