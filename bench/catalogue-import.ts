// Catalogue import (issue 15) against a floor measured in the same run.
//
//   floor: COPY of the same 10,000 lines (the CSV file's text, as is) into a scratch table: what
//          PostgreSQL itself needs to take the lines in.
//   ours:  the upload's import (app/lib/catalogue-import/core.server.ts runImport) of the staged
//          10,000-line module file: the file streamed and every line checked (the same pass the
//          preview makes), then per valid line a RegisterModule through handleCommand (command-id
//          lookup, stream read, decide, append), 16 at a time, the import's StartImport, one
//          RecordImportSlice per 500 lines and CompleteImport. Projections are not waited for
//          (they run behind, as in the app).
//   memory: process.memoryUsage().rss sampled every 20 ms during the import, in this process,
//          which runs the same code as the server's action (the file streamed from disk).
//
// Rounds alternate (floor, ours); medians compared. Each round imports a new file (new modules).
//   npm run bench:import     env: DATABASE_URL, BENCH_ROUNDS (3), BENCH_LINES (10000)
// Bundled with esbuild (dependencies left external) and run by node, not tsx: tsx's require hook
// fails on a .mjs file that exceljs's and @remix-run/node's dependency get-intrinsic requires
// (async-function/require.mjs: "SyntaxError: Unexpected string").
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { runImport, stageUpload, loadUpload } from "../app/lib/catalogue-import/core.server";
import { dropDatabase, recreateDatabase } from "./support/common";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const GOAL = 0.2;
const DB_NAME = "girassol_bench_catalogue_import";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

function moduleFile(round: number): string {
  const lines = ["Fabricante;Modelo;Potência (Wp);Comprimento (mm);Largura (mm);Peso (kg);Eficiência (%);Tecnologia da célula"];
  for (let i = 1; i <= LINES; i++)
    lines.push(`Fabricante ${i % 40};Modelo R${round}-${i};${400 + (i % 300)},5;2.278;1.134;27,5;21,${i % 10};Monocristalino`);
  return lines.join("\r\n") + "\r\n";
}

async function main() {
  const url = await recreateDatabase(DB_NAME);
  process.env.GIRASSOL_FILES_DIR = mkdtempSync(join(tmpdir(), "bench-catalogue-"));
  const database = await connect({ url });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  const raw = postgres(url, { max: 2, onnotice: () => {} });
  await raw.unsafe("create table floor_lines (line text)");
  const actor = { id: randomUUID(), companyId: randomUUID() };
  const floors: number[] = [];
  const ours: number[] = [];
  let peak = 0;
  const base = process.memoryUsage().rss;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const text = moduleFile(round);
      const path = join(process.env.GIRASSOL_FILES_DIR, `r${round}.csv`);
      writeFileSync(path, text);

      let t = performance.now();
      const copy = await raw`copy floor_lines (line) from stdin`.writable();
      await pipeline(Readable.from([text.split("\r\n").slice(1, -1).join("\n").replace(/\\/g, "\\\\") + "\n"]), copy);
      floors.push(LINES / ((performance.now() - t) / 1000));

      const id = await stageUpload(database.db, actor, "modules", { path, sha256: "0".repeat(64), size: text.length, name: `bench-${round}.csv` });
      const upload = (await loadUpload(database.db, actor, "modules", id))!;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      t = performance.now();
      const r = await runImport({ db: database.db, store, waitFor: async () => true }, actor, upload);
      const secs = (performance.now() - t) / 1000;
      clearInterval(sampler);
      if (r.validLines !== LINES) throw new Error(`valid ${r.validLines}`);
      const [{ n }] =
        await raw`select count(*)::int as n from events where type = 'ModuleRegistered' and data->'fields'->>'model' like ${`Modelo R${round}-%`}`;
      if (n !== LINES) throw new Error(`registered ${n}`);
      ours.push(LINES / secs);
      const heap = process.memoryUsage().heapUsed;
      console.log(
        `round ${round + 1}: heap after ${mb(heap)} MB; COPY ${floors[round]!.toFixed(0)} lines/s, import ${ours[round]!.toFixed(0)} lines/s, rss peak so far ${mb(peak)} MB`,
      );
    }
    const ratio = median(ours) / median(floors);
    console.log(
      `catalogue import (${LINES} module lines): median ${median(ours).toFixed(0)} lines/s = ${ratio.toFixed(3)} of COPY (${median(floors).toFixed(0)}/s); goal ≥ ${GOAL}; ` +
        `peak RSS ${mb(peak)} MB (${mb(base)} MB at start)`,
    );
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    await raw.end();
    await store.close();
    await database.close();
    await dropDatabase(DB_NAME);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
