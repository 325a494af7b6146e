// The note form (spec part 2 §5 "Note"): text required, a type from the company's list (or none:
// "Sem Tipo"), private switch, and the schedule switch enabling a date and start/end times.
// Shared by the server (parseWithZod) and the browser (conform's onValidate).
import { z } from "zod";
import { MAX_LENGTH, readDateInput, tooLongMessage } from "../../domain/shared";
import { NOTE_MSG } from "../../domain/note/messages";
import type { NoteFields } from "../../domain/note/fields";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** aaaa-mm-dd (the date input) or dd/mm/aaaa → aaaa-mm-dd, or null. */
export function parseFormDate(v: string): string | null {
  const read = readDateInput(v);
  return read.ok ? read.iso : null;
}

export const noteFormFields = {
  noteText: z
    .string({ error: NOTE_MSG.textRequired })
    .trim()
    .min(1, { error: NOTE_MSG.textRequired })
    .max(MAX_LENGTH.longText, { error: tooLongMessage(MAX_LENGTH.longText) }),
  noteType: z.string().trim().optional(),
  isPrivate: z.string().optional(),
  warning: z.string().optional(),
  warningDate: z.string().trim().optional(),
  warningTimeStart: z.string().trim().optional(),
  warningTimeEnd: z.string().trim().optional(),
};

type Raw = {
  noteText: string;
  noteType?: string;
  isPrivate?: string;
  warning?: string;
  warningDate?: string;
  warningTimeStart?: string;
  warningTimeEnd?: string;
};

export function toFields(v: Raw, ctx: z.RefinementCtx): NoteFields {
  let schedule: NoteFields["schedule"] = null;
  if (v.warning) {
    const date = v.warningDate ? parseFormDate(v.warningDate) : null;
    if (!date) ctx.addIssue({ code: "custom", path: ["warningDate"], message: NOTE_MSG.invalidDate });
    const start = v.warningTimeStart || null;
    const end = v.warningTimeEnd || null;
    if (start && !TIME.test(start)) ctx.addIssue({ code: "custom", path: ["warningTimeStart"], message: NOTE_MSG.invalidTime });
    if (end && !TIME.test(end)) ctx.addIssue({ code: "custom", path: ["warningTimeEnd"], message: NOTE_MSG.invalidTime });
    if (!start && end) ctx.addIssue({ code: "custom", path: ["warningTimeStart"], message: NOTE_MSG.startTimeRequired });
    if (start && end && TIME.test(start) && TIME.test(end) && end < start) {
      ctx.addIssue({ code: "custom", path: ["warningTimeEnd"], message: NOTE_MSG.endBeforeStart });
    }
    schedule = { date: date ?? "", timeStart: start, timeEnd: end };
  }
  return { noteText: v.noteText, noteType: v.noteType || null, isPrivate: !!v.isPrivate, schedule };
}

// The transforms keep `intent`: the item page's intent table (a discriminated union) switches on it.
export const addNoteSchema = z
  .object({ intent: z.literal("add-note"), ...noteFormFields })
  .transform((v, ctx) => ({ intent: v.intent, ...toFields(v, ctx) }));
export const editNoteSchema = z
  .object({ intent: z.literal("edit-note"), noteId: z.string().uuid({ error: NOTE_MSG.notFound }), ...noteFormFields })
  .transform((v, ctx) => ({ intent: v.intent, noteId: v.noteId, ...toFields(v, ctx) }));
export const deleteNoteSchema = z.object({
  intent: z.literal("delete-note"),
  noteId: z.string().uuid({ error: NOTE_MSG.notFound }),
});

/** The notes tab's filter (spec part 1 §9): TODAS AS NOTAS, NÃO AGENDADAS, AGENDADAS. */
export const NOTE_FILTERS = [
  { value: "todas", label: "TODAS AS NOTAS" },
  { value: "nao-agendadas", label: "NÃO AGENDADAS" },
  { value: "agendadas", label: "AGENDADAS" },
] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number]["value"];
export const noteFilterFrom = (v: string | null): NoteFilter => (NOTE_FILTERS.some((f) => f.value === v) ? (v as NoteFilter) : "todas");

/** "09:00" when start equals end (or there is only one), "09:00 – 10:30" otherwise (spec part 2 §3). */
export function scheduleTimeText(start: string | null, end: string | null): string {
  if (!start) return "";
  return !end || end === start ? start : `${start} – ${end}`;
}

export const SEM_TIPO = "Sem Tipo";
