// The agenda page's forms (issue 18): the "concluída" toggle of an activity and "Nova atividade"
// (a scheduled note: the existing CreateNote with a schedule, on an item of the board). Shared by the
// server (parseIntent) and the browser (conform's onValidate). Field names are the note's (spec part 2 §5).
import { z } from "zod";
import { NOTE_MSG } from "../../domain/note/messages";
import { noteFormFields, toFields } from "./note-forms";

export const AGENDA_MSG = {
  selectItem: "Selecione um item.",
  dateRequired: "Informe a data (dd/mm/aaaa).",
} as const;

const noteId = z.string().uuid({ error: NOTE_MSG.notFound });

export const toggleActivitySchema = z.object({ intent: z.enum(["concluir", "reabrir"]), noteId });

export const newActivitySchema = z
  .object({
    intent: z.literal("nova-atividade"),
    itemId: z.string({ error: AGENDA_MSG.selectItem }).uuid({ error: AGENDA_MSG.selectItem }),
    ...noteFormFields,
    warningDate: z.string({ error: AGENDA_MSG.dateRequired }).trim().min(1, { error: AGENDA_MSG.dateRequired }),
  })
  .transform((v, ctx) => ({ intent: v.intent, itemId: v.itemId, ...toFields({ ...v, warning: "on" }, ctx) }));

/** The page's intent table (docs/decisions/007-page-shape.md). */
export const agendaIntents = z.discriminatedUnion("intent", [toggleActivitySchema, newActivitySchema]);
