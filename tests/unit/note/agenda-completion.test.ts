// "Concluída" on an agenda activity (issue 18): only a scheduled, visible, live note can be ticked;
// ticking twice (or reopening an open one) changes nothing, so a double submit applies once.
import { describe, it } from "vitest";
import { noteDecider, type NoteCreated, type NoteEvent } from "../../../domain/note";
import { specFor } from "../support/given-when-then";

const given = specFor(noteDecider);
const when = { date: "2026-11-21", timeStart: "09:00", timeEnd: "09:00" };

const created = (over: Partial<NoteCreated["data"]> = {}, actorId = "user-manager"): NoteEvent => {
  const event: NoteCreated & { metadata: { actorId: string } } = {
    type: "NoteCreated",
    data: { noteId: "n1", itemId: "i1", noteText: "Ligar", noteType: null, isPrivate: false, schedule: when, ...over },
    metadata: { actorId },
  };
  return event;
};
const completed: NoteEvent = { type: "AgendaItemCompleted", data: { noteId: "n1", itemId: "i1" } };
const reopened: NoteEvent = { type: "AgendaItemReopened", data: { noteId: "n1", itemId: "i1" } };
const deleted: NoteEvent = { type: "NoteDeleted", data: { noteId: "n1", itemId: "i1" } };

describe("CompleteAgendaItem", () => {
  it("ticks a scheduled note as done", () => {
    given([created()]).when({ type: "CompleteAgendaItem" }).then([completed]);
  });

  it("is a no-op on a done activity (a second submit applies nothing)", () => {
    given([created(), completed]).when({ type: "CompleteAgendaItem" }).then([]);
  });

  it("ticks again after a reopen", () => {
    given([created(), completed, reopened]).when({ type: "CompleteAgendaItem" }).then([completed]);
  });

  it("refuses a note without a schedule", () => {
    given([created({ schedule: null })])
      .when({ type: "CompleteAgendaItem" })
      .thenThrows("Só uma nota agendada pode ser concluída.", { code: "invalid" });
  });

  it("does not find a deleted note, nor another user's private one", () => {
    given([created(), deleted]).when({ type: "CompleteAgendaItem" }).thenThrows("Nota não encontrada.", { code: "not_found" });
    given([created({ isPrivate: true }, "user-manager")])
      .when({ type: "CompleteAgendaItem" }, { actorId: "user-vendor" })
      .thenThrows("Nota não encontrada.", { code: "not_found" });
  });

  it("keeps the done flag in the state", () => {
    given([created()]).when({ type: "CompleteAgendaItem" }).thenState({ completed: true });
  });
});

describe("ReopenAgendaItem", () => {
  it("unticks a done activity", () => {
    given([created(), completed]).when({ type: "ReopenAgendaItem" }).then([reopened]);
  });

  it("is a no-op on an open activity", () => {
    given([created()]).when({ type: "ReopenAgendaItem" }).then([]);
  });

  it("leaves the state open", () => {
    given([created(), completed]).when({ type: "ReopenAgendaItem" }).thenState({ completed: false });
  });
});
