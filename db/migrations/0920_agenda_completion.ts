import { sql, type Kysely } from "kysely";

// Issue 18, "an agenda people use": an agenda activity (a scheduled note) ticked "concluída" keeps
// when and by whom on its rm_notes row (AgendaItemCompleted / AgendaItemReopened, the "notes"
// projection). The index serves the agenda's and /inicio's "open activities up to today" reads.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_notes add column completed_at timestamptz, add column completed_by text`.execute(db);
  await sql`create index rm_notes_open_schedule on rm_notes (company_id, schedule_date) where schedule_date is not null and completed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists rm_notes_open_schedule`.execute(db);
  await sql`alter table rm_notes drop column if exists completed_at, drop column if exists completed_by`.execute(db);
}
