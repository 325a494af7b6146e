// A paced rebuild without downtime (issue 19, P2-swap; projections/shadow/pace.ts): with a low duty
// cycle and appends that go on until it ends, the rebuild pauses over the history, replays what was
// appended since its start without pauses (so it reaches the moving head and ends), and swaps in
// tables identical (md5 of their rows) to a from-scratch rebuild.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore, Position } from "../../eventstore/types";
import { allProjections } from "../../projections/index";
import { rebuildProjections, type RebuildProgress } from "../../projections/rebuild";
import { rebuildInShadow } from "../../projections/shadow-rebuild";
import { ProjectionRunner } from "../../projections/runner";
import { generate } from "../../bench/support/generate";
import { waitForHorizon } from "../faults/support/horizon";

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await freshDatabase("postgres");
  store = createPostgresEventStore(database);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

async function checksums(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of allProjections.flatMap((p) => p.tables)) {
    const { rows } = await sql<{ md5: string; n: string }>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as md5, count(*)::text as n
      from ${sql.table(table)} t`.execute(database.db);
    out[table] = `${rows[0]!.n}:${rows[0]!.md5}`;
  }
  return out;
}

it("a paced shadow rebuild pauses over the history only, reaches a head that keeps moving, and swaps in identical tables", async () => {
  const seeded = await generate({ database, store, companies: 1, itemsPerCompany: 30, movesPerItem: 3, mode: "bulk", seed: 23 });
  const runner = new ProjectionRunner({ database, store, projections: allProjections, pollIntervalMs: 100, log: () => {} });
  await runner.start();
  try {
    const start = await waitForHorizon(store, seeded.last);
    expect(await runner.waitFor(start, { timeoutMs: 60_000 })).toBe(true);
    const history = (await store.readAll({ after: null, limit: 100_000 })).length;

    // Appends from the rebuild's first report (its history is the log before them) until it ends: a
    // pacing applied to them too would chase the head for as long as they go on.
    let rebuilding = true;
    let seed = 200;
    let last: Position | null = start;
    let appends: Promise<void> | undefined;
    const append = async () => {
      while (rebuilding) {
        last = (await generate({ database, store, companies: 1, itemsPerCompany: 2, movesPerItem: 2, mode: "bulk", seed: seed++, concurrency: 1 }))
          .last;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const reports: RebuildProgress[] = [];
    const result = await rebuildInShadow({
      database,
      store,
      projections: allProjections,
      batchSize: 10,
      concurrency: 1,
      pace: { duty: 0.25, maxPauseMs: 5000 },
      onProgress: (p) => {
        reports.push(p);
        appends ??= append();
      },
    }).finally(() => (rebuilding = false));
    await appends;

    expect(result.swapped.map((s) => s.name).sort()).toEqual(allProjections.map((p) => p.name).sort());
    // Paused over the history; every report past it (what was appended meanwhile) shows no new pause.
    expect(result.pausedSeconds).toBeGreaterThan(0);
    expect(reports.every((p) => p.pace?.duty === 0.25)).toBe(true);
    const past = reports.filter((p) => p.applied > history);
    expect(past.length, "appends were replayed in the shadow before the swap").toBeGreaterThan(0);
    for (const p of past) expect(p.pace?.pausedSeconds).toBe(result.pausedSeconds);

    const head = await waitForHorizon(store, last);
    expect(await runner.waitFor(head, { timeoutMs: 60_000 })).toBe(true);
    await runner.stop();
    const afterShadow = await checksums();
    await rebuildProjections({ database, store, projections: allProjections });
    expect(afterShadow).toEqual(await checksums());
  } finally {
    await runner.stop();
  }
}, 120_000);
