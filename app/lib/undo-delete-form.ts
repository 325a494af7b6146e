// The flash's "Desfazer" form (ADR 016): the deleted items' ids and the page to go back to.
import { z } from "zod";
import { isLocalPath, MAX_UNDO_IDS } from "./notices";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const undoDeleteSchema = z.object({
  itemIds: z.array(z.string().regex(UUID, "Item não encontrado.")).min(1, "Item não encontrado.").max(MAX_UNDO_IDS),
  back: z
    .string()
    .optional()
    .transform((v) => (isLocalPath(v) ? v : "/inicio")),
});
export type UndoDeleteForm = z.output<typeof undoDeleteSchema>;
