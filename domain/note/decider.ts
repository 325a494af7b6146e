// Note aggregate: one stream per note, `note-<noteId>` (DESIGN §3). A note is its own consistency
// boundary: editing a note never conflicts with a move of its item, and the item's stream (read on
// every card move) does not grow with every comment. The item id travels in every event.
import {
  assertNever,
  checkMaxLength,
  MAX_LENGTH,
  DomainError,
  ignoreUnknownEvent,
  isValidISODate,
  required,
  type Decider,
  type DecideContext,
  type DomainEvent,
  type UserRole,
} from "../shared";
import { NOTE_MSG } from "./messages";

export const noteStreamId = (noteId: string) => `note-${noteId}`;

export type { NoteFields, NoteSchedule } from "./fields";
import type { NoteFields, NoteSchedule } from "./fields";

// ── Commands ────────────────────────────────────────────────────────────────
/** `allowedNoteTypes` is the company's list (settings.noteTypes), given by the app. */
export interface CreateNote extends NoteFields {
  type: "CreateNote";
  noteId: string;
  itemId: string;
  allowedNoteTypes: string[];
}

export interface EditNote extends NoteFields {
  type: "EditNote";
  allowedNoteTypes: string[];
}

/** The role is the app's knowledge; vendors cannot delete notes (spec part 2 §6). */
export interface DeleteNote {
  type: "DeleteNote";
  actorRole: UserRole;
}

/** Ticks a scheduled note (an agenda activity) as done; again is a no-op (idempotent). */
export interface CompleteAgendaItem {
  type: "CompleteAgendaItem";
}

/** Unticks a done activity; on an open one it is a no-op. */
export interface ReopenAgendaItem {
  type: "ReopenAgendaItem";
}

export type NoteCommand = CreateNote | EditNote | DeleteNote | CompleteAgendaItem | ReopenAgendaItem;

// ── Events (contract shared with projections/business/events.ts) ────────────
export type NoteCreated = DomainEvent<"NoteCreated", { noteId: string; itemId: string } & NoteFields>;
export type NoteChanges = { [K in keyof NoteFields]?: { from: NoteFields[K]; to: NoteFields[K] } };
export type NoteEdited = DomainEvent<"NoteEdited", { noteId: string; itemId: string; changes: NoteChanges }>;
export type NoteDeleted = DomainEvent<"NoteDeleted", { noteId: string; itemId: string }>;
export type AgendaItemCompleted = DomainEvent<"AgendaItemCompleted", { noteId: string; itemId: string }>;
export type AgendaItemReopened = DomainEvent<"AgendaItemReopened", { noteId: string; itemId: string }>;
export type NoteEvent = NoteCreated | NoteEdited | NoteDeleted | AgendaItemCompleted | AgendaItemReopened;

// ── State ───────────────────────────────────────────────────────────────────
/** No NoteCreated yet: only CreateNote applies. */
export interface NoNote {
  status: "none";
}

/** What a created note holds, deleted or not. */
export interface WrittenNote extends NoteFields {
  noteId: string;
  itemId: string;
  authorId: string;
  /** A scheduled note ticked "concluída" (AgendaItemCompleted, not yet reopened). */
  completed: boolean;
}

export interface ActiveNote extends WrittenNote {
  status: "active";
}

/** After NoteDeleted: not found for every command, and CreateNote on this id is a conflict. */
export interface DeletedNote extends WrittenNote {
  status: "deleted";
}

export type NoteState = NoNote | ActiveNote | DeletedNote;

export function initialNoteState(): NoteState {
  return { status: "none" };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Checks and normalises the form's fields; throws the field's pt-BR message. */
export function validNoteFields(f: NoteFields, allowedNoteTypes: string[]): NoteFields {
  if (!required(f.noteText)) throw new DomainError(NOTE_MSG.textRequired, "noteText");
  checkMaxLength(f.noteText, MAX_LENGTH.longText, "noteText");
  const noteType = f.noteType && f.noteType.trim() ? f.noteType.trim() : null;
  if (noteType !== null && !allowedNoteTypes.includes(noteType)) throw new DomainError(NOTE_MSG.selectType, "noteType");
  let schedule: NoteSchedule | null = null;
  if (f.schedule) {
    const { date } = f.schedule;
    if (!isValidISODate(date)) throw new DomainError(NOTE_MSG.invalidDate, "warningDate");
    const timeStart = f.schedule.timeStart || null;
    // A single time given as the end only is taken as both (shown as one time).
    let timeEnd = f.schedule.timeEnd || null;
    if (timeStart !== null && !TIME.test(timeStart)) throw new DomainError(NOTE_MSG.invalidTime, "warningTimeStart");
    if (timeEnd !== null && !TIME.test(timeEnd)) throw new DomainError(NOTE_MSG.invalidTime, "warningTimeEnd");
    if (timeStart === null && timeEnd !== null) throw new DomainError(NOTE_MSG.startTimeRequired, "warningTimeStart");
    if (timeStart !== null && timeEnd === null) timeEnd = timeStart;
    if (timeStart !== null && timeEnd !== null && timeEnd < timeStart) throw new DomainError(NOTE_MSG.endBeforeStart, "warningTimeEnd");
    schedule = { date, timeStart, timeEnd };
  }
  return { noteText: f.noteText.trim(), noteType, isPrivate: f.isPrivate === true, schedule };
}

const sameSchedule = (a: NoteSchedule | null, b: NoteSchedule | null) =>
  a === b || (!!a && !!b && a.date === b.date && a.timeStart === b.timeStart && a.timeEnd === b.timeEnd);

/** The active note, if the actor may see it: a private note exists only for its author. */
function visibleNote(state: NoteState, ctx: DecideContext): ActiveNote {
  if (state.status !== "active") throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
  if (state.isPrivate && state.authorId !== ctx.actorId) throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
  return state;
}

// ── Decide: one function per command ────────────────────────────────────────
export function createNote(command: CreateNote, state: NoteState): NoteCreated[] {
  if (state.status !== "none") throw new DomainError(NOTE_MSG.exists, undefined, "conflict");
  if (!required(command.noteId) || !required(command.itemId)) throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
  const f = validNoteFields(command, command.allowedNoteTypes);
  return [{ type: "NoteCreated", data: { noteId: command.noteId, itemId: command.itemId, ...f } }];
}

/** Only the fields that changed; [] when none did. */
export function editNote(command: EditNote, state: NoteState, ctx: DecideContext): NoteEdited[] {
  const note = visibleNote(state, ctx);
  // A type removed from the settings may stay on a note that already had it.
  const allowed = note.noteType ? [...command.allowedNoteTypes, note.noteType] : command.allowedNoteTypes;
  const f = validNoteFields(command, allowed);
  const changes: NoteChanges = {};
  if (f.noteText !== note.noteText) changes.noteText = { from: note.noteText, to: f.noteText };
  if (f.noteType !== note.noteType) changes.noteType = { from: note.noteType, to: f.noteType };
  if (f.isPrivate !== note.isPrivate) changes.isPrivate = { from: note.isPrivate, to: f.isPrivate };
  if (!sameSchedule(f.schedule, note.schedule)) changes.schedule = { from: note.schedule, to: f.schedule };
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "NoteEdited", data: { noteId: note.noteId, itemId: note.itemId, changes } }];
}

/** Managers only; the role is checked before the note is looked up. */
export function deleteNote(command: DeleteNote, state: NoteState, ctx: DecideContext): NoteDeleted[] {
  if (command.actorRole !== "MANAGER") throw new DomainError(NOTE_MSG.vendorsCannotDelete, undefined, "forbidden");
  const note = visibleNote(state, ctx);
  return [{ type: "NoteDeleted", data: { noteId: note.noteId, itemId: note.itemId } }];
}

/** Only a scheduled note is an agenda activity that can be done. */
function scheduledNote(state: NoteState, ctx: DecideContext): ActiveNote {
  const note = visibleNote(state, ctx);
  if (!note.schedule) throw new DomainError(NOTE_MSG.notScheduled, undefined, "invalid");
  return note;
}

export function completeAgendaItem(state: NoteState, ctx: DecideContext): AgendaItemCompleted[] {
  const note = scheduledNote(state, ctx);
  if (note.completed) return [];
  return [{ type: "AgendaItemCompleted", data: { noteId: note.noteId, itemId: note.itemId } }];
}

export function reopenAgendaItem(state: NoteState, ctx: DecideContext): AgendaItemReopened[] {
  const note = scheduledNote(state, ctx);
  if (!note.completed) return [];
  return [{ type: "AgendaItemReopened", data: { noteId: note.noteId, itemId: note.itemId } }];
}

function decide(command: NoteCommand, state: NoteState, ctx: DecideContext): NoteEvent[] {
  switch (command.type) {
    case "CreateNote":
      return createNote(command, state);
    case "EditNote":
      return editNote(command, state, ctx);
    case "DeleteNote":
      return deleteNote(command, state, ctx);
    case "CompleteAgendaItem":
      return completeAgendaItem(state, ctx);
    case "ReopenAgendaItem":
      return reopenAgendaItem(state, ctx);
    default:
      return assertNever(command, new DomainError(NOTE_MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
/** The author is the actor of NoteCreated (event metadata), so the event data stays the contract's. */
function evolve(state: NoteState, event: NoteEvent & { metadata?: { actorId?: string } }): NoteState {
  if (event.type === "NoteCreated") {
    const { noteId, itemId, noteText, noteType, isPrivate, schedule } = event.data;
    return {
      status: "active",
      noteId,
      itemId,
      noteText,
      noteType,
      isPrivate,
      schedule,
      authorId: event.metadata?.actorId ?? "",
      completed: false,
    };
  }
  // Nothing to fold onto before NoteCreated (a stream never starts otherwise).
  if (state.status === "none") return state;
  switch (event.type) {
    case "NoteEdited": {
      const next = { ...state };
      const c = event.data.changes;
      if (c.noteText) next.noteText = c.noteText.to;
      if (c.noteType) next.noteType = c.noteType.to;
      if (c.isPrivate) next.isPrivate = c.isPrivate.to;
      if (c.schedule) next.schedule = c.schedule.to;
      return next;
    }
    case "NoteDeleted":
      return { ...state, status: "deleted" };
    case "AgendaItemCompleted":
      return { ...state, completed: true };
    case "AgendaItemReopened":
      return { ...state, completed: false };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: initialNoteState,
  evolve,
  decide,
};
