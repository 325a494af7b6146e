import { describe, it } from "vitest";
import { noteDecider, type CreateNote, type NoteCreated, type NoteEvent } from "../../../domain/note";
import { specFor } from "../support/given-when-then";

const given = specFor(noteDecider);
const TYPES = ["Ligação", "Reunião"];
const base = { noteText: "Ligar para o cliente", noteType: "Ligação", isPrivate: false, schedule: null };

/** NoteCreated as the store hands it back: the author is the event's actor. */
const created = (over: Partial<typeof base> = {}, actorId = "user-manager"): NoteEvent => {
  const event: NoteCreated & { metadata: { actorId: string } } = {
    type: "NoteCreated",
    data: { noteId: "n1", itemId: "i1", ...base, ...over },
    metadata: { actorId },
  };
  return event;
};

/** CreateNote of note n1 on item i1 with the company's TYPES: `base`, then `over`. */
const createNote = (over: Partial<CreateNote> = {}): CreateNote => ({
  type: "CreateNote",
  noteId: "n1",
  itemId: "i1",
  allowedNoteTypes: TYPES,
  ...base,
  ...over,
});
const schedule = (date: string, timeStart: string | null, timeEnd: string | null) => ({ date, timeStart, timeEnd });

describe("CreateNote", () => {
  it("creates a note with a schedule", () => {
    given([])
      .when(createNote({ noteText: "  Visita ", schedule: schedule("2026-11-30", "09:00", "10:30") }))
      .then([
        {
          type: "NoteCreated",
          data: {
            noteId: "n1",
            itemId: "i1",
            noteText: "Visita",
            noteType: "Ligação",
            isPrivate: false,
            schedule: { date: "2026-11-30", timeStart: "09:00", timeEnd: "10:30" },
          },
        },
      ]);
  });

  it("takes a single start time as both times, and an empty type as none", () => {
    given([])
      .when(createNote({ noteType: "", schedule: schedule("2026-11-30", "09:00", null) }))
      .then([
        {
          type: "NoteCreated",
          data: {
            noteId: "n1",
            itemId: "i1",
            noteText: base.noteText,
            noteType: null,
            isPrivate: false,
            schedule: { date: "2026-11-30", timeStart: "09:00", timeEnd: "09:00" },
          },
        },
      ]);
  });

  it.each([
    { label: "no text", over: { noteText: "  " }, message: "Insira o texto da nota.", field: "noteText" },
    {
      label: "a type the company does not have",
      over: { noteType: "Churrasco" },
      message: "Selecione um tipo de nota válido.",
      field: "noteType",
    },
    {
      label: "an end time before the start",
      over: { schedule: schedule("2026-11-30", "10:00", "09:59") },
      message: "O horário final deve ser igual ou posterior ao inicial.",
      field: "warningTimeEnd",
    },
    ...["2026-02-30", "30/11/2026", ""].map((date) => ({
      label: `the date ${JSON.stringify(date)}`,
      over: { schedule: schedule(date, null, null) },
      message: "Data inválida.",
      field: "warningDate",
    })),
    {
      label: "an end time without a start",
      over: { schedule: schedule("2026-11-30", null, "10:00") },
      message: "Informe o horário inicial.",
      field: "warningTimeStart",
    },
    {
      label: "a malformed time",
      over: { schedule: schedule("2026-11-30", "25:00", null) },
      message: "Horário inválido.",
      field: "warningTimeStart",
    },
  ])("refuses $label", ({ over, message, field }) => {
    given([]).when(createNote(over)).thenThrows(message, { field });
  });

  it("is created once", () => {
    given([created()]).when(createNote()).thenThrows("Nota já existe.", { code: "conflict" });
  });
});

describe("EditNote", () => {
  it("records only what changed, before and after", () => {
    given([created()])
      .when({
        type: "EditNote",
        allowedNoteTypes: TYPES,
        ...base,
        noteType: "Reunião",
        schedule: { date: "2026-12-01", timeStart: null, timeEnd: null },
      })
      .then([
        {
          type: "NoteEdited",
          data: {
            noteId: "n1",
            itemId: "i1",
            changes: {
              noteType: { from: "Ligação", to: "Reunião" },
              schedule: { from: null, to: { date: "2026-12-01", timeStart: null, timeEnd: null } },
            },
          },
        },
      ]);
  });

  it("does nothing when nothing changed", () => {
    given([created()])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base })
      .then([]);
  });

  it("keeps a type the settings no longer list", () => {
    given([created({ noteType: "Antigo" })])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base, noteType: "Antigo", noteText: "novo" })
      .then([
        {
          type: "NoteEdited",
          data: { noteId: "n1", itemId: "i1", changes: { noteText: { from: base.noteText, to: "novo" } } },
        },
      ]);
  });

  it("a private note is not found for anyone but its author", () => {
    given([created({ isPrivate: true }, "user-vendor")])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base, noteText: "x" })
      .thenThrows("Nota não encontrada.", { code: "not_found" });
    given([created({ isPrivate: true }, "user-vendor")])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base, isPrivate: true, noteText: "x" }, { actorId: "user-vendor" })
      .then([
        {
          type: "NoteEdited",
          data: { noteId: "n1", itemId: "i1", changes: { noteText: { from: base.noteText, to: "x" } } },
        },
      ]);
  });

  it("a vendor may edit a shared note", () => {
    given([created()])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base, isPrivate: true }, { actorId: "user-vendor" })
      .then([{ type: "NoteEdited", data: { noteId: "n1", itemId: "i1", changes: { isPrivate: { from: false, to: true } } } }]);
  });
});

describe("DeleteNote", () => {
  it("a manager deletes", () => {
    given([created()])
      .when({ type: "DeleteNote", actorRole: "MANAGER" })
      .then([{ type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } }]);
  });
  it("a vendor cannot", () => {
    given([created()]).when({ type: "DeleteNote", actorRole: "VENDOR" }).thenThrows("Vendedores não podem excluir notas.", { code: "forbidden" });
  });
  it("a deleted note is gone", () => {
    given([created(), { type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } }])
      .when({ type: "DeleteNote", actorRole: "MANAGER" })
      .thenThrows("Nota não encontrada.", { code: "not_found" });
    given([created(), { type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } }])
      .when({ type: "EditNote", allowedNoteTypes: TYPES, ...base })
      .thenThrows("Nota não encontrada.", { code: "not_found" });
  });
});

describe("note lifecycle", () => {
  const deleted: NoteEvent = { type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } };
  it("a deleted note's id cannot be created again", () => {
    given([created(), deleted]).when(createNote()).thenThrows("Nota já existe.", { code: "conflict" });
  });
  it("folds none → active → deleted", () => {
    given([]).when(createNote()).thenState({ status: "active" });
    given([created()]).when({ type: "DeleteNote", actorRole: "MANAGER" }).thenState({ status: "deleted", noteText: base.noteText });
  });
});
