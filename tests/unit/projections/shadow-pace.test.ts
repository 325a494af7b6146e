// Pacing of a rebuild without downtime (issue 19, P2-swap): given a lane's batch times, the pauses
// keep its work at the duty cycle, bounded per pause, and stop once the history is replayed.
import { describe, expect, it } from "vitest";
import { createPacer, DEFAULT_PACE, FULL_SPEED, pauseAfter, validDuty } from "../../../projections/shadow/pace";

describe("pauseAfter", () => {
  it("given a duty of 0.5, pauses as long as the batch took; 0.25, three times as long", () => {
    expect(pauseAfter(120, { duty: 0.5, maxPauseMs: 10_000 })).toBe(120);
    expect(pauseAfter(100, { duty: 0.25, maxPauseMs: 10_000 })).toBe(300);
  });

  it("given full speed, or a batch that took no time, does not pause", () => {
    expect(pauseAfter(500, FULL_SPEED)).toBe(0);
    expect(pauseAfter(0, DEFAULT_PACE)).toBe(0);
  });

  it("given a slow batch, pauses at most maxPauseMs", () => {
    expect(pauseAfter(5000, { duty: 0.5, maxPauseMs: 2000 })).toBe(2000);
  });
});

describe("createPacer", () => {
  it("given batches of the history, the work is at most `duty` of the elapsed time; the pauses add up", () => {
    const pacer = createPacer({ duty: 0.4, maxPauseMs: 10_000 });
    const batches = [80, 120, 100, 300, 40];
    let worked = 0;
    let paused = 0;
    for (const ms of batches) {
      worked += ms;
      paused += pacer.after(ms, false);
    }
    expect(worked / (worked + paused)).toBeCloseTo(0.4, 10);
    expect(pacer.pausedMs).toBeCloseTo(paused, 10);
  });

  it("given batches past the head the log had at the start, does not pause (the shadow must reach a moving head)", () => {
    const pacer = createPacer({ duty: 0.2, maxPauseMs: 10_000 });
    expect(pacer.after(100, false)).toBe(400);
    expect(pacer.after(100, true)).toBe(0);
    expect(pacer.after(1000, true)).toBe(0);
    expect(pacer.pausedMs).toBe(400);
  });

  it("given a duty outside (0, 1], refuses it", () => {
    expect(validDuty(0)).toBe(false);
    expect(validDuty(1.5)).toBe(false);
    expect(validDuty(Number.NaN)).toBe(false);
    expect(validDuty(1)).toBe(true);
    expect(() => createPacer({ duty: 0, maxPauseMs: 1000 })).toThrow(/duty/);
  });
});
