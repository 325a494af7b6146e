// Catalogue import (issue 15): a 10,000-line KIT file, against a floor measured in the same run.
//
//   floor: COPY of the same file (its bytes as they are: header, `;`, quotes) into a scratch table
//          with the file's columns, `format csv`: PostgreSQL itself reading the lines in.
//   ours:  the upload's import as the no-JS "Importar" button runs it (app/lib/catalogue-import/
//          core.server.ts runImport): the staged file streamed and checked in a first pass
//          (counts, refused lines: StartImport), then streamed again and sent 500 valid lines at a
//          time as one batch of RegisterKit commands (handleCommandsBulk: one read of the slice's
//          streams and command ids, decide, combined appends), one RecordImportSlice per slice,
//          CompleteImport, and, before the clock stops, the projections caught up to the last
//          event: the kit list (rm_kits) and the imports list show every kit.
//   memory: process.memoryUsage().rss sampled every 20 ms during the import, in this process,
//          which runs the same code as the server's action (the file streamed from disk).
//
// Rounds alternate (floor, ours); medians compared. Each round imports a new file (new kits).
//   npm run bench:import     env: DATABASE_URL, BENCH_ROUNDS (3), BENCH_LINES (10000), BENCH_PROJECTIONS
//   (BENCH_PROJECTIONS=all waits for every projection of the app, not only the two read models the
//   import feeds; the time then includes each projection reading the 10,000 events past.)
// Bundled with esbuild (dependencies left external) and run by node, not tsx: tsx's require hook
// fails on a .mjs file that exceljs's and @remix-run/node's dependency get-intrinsic requires
// (async-function/require.mjs: "SyntaxError: Unexpected string").
import { randomUUID } from "node:crypto";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { allProjections, importsProjection, kitsProjection } from "../projections";
import { ProjectionRunner } from "../projections/runner";
import { runImport, stageUpload, loadUpload } from "../app/lib/catalogue-import/core.server";
import { dropDatabase, recreateDatabase } from "./support/common";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const ALL = process.env.BENCH_PROJECTIONS === "all";
const GOAL = 0.2;
const DB_NAME = "girassol_bench_catalogue_import";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

const HEADER = [
  "Fornecedor",
  "Código",
  "Nome do kit",
  "Fabricante do módulo",
  "Modelo do módulo",
  "Potência do módulo (Wp)",
  "Quantidade de módulos",
  "Fabricante do inversor",
  "Modelo do inversor",
  "Potência do inversor (W)",
  "Tipo de inversor",
  "Preço do kit (R$)",
  "Tensão",
  "Tipo de instalação",
];
const SUPPLIERS = ["ALDO", "ECORI", "SERRANA", "FORTLEV", "EDELTEC"];
const FIXATIONS = ["Telhado", "Solo", "Laje", "Carport"];

/** A distributor's price list: one kit per line, a module and an inverter, prices with decimal commas. */
function kitFile(round: number): string {
  const lines = [HEADER.join(";")];
  for (let i = 1; i <= LINES; i++) {
    const modules = 4 + (i % 40);
    const power = 540 + (i % 4) * 10;
    const kwp = (modules * power) / 1000;
    lines.push(
      [
        SUPPLIERS[i % SUPPLIERS.length],
        `R${round}-${i}`,
        `Kit ${kwp.toFixed(2).replace(".", ",")} kWp R${round}-${i}`,
        "Jinko",
        `Tiger Neo ${power}`,
        String(power),
        String(modules),
        "Growatt",
        `MIN ${Math.ceil(kwp)}000TL-X`,
        `${Math.ceil(kwp)}000`,
        i % 7 === 0 ? "Micro" : "String",
        `R$ ${(kwp * 2650 + (i % 97)).toFixed(2).replace(".", ",")}`,
        i % 3 === 0 ? "380" : "220",
        FIXATIONS[i % FIXATIONS.length],
      ].join(";"),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

async function main() {
  const url = await recreateDatabase(DB_NAME);
  process.env.GIRASSOL_FILES_DIR = mkdtempSync(join(tmpdir(), "bench-catalogue-"));
  const database = await connect({ url });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  const runner = new ProjectionRunner({ database, store, projections: ALL ? allProjections : [kitsProjection, importsProjection], log: () => {} });
  await runner.start();
  const raw = postgres(url, { max: 2, onnotice: () => {} });
  await raw.unsafe(`create table floor_kits (${HEADER.map((_, i) => `c${i} text`).join(", ")})`);
  const actor = { id: randomUUID(), companyId: randomUUID() };
  const floors: number[] = [];
  const ours: number[] = [];
  let peak = 0;
  const base = process.memoryUsage().rss;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const text = kitFile(round);
      const path = join(process.env.GIRASSOL_FILES_DIR, `r${round}.csv`);
      writeFileSync(path, text);

      let t = performance.now();
      const copy = await raw`copy floor_kits from stdin with (format csv, delimiter ';', header true)`.writable();
      await pipeline(createReadStream(path), copy);
      floors.push(LINES / ((performance.now() - t) / 1000));

      const id = await stageUpload(database.db, actor, "kits", { path, sha256: "0".repeat(64), size: text.length, name: `bench-${round}.csv` });
      const upload = (await loadUpload(database.db, actor, "kits", id))!;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      t = performance.now();
      const r = await runImport({ db: database.db, store, waitFor: (p) => runner.waitFor(p, { timeoutMs: 600_000 }) }, actor, upload);
      const secs = (performance.now() - t) / 1000;
      clearInterval(sampler);
      if (r.validLines !== LINES) throw new Error(`valid ${r.validLines}`);
      const [{ n }] = await raw`select count(*)::int as n from rm_kits where code like ${`R${round}-%`}`;
      if (n !== LINES) throw new Error(`rm_kits has ${n} kits of round ${round + 1}`);
      const [{ created }] = await raw`select created from rm_catalogue_imports where id = ${r.importId}`;
      if (created !== LINES) throw new Error(`the import list says ${created} created`);
      ours.push(LINES / secs);
      console.log(
        `round ${round + 1}: COPY ${floors[round]!.toFixed(0)} lines/s, import ${ours[round]!.toFixed(0)} lines/s, rss peak so far ${mb(peak)} MB`,
      );
    }
    const ratio = median(ours) / median(floors);
    console.log(
      `catalogue import (${LINES} kit lines, projections: ${ALL ? "all" : "kits + imports"}): median ${median(ours).toFixed(0)} lines/s = ` +
        `${ratio.toFixed(3)} of COPY (${median(floors).toFixed(0)}/s); goal ≥ ${GOAL}; ` +
        `peak RSS ${mb(peak)} MB (${mb(base)} MB at start)`,
    );
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    await runner.stop();
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
