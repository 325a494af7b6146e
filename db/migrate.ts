// Migrations are plain modules listed here (no file scanning), so they bundle with the app.
import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as m0001 from "./migrations/0001_eventstore";
import * as m0002 from "./migrations/0002_projections";
import * as m0003 from "./migrations/0003_auth";
import * as m0004 from "./migrations/0004_read_models";
import * as m0005 from "./migrations/0005_item_lifecycle";

const migrations: Record<string, Migration> = {
  "0001_eventstore": m0001,
  "0002_projections": m0002,
  "0003_auth": m0003,
  "0004_read_models": m0004,
  "0005_item_lifecycle": m0005,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
