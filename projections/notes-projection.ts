// The "notes" projection: notes and the agenda, checklists, customer files. Its own checkpoint, so
// a rebuild of it never touches the core tables (and core's rebuilds never touch these).
import { composeProjection } from "./compose";
import { noteHandlers } from "./read-models/notes";
import { checklistHandlers } from "./read-models/checklists";
import { archiveHandlers } from "./read-models/archives";

export const notesProjection = composeProjection(
  "notes",
  // v2: checklists. v3: customer files. v4: deleted files and their purge (issue 14).
  // v5: agenda activities ticked "concluída" (issue 18).
  // v6: rm_checklist_items.options stored as a jsonb array on PostgreSQL (was a JSON string).
  6,
  ["rm_notes", "rm_checklist_items", "rm_checklist_answers", "rm_archive_folders", "rm_archive_files", "rm_archive_deleted_files"],
  [noteHandlers, checklistHandlers, archiveHandlers],
);
