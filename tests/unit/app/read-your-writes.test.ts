// Read-your-writes on the page a wizard step redirects to (app/lib/read-your-writes.server.ts):
// requireProposal reads rm_proposals only as of every event of the proposal's stream, so the step's
// POST need not wait for the projection. What matters is which read is returned, and that the
// runner's position is taken before the read (a commit seen then is in what the read sees).
import { describe, expect, it } from "vitest";
import { readAfterHead, type AppliedRunner } from "../../../app/lib/read-your-writes.server";
import type { Position } from "../../../eventstore/types";

const at = (b: number): Position => ({ a: "700", b: String(b) });

/** A runner whose `proposals` checkpoint is `applied` (undefined: another process applies it). */
function fakeRunner(applied: Position | null | undefined) {
  const calls = { waits: [] as { position: Position; projections?: string[] }[], looks: 0 };
  const runner: AppliedRunner = {
    appliedUpTo: (name) => (calls.looks++, name === "proposals" ? applied : undefined),
    waitFor: async (position, opts) => {
      calls.waits.push({ position, projections: opts?.projections });
      return true;
    },
  };
  return { runner, calls };
}

/** Reads that answer "stale" first, then "fresh". */
function reads() {
  let n = 0;
  return { read: async () => (n++ === 0 ? "stale" : "fresh"), count: () => n };
}

describe("readAfterHead", () => {
  it("the runner had applied the stream's head before the read: the read stands, no wait", async () => {
    const { runner, calls } = fakeRunner(at(12));
    const r = reads();
    expect(await readAfterHead(runner, ["proposals"], async () => at(12), r.read)).toBe("stale");
    expect(r.count()).toBe(1);
    expect(calls.waits).toEqual([]);
  });

  it("behind the head (the step's event not applied yet): waits for the head, then reads again", async () => {
    const { runner, calls } = fakeRunner(at(11));
    const r = reads();
    expect(await readAfterHead(runner, ["proposals"], async () => at(12), r.read)).toBe("fresh");
    expect(r.count()).toBe(2);
    expect(calls.waits).toEqual([{ position: at(12), projections: ["proposals"] }]);
  });

  it("the runner's position is taken before the read: a commit during the read does not let a stale read stand", async () => {
    let applied: Position | null = at(11);
    const runner: AppliedRunner = { appliedUpTo: () => applied, waitFor: async () => true };
    let n = 0;
    const read = async () => {
      n++;
      const seen = n === 1 ? "stale" : "fresh";
      applied = at(12); // the projection commits while the first read is in flight
      return seen;
    };
    expect(await readAfterHead(runner, ["proposals"], async () => at(12), read)).toBe("fresh");
  });

  it("applied by another process (no position here), or nothing applied yet: waits and reads again", async () => {
    for (const applied of [undefined, null]) {
      const { runner, calls } = fakeRunner(applied);
      const r = reads();
      expect(await readAfterHead(runner, ["proposals"], async () => at(3), r.read)).toBe("fresh");
      expect(calls.waits).toHaveLength(1);
    }
  });

  it("a stream with no event (an unknown proposal id): the read as it is, no wait", async () => {
    const { runner, calls } = fakeRunner(undefined);
    const r = reads();
    expect(await readAfterHead(runner, ["proposals"], async () => null, r.read)).toBe("stale");
    expect(calls.waits).toEqual([]);
  });
});
