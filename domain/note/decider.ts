// Note aggregate: one stream per note, `note-<noteId>` (DESIGN §3). A note is its own consistency
// boundary: editing a note never conflicts with a move of its item, and the item's stream (read on
// every card move) does not grow with every comment. The item id travels in every event.
import {
  DomainError,
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

export type NoteCommand = CreateNote | EditNote | DeleteNote;

// ── Events (contract shared with projections/business/events.ts) ────────────
export type NoteCreated = DomainEvent<"NoteCreated", { noteId: string; itemId: string } & NoteFields>;
export type NoteChanges = { [K in keyof NoteFields]?: { from: NoteFields[K]; to: NoteFields[K] } };
export type NoteEdited = DomainEvent<"NoteEdited", { noteId: string; itemId: string; changes: NoteChanges }>;
export type NoteDeleted = DomainEvent<"NoteDeleted", { noteId: string; itemId: string }>;
export type NoteEvent = NoteCreated | NoteEdited | NoteDeleted;

// ── State ───────────────────────────────────────────────────────────────────
export interface NoteState extends NoteFields {
  status: "none" | "active" | "deleted";
  noteId: string;
  itemId: string;
  authorId: string;
}

export function initialNoteState(): NoteState {
  return {
    status: "none",
    noteId: "",
    itemId: "",
    authorId: "",
    noteText: "",
    noteType: null,
    isPrivate: false,
    schedule: null,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Checks and normalises the form's fields; throws the field's pt-BR message. */
export function validNoteFields(f: NoteFields, allowedNoteTypes: string[]): NoteFields {
  if (!required(f.noteText)) throw new DomainError(NOTE_MSG.textRequired, "noteText");
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
    if (timeStart !== null && timeEnd !== null && timeEnd < timeStart)
      throw new DomainError(NOTE_MSG.endBeforeStart, "warningTimeEnd");
    schedule = { date, timeStart, timeEnd };
  }
  return { noteText: f.noteText.trim(), noteType, isPrivate: f.isPrivate === true, schedule };
}

const sameSchedule = (a: NoteSchedule | null, b: NoteSchedule | null) =>
  a === b || (!!a && !!b && a.date === b.date && a.timeStart === b.timeStart && a.timeEnd === b.timeEnd);

/** A private note exists only for its author: anyone else gets "not found". */
function requireVisible(state: NoteState, ctx: DecideContext) {
  if (state.status !== "active") throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
  if (state.isPrivate && state.authorId !== ctx.actorId)
    throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
}

function decide(command: NoteCommand, state: NoteState, ctx: DecideContext): NoteEvent[] {
  switch (command.type) {
    case "CreateNote": {
      if (state.status !== "none") throw new DomainError(NOTE_MSG.exists, undefined, "conflict");
      if (!required(command.noteId) || !required(command.itemId))
        throw new DomainError(NOTE_MSG.notFound, undefined, "not_found");
      const f = validNoteFields(command, command.allowedNoteTypes);
      return [{ type: "NoteCreated", data: { noteId: command.noteId, itemId: command.itemId, ...f } }];
    }
    case "EditNote": {
      requireVisible(state, ctx);
      // A type removed from the settings may stay on a note that already had it.
      const allowed = state.noteType ? [...command.allowedNoteTypes, state.noteType] : command.allowedNoteTypes;
      const f = validNoteFields(command, allowed);
      const changes: NoteChanges = {};
      if (f.noteText !== state.noteText) changes.noteText = { from: state.noteText, to: f.noteText };
      if (f.noteType !== state.noteType) changes.noteType = { from: state.noteType, to: f.noteType };
      if (f.isPrivate !== state.isPrivate) changes.isPrivate = { from: state.isPrivate, to: f.isPrivate };
      if (!sameSchedule(f.schedule, state.schedule)) changes.schedule = { from: state.schedule, to: f.schedule };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: "NoteEdited", data: { noteId: state.noteId, itemId: state.itemId, changes } }];
    }
    case "DeleteNote": {
      if (command.actorRole !== "MANAGER") throw new DomainError(NOTE_MSG.vendorsCannotDelete, undefined, "forbidden");
      requireVisible(state, ctx);
      return [{ type: "NoteDeleted", data: { noteId: state.noteId, itemId: state.itemId } }];
    }
    default:
      throw new DomainError(NOTE_MSG.unknownCommand);
  }
}

/** The author is the actor of NoteCreated (event metadata), so the event data stays the contract's. */
function evolve(state: NoteState, event: NoteEvent & { metadata?: { actorId?: string } }): NoteState {
  switch (event.type) {
    case "NoteCreated": {
      const { noteId, itemId, noteText, noteType, isPrivate, schedule } = event.data;
      return {
        ...state,
        status: "active",
        noteId,
        itemId,
        noteText,
        noteType,
        isPrivate,
        schedule,
        authorId: event.metadata?.actorId ?? "",
      };
    }
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
    default:
      return state;
  }
}

export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: initialNoteState,
  evolve,
  decide,
};
