// R3 (issue 8): the projector process is SIGKILLed at random points while it rebuilds, 20 times;
// half of the kills hit a rebuild, half a runner continuing from what the killed rebuild left.
// Then a runner finishes from the stored checkpoints, and later a full rebuild runs to the end:
// both must leave every read-model table equal (md5 of its rows) to a clean rebuild.
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

function startChild(mode: "rebuild" | "catch-up"): Child {
  const child = spawn(process.execPath, [childScript, mode], {
    env: { ...process.env, DATABASE_URL: database.url!, BATCH },
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
