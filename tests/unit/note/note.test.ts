import { describe, it } from "vitest";
import { noteDecider, type NoteCreated, type NoteEvent } from "../../../domain/note";
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

describe("CreateNote", () => {
  it("creates a note with a schedule", () => {
    given([])
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        noteText: "  Visita ",
        schedule: { date: "2026-11-30", timeStart: "09:00", timeEnd: "10:30" },
      })
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
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        noteType: "",
        schedule: { date: "2026-11-30", timeStart: "09:00", timeEnd: null },
      })
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

  it("needs a text", () => {
    given([])
      .when({ type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: TYPES, ...base, noteText: "  " })
      .thenThrows("Insira o texto da nota.", { field: "noteText" });
  });

  it("refuses a type the company does not have", () => {
    given([])
      .when({ type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: TYPES, ...base, noteType: "Churrasco" })
      .thenThrows("Selecione um tipo de nota válido.", { field: "noteType" });
  });

  it("refuses an end time before the start", () => {
    given([])
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        schedule: { date: "2026-11-30", timeStart: "10:00", timeEnd: "09:59" },
      })
      .thenThrows("O horário final deve ser igual ou posterior ao inicial.", { field: "warningTimeEnd" });
  });

  it.each(["2026-02-30", "30/11/2026", ""])("refuses the date %j", (date) => {
    given([])
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        schedule: { date, timeStart: null, timeEnd: null },
      })
      .thenThrows("Data inválida.", { field: "warningDate" });
  });

  it("refuses an end time without a start and a malformed time", () => {
    given([])
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        schedule: { date: "2026-11-30", timeStart: null, timeEnd: "10:00" },
      })
      .thenThrows("Informe o horário inicial.", { field: "warningTimeStart" });
    given([])
      .when({
        type: "CreateNote",
        noteId: "n1",
        itemId: "i1",
        allowedNoteTypes: TYPES,
        ...base,
        schedule: { date: "2026-11-30", timeStart: "25:00", timeEnd: null },
      })
      .thenThrows("Horário inválido.", { field: "warningTimeStart" });
  });

  it("is created once", () => {
    given([created()])
      .when({ type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: TYPES, ...base })
      .thenThrows("Nota já existe.", { code: "conflict" });
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
      .when(
        { type: "EditNote", allowedNoteTypes: TYPES, ...base, isPrivate: true, noteText: "x" },
        { actorId: "user-vendor" },
      )
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
      .then([
        { type: "NoteEdited", data: { noteId: "n1", itemId: "i1", changes: { isPrivate: { from: false, to: true } } } },
      ]);
  });
});

describe("DeleteNote", () => {
  it("a manager deletes", () => {
    given([created()])
      .when({ type: "DeleteNote", actorRole: "MANAGER" })
      .then([{ type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } }]);
  });
  it("a vendor cannot", () => {
    given([created()])
      .when({ type: "DeleteNote", actorRole: "VENDOR" })
      .thenThrows("Vendedores não podem excluir notas.", { code: "forbidden" });
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
    given([created(), deleted])
      .when({ type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: TYPES, ...base })
      .thenThrows("Nota já existe.", { code: "conflict" });
  });
  it("folds none → active → deleted", () => {
    given([])
      .when({ type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: TYPES, ...base })
      .thenState({ status: "active" });
    given([created()])
      .when({ type: "DeleteNote", actorRole: "MANAGER" })
      .thenState({ status: "deleted", noteText: base.noteText });
  });
});
