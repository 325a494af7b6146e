import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Read models of notes (and their schedules: the agenda), checklists and customer files. Written
// only by the "notes" projection (projections/read-models/notes*.ts, checklists.ts, archives.ts).
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_notes",
    sql`
      item_id uuid not null,
      author_id uuid not null,
      note_text text not null,
      search_text text not null,
      note_type text,
      is_private boolean not null,
      schedule_date date,
      time_start text,
      time_end text,
      registered_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await sql`create index rm_notes_item on rm_notes (company_id, item_id, registered_at)`.execute(db);
  await sql`create index rm_notes_agenda on rm_notes (company_id, schedule_date, time_start) where schedule_date is not null`.execute(db);

  await companyScopedTable(
    db,
    "rm_checklist_items",
    sql`
      board_type text not null,
      task text not null,
      category text not null,
      kind text not null,
      options jsonb not null,
      position integer not null`,
  );
  await sql`create index rm_checklist_items_board on rm_checklist_items (company_id, board_type, position)`.execute(db);
  await sql`
    create table rm_checklist_answers (
      item_id uuid not null,
      template_item_id uuid not null,
      company_id uuid not null,
      answer_boolean boolean,
      answer_string text,
      answer_number numeric(18, 4),
      answered_by uuid not null,
      answered_at timestamptz not null,
      primary key (item_id, template_item_id)
    )`.execute(db);

  await companyScopedTable(
    db,
    "rm_archive_folders",
    sql`
      customer_id uuid not null,
      name text not null,
      position integer not null`,
  );
  await sql`create index rm_archive_folders_customer on rm_archive_folders (company_id, customer_id, position)`.execute(db);
  await companyScopedTable(
    db,
    "rm_archive_files",
    sql`
      customer_id uuid not null,
      folder_id uuid not null,
      name text not null,
      position integer not null,
      hash text not null,
      size bigint not null,
      content_type text not null,
      updated_at timestamptz not null`,
  );
  await sql`create index rm_archive_files_folder on rm_archive_files (company_id, customer_id, folder_id, position)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_archive_files", "rm_archive_folders", "rm_checklist_answers", "rm_checklist_items", "rm_notes"], { ifExists: true });
}
