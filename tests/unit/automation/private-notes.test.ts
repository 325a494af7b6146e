// Which events of a note stream are private (projections/business/private-notes.ts), and a private
// scheduled note is no business event.
import { describe, expect, it } from "vitest";
import { privateNoteEvents } from "../../../projections/business/private-notes";
import { toBusinessEvent } from "../../../projections/business/events";
import type { RecordedEvent } from "../../../eventstore/types";

const created = (isPrivate: boolean) => ({
  eventId: "c",
  type: "NoteCreated",
  data: { noteId: "n", itemId: "i", noteText: "t", isPrivate },
  actorId: "author",
});
const edit = (id: string, changes: object) => ({ eventId: id, type: "NoteEdited", data: { noteId: "n", itemId: "i", changes }, actorId: "someone" });

describe("privateNoteEvents", () => {
  it("a private note: every event, with the creator as author", () => {
    const m = privateNoteEvents([
      created(true),
      edit("e1", { noteText: { from: "t", to: "u" } }),
      { eventId: "d", type: "NoteDeleted", data: {}, actorId: "mgr" },
    ]);
    expect([...m]).toEqual([
      ["c", "author"],
      ["e1", "author"],
      ["d", "author"],
    ]);
  });
  it("public, made private, made public again: the events while private and both switches", () => {
    const m = privateNoteEvents([
      created(false),
      edit("e1", { noteText: { from: "t", to: "u" } }),
      edit("e2", { isPrivate: { from: false, to: true } }),
      edit("e3", { noteText: { from: "u", to: "segredo" } }),
      edit("e4", { isPrivate: { from: true, to: false } }),
      edit("e5", { noteText: { from: "segredo", to: "v" } }),
    ]);
    expect([...m.keys()]).toEqual(["e2", "e3", "e4"]);
  });
  it("a public note: none", () => {
    expect(privateNoteEvents([created(false), edit("e1", { noteText: { from: "t", to: "u" } })]).size).toBe(0);
  });
});

describe("toBusinessEvent and private notes", () => {
  const ev = (isPrivate: boolean) =>
    ({
      id: "01",
      streamId: "note-n1",
      streamType: "note",
      streamPosition: 1,
      type: "NoteCreated",
      data: {
        noteId: "n1",
        itemId: "i1",
        noteText: "x",
        noteType: null,
        isPrivate,
        schedule: { date: "2030-01-01", timeStart: null, timeEnd: null },
      },
      metadata: { companyId: "c", actorId: "a", occurredAt: "2030-01-01T00:00:00Z" },
      position: { a: "1", b: "1" },
    }) as unknown as RecordedEvent;
  it("a private scheduled note is none; a public one is SCHEDULED_NOTE_CREATION", () => {
    expect(toBusinessEvent(ev(true))).toBeNull();
    expect(toBusinessEvent(ev(false))).toMatchObject({ action: "SCHEDULED_NOTE_CREATION" });
  });
});
