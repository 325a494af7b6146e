// Pacing of a rebuild without downtime (issue 19, P2-swap; ADR 022). The app keeps serving pages
// while the shadow fills, and on a small machine the rebuild's lane (its fold in Node and its
// PostgreSQL backend) takes the CPU the pages need. A duty cycle gives it back: after a batch that
// took t ms the lane pauses t × (1 − duty) / duty ms, so it works at most `duty` of the time.
//
// Bounded so that the shadow always reaches a moving head: only the history (the log up to the head
// as the rebuild started, a fixed amount of work) is paced. What was appended meanwhile is replayed
// at full speed, as the swap's tail is, so a busy app appending faster than the paced rate cannot
// keep the shadow from the head: the rebuild takes at most its unpaced time ÷ duty, plus the
// unpaced catch-up it always had.
//
// Pure: it says how long to pause; the caller sleeps.

export interface Pace {
  /** Share of the time a lane may work, 0 < duty ≤ 1 (1: no pauses, the in-place rebuild's speed). */
  duty: number;
  /** Longest single pause (ms): one slow batch (a lock wait, a busy disk) does not stall the rebuild for long. */
  maxPauseMs: number;
}

/** The default of a rebuild without downtime: half of one core per lane (docs/performance.md, P2-swap). */
export const DEFAULT_PACE: Pace = { duty: 0.5, maxPauseMs: 2000 };

/** No pauses. */
export const FULL_SPEED: Pace = { duty: 1, maxPauseMs: 0 };

export function validDuty(duty: number): boolean {
  return Number.isFinite(duty) && duty > 0 && duty <= 1;
}

/** The pause after a batch of the history that took `batchMs`. */
export function pauseAfter(batchMs: number, pace: Pace): number {
  if (pace.duty >= 1 || !(batchMs > 0)) return 0;
  return Math.min(pace.maxPauseMs, (batchMs * (1 - pace.duty)) / pace.duty);
}

/** A lane's pacing: the pause after each batch, and the time paused so far (for the progress line). */
export function createPacer(pace: Pace) {
  if (!validDuty(pace.duty)) throw new Error(`pace: duty must be in (0, 1], got ${pace.duty}`);
  let pausedMs = 0;
  return {
    pace,
    /** `pastStartHead`: the batch reached the head the log had when the rebuild started (from there on: full speed). */
    after(batchMs: number, pastStartHead: boolean): number {
      const ms = pastStartHead ? 0 : pauseAfter(batchMs, pace);
      pausedMs += ms;
      return ms;
    },
    get pausedMs() {
      return pausedMs;
    },
  };
}
