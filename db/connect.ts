// One place that opens the database: real PostgreSQL when DATABASE_URL is set, embedded PGlite
// in ./data otherwise. Everything above sees the same `Database`: a Kysely instance plus
// LISTEN/NOTIFY, which the projection runner uses to wake up.
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import type { DB } from "./schema";
import { PGliteDialect } from "./pglite-dialect";

export type DatabaseKind = "postgres" | "pglite";

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Connections the pool may open at once (PGlite: 1): what bounds work run side by side (a parallel rebuild). */
  maxConnections: number;
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  max?: number;
}

export async function connect(opts: ConnectOptions = {}): Promise<Database> {
  return opts.url ? connectPostgres(opts.url, opts.max ?? 20) : connectPGlite(opts.dataDir ?? "./data/pglite");
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    // A forgotten transaction must not hold back pg_snapshot_xmin (and so every reader) forever.
    connection: { idle_in_transaction_session_timeout: 15_000, application_name: "girassol" },
  });
  const db = new Kysely<DB>({ dialect: new PostgresJSDialect({ postgres: sql }) });
  return {
    kind: "postgres",
    db,
    maxConnections: max,
    async listen(channel, onPayload) {
      const sub = await sql.listen(channel, onPayload);
      return async () => sub.unlisten();
    },
    async close() {
      await db.destroy();
    },
  };
}

async function connectPGlite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (!dataDir.startsWith("memory://")) {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dataDir, { recursive: true });
  }
  const pg = await PGlite.create(dataDir, {
    // int8 and numeric come back as strings, as postgres-js returns them.
    parsers: { 20: (v: string) => v, 1700: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pg) });
  return {
    kind: "pglite",
    maxConnections: 1,
    db,
    async listen(channel, onPayload) {
      const unsub = await pg.listen(channel, onPayload);
      return async () => unsub();
    },
    async close() {
      await db.destroy();
      await pg.close();
    },
  };
}
