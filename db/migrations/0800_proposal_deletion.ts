import { sql, type Kysely } from "kysely";

// Issue 16, deleting proposals: a deleted proposal keeps its row in rm_proposals, marked by
// deleted_at, so its count stays taken (the projection numbers with max(count) + 1: a number is
// never given twice) while every list and page leaves it out.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_proposals add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`alter table rm_proposals drop column if exists deleted_at`.execute(db);
}
