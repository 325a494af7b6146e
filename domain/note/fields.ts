// The field shapes of a note, apart from the decider so the forms (browser bundle) import only them.

export interface NoteSchedule {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, or null for a whole-day schedule. */
  timeStart: string | null;
  timeEnd: string | null;
}

export interface NoteFields {
  noteText: string;
  noteType: string | null;
  isPrivate: boolean;
  schedule: NoteSchedule | null;
}
