import { describe, it } from "vitest";
import { itemDecider, type ItemCommand, type SendItem } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { ALL_BOARD_TYPES, createCommand, created, createdOn, deleted, finished, lost, won } from "./fixtures";

const given = specFor(itemDecider);

const send: SendItem = {
  type: "SendItem",
  toUserId: "user-vendor-2",
  toUserName: "Maria Souza",
  allowedReceivers: ["user-manager", "user-vendor-1", "user-vendor-2"],
};
const sent = {
  type: "ItemSent" as const,
  data: { fromUserId: "user-vendor-1", toUserId: "user-vendor-2", toUserName: "Maria Souza" },
};

describe("SendItem", () => {
  it("sends the item to another user, recording the previous owner", () => {
    given([created]).when(send).then([sent]);
  });

  it("changes the owner", () => {
    given([created]).when(send).thenState({ ownerId: "user-vendor-2" });
  });

  it("sends again from the new owner", () => {
    given([created, sent])
      .when({ ...send, toUserId: "user-manager", toUserName: "GERENTE" })
      .then([{ type: "ItemSent", data: { fromUserId: "user-vendor-2", toUserId: "user-manager", toUserName: "GERENTE" } }]);
  });

  it.each(ALL_BOARD_TYPES)("works on a %s item", (boardType) => {
    given([createdOn(boardType)])
      .when(send)
      .then([sent]);
  });

  it("works whatever the status", () => {
    given([created, won]).when(send).then([sent]);
    given([created, lost]).when(send).then([sent]);
  });

  it("refuses a receiver outside the allowed list (roles and teams)", () => {
    given([created])
      .when({ ...send, allowedReceivers: ["user-vendor-1"] })
      .thenThrows("Você não pode enviar itens para este usuário.", { field: "toUserId", code: "forbidden" });
    given([created])
      .when({ ...send, allowedReceivers: [] })
      .thenThrows("Você não pode enviar itens para este usuário.", { code: "forbidden" });
  });

  it("fails closed when the app gives no allowed list", () => {
    given([created])
      .when({ ...send, allowedReceivers: undefined as never })
      .thenThrows("Você não pode enviar itens para este usuário.", { code: "forbidden" });
  });

  it("refuses the user who already owns the item", () => {
    given([created])
      .when({ ...send, toUserId: "user-vendor-1" })
      .thenThrows("O item já pertence a este usuário.", { field: "toUserId", code: "conflict" });
    given([created, sent]).when(send).thenThrows("O item já pertence a este usuário.", { code: "conflict" });
  });

  it("needs a receiver", () => {
    given([created])
      .when({ ...send, toUserId: "" })
      .thenThrows("Selecione um usuário.", { field: "toUserId" });
  });

  it("fails on an unknown item", () => {
    given([]).when(send).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});

describe("DeleteItem", () => {
  it("deletes the item when a manager asks", () => {
    given([created]).when({ type: "DeleteItem", actorRole: "MANAGER" }).then([deleted]);
    given([created]).when({ type: "DeleteItem", actorRole: "MANAGER" }).thenState({ lifecycle: "deleted" });
  });

  it("deletes in any status and on any board", () => {
    given([created, won]).when({ type: "DeleteItem", actorRole: "MANAGER" }).then([deleted]);
    given([created, lost]).when({ type: "DeleteItem", actorRole: "MANAGER" }).then([deleted]);
    given([createdOn("PROJECT"), finished()])
      .when({ type: "DeleteItem", actorRole: "MANAGER" })
      .then([deleted]);
    for (const boardType of ALL_BOARD_TYPES) {
      given([createdOn(boardType)])
        .when({ type: "DeleteItem", actorRole: "MANAGER" })
        .then([deleted]);
    }
  });

  it("vendors cannot delete items", () => {
    given([created]).when({ type: "DeleteItem", actorRole: "VENDOR" }).thenThrows("Vendedores não podem excluir itens.", { code: "forbidden" });
  });

  it("refuses a missing or unknown role", () => {
    given([created])
      .when({ type: "DeleteItem" } as never)
      .thenThrows("Você não tem permissão para esta ação.", { code: "forbidden" });
    given([created])
      .when({ type: "DeleteItem", actorRole: "ADMIN" as never })
      .thenThrows("Você não tem permissão para esta ação.", { code: "forbidden" });
  });

  const afterDelete: ItemCommand[] = [
    { type: "DeleteItem", actorRole: "MANAGER" },
    { type: "MoveItem", to: { id: "col-2", title: "Proposta" }, sortKey: "a2" },
    {
      type: "MoveItemOutOfDeletedColumn",
      fromColumnId: "col-1",
      to: { id: "col-2", title: "Proposta" },
      sortKey: "a2",
    },
    { type: "WinSale", power: "5", ucType: "Rural" },
    { type: "LoseSale", reason: "Preço" },
    { type: "ReturnItemToFunnel", to: { id: "col-2", title: "Proposta" }, sortKey: "a2" },
    { type: "EditItem", name: "Outro nome" },
    { type: "FinishItem", execStatus: "INTERNAL", finishedDate: "2026-11-20" },
    { type: "SendItem", toUserId: "user-vendor-2", toUserName: "Maria", allowedReceivers: ["user-vendor-2"] },
    { type: "AddRejectReason", reasonId: "r1", reason: "x" },
    { type: "DisqualifyLead", reason: "x" },
    { type: "ReturnSaleToPreSale", column: { id: "c", title: "C" } },
  ];

  it.each(afterDelete.map((c) => [c.type, c] as const))("after deletion %s is not found", (_name, command) => {
    given([created, deleted]).when(command).thenThrows("Item não encontrado.", { code: "not_found" });
  });

  it("a deleted id cannot be created again", () => {
    given([created, deleted]).when(createCommand).thenThrows("Item já existe.", { code: "conflict" });
  });

  it("fails on an unknown item", () => {
    given([]).when({ type: "DeleteItem", actorRole: "MANAGER" }).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
