import { sql, type Kysely } from "kysely";

// Issue 6: the dashboard projection's copy of each note's reminder fields, so an edited or deleted
// note updates or removes its "scheduled note" notification.
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_ntf_notes (
      note_id uuid primary key,
      company_id uuid not null,
      author_id uuid not null,
      item_id uuid,
      note_text text not null,
      note_type text,
      schedule_date text,
      time_start text
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table rm_ntf_notes`.execute(db);
}
