import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 15, catalogue imports (/importacoes/lista). catalogue_uploads is staging (a plain table the
// app writes): the file sent for a preview, kept on disk until it is imported (or a day passes).
// rm_catalogue_imports and rm_catalogue_import_refused are the "imports" projection's read model:
// one row per import (who, when, file, kind, counts) and its refused lines (original cells and the
// messages), which the list offers back as a CSV.
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "catalogue_uploads",
    sql`
      user_id uuid not null,
      kind text not null,
      file_name text not null,
      sha256 text not null,
      path text not null,
      size bigint not null,
      import_id uuid not null,
      created_at timestamptz not null`,
  );
  await sql`create index catalogue_uploads_created on catalogue_uploads (created_at)`.execute(db);
  await companyScopedTable(
    db,
    "rm_catalogue_imports",
    sql`
      user_id uuid not null,
      kind text not null,
      file_name text not null,
      sha256 text not null,
      format text not null,
      columns jsonb not null,
      total_lines integer not null,
      valid_lines integer not null,
      created integer not null default 0,
      updated integer not null default 0,
      unchanged integer not null default 0,
      refused integer not null,
      completed boolean not null default false,
      started_at timestamptz not null,
      completed_at timestamptz`,
  );
  await sql`create index rm_catalogue_imports_company on rm_catalogue_imports (company_id, started_at desc)`.execute(db);
  await sql`
    create table rm_catalogue_import_refused (
      import_id uuid not null,
      line integer not null,
      cells jsonb not null,
      errors text not null,
      primary key (import_id, line)
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_catalogue_import_refused", "rm_catalogue_imports", "catalogue_uploads"], { ifExists: true });
}
