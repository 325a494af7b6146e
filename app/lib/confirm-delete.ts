// Permanent deletes ask first (issue 18 #3): the spec's "Deseja excluir permanentemente..." question
// (part 2, confirmations), a required checkbox without JS and a dialog with JS (ConfirmDelete.tsx).
// The action refuses a delete without `confirm=yes`, so a form posted without the step deletes nothing.
import { z } from "zod";

export const CONFIRM_DELETE_MSG = "Marque a confirmação para excluir.";

/** The field every permanent-delete form adds to its schema. */
export const confirmDelete = z.literal("yes", { error: CONFIRM_DELETE_MSG });

/** The questions: the spec's text for an item, the same pattern for the others. */
export const DELETE_QUESTIONS = {
  item: "Deseja excluir permanentemente este item?",
  selected: "Deseja excluir permanentemente os itens selecionados?",
  column: "Deseja excluir permanentemente esta coluna? Os itens dela vão para a coluna escolhida.",
  webhook: "Deseja excluir permanentemente este webhook?",
  afterSalesTemplate: "Deseja excluir permanentemente este template?",
} as const;
