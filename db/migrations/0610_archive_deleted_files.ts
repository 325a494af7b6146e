import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 14: deleted customer files are purged after the company's retention period. The "notes"
// projection keeps each deleted file (id, its content hash, when it was deleted, when its bytes
// were purged) so the purge job finds the ones due; the hash indexes answer "is this content still
// used by another file?" before bytes are erased (the store is content-addressed).
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_archive_deleted_files",
    sql`
      customer_id uuid not null,
      hash text not null,
      deleted_at timestamptz not null,
      purged_at timestamptz`,
  );
  await sql`create index rm_archive_deleted_files_due on rm_archive_deleted_files (deleted_at) where purged_at is null`.execute(db);
  await sql`create index rm_archive_deleted_files_hash on rm_archive_deleted_files (hash) where purged_at is null`.execute(db);
  await sql`create index rm_archive_files_hash on rm_archive_files (hash)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists rm_archive_files_hash`.execute(db);
  await dropTables(db, ["rm_archive_deleted_files"], { ifExists: true });
}
