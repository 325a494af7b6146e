// Shared pieces of the benchmarks: a scratch database per benchmark, timed loops, medians, and the
// one-line result format `npm run bench` collects.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { uuidv7 } from "../../eventstore/ids";
import type { EventMetadata } from "../../eventstore/types";

export const SERVER = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** A benchmark's scratch database name; BENCH_DB_SUFFIX keeps two runs of the same benchmark apart. */
export function benchDb(name: string): string {
  const suffix = process.env.BENCH_DB_SUFFIX ?? "";
  if (!/^[a-z0-9_]*$/.test(suffix)) throw new Error("BENCH_DB_SUFFIX: lowercase letters, digits and _ only");
  return name + suffix;
}

export function dbUrl(name: string): string {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function recreateDatabase(name: string): Promise<string> {
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return dbUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  if (process.env.BENCH_KEEP) return;
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/** Runs `writers` loops for `seconds`; returns operations per second. */
export async function measure(seconds: number, writers: number, op: (w: number) => Promise<void>): Promise<number> {
  let count = 0;
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (performance.now() < deadline) {
        await op(w);
        count++;
      }
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export const fmt = (n: number) => Math.round(n).toLocaleString("en-US").padStart(8);

/**
 * The line `npm run bench` greps: `RESULT <id> <value> goal <op> <goal> MET|NOT MET  <note>`.
 * `op` is ">=" or "<=".
 */
export function result(id: string, value: number, op: ">=" | "<=", goal: number, note = ""): boolean {
  const met = op === ">=" ? value >= goal : value <= goal;
  console.log(`RESULT ${id.padEnd(26)} ${value.toFixed(2).padStart(8)}   goal ${op} ${goal}   ${met ? "MET" : "NOT MET"}   ${note}`);
  return met;
}

/** An event-like payload and fresh metadata for one company (UUIDv7 command ids, as in the app). */
export function sampleEvents() {
  const companyId = randomUUID();
  const data = () => ({
    name: "Usina solar residencial 8,2 kWp",
    amount: "38450.00",
    columnId: randomUUID(),
    ownerId: randomUUID(),
    sortKey: "a0V",
    customer: { id: randomUUID(), name: "Maria da Silva" },
  });
  const metadata = (): EventMetadata => {
    const commandId = uuidv7();
    return {
      companyId,
      actorId: randomUUID(),
      commandId,
      correlationId: commandId,
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
  };
  return { companyId, data, metadata };
}
