// R3 (issue 8): the projector process is SIGKILLed at random points while it rebuilds, 20 times;
// half of the kills hit a rebuild, half a runner continuing from what the killed rebuild left.
// Then a runner finishes from the stored checkpoints, and later a full rebuild runs to the end:
// both must leave every read-model table equal (md5 of its rows) to a clean rebuild.
// R3-swap (issue 19, ADR 022): a rebuild without downtime is killed at each of its phases (while it
// fills the shadow, once the shadow is at the head, inside the swap's transaction before and after
// the tables moved, after the commit): each projection's live tables are then whole, either all
// the old ones or all the new ones, and the next shadow rebuild finishes cleanly.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { allProjections } from "../../projections/index";
import { rebuildProjections } from "../../projections/rebuild";
import { generate } from "../../bench/support/generate";
import { seededRandom } from "./support/random";
import { bundleScript } from "./support/bundle";
import { waitForHorizon } from "./support/horizon";

const KILLS = 20;
const CHILD = "tests/faults/support/projector-child.ts";
const BATCH = "10";

let database: TestDatabase;
let store: EventStore;
let childScript: string;

beforeAll(async () => {
  childScript = await bundleScript(CHILD);
  database = await freshDatabase("postgres");
  store = createPostgresEventStore(database);
});
afterAll(async () => {
  if (childScript) rmSync(childScript, { force: true });
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

interface Child {
  exited: Promise<{ code: number | null; signal: string | null; out: string }>;
  kill(): void;
  lines: (cb: (line: string) => void) => void;
}

function startChild(mode: "rebuild" | "catch-up" | "shadow", env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, [childScript, mode], {
    env: { ...process.env, DATABASE_URL: database.url!, BATCH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const listeners: ((line: string) => void)[] = [];
  let partial = "";
  child.stdout.on("data", (d: Buffer) => {
    out += d;
    partial += d;
    const parts = partial.split("\n");
    partial = parts.pop()!;
    for (const line of parts) listeners.forEach((l) => l(line));
  });
  child.stderr.on("data", (d: Buffer) => (out += d));
  return {
    exited: new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, out }))),
    kill: () => child.kill("SIGKILL"),
    lines: (cb) => listeners.push(cb),
  };
}

it(`SIGKILL during a rebuild ${KILLS} times: the tables end equal to a clean rebuild`, async () => {
  const random = seededRandom(3);
  const data = await generate({
    database,
    store,
    companies: 1,
    itemsPerCompany: 60,
    movesPerItem: 3,
    mode: "bulk",
    seed: 3,
  });
  console.log(`R3: ${data.events} events (from the deciders)`);

  await waitForHorizon(store, data.last);
  const tGen = performance.now();
  const clean = await rebuildProjections({ database, store, projections: allProjections, batchSize: Number(BATCH) });
  const reference = await checksums();
  expect(Number(reference.rm_items!.split(":")[0])).toBe(60);
  const total = clean.applied;
  console.log(`R3: clean rebuild ${Math.round(performance.now() - tGen)} ms`);

  let killedMidway = 0;
  for (let i = 0; i < KILLS; i++) {
    const mode = i % 2 === 0 ? "rebuild" : "catch-up";
    const t0 = performance.now();
    const child = startChild(mode);
    if (mode === "rebuild") {
      // Kill once a random share of the log has been applied, a random few ms later (mid-batch).
      const at = Math.floor(random() * total);
      const delay = Math.floor(random() * 15);
      child.lines((line) => {
        const m = /^applied (\d+)$/.exec(line);
        if (m && Number(m[1]) >= at) setTimeout(() => child.kill(), delay);
      });
    } else {
      child.lines((line) => {
        if (line === "ready") setTimeout(() => child.kill(), Math.floor(random() * 400));
      });
    }
    const r = await child.exited;
    if (process.env.R3_DEBUG) console.log(mode, Math.round(performance.now() - t0), r.signal, r.out.split("\n").slice(-3).join("|"));
    if (r.signal === "SIGKILL") killedMidway++;
    else expect(r.code, r.out).toBe(0); // it finished before the kill: fine, but it must not fail
  }
  console.log(`R3: ${killedMidway} of ${KILLS} children killed before they finished`);
  expect(killedMidway).toBeGreaterThanOrEqual(KILLS / 2);

  // A runner continues from whatever the last kill left behind.
  const resumed = startChild("catch-up");
  const r1 = await resumed.exited;
  expect(r1.code, r1.out).toBe(0);
  expect(await checksums()).toEqual(reference);

  // And a rebuild that is let finish gives the same tables again.
  const full = startChild("rebuild");
  const r2 = await full.exited;
  expect(r2.code, r2.out).toBe(0);
  expect(await checksums()).toEqual(reference);
}, 300_000);

/** Deletes one row of each projection's first non-empty table: "old" tables that differ from a rebuild. */
async function tamper(): Promise<void> {
  for (const p of allProjections) {
    for (const table of p.tables) {
      const r = await sql`delete from ${sql.table(table)} where ctid = (select min(ctid) from ${sql.table(table)})`.execute(database.db);
      if ((r.numAffectedRows ?? 0n) > 0n) break;
    }
  }
}

/** Per projection: "old" or "new" when all of its tables equal that state, "mixed" otherwise. */
function wholeness(now: Record<string, string>, old: Record<string, string>, fresh: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of allProjections) {
    const isOld = p.tables.every((t) => now[t] === old[t]);
    const isNew = p.tables.every((t) => now[t] === fresh[t]);
    out[p.name] = isOld && isNew ? "same" : isOld ? "old" : isNew ? "new" : "mixed";
  }
  return out;
}

// Issue 19: this test once hung (one run in three, the "swapped core" round, after "phase built
// dashboard") and once was cut by its watchdog under CI load. The likely cause, fixed since in
// rebuildInShadow: three lanes on a pool of four, where a swap's tail read found no free connection
// while the other lanes' swaps waited on its locks. It passed 3 of 3 runs after the fix, and 3 of 3
// more on a machine at load 13–20 (2026-11-24, 19:33–19:38 UTC), so it runs in CI again.
it("SIGKILL at each phase of a rebuild without downtime: each projection's tables are the old or the new ones, whole", async () => {
  const random = seededRandom(22);
  if ((await store.headPosition()) === null) {
    await generate({ database, store, companies: 1, itemsPerCompany: 40, movesPerItem: 3, mode: "bulk", seed: 22 });
  }
  const head = await waitForHorizon(store, null);
  await rebuildProjections({ database, store, projections: allProjections, batchSize: 500 });
  const fresh = await checksums();
  const total = (await store.readAll({ after: null, limit: 100_000 })).length;

  // [phase, projection]: "applied" kills while the shadow fills; the others on the phase's line.
  const points: [string, string][] = [
    ["applied", ""],
    ["built", "core"],
    ["swap-locked", "core"],
    ["swap-moved", "core"],
    ["swapped", "core"],
    ["swap-locked", "dashboard"],
    ["swap-moved", "automation"],
    ["swapped", "automation"],
  ];
  for (const [phase, target] of points) {
    await tamper();
    const old = await checksums();
    const child = startChild("shadow", { PHASE_PAUSE_MS: "300" });
    const at = Math.floor(random() * total);
    child.lines((line) => {
      if (phase === "applied" ? Number(/^applied (\d+)$/.exec(line)?.[1] ?? -1) >= at : line === `phase ${phase} ${target}`) child.kill();
    });
    // A stuck child fails the round with its own message instead of the whole test's timeout. Generous:
    // under a loaded CI the shadow waits for the cluster-wide snapshot horizon that other test files'
    // transactions hold (a 60 s watchdog once fired there and the round read as "old" tables).
    let stuck = false;
    const watchdog = setTimeout(() => {
      stuck = true;
      child.kill();
    }, 150_000);
    const r = await child.exited;
    clearTimeout(watchdog);
    expect(stuck, `${phase} ${target}: the child never reached its phase in 150 s: ${r.out.split("\n").slice(-6).join(" | ")}`).toBe(false);
    if (process.env.R3_DEBUG) console.log(phase, target, r.signal, r.out.split("\n").slice(-4).join("|"));
    expect(r.signal, `${phase} ${target}: ${r.out}`).toBe("SIGKILL");
    const state = wholeness(await checksums(), old, fresh);
    for (const [name, s] of Object.entries(state)) expect(s, `${name} after a kill at ${phase} ${target}`).not.toBe("mixed");
    if (target) expect(state[target], `${target} after a kill at ${phase}`).toBe(phase === "swapped" ? "new" : "old");
    // While the shadow fills, no projection is swapped ("same": tamper found no row to delete).
    if (phase === "applied") expect(Object.entries(state).filter(([, s]) => s === "new")).toEqual([]);
    // The checkpoints never moved off the head (old tables at the head; new ones swapped in at it).
    const { rows } = await sql<{ name: string; tx: string; pos: string }>`select name, tx::text, pos::text from projection_checkpoints`.execute(
      database.db,
    );
    for (const row of rows) expect({ a: row.tx, b: row.pos }, row.name).toEqual(head);
  }

  // The next shadow rebuild clears what the kills left and swaps every projection in.
  const last = startChild("shadow");
  const r = await last.exited;
  expect(r.code, r.out).toBe(0);
  expect(await checksums()).toEqual(fresh);
  const { rows: left } = await sql<{ n: string }>`
    select nspname as n from pg_namespace where nspname like 'rm\\_shadow\\_%' or nspname like 'rm\\_retired\\_%'`.execute(database.db);
  expect(left).toEqual([]);
}, 900_000);
