// /inicio server time does not depend on the history size (issue 6, P-dashboard).
//
//   small: a company with BENCH_SMALL items (1,000) and ~10 events per item;
//   large: a company with BENCH_LARGE items (100,000) and ~10 events per item (~1M events),
// both in the same database, the read models built by the real projections (rebuildProjections
// over the whole log, then the app's runner). Then the /inicio loader (dashboardLoader: auth,
// picker, monthly figures, open deals, last viewed, next agenda items, charts) is called for each
// company's manager, interleaved, and the medians compared. Goal: large ÷ small ≤ 1.2.
//
//   npm run bench:dashboard     env: DATABASE_URL (server), BENCH_SMALL (1000), BENCH_LARGE (100000),
//                               BENCH_MOVES (8 moves per item), BENCH_CALLS (300), BENCH_KEEP=1
//   BENCH_REUSE=1 calls the loader on the database a BENCH_KEEP=1 run kept (no writing; only the
//   projections whose version changed since are rebuilt), to iterate on the loader.
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { sql } from "kysely";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { allProjections } from "../projections/index";
import { rebuildProjections } from "../projections/rebuild";
import { generate, progressBar } from "./support/generate";
import { benchDb } from "./support/common";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SMALL = Number(process.env.BENCH_SMALL ?? 1000);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const MOVES = Number(process.env.BENCH_MOVES ?? 8);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const GOAL = 1.2;
const DB_NAME = benchDb("girassol_bench_dashboard");

function dbUrl(name: string) {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length * 0.95)]!;
};

/** The kept database's two companies, smallest first, and their managers' e-mails (BENCH_REUSE=1). */
async function keptCompanies(url: string) {
  const database = await connect({ url, max: 2 });
  // A projection whose version changed since the kept run is rebuilt here, in place, before the app boots.
  await migrateToLatest(database.db);
  const kept = await database.db.selectFrom("projection_checkpoints").select(["name", "version"]).execute();
  const stale = allProjections.filter((p) => kept.find((k) => k.name === p.name)?.version !== p.version);
  if (stale.length) {
    const store = createPostgresEventStore(database);
    const r = await rebuildProjections({ database, store, projections: stale, batchSize: 5000 });
    console.log(`BENCH_REUSE: rebuilt ${stale.map((p) => `${p.name} v${p.version}`).join(", ")} in ${r.seconds.toFixed(0)} s`);
    await store.close();
  }
  const rows = await sql<{ company_id: string; manager_id: string; email: string; items: string; events: string }>`
    select c.id as company_id, u.id as manager_id, cr.email,
      (select count(*) from rm_items i where i.company_id = c.id) as items,
      (select count(*) from events e join streams s on s.stream_id = e.stream_id where s.company_id = c.id) as events
    from rm_companies c join rm_users u on u.company_id = c.id and u.role = 'MANAGER' join credentials cr on cr.user_id = u.id
    order by items`.execute(database.db);
  await database.close();
  if (rows.rows.length !== 2) throw new Error(`BENCH_REUSE: expected 2 companies in ${DB_NAME}, found ${rows.rows.length}`);
  return rows.rows.map((r, i) => ({
    label: i === 0 ? "small" : "large",
    companyId: r.company_id,
    managerId: r.manager_id,
    email: r.email,
    items: Number(r.items),
    events: Number(r.events),
  }));
}

async function main() {
  if (process.env.BENCH_REUSE === "1") {
    const url = dbUrl(DB_NAME);
    const companies = await keptCompanies(url);
    await measureLoader(url, companies, "reused the kept database (not written here)");
    return;
  }
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  await admin.end();
  const url = dbUrl(DB_NAME);
  const database = await connect({ url, max: 16 });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  const t0 = performance.now();

  // The events, written in bulk (each item's whole history in one append, decided by the real decider).
  const small = await generate({
    database,
    store,
    companies: 1,
    itemsPerCompany: SMALL,
    movesPerItem: MOVES,
    mode: "bulk",
    seed: 1,
    onProgress: progressBar("small"),
  });
  const large = await generate({
    database,
    store,
    companies: 1,
    itemsPerCompany: LARGE,
    movesPerItem: MOVES,
    mode: "bulk",
    seed: 2,
    onProgress: progressBar("large"),
  });
  const written = performance.now();
  const countEvents = async (companyId: string) =>
    Number(
      (
        await sql<{ n: string }>`
    select count(*) as n from events e join streams s on s.stream_id = e.stream_id where s.company_id = ${companyId}`.execute(database.db)
      ).rows[0]!.n,
    );
  const companies = [
    { label: "small", ...small.companies[0]!, events: await countEvents(small.companies[0]!.companyId) },
    { label: "large", ...large.companies[0]!, events: await countEvents(large.companies[0]!.companyId) },
  ];

  // The read models, by the real projections.
  // One at a time, so the log says what each costs.
  const rebuildTimes: string[] = [];
  let applied = 0;
  for (const projection of allProjections) {
    const started = performance.now();
    const bar = progressBar(`projection ${projection.name}`);
    const r = await rebuildProjections({
      database,
      store,
      projections: [projection],
      batchSize: 5000,
      onProgress: (p) => bar(p.applied, p.total),
    });
    applied = r.applied;
    rebuildTimes.push(`${projection.name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const rebuilt = { applied };
  const projected = performance.now();

  // A few "last viewed" items per manager, as the item page records them.
  for (const c of companies) {
    for (const itemId of c.itemIds.slice(0, 5)) {
      await database.db
        .insertInto("item_views")
        .values({ user_id: c.managerId, item_id: itemId, company_id: c.companyId, viewed_at: new Date() })
        .execute();
    }
  }
  const emails = await database.db
    .selectFrom("credentials")
    .select(["user_id", "email"])
    .where(
      "user_id",
      "in",
      companies.map((c) => c.managerId),
    )
    .execute();
  await store.close();
  await database.close();
  const setup = `data: written in ${((written - t0) / 1000).toFixed(0)} s; projections rebuilt (${rebuilt.applied} events) in ${((projected - written) / 1000).toFixed(0)} s (${rebuildTimes.join(", ")})`;
  await measureLoader(
    url,
    companies.map((c) => ({
      label: c.label,
      companyId: c.companyId,
      managerId: c.managerId,
      email: emails.find((e) => e.user_id === c.managerId)!.email,
      items: c.itemIds.length,
      events: c.events,
    })),
    setup,
  );
}

interface Measured {
  label: string;
  companyId: string;
  managerId: string;
  email: string;
  items: number;
  events: number;
}

/** The app's services on the database, the loader called for each company's manager, interleaved. */
async function measureLoader(url: string, companies: Measured[], setup: string) {
  // The app's services on this database (its runner finds the projections caught up).
  process.env.DATABASE_URL = url;
  const { boot, shutdown } = await import("../app/lib/services.server");
  const { signIn } = await import("../app/lib/auth.server");
  const { dashboardLoader } = await import("../app/lib/dashboard.server");
  await boot();
  const requests = new Map<string, () => Request>();
  for (const c of companies) {
    const signedIn = await signIn(c.email, "Girassol123", undefined);
    if (signedIn.kind !== "signed-in") throw new Error("cannot sign in");
    const cookie = signedIn.cookie.split(";")[0]!;
    requests.set(c.label, () => new Request("http://bench/inicio", { headers: { Cookie: cookie } }));
  }
  const call = async (label: string) => {
    const start = performance.now();
    const data = await dashboardLoader({ request: requests.get(label)!(), params: {}, context: {} } as any);
    const ms = performance.now() - start;
    if (!data.open || data.monthly.length !== 3) throw new Error("unexpected loader data");
    return { ms, data };
  };
  for (let i = 0; i < 30; i++) {
    await call("small");
    await call("large");
  } // warm-up
  const times: Record<string, number[]> = { small: [], large: [] };
  for (let i = 0; i < CALLS; i++) {
    for (const label of i % 2 ? ["large", "small"] : ["small", "large"]) times[label]!.push((await call(label)).ms);
  }
  const sample = (await call("large")).data;
  await shutdown();

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`\n/inicio loader (dashboardLoader), ${CALLS} interleaved calls per company`);
  console.log(`  ${setup}`);
  for (const c of companies) {
    console.log(
      `  ${c.label.padEnd(5)} ${String(c.items).padStart(7)} items ${String(c.events).padStart(9)} events   median ${ms(median(times[c.label]!))}   p95 ${ms(p95(times[c.label]!))}`,
    );
  }
  console.log(
    `  large open deals shown: ${sample.open.totalSales} (${sample.open.totalAmount}); customers ${sample.summary.totalCustomers}, proposals ${sample.summary.totalProposals}`,
  );
  const ratio = median(times.large!) / median(times.small!);
  console.log(`\n  ratio large ÷ small = ${ratio.toFixed(2)} (goal ≤ ${GOAL}) ${ratio <= GOAL ? "OK" : "ABOVE GOAL"}`);
  if (process.env.BENCH_KEEP !== "1" && process.env.BENCH_REUSE !== "1") {
    const a = postgres(SERVER, { max: 1, onnotice: () => {} });
    await a.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await a.end();
  }
  process.exit(ratio <= GOAL ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
