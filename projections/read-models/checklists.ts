// rm_checklist_items (the company's checklist per board type, in order) and rm_checklist_answers
// (one row per item and checklist entry).
import { sql } from "kysely";
import "../../db/schema-notes";
import type { ChecklistAnswerEvent, ChecklistEvent } from "../../domain/checklist";
import { jsonb } from "../bulk-sql";
import { insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

export const checklistHandlers: TypedHandlers<ChecklistEvent | ChecklistAnswerEvent> = {
  ChecklistItemAdded: insertRow("rm_checklist_items", ({ data: d }) => ({
    id: d.templateItemId,
    board_type: d.boardType,
    task: d.task,
    category: d.category,
    kind: d.kind,
    options: jsonb(d.options), // not JSON.stringify: through postgres-js that stored a JSON *string* on PostgreSQL
    position: d.position,
  })),
  ChecklistItemEdited: updateRow(
    "rm_checklist_items",
    (d) => d.templateItemId,
    ({ data: d }) => ({ task: d.task, category: d.category, options: jsonb(d.options) }),
  ),
  async ChecklistItemRemoved(trx, e) {
    const d = e.data;
    const row = await trx.deleteFrom("rm_checklist_items").where("id", "=", d.templateItemId).returning(["position"]).executeTakeFirst();
    if (row) {
      await trx
        .updateTable("rm_checklist_items")
        .set({ position: sql`position - 1` })
        .where("company_id", "=", e.metadata.companyId)
        .where("board_type", "=", d.boardType)
        .where("position", ">", row.position)
        .execute();
    }
    await trx.deleteFrom("rm_checklist_answers").where("template_item_id", "=", d.templateItemId).execute();
  },
  async ChecklistReordered(trx, e) {
    const order = e.data.order;
    for (let i = 0; i < order.length; i++) {
      await trx
        .updateTable("rm_checklist_items")
        .set({ position: i })
        .where("id", "=", order[i])
        .where("company_id", "=", e.metadata.companyId)
        .execute();
    }
  },
  async ChecklistAnswerSaved(trx, e) {
    const d = e.data;
    const values = {
      answer_boolean: d.answerBoolean,
      answer_string: d.answerString,
      answer_number: d.answerNumber,
      answered_by: e.metadata.actorId,
      answered_at: e.metadata.occurredAt,
    };
    await trx
      .insertInto("rm_checklist_answers")
      .values({ item_id: d.itemId, template_item_id: d.templateItemId, company_id: e.metadata.companyId, ...values })
      .onConflict((oc) => oc.columns(["item_id", "template_item_id"]).doUpdateSet(values))
      .execute();
  },
};
