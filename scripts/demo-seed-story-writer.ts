// The story seed's command path (demo-seed-story.ts): thousands of commands, each decided by its
// aggregate's real decider at its own historical instant (the DecideContext's `now`, which the
// store keeps as metadata.occurredAt), appended in batches with store.appendMany so the first start
// on PGlite stays short. The seed is the log's only writer at that moment (it runs on an empty
// store before anyone can sign in), so each stream's state is kept in memory, folded from the
// recorded events the store gives back; a stream that appears twice starts a new batch.
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
    if (this.inBatch.has(streamId) || this.pending.length >= this.batchSize) await this.flush();
    this.pending.push({ streamId, decider: decider as unknown as Decider<unknown, unknown, DomainEvent>, command, actorId, at });
    this.inBatch.add(streamId);
  }

  /** Decides every queued command on its stream's state and appends the batch. A refusal is a bug of the story: it throws. */
  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.inBatch = new Set();
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
