// The story seed's writer (scripts/demo-seed-story-writer.ts) on PostgreSQL: a command whose stream
// is already in the batch waits for a later batch instead of cutting it, a stream's commands keep
// their order, a stream's first command is never held back, and every event keeps its own instant.
import { describe, expect, it } from "vitest";
import type { Decider } from "../../domain/shared/decider";
import { uuidv7 } from "../../eventstore/ids";
import { StoryWriter } from "../../scripts/demo-seed-story-writer";
import { useSeededCompany } from "../support/seeded-company";

type Counted = { type: "Counted"; data: { label: string; total: number } };
/** A counter: each command adds one and names itself, so the log shows the order each stream was decided in. */
const counter: Decider<number, { label: string }, Counted> = {
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (c, n) => [{ type: "Counted", data: { label: c.label, total: n + 1 } }],
};

describe("story writer", () => {
  const fx = useSeededCompany({ kind: "postgres", seed: false });

  it("holds a repeated stream for the next batch and keeps each stream's order and instants", async () => {
    const { store, db } = fx;
    const company = uuidv7();
    const w = new StoryWriter(store, company, 3);
    const run = uuidv7();
    const s = (x: string) => `storytest-${run}-${x}`;
    const sent: [string, string][] = [
      ["a", "a1"],
      ["a", "a2"],
      ["b", "b1"],
      ["c", "c1"],
      ["a", "a3"],
      ["d", "d1"],
    ];
    const base = Date.UTC(2026, 0, 10, 12);
    for (const [i, [stream, label]] of sent.entries()) await w.send(s(stream), counter, { label }, company, new Date(base + i * 60_000));
    await w.flush();
    expect(w.commands).toBe(6);

    const rows = await db
      .selectFrom("events")
      .select(["stream_id", "stream_position", "data", "metadata"])
      .where("stream_id", "like", `storytest-${run}-%`)
      .orderBy("global_position")
      .execute();
    const labels = rows.map((r) => (r.data as { label: string }).label);
    // Batch of three: a1 b1 c1 (a2 waits, and a3 behind it); then a2 d1; then a3.
    expect(labels).toEqual(["a1", "b1", "c1", "a2", "d1", "a3"]);
    expect(rows.filter((r) => r.stream_id === s("a")).map((r) => (r.data as { total: number }).total)).toEqual([1, 2, 3]);
    const instants = Object.fromEntries(rows.map((r) => [(r.data as { label: string }).label, (r.metadata as { occurredAt: string }).occurredAt]));
    for (const [i, [, label]] of sent.entries()) expect(new Date(instants[label]!).getTime()).toBe(base + i * 60_000);
  });
});
