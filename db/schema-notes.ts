// Table types of the notes/agenda, checklists and customer-files read models. They extend the DB
// interface of schema.ts by module augmentation, so areas add tables without editing one shared list.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<any, string, string>;

export interface RmNotesTable {
  id: string;
  company_id: string;
  item_id: string;
  author_id: string;
  note_text: string;
  search_text: string;
  note_type: string | null;
  is_private: boolean;
  /** YYYY-MM-DD (a date column; read back as a string or Date depending on the driver). */
  schedule_date: ColumnType<string | Date | null, string | null, string | null>;
  time_start: string | null;
  time_end: string | null;
  /** When an agenda activity was ticked "concluída" (null: open). */
  completed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  completed_by: string | null;
  registered_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmChecklistItemsTable {
  id: string;
  company_id: string;
  board_type: string;
  task: string;
  category: string;
  kind: string;
  options: Json;
  position: number;
}

export interface RmChecklistAnswersTable {
  item_id: string;
  template_item_id: string;
  company_id: string;
  answer_boolean: boolean | null;
  answer_string: string | null;
  answer_number: string | null;
  answered_by: string;
  answered_at: Timestamp;
}

export interface RmArchiveFoldersTable {
  id: string;
  company_id: string;
  customer_id: string;
  name: string;
  position: number;
}

export interface RmArchiveFilesTable {
  id: string;
  company_id: string;
  customer_id: string;
  folder_id: string;
  name: string;
  position: number;
  hash: string;
  size: ColumnType<string | number, number, number>;
  content_type: string;
  updated_at: Timestamp;
}

declare module "./schema" {
  interface DB {
    rm_notes: RmNotesTable;
    rm_checklist_items: RmChecklistItemsTable;
    rm_checklist_answers: RmChecklistAnswersTable;
    rm_archive_folders: RmArchiveFoldersTable;
    rm_archive_files: RmArchiveFilesTable;
  }
}
