// Where the catalogue import's time goes (issue 15; the figures in docs/performance.md): the same
// 10,000-line kit file as bench/catalogue-import.ts, one round at a time, timing the reader alone,
// a check pass, and inside runImport the event store's calls (summed over slices that overlap, so
// they add up to more than the wall time) and the wait for the read models at the end.
//   npx esbuild bench/catalogue-import-profile.ts --bundle --platform=node --format=esm --packages=external \
//     --outfile=build/catalogue-import-profile.mjs && node build/catalogue-import-profile.mjs
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import type { EventStore } from "../eventstore/types";
import { importsProjection, kitsProjection } from "../projections";
import { ProjectionRunner } from "../projections/runner";
import { checkedLines, loadUpload, runImport, stageUpload } from "../app/lib/catalogue-import/core.server";
import { KIT_KIND, type KindSpec } from "../app/lib/catalogue-import/kinds.server";
import { openTable } from "../app/lib/tabular/read.server";
import { dropDatabase, recreateDatabase } from "./support/common";

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const DB_NAME = process.env.PROFILE_DB ?? "girassol_profile_catalogue_import";
const HEADER =
  "Fornecedor;Código;Nome do kit;Fabricante do módulo;Modelo do módulo;Potência do módulo (Wp);Quantidade de módulos;" +
  "Fabricante do inversor;Modelo do inversor;Potência do inversor (W);Tipo de inversor;Preço do kit (R$);Tensão;Tipo de instalação";

function kitFile(round: number) {
  const lines = [HEADER];
  for (let i = 1; i <= LINES; i++) {
    const modules = 4 + (i % 40);
    const power = 540 + (i % 4) * 10;
    const kwp = (modules * power) / 1000;
    const price = `R$ ${(kwp * 2650 + (i % 97)).toFixed(2).replace(".", ",")}`;
    lines.push(
      [i % 2 ? "ALDO" : "ECORI", `R${round}-${i}`, `Kit ${kwp.toFixed(2).replace(".", ",")} kWp R${round}-${i}`, "Jinko", `Tiger Neo ${power}`]
        .concat([String(power), String(modules), "Growatt", `MIN ${Math.ceil(kwp)}000TL-X`, `${Math.ceil(kwp)}000`])
        .concat([i % 7 === 0 ? "Micro" : "String", price, i % 3 === 0 ? "380" : "220", "Telhado"])
        .join(";"),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

const times: Record<string, number> = {};
const add = (k: string, ms: number) => (times[k] = (times[k] ?? 0) + ms);

/** The store with its batch calls timed. */
function timed(store: EventStore): EventStore {
  for (const m of ["findCommands", "readStreams", "appendMany", "append"] as const) {
    const f = (store[m] as (...a: unknown[]) => Promise<unknown>).bind(store);
    (store as unknown as Record<string, unknown>)[m] = async (...a: unknown[]) => {
      const t = performance.now();
      try {
        return await f(...a);
      } finally {
        add(m, performance.now() - t);
      }
    };
  }
  return store;
}

async function main() {
  const url = await recreateDatabase(DB_NAME);
  const dir = mkdtempSync(join(tmpdir(), "profile-catalogue-"));
  process.env.GIRASSOL_FILES_DIR = dir;
  const database = await connect({ url });
  await migrateToLatest(database.db);
  const store = timed(createPostgresEventStore(database));
  const runner = new ProjectionRunner({ database, store, projections: [kitsProjection, importsProjection], log: () => {} });
  await runner.start();
  const actor = { id: randomUUID(), companyId: randomUUID() };
  const spec = KIT_KIND as unknown as KindSpec<string, unknown>;
  try {
    for (let round = 0; round < 3; round++) {
      for (const k of Object.keys(times)) delete times[k];
      const text = kitFile(round);
      const path = join(dir, `r${round}.csv`);
      writeFileSync(path, text);
      let cpu = process.cpuUsage();
      let t = performance.now();
      const table = await openTable(path, spec.columns);
      for await (const _ of table.rows);
      add("read only (wall)", performance.now() - t);
      add("read only (cpu)", process.cpuUsage(cpu).user / 1000);
      cpu = process.cpuUsage();
      t = performance.now();
      for await (const _ of checkedLines(path, spec));
      add("read + check (wall)", performance.now() - t);
      add("read + check (cpu)", process.cpuUsage(cpu).user / 1000);
      const id = await stageUpload(database.db, actor, "kits", { path, sha256: "0".repeat(64), size: text.length, name: "p.csv" });
      const upload = (await loadUpload(database.db, actor, "kits", id))!;
      cpu = process.cpuUsage();
      t = performance.now();
      await runImport(
        {
          db: database.db,
          store,
          waitFor: async (p) => {
            const w = performance.now();
            await runner.waitFor(p, { timeoutMs: 600_000 });
            add("read models' tail", performance.now() - w);
          },
        },
        actor,
        upload,
      );
      add("runImport (wall)", performance.now() - t);
      add("runImport (cpu of this process, projections included)", process.cpuUsage(cpu).user / 1000);
      console.log(
        `round ${round + 1}: ` +
          Object.entries(times)
            .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
            .join(", "),
      );
    }
  } finally {
    await runner.stop();
    await store.close();
    await database.close();
    await dropDatabase(DB_NAME);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
