// Rebuild without downtime (issue 19, ADR 022): a shadow rebuild of every projection while the live
// runner keeps applying and events keep being appended ends with the live tables equal (md5 of their
// rows) to a from-scratch rebuild, every checkpoint at the head under the projection's version, and
// no shadow or retired schema left behind. The live tables keep answering during the rebuild.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { allProjections, customersProjection } from "../../projections/index";
import { rebuildProjections } from "../../projections/rebuild";
import { rebuildInShadow, type ShadowPhase } from "../../projections/shadow-rebuild";
import { ProjectionRunner } from "../../projections/runner";
import { readCheckpoints } from "../../projections/checkpoints";
import { generate } from "../../bench/support/generate";
import { waitForHorizon } from "../faults/support/horizon";

const HEAVY = ["core", "dashboard", "automation"];
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

it("a shadow rebuild under concurrent appends swaps in tables identical to a from-scratch rebuild, checkpoints at the head", async () => {
  await generate({ database, store, companies: 1, itemsPerCompany: 40, movesPerItem: 3, mode: "bulk", seed: 19 });
  const runner = new ProjectionRunner({
    database,
    store,
    projections: allProjections,
    pollIntervalMs: 100,
    log: (m) => process.env.SHADOW_DEBUG && console.log(m),
  });
  await runner.start();
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  try {
    const before = await waitForHorizon(store, null);
    expect(await runner.waitFor(before, { timeoutMs: 60_000 })).toBe(true);

    // Live reads during the rebuild: the board's table must answer (and never be empty) throughout.
    let reads = 0;
    let emptyReads = 0;
    let rebuilding = true;
    const reader = (async () => {
      while (rebuilding) {
        const n = await database.db
          .selectFrom("rm_items")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow();
        reads++;
        if (Number(n.n) === 0) emptyReads++;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const phases: string[] = [];
    const headAtStart = await store.headPosition();
    // Appends all along the rebuild, and one more sale when a heavy projection's shadow reaches the
    // head, so that its swap has a tail to apply under its locks (appends cost ~1 s on a busy machine).
    let items = 40;
    let seed = 100;
    const more = async (n: number) => {
      const r = await generate({ database, store, companies: 1, itemsPerCompany: n, movesPerItem: 2, mode: "bulk", seed: seed++, concurrency: 1 });
      items += n;
      return r.last;
    };
    const appends = (async () => {
      while (rebuilding) {
        await more(2);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const result = await rebuildInShadow({
      database,
      store,
      projections: allProjections,
      batchSize: 25,
      concurrency: 3,
      onProgress: (p) => process.env.SHADOW_DEBUG && console.log(`${ms()} progress ${p.applied}/${p.total}`),
      onPhase: async (phase: ShadowPhase, name) => {
        phases.push(`${name}:${phase}`);
        if (process.env.SHADOW_DEBUG) console.log(`${ms()} ${name} ${phase}`);
        if (phase === "built" && HEAVY.includes(name)) {
          await more(1);
          if (process.env.SHADOW_DEBUG) console.log(`${ms()} ${name} appended`);
        }
      },
    });
    rebuilding = false;
    await appends;
    await reader;
    const last = await more(1); // after the swaps: the live runner applies it to the new tables
    const tails = result.swapped.reduce((n, s) => n + s.tail, 0);
    console.log(
      `shadow (${ms()} ms): ${result.applied} events replayed, tails ${tails} events, swaps ${result.swapped.map((s) => `${Math.round(s.swapMs)}(${s.attempts})`).join("/")} ms`,
    );

    expect(result.swapped.map((s) => s.name).sort()).toEqual(allProjections.map((p) => p.name).sort());
    for (const p of allProjections) {
      expect(phases.filter((x) => x.startsWith(`${p.name}:`))).toEqual(
        ["built", "swap-locked", "swap-moved", "swapped"].map((x) => `${p.name}:${x}`),
      );
    }
    // The appends really ran while the shadow rebuild did.
    expect(await store.readAll({ after: headAtStart, limit: 1 })).toHaveLength(1);
    expect(reads).toBeGreaterThan(0);
    expect(emptyReads).toBe(0);

    const head = await waitForHorizon(store, last);
    expect(await runner.waitFor(head, { timeoutMs: 60_000 })).toBe(true);
    await runner.stop();
    const cps = await readCheckpoints(
      database.db,
      allProjections.map((p) => p.name),
    );
    for (const p of allProjections) {
      expect(cps.get(p.name)?.version, p.name).toBe(p.version);
      expect(cps.get(p.name)?.position, p.name).toEqual(head);
    }
    const { rows: left } = await sql<{ n: string }>`
      select nspname as n from pg_namespace where nspname like 'rm\\_shadow\\_%' or nspname like 'rm\\_retired\\_%'`.execute(database.db);
    expect(left).toEqual([]);

    console.log(`caught up at ${ms()} ms`);
    const afterShadow = await checksums();
    expect(Number(afterShadow.rm_items!.split(":")[0])).toBe(items);
    for (const name of HEAVY) expect(result.swapped.find((s) => s.name === name)?.tail, name).toBeGreaterThan(0);
    await rebuildProjections({ database, store, projections: allProjections });
    expect(afterShadow).toEqual(await checksums());
  } finally {
    await runner.stop();
  }
}, 120_000);

it("a new projection version swapped in supersedes the old version's runner, and the new version's runner continues from the swap", async () => {
  const old = customersProjection;
  const next = { ...old, version: old.version + 1 };
  const runner = new ProjectionRunner({ database, store, projections: [old], pollIntervalMs: 100 });
  await runner.start();
  try {
    expect(await runner.waitFor(await waitForHorizon(store, null), { timeoutMs: 60_000 })).toBe(true);
    expect(runner.ownedProjections()).toEqual([old.name]);
    const r = await rebuildInShadow({ database, store, projections: [next] });
    expect(r.swapped.map((s) => s.name)).toEqual([old.name]);
    expect((await readCheckpoints(database.db, [old.name])).get(old.name)?.version).toBe(next.version);

    // New events: the old runner's next batch meets the newer stored version and lets go for good.
    const more = await generate({ database, store, companies: 1, itemsPerCompany: 3, movesPerItem: 1, mode: "bulk", seed: 31 });
    for (let i = 0; i < 100 && runner.ownedProjections().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(runner.ownedProjections()).toEqual([]);
    await runner.stop();

    const head = await waitForHorizon(store, more.last);
    const nextRunner = new ProjectionRunner({ database, store, projections: [next] });
    await nextRunner.catchUp();
    expect((await readCheckpoints(database.db, [old.name])).get(old.name)?.position).toEqual(head);
    const live = await checksums();
    await rebuildProjections({ database, store, projections: [next] });
    expect(await checksums()).toEqual(live);
  } finally {
    await runner.stop();
  }
}, 60_000);
