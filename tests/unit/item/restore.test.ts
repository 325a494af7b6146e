// "Desfazer" after deleting an item (issue 18, ADR 016): RestoreItem within RESTORE_WINDOW_MS of the delete.
import { describe, expect, it } from "vitest";
import { itemDecider, RESTORE_WINDOW_MS, type ItemEvent } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, deleted, moved, won } from "./fixtures";

const given = specFor(itemDecider);
const restore = { type: "RestoreItem", actorRole: "MANAGER" } as const;
const deletedAt = "2026-11-22T17:03:00.000Z";
const after = (ms: number) => ({ now: new Date(Date.parse(deletedAt) + ms).toISOString() });
const restored: ItemEvent = { type: "ItemRestored", data: { deletedAt } };
const EXPIRED = "O prazo para desfazer a exclusão acabou: o item continua excluído.";
const NOT_DELETED = "Este item não está excluído: não há o que desfazer.";

describe("RestoreItem", () => {
  it("the window is 15 s", () => expect(RESTORE_WINDOW_MS).toBe(15_000));

  it("brings a deleted item back within the window", () => {
    given([created, deleted]).when(restore, after(3_000)).then([restored]);
    given([created, deleted]).when(restore, after(RESTORE_WINDOW_MS)).then([restored]);
  });

  it("gives back the card as it was: column, order, status and fields", () => {
    given([created, moved, won, deleted])
      .when(restore, after(1_000))
      .thenState({ lifecycle: "active", columnId: "col-3", sortKey: "a1", status: "CLOSED", power: "8.8", name: created.data.name });
  });

  it("refuses after the window, with a message saying so", () => {
    given([created, deleted])
      .when(restore, after(RESTORE_WINDOW_MS + 1))
      .thenThrows(EXPIRED, { code: "conflict" });
  });

  it("refuses a delete logged before undo existed (no deletedAt)", () => {
    given([created, { type: "ItemDeleted", data: {} }])
      .when(restore, after(1_000))
      .thenThrows(EXPIRED, { code: "conflict" });
  });

  it("refuses a second restore (the first already brought it back)", () => {
    given([created, deleted, restored]).when(restore, after(2_000)).thenThrows(NOT_DELETED, { code: "conflict" });
  });

  it("refuses a restore of an item that was not deleted", () => {
    given([created]).when(restore).thenThrows(NOT_DELETED, { code: "conflict" });
  });

  it("refuses an unknown item, and a sale sent back to its lead", () => {
    given([]).when(restore).thenThrows("Item não encontrado.", { code: "not_found" });
    const returned: ItemEvent = { type: "SaleReturnedToPreSale", data: { toColumnId: "p1", toColumnTitle: "Contato", relatedPreSale: "lead-1" } };
    given([created, returned]).when(restore).thenThrows("Item não encontrado.", { code: "not_found" });
  });

  it("only someone allowed to delete may restore", () => {
    given([created, deleted])
      .when({ type: "RestoreItem", actorRole: "VENDOR" }, after(1_000))
      .thenThrows("Vendedores não podem excluir itens.", { code: "forbidden" });
  });

  it("a restored item takes commands again, and can be deleted (and restored) again", () => {
    given([created, deleted, restored])
      .when({ type: "MoveItem", to: { id: "col-2", title: "Proposta" }, sortKey: "a5" })
      .then([
        {
          type: "ItemMoved",
          data: { fromColumnId: "col-1", fromColumnTitle: "Contato", toColumnId: "col-2", toColumnTitle: "Proposta", sortKey: "a5" },
        },
      ]);
    const later = "2026-11-22T17:10:00.000Z";
    given([created, deleted, restored, { type: "ItemDeleted", data: { deletedAt: later } }])
      .when(restore, { now: "2026-11-22T17:10:05.000Z" })
      .then([{ type: "ItemRestored", data: { deletedAt: later } }]);
  });
});
