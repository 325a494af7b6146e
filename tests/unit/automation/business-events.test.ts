import { describe, expect, it } from "vitest";
import { subjectsFor, toBusinessEvent } from "../../../projections/business/events";
import type { RecordedEvent } from "../../../eventstore/types";

const company = "0190a000-0000-7000-8000-000000000001";
const actor = "0190a000-0000-7000-8000-000000000002";
const item = "0190a000-0000-7000-8000-000000000003";

function ev(type: string, data: any, streamId = `item-${item}`): RecordedEvent {
  return {
    id: "0190a000-0000-7000-8000-0000000000ee",
    streamId,
    streamType: streamId.split("-")[0],
    streamPosition: 3,
    position: { a: "10", b: "20" },
    type,
    data,
    metadata: {
      companyId: company,
      actorId: actor,
      commandId: "c",
      correlationId: "c",
      causationId: null,
      occurredAt: "2026-11-22T14:03:00.000Z",
    },
  };
}

describe("business events (spec part 2 §9)", () => {
  it("a move between columns is MOVING_BUSINESS_BETWEEN_STAGES with from and to", () => {
    const b = toBusinessEvent(
      ev("ItemMoved", {
        fromColumnId: "c1",
        fromColumnTitle: "Contato",
        toColumnId: "c2",
        toColumnTitle: "Proposta",
        sortKey: "a1",
      }),
    );
    expect(b).toEqual({
      action: "MOVING_BUSINESS_BETWEEN_STAGES",
      eventId: "0190a000-0000-7000-8000-0000000000ee",
      occurredAt: "2026-11-22T14:03:00.000Z",
      companyId: company,
      actorId: actor,
      itemId: item,
      from: { columnId: "c1", columnTitle: "Contato" },
      to: { columnId: "c2", columnTitle: "Proposta" },
    });
  });

  it("a reorder inside one column is not a business event", () => {
    expect(
      toBusinessEvent(
        ev("ItemMoved", {
          fromColumnId: "c1",
          fromColumnTitle: "Contato",
          toColumnId: "c1",
          toColumnTitle: "Contato",
          sortKey: "a2",
        }),
      ),
    ).toBeNull();
  });

  it("won, lost and returned map to GAIN, LOST and RETURN_TO_FUNNEL", () => {
    expect(toBusinessEvent(ev("SaleWon", { power: "5.5", ucType: "Residencial", columnId: "c", columnTitle: "F" }))).toMatchObject({
      action: "BUSINESS_GAIN",
      power: "5.5",
      ucType: "Residencial",
    });
    expect(toBusinessEvent(ev("SaleLost", { reason: "Preço", columnId: "c", columnTitle: "F" }))).toMatchObject({
      action: "BUSINESS_LOST",
      reason: "Preço",
    });
    expect(
      toBusinessEvent(ev("ItemReturnedToFunnel", { fromStatus: "LOST", toColumnId: "c3", toColumnTitle: "Negociação", sortKey: "a" })),
    ).toMatchObject({ action: "BUSINESS_RETURN_TO_FUNNEL", to: { columnId: "c3", columnTitle: "Negociação" } });
  });

  it("only a note with a schedule is SCHEDULED_NOTE_CREATION", () => {
    expect(toBusinessEvent(ev("NoteCreated", { noteId: "n1", itemId: item, noteText: "x", schedule: null }, "note-n1"))).toBeNull();
    expect(
      toBusinessEvent(
        ev(
          "NoteCreated",
          {
            noteId: "n1",
            itemId: item,
            noteType: "Visita",
            schedule: { date: "2026-11-25", timeStart: "09:00", timeEnd: "10:00" },
          },
          "note-n1",
        ),
      ),
    ).toMatchObject({
      action: "SCHEDULED_NOTE_CREATION",
      itemId: item,
      note: { noteId: "n1", type: "Visita", date: "2026-11-25", timeStart: "09:00", timeEnd: "10:00" },
    });
  });

  it("other events are not business events but still get their own subject", () => {
    const created = ev("ItemCreated", { itemId: item });
    expect(toBusinessEvent(created)).toBeNull();
    expect(subjectsFor(created)).toEqual([`girassol.${company}.item.ItemCreated`]);
    expect(subjectsFor(ev("SaleLost", { reason: "Preço" }))).toEqual([
      `girassol.${company}.item.SaleLost`,
      `girassol.${company}.business.BUSINESS_LOST`,
    ]);
  });
});
