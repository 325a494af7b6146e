// The projection runner (DESIGN §5). For each projection it owns it reads a batch of the global log
// after the projection's checkpoint, applies the handlers and compare-and-sets the checkpoint in ONE
// transaction, so each event affects a read model exactly once. It is woken by the store's
// onAppended (LISTEN/NOTIFY) and by a slow safety poll; gaps are the store's business (readAll is
// gap-free), never skipped on a timer.
//
// One active runner per projection: the runner applies only projections it holds the lock of
// (see ProjectionLocks); the others it keeps trying to take over at each safety poll. Every runner
// serves waitFor, from its own progress or from the stored checkpoints (woken by the checkpoint
// NOTIFY that casCheckpoint raises).
//
// Per append, the work is kept to what changes rows: the projections woken together read the
// log once (one query shared by the reads that ask for the same batch at the same wake-up), and a
// projection with no handler for a batch moves its checkpoint in memory and stores it up to
// storeSkippedAfterMs later (docs/performance.md, "Proposal wizard": ten of eleven projections
// have nothing to do for a proposal event, and their reads and transactions were most of a
// wizard step's wait for its read model).
//
// The pieces, in runner/: the lease (lock + version check, lease.ts), one batch with its checkpoint
// CAS (batch.ts), the waitFor check (wait-for.ts), the wake-up signal (signal.ts) and the state
// kept per projection (slot.ts). This file holds the loop that ties them together.
import type { Database } from "../db/connect";
import { comparePositions, type EventStore, type Position, type RecordedEvent } from "../eventstore/types";
import { CheckpointAnnouncer } from "./checkpoint-announcer";
import { CHECKPOINT_CHANNEL, readCheckpoint } from "./checkpoints";
import { openProjectionLocks, type ProjectionLocks } from "./projection-locks";
import { applyNextBatch, storeCheckpoint } from "./runner/batch";
import { takeLease } from "./runner/lease";
import { Signal } from "./runner/signal";
import { exclusive, newSlot, type Slot } from "./runner/slot";
import { reachedPosition } from "./runner/wait-for";
import type { Projection } from "./types";

export interface ProjectionRunnerOptions {
  database: Database;
  store: EventStore;
  projections: Projection[];
  /** Events per batch (and per transaction). Default 500. */
  batchSize?: number;
  log?: (msg: string) => void;
  /** Safety poll, and lock take-over attempts, in ms. Default 1000. */
  pollIntervalMs?: number;
  /** First back-off after a failed batch, doubled up to maxRetryDelayMs. Default 250. */
  retryDelayMs?: number;
  /** Default 30000. */
  maxRetryDelayMs?: number;
  /**
   * How long a checkpoint moved only in memory (batches the projection has no handler for) may
   * wait to be stored. This runner's waitFor sees the move at once; another process's sees it
   * when stored. Default 200 ms. 0: store every move at once.
   */
  storeSkippedAfterMs?: number;
}

export interface WaitForOptions {
  /** Default 5000. */
  timeoutMs?: number;
  /** Names of the projections to wait for; default all of this runner's. */
  projections?: string[];
}

/**
 * The delays of the quick looks after a wake-up whose read was empty: ~150 ms in all, then the
 * safety poll. Few, so that a wake-up for events an earlier round already applied costs little.
 */
const SOON_AFTER_EMPTY_MS = [3, 10, 30, 100] as const;

export class ProjectionRunner {
  readonly #database: Database;
  readonly #store: EventStore;
  readonly #slots = new Map<string, Slot>();
  readonly #batchSize: number;
  readonly #log: (msg: string) => void;
  readonly #pollMs: number;
  readonly #retryMs: number;
  readonly #maxRetryMs: number;
  readonly #storeSkippedMs: number;
  readonly #locks: ProjectionLocks;
  readonly #announcer: CheckpointAnnouncer;
  /** Raised when a checkpoint may have moved (ours, or another process's via NOTIFY). */
  readonly #progress = new Signal();
  #running = false;
  /** Raised by stop(), to cut a back-off short. */
  readonly #stopping = new Signal();
  #loops: Promise<void>[] = [];
  #unsubscribe: (() => Promise<void>)[] = [];
  /** Raised by every append announcement (onAppended): a read begun since then sees what it announced. */
  #appendGen = 0;
  /** The newest event appended through this process's store (onAppended's position): a slot below it has more to read. */
  #localHead: Position | null = null;
  /** Reads of the log in flight, by wake-up, position and limit, for the projections that ask for the same batch. */
  readonly #reads = new Map<string, Promise<RecordedEvent[]>>();

  /** Changes whenever a checkpoint may have moved (ours or, via NOTIFY, another process's). */
  get progressGeneration(): number {
    return this.#progress.gen;
  }

  constructor(opts: ProjectionRunnerOptions) {
    this.#database = opts.database;
    this.#store = opts.store;
    this.#batchSize = opts.batchSize ?? 500;
    this.#log = opts.log ?? (() => {});
    this.#pollMs = opts.pollIntervalMs ?? 1000;
    this.#retryMs = opts.retryDelayMs ?? 250;
    this.#maxRetryMs = opts.maxRetryDelayMs ?? 30_000;
    this.#storeSkippedMs = opts.storeSkippedAfterMs ?? 200;
    this.#locks = openProjectionLocks(opts.database);
    this.#announcer = new CheckpointAnnouncer(opts.database.db, this.#log);
    for (const p of opts.projections) {
      if (this.#slots.has(p.name)) throw new Error(`Duplicate projection name: ${p.name}`);
      this.#slots.set(p.name, newSlot(p));
    }
  }

  /** Names of the projections this runner currently applies (holds the lock of). */
  ownedProjections(): string[] {
    return [...this.#slots.values()].filter((s) => s.owned).map((s) => s.projection.name);
  }

  get running(): boolean {
    return this.#running;
  }

  /**
   * Subscribes to wake-ups, takes the locks it can (rebuilding a projection whose stored version
   * differs) and starts one loop per projection. Returns after the first lock attempts; catching up
   * runs in the background (await it with waitFor or catchUp).
   */
  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      this.#unsubscribe.push(
        await this.#store.onAppended((position) => {
          if (position && (!this.#localHead || comparePositions(position, this.#localHead) > 0)) this.#localHead = position;
          this.#appendGen++;
          for (const s of this.#slots.values()) s.wake.notify();
        }),
      );
      this.#unsubscribe.push(await this.#database.listen(CHECKPOINT_CHANNEL, () => this.#progress.notify()));
    } catch (e) {
      this.#running = false;
      for (const u of this.#unsubscribe.splice(0)) await u().catch(() => {});
      throw e;
    }
    for (const slot of this.#slots.values()) {
      slot.nextCheckAt = Date.now() + this.#pollMs;
      await exclusive(slot, () => this.#acquire(slot)).catch((e) => this.#log(errText(slot, "lock", e)));
      this.#loops.push(this.#loop(slot));
    }
  }

  /** Lets the batches in flight finish, then releases the locks and the subscriptions. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    this.#stopping.notify();
    for (const s of this.#slots.values()) s.wake.notify();
    await Promise.all(this.#loops);
    this.#loops = [];
    // What was skipped is stored now (if not, the next owner passes those events again, changing nothing).
    for (const s of this.#slots.values()) await exclusive(s, () => this.#storeSkipped(s)).catch((e) => this.#log(errText(s, "checkpoint", e)));
    await this.#announcer.settle();
    await this.#releaseAll();
    for (const u of this.#unsubscribe.splice(0)) await u().catch(() => {});
  }

  async #releaseAll(): Promise<void> {
    for (const s of this.#slots.values()) {
      await exclusive(s, async () => {
        s.owned = false;
        s.checkpoint = null;
        s.stored = null;
        s.unstoredSince = null;
      });
    }
    await this.#locks.close();
  }

  /**
   * Applies everything readable now to each projection this runner can own (when not started it
   * takes the locks for the duration of the call). Returns the number of events the checkpoints
   * moved past, summed over the projections. Throws on a handler error (nothing is committed for
   * that batch).
   */
  async catchUp(): Promise<number> {
    let total = 0;
    try {
      for (const slot of this.#slots.values()) {
        total += await exclusive(slot, async () => {
          if (!slot.owned) await this.#acquire(slot);
          let n = 0;
          while (slot.owned) {
            const k = await this.#applyBatch(slot);
            if (k < 0) break;
            n += k;
          }
          // Its callers (scripts, tests, another process's waitFor) expect the stored checkpoints.
          await this.#storeSkipped(slot);
          return n;
        });
      }
    } finally {
      if (!this.#running) await this.#releaseAll();
    }
    return total;
  }

  /**
   * Resolves true once every (named) projection's checkpoint is at or past `position`, false after
   * timeoutMs. Works whether or not this runner owns those projections, or runs at all.
   */
  async waitFor(position: Position, opts: WaitForOptions = {}): Promise<boolean> {
    const deadline = Date.now() + (opts.timeoutMs ?? 5000);
    const names = opts.projections ?? [...this.#slots.keys()];
    for (;;) {
      const seen = this.#progress.gen;
      if (await this.#reached(names, position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Woken by our own commits and by the checkpoint NOTIFY; polled as a fallback, more often
      // when not started (no NOTIFY subscription then).
      await this.#progress.wait(Math.min(left, this.#running ? 250 : 50), seen);
    }
  }

  /**
   * How far this runner has applied the projection (its checkpoint, null = nothing yet), read
   * synchronously; undefined when it does not apply it (another process does, or not started).
   * A read model read after this call includes every event up to the returned position.
   */
  appliedUpTo(name: string): Position | null | undefined {
    const slot = this.#slots.get(name);
    return slot?.owned ? slot.checkpoint : undefined;
  }

  #reached(names: string[], position: Position): Promise<boolean> {
    return reachedPosition(this.#database.db, names, position, (name) => {
      const slot = this.#slots.get(name);
      return slot && { version: slot.projection.version, owned: slot.owned, checkpoint: slot.checkpoint };
    });
  }

  // ---------------------------------------------------------------------------------------------

  async #loop(slot: Slot): Promise<void> {
    const stopGen = this.#stopping.gen;
    /** The round follows a wake-up (or is the first): new events were announced. */
    let woken = true;
    /** Quick looks taken since the last wake-up that read nothing (see SOON_AFTER_EMPTY_MS). */
    let soon = 0;
    while (this.#running) {
      const seen = slot.wake.gen;
      let idle = true;
      /** The round's first read came back empty (only set while owned). */
      let readNothing = false;
      try {
        idle = await exclusive(slot, async () => {
          if (!this.#running) return true;
          const now = Date.now();
          if (!slot.owned) {
            if (now < slot.nextCheckAt) return true;
            slot.nextCheckAt = now + this.#pollMs;
            await this.#acquire(slot);
            if (!slot.owned) return true;
          } else if (now >= slot.nextCheckAt) {
            slot.nextCheckAt = now + this.#pollMs;
            if (!(await this.#locks.alive())) {
              this.#log(`projeção ${slot.projection.name}: conexão do lock perdida; deixa de ser aplicada aqui`);
              for (const s of this.#slots.values()) s.owned = false;
              return true;
            }
          }
          if (slot.unstoredSince !== null && now - slot.unstoredSince >= this.#storeSkippedMs) await this.#storeSkipped(slot);
          // A bounded drain, so catchUp() and stop() interleave between rounds.
          for (let i = 0; i < 20; i++) {
            if (!this.#running || !slot.owned) return true;
            const k = await this.#applyBatch(slot);
            if (k < 0) {
              readNothing = i === 0;
              return true;
            }
            // A short batch was all the log showed when it was read: an append committed since
            // announces itself (slot.wake), so no read again now, which found nothing after each
            // command and ran beside the next projections' batches (P3).
            if (k > 0 && k < this.#batchSize) return true;
          }
          return false;
        });
        slot.failures = 0;
      } catch (e) {
        // A shadow rebuild's swap (ADR 022) may have moved the stored checkpoint past ours: the
        // batch then fails on rows the new tables already hold, before its CAS could say so.
        if (await this.#resync(slot)) continue;
        slot.failures++;
        const delay = Math.min(this.#maxRetryMs, this.#retryMs * 2 ** Math.min(slot.failures - 1, 20));
        this.#log(`${errText(slot, "lote", e)} (nova tentativa em ${delay} ms)`);
        await this.#stopping.wait(delay, stopGen);
        continue;
      }
      if (!idle) {
        woken = slot.wake.gen !== seen; // a full round drained: go on at once
        soon = 0;
        continue;
      }
      const untilCheck = Math.max(1, slot.nextCheckAt - Date.now());
      let waitMs = Math.min(this.#pollMs, untilCheck);
      if (slot.unstoredSince !== null) waitMs = Math.min(waitMs, Math.max(1, slot.unstoredSince + this.#storeSkippedMs - Date.now()));
      // Woken for events, yet the read found none: usually the log's horizon (pg_snapshot_xmin) is
      // held back for a few ms by a transaction still open on the server (another projection's
      // batch, an append), and the announced event becomes readable soon. Look again after a few
      // ms, a bounded number of times, instead of sleeping until the safety poll (the ~1 s tails of
      // docs/performance.md, "Proposal wizard"). A read that finds something ends the sequence.
      // Below an append of this process (its read came back short of it: the horizon again), it
      // keeps looking, at the last delay once the quick looks are spent, until it has read it.
      const behind = slot.owned && this.#localHead !== null && (!slot.checkpoint || comparePositions(slot.checkpoint, this.#localHead) < 0);
      if ((readNothing || behind) && woken) soon = 0;
      if (behind) waitMs = Math.min(waitMs, SOON_AFTER_EMPTY_MS[Math.min(soon++, SOON_AFTER_EMPTY_MS.length - 1)]);
      else if (readNothing && (woken || soon > 0) && soon < SOON_AFTER_EMPTY_MS.length) waitMs = Math.min(waitMs, SOON_AFTER_EMPTY_MS[soon++]);
      else soon = 0;
      // stop() notifies slot.wake too. (No Promise.race with a long-lived promise here: each race
      // would leave a reaction on it, a leak over days of polling.)
      await slot.wake.wait(waitMs, seen);
      woken = slot.wake.gen !== seen;
    }
  }

  /** Takes the lock and prepares the checkpoint: a changed version truncates and resets (rebuild). */
  async #acquire(slot: Slot): Promise<void> {
    if (slot.owned || slot.superseded) return;
    const lease = await takeLease(this.#database, this.#locks, slot.projection, this.#log);
    if (lease.kind === "superseded") slot.superseded = true;
    if (lease.kind !== "owned") return;
    slot.checkpoint = lease.checkpoint;
    slot.stored = lease.checkpoint;
    slot.unstoredSince = null;
    slot.owned = true;
    slot.failures = 0;
  }

  /**
   * Reads one batch after the checkpoint and applies it in one transaction with the checkpoint CAS
   * (or, when it has nothing to handle, moves the checkpoint in memory, stored later). Returns the
   * number of events the checkpoint moved past (events without a handler included), 0 after a CAS
   * conflict, or -1 when there was nothing to read.
   */
  async #applyBatch(slot: Slot): Promise<number> {
    const p = slot.projection;
    const maySkip = !p.storeEveryMove && this.#storeSkippedMs > 0;
    const from = { after: slot.checkpoint, stored: slot.stored, maySkip };
    const outcome = await applyNextBatch(this.#database, this.#read, p, from, this.#batchSize);
    if (outcome.kind === "empty") return -1;
    if (outcome.kind === "conflict") {
      await this.#follow(slot, outcome.conflict.message, outcome.actual);
      return 0;
    }
    slot.checkpoint = outcome.last;
    if (outcome.kind === "skipped") slot.unstoredSince ??= Date.now();
    else {
      slot.stored = outcome.last;
      slot.unstoredSince = null;
      this.#announcer.announce(p.name); // other processes and listeners, after the commit
    }
    this.#progress.notify();
    return outcome.count;
  }

  /** Stores a checkpoint that skipped batches moved in memory (called inside the slot's exclusive). */
  async #storeSkipped(slot: Slot): Promise<void> {
    if (!slot.owned || slot.unstoredSince === null || !slot.checkpoint) return;
    const outcome = await storeCheckpoint(this.#database, slot.projection, slot.stored, slot.checkpoint);
    if (outcome.kind === "conflict") return this.#follow(slot, outcome.conflict.message, outcome.actual);
    slot.stored = slot.checkpoint;
    slot.unstoredSince = null;
    this.#announcer.announce(slot.projection.name);
  }

  /** After a failed batch: true when the stored checkpoint is not where this runner left it (it now follows it). */
  async #resync(slot: Slot): Promise<boolean> {
    try {
      return await exclusive(slot, async () => {
        if (!slot.owned) return false;
        const cp = await readCheckpoint(this.#database.db, slot.projection.name);
        const same = cp && cp.version === slot.projection.version && samePosition(cp.position, slot.stored);
        if (same) return false;
        await this.#follow(slot, "o checkpoint gravado mudou (troca de tabelas?)", cp);
        return true;
      });
    } catch {
      return false;
    }
  }

  /** Someone else moved the stored checkpoint (a rebuild, or a runner that lost its lock): follow the stored row. */
  async #follow(slot: Slot, why: string, cp: { version: number; position: Position | null } | null): Promise<void> {
    const p = slot.projection;
    this.#log(`projeção ${p.name}: ${why}; seguindo o checkpoint gravado`);
    slot.unstoredSince = null;
    if (cp && cp.version === p.version) {
      slot.checkpoint = cp.position;
      slot.stored = cp.position;
      return;
    }
    slot.owned = false;
    slot.checkpoint = null;
    slot.stored = null;
    await this.#locks.unlock(p.name);
  }

  /**
   * readAll, shared by the projections that ask for the same batch while it is in flight and no
   * append was announced since it began: such a read sees every event announced before it, as
   * each projection's own read would (a later announcement wakes them to read again).
   */
  #read = (after: Position | null, limit: number): Promise<RecordedEvent[]> => {
    const key = `${this.#appendGen}|${after ? `${after.a}:${after.b}` : "start"}|${limit}`;
    let read = this.#reads.get(key);
    if (!read) {
      read = this.#store.readAll({ after, limit });
      this.#reads.set(key, read);
      const forget = () => {
        if (this.#reads.get(key) === read) this.#reads.delete(key);
      };
      read.then(forget, forget);
    }
    return read;
  };
}

const samePosition = (x: Position | null, y: Position | null) => (x === null || y === null ? x === y : x.a === y.a && x.b === y.b);

function errText(slot: Slot, what: string, e: unknown): string {
  const msg = e instanceof Error ? (e.stack ?? e.message) : String(e);
  return `projeção ${slot.projection.name}: erro no ${what}: ${msg}`;
}
