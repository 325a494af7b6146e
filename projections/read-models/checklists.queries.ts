// The readers of rm_checklist_items and rm_checklist_answers (written by checklists.ts), each
// scoped to one company.
import type { Kysely } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";

/** The company's checklist of a board type, in order (options as stored: JSON text or an array). */
export function checklistRows(db: Kysely<DB>, companyId: string, boardType: string) {
  return db
    .selectFrom("rm_checklist_items")
    .select(["id", "task", "category", "kind", "options", "position"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** An item's checklist answers, one row per answered entry. */
export function checklistAnswers(db: Kysely<DB>, companyId: string, itemId: string) {
  return db
    .selectFrom("rm_checklist_answers")
    .select(["template_item_id", "answer_boolean", "answer_string", "answer_number"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .execute();
}
