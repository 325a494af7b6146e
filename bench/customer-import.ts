// CSV customer import (issue 4) against a floor measured in the same run.
//
//   floor: 1,000 raw single-row INSERTs of an event-like row (jsonb data), 16 concurrent writers,
//          each its own autocommit transaction (postgres-js, pool 16): the cheapest way to put
//          1,000 events in PostgreSQL one by one.
//   ours:  the upload's importLines over 1,000 checked CSV lines: per line a command through
//          handleCommand (command-id lookup, stream read, decide, append with command_log),
//          16 at a time. Projections are not waited for (they run behind, as in the app).
//
// Rounds are interleaved (floor, ours, ...) and medians compared; prints ours/floor throughput.
//   npx tsx bench/customer-import.ts     env: DATABASE_URL, BENCH_ROUNDS (3)
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { checkCsv, importLines } from "../app/lib/customer-import-core.server";
import { toCsv, type CustomerRules } from "../domain/customer";
import { validCpf } from "../tests/support/cpf";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINES = 1000;
const FLOOR_GOAL = 0.15;
const DB_NAME = "girassol_bench_customers";
const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Internet"] };

function dbUrl(name: string) {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
}

const cpf = (n: number) => validCpf(n, 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  await admin.end();
  const database = await connect({ url: dbUrl(DB_NAME) });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  const raw = postgres(dbUrl(DB_NAME), { max: 16, onnotice: () => {} });
  await raw.unsafe("create table floor_events (id uuid primary key, stream_id text, type text, data jsonb, metadata jsonb)");
  const actor = { id: randomUUID(), companyId: randomUUID() };
  const floors: number[] = [];
  const ours: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      let next = 0;
      let t = performance.now();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < LINES) {
            next++;
            const d = { customerId: randomUUID(), name: `Cliente ${next}`, details: { city: "Campinas", uf: "SP" } };
            await raw`insert into floor_events values (${randomUUID()}, ${`customer-${d.customerId}`}, 'CustomerCreated', ${raw.json(d)}, ${raw.json(actor)})`;
          }
        }),
      );
      floors.push(LINES / ((performance.now() - t) / 1000));

      const rows = [["Nome", "E-mail", "CPF/CNPJ", "UF", "Cidade", "Origem"]];
      for (let i = 1; i <= LINES; i++) rows.push([`Cliente ${round} ${i}`, `c${i}@exemplo.com`, cpf(i), "SP", "Campinas", "Internet"]);
      const { lines } = await checkCsv(database.db, actor, rules, toCsv(rows), []);
      t = performance.now();
      const r = await importLines({ db: database.db, store, waitFor: async () => true }, actor, rules, randomUUID(), lines);
      if (r.created !== LINES) throw new Error(`created ${r.created}`);
      ours.push(LINES / ((performance.now() - t) / 1000));
      console.log(`round ${round + 1}: floor ${floors[round].toFixed(0)} lines/s, import ${ours[round].toFixed(0)} lines/s`);
    }
    const ratio = median(ours) / median(floors);
    console.log(
      `customer import: median ${median(ours).toFixed(0)} lines/s = ${ratio.toFixed(2)} of the raw INSERT floor (${median(floors).toFixed(0)}/s); goal ≥ ${FLOOR_GOAL}`,
    );
    if (ratio < FLOOR_GOAL) process.exitCode = 1;
  } finally {
    await raw.end();
    await store.close();
    await database.close();
    const a = postgres(SERVER, { max: 1, onnotice: () => {} });
    await a.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await a.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
