// The rebuild CLI's expected time (issue 19): lanes each replay the whole log, so the end is the
// slowest lane's, at its own rate so far.
import { describe, expect, it } from "vitest";
import { lanesProgress } from "../../../projections/rebuild";

describe("lanesProgress", () => {
  it("given lanes at different speeds, the time left is the slowest lane's", () => {
    // 10 s in: lane 0 did 800 of 1,000 (80/s, 2.5 s left), lane 1 did 200 (20/s, 40 s left).
    const p = lanesProgress([800, 200], 1000, 10);
    expect(p.applied).toBe(500);
    expect(p.eventsPerSecond).toBe(50);
    expect(p.secondsLeft).toBe(40);
    expect(p.lanes).toBe(2);
  });

  it("given a lane that has not moved yet, the time left is unknown", () => {
    expect(lanesProgress([300, 0], 1000, 5).secondsLeft).toBeNull();
    expect(lanesProgress([0, 0], 1000, 0).secondsLeft).toBeNull();
  });

  it("given the log grew past the estimate, the total follows the furthest lane and finished lanes count for nothing", () => {
    const p = lanesProgress([1200, 600], 1000, 12);
    expect(p.total).toBe(1200);
    expect(p.secondsLeft).toBe(12); // lane 1: 600 left at 50/s
  });
});
