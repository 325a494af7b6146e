// npm run bench:seed [-- --companies 3 --items 500 --moves 3 --customers 150 --vendors 2] [-- --bulk]
// Realistic data through the real command handler (read, decide, append, one command at a time
// per stream, 16 streams at once): companies with a manager and vendors, customers, sales over the
// columns, moves, some won or lost. --bulk: the same deciders, appended through the store's
// appendMany, 500 streams a call (bench/support/generate.ts): 100,000 sales with 8 moves each
// (≈1M events) is `-- --bulk --companies 1 --items 100000 --moves 8`. Writes to DATABASE_URL, or to a girassol_bench_seed database
// made for it (kept). The app's projections apply it when the app next starts (or run
// `npm run projections:rebuild`).
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { generate, progressBar } from "./support/generate";
import { dbUrl, SERVER } from "./support/common";
import postgres from "postgres";
import { loadavg } from "node:os";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main() {
  let url = process.env.DATABASE_URL || undefined;
  if (!url) {
    const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
    const exists = await admin`select 1 from pg_database where datname = 'girassol_bench_seed'`;
    if (!exists.length) await admin.unsafe("create database girassol_bench_seed");
    await admin.end();
    url = dbUrl("girassol_bench_seed");
  }
  const bulk = process.argv.includes("--bulk");
  const companies = arg("companies", 3),
    items = arg("items", 500);
  const database = await connect({ url, max: 20 });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  console.error(
    `bench:seed → ${url.replace(/\/\/[^@]*@/, "//")}: ${companies} companies × ${items} sales, through ${bulk ? "appendMany (bulk)" : "commands"}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const started = performance.now();
  const out = await generate({
    database,
    store,
    companies,
    itemsPerCompany: items,
    movesPerItem: arg("moves", 3),
    customersPerCompany: arg("customers", Math.ceil(items / 3)),
    vendorsPerCompany: arg("vendors", 2),
    mode: bulk ? "bulk" : "commands",
    seed: arg("seed", 42),
    onProgress: progressBar("vendas"),
  });
  const s = (performance.now() - started) / 1000;
  console.error(
    `${out.events} events in ${s.toFixed(1)} s (${Math.round(out.events / s)} events/s through ${bulk ? "appendMany" : "commands"}; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  for (const c of out.companies) console.error(`  empresa ${c.companyId}: gerente ${c.managerId}, ${c.itemIds.length} vendas (senha Girassol123)`);
  await store.close();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
