// A database of its own for each test file (DESIGN §9): a fresh PostgreSQL database on the test
// server, or an in-memory PGlite, both migrated to the latest schema.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { connect, type Database } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";

export const kinds = ["postgres", "pglite"] as const;
export type TestDatabaseKind = (typeof kinds)[number];

export const testServerUrl = (): string => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The server URL with its database replaced by `name`. */
export function urlForDatabase(name: string, serverUrl = testServerUrl()): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export type TestDatabase = Database & {
  /** For postgres, the URL of the fresh database (to open extra raw connections); undefined for pglite. */
  url?: string;
  /** Closes the connection and removes the database. Safe to call twice. */
  drop(): Promise<void>;
};

export async function freshDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await connect({ dataDir: "memory://" });
    await migrateToLatest(database.db);
    let dropped = false;
    return {
      ...database,
      async drop() {
        if (dropped) return;
        dropped = true;
        await database.close();
      },
    };
  }

  const name = `girassol_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(testServerUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = urlForDatabase(name);
  const database = await connect({ url });
  try {
    await migrateToLatest(database.db);
  } catch (e) {
    await database.close().catch(() => {});
    await dropDatabase(name);
    throw e;
  }
  let dropped = false;
  return {
    ...database,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => {});
      await dropDatabase(name);
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(testServerUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
