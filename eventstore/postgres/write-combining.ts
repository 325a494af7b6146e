// Write combining (PostgresEventStoreOptions.maxConcurrentAppends): at most `maxInFlight` append
// statements at once and one per stream; appends that arrive while all slots are busy wait and then
// go together, for distinct streams, in one statement. Each still settles on its own.
import type { AppendOptions, AppendResult, NewEvent } from "../types";

/** A combining slot whose statement has not settled after this long is given back. */
const STUCK_SLOT_MS = 30_000;

export interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  options: AppendOptions;
  /** The command id as stored in command_log, or null. */
  cmd: string | null;
  /** Part of an appendMany: the batch that starts with it may take up to maxBulkBatch appends. */
  bulk?: boolean;
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

export interface AppendQueueOptions {
  maxInFlight: number;
  maxBatch: number;
  /** Most appends of an appendMany combined into one statement. */
  maxBulkBatch: number;
  /** Runs one append and settles it (never rejects). */
  runOne: (req: PendingAppend) => Promise<void>;
  /** Runs appends on distinct streams in one statement and settles each (never rejects). */
  runBatch: (batch: PendingAppend[]) => Promise<void>;
}

export function appendQueue({ maxInFlight, maxBatch, maxBulkBatch, runOne, runBatch }: AppendQueueOptions) {
  const queue: PendingAppend[] = [];
  let inFlight = 0;
  /** Streams with an append statement in flight: the next append to one of them waits for it. */
  const busyStreams = new Set<string>();

  function takeBatch(): PendingAppend[] {
    const batch: PendingAppend[] = [];
    const streams = new Set<string>();
    const commands = new Set<string>();
    const limit = queue[0]?.bulk ? maxBulkBatch : maxBatch;
    // Distinct streams, none in flight, distinct command ids; the others keep their queue order.
    // One statement per stream at a time: our own statements never wait on each other's row
    // locks (nor deadlock on them), and appends to a stream stay in arrival order.
    for (let i = 0, looked = 0; i < queue.length && batch.length < limit && looked < 4096; looked++) {
      const req = queue[i]!;
      if (streams.has(req.streamId) || busyStreams.has(req.streamId) || (req.cmd !== null && commands.has(req.cmd))) {
        i++;
        continue;
      }
      streams.add(req.streamId);
      if (req.cmd !== null) commands.add(req.cmd);
      batch.push(req);
      queue.splice(i, 1);
    }
    return batch;
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // everything queued waits for a stream in flight
      inFlight++;
      for (const req of batch) busyStreams.add(req.streamId);
      const run = batch.length === 1 ? runOne(batch[0]!) : runBatch(batch);
      // If a statement never settles (postgres-js 3.4.9 can strand a queued reserve() when a pooled
      // connection dies: porsager/postgres#1195), give its slot back after a while so that one
      // stuck append does not stall every later one.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        for (const req of batch) busyStreams.delete(req.streamId);
        inFlight--;
        pump();
      };
      const timer = setTimeout(release, STUCK_SLOT_MS);
      timer.unref?.();
      void run.finally(release);
    }
  }

  return {
    push(req: PendingAppend): void {
      queue.push(req);
      pump();
    },
    pushMany(reqs: PendingAppend[]): void {
      for (const r of reqs) queue.push(r);
      pump();
    },
  };
}
