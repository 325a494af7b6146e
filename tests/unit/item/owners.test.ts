// Issue 20, several owners (ADR 028): SetItemOwners → ItemOwnersChanged (co-owners before → after), given/when/then.
import { describe, it } from "vitest";
import { itemDecider, ITEM_OWNERS_MSG, type ItemEvent, type SetItemOwners } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, deleted, won } from "./fixtures";

const given = specFor(itemDecider);

const companyUsers = [
  { id: "user-manager", name: "Gerente Demo" },
  { id: "user-vendor-1", name: "Vendedor Um" },
  { id: "user-vendor-2", name: "Maria Souza" },
  { id: "user-vendor-3", name: "João Pereira" },
];
const set = (owners: string[], actorManages = true): SetItemOwners => ({ type: "SetItemOwners", owners, companyUsers, actorManages });
const maria = { userId: "user-vendor-2", name: "Maria Souza" };
const joao = { userId: "user-vendor-3", name: "João Pereira" };
const changed = (from: (typeof maria)[], to: (typeof maria)[]): ItemEvent => ({ type: "ItemOwnersChanged", data: { from, to } });

describe("SetItemOwners", () => {
  it("adds co-owners, with their names, keeping the owner as the primary one", () => {
    given([created])
      .when(set(["user-vendor-2", "user-vendor-3"]))
      .then([changed([], [maria, joao])]);
    given([created])
      .when(set(["user-vendor-2"]))
      .thenState({ ownerId: "user-vendor-1", coOwners: [maria] });
  });

  it("removes them (before → after)", () => {
    given([created, changed([], [maria, joao])])
      .when(set(["user-vendor-3"]))
      .then([changed([maria, joao], [joao])]);
    given([created, changed([], [maria])])
      .when(set([]))
      .thenState({ coOwners: [] });
  });

  it("drops duplicates and the owner himself", () => {
    given([created])
      .when(set(["user-vendor-2", "user-vendor-1", "user-vendor-2"]))
      .then([changed([], [maria])]);
  });

  it("changes nothing when the co-owners are the same, in any order", () => {
    given([created, changed([], [maria, joao])])
      .when(set(["user-vendor-3", "user-vendor-2"]))
      .then([]);
    given([created])
      .when(set(["user-vendor-1"]))
      .then([]);
  });

  it("refuses a user who is not one of the company's", () => {
    given([created])
      .when(set(["user-vendor-2", "user-other-company"]))
      .thenThrows(ITEM_OWNERS_MSG.invalidOwner, { field: "owners" });
    given([created])
      .when({ ...set([]), owners: [42 as unknown as string] })
      .thenThrows("Responsável inválido.", { field: "owners" });
    given([created])
      .when({ ...set([]), owners: "user-vendor-2" as unknown as string[] })
      .thenThrows("Responsável inválido.", { field: "owners" });
  });

  it("lets the item's owner change them, and refuses any other vendor (a co-owner too)", () => {
    given([created])
      .when(set(["user-vendor-2"], false), { actorId: "user-vendor-1" })
      .then([changed([], [maria])]);
    given([created])
      .when(set(["user-vendor-2"], false), { actorId: "user-vendor-3" })
      .thenThrows("Você não tem permissão para alterar os responsáveis deste item.", { code: "forbidden" });
    given([created, changed([], [maria])])
      .when(set([], false), { actorId: "user-vendor-2" })
      .thenThrows(ITEM_OWNERS_MSG.cannotChange, { code: "forbidden" });
  });

  it("works whatever the status, not on a deleted item", () => {
    given([created, won])
      .when(set(["user-vendor-2"]))
      .then([changed([], [maria])]);
    given([created, deleted])
      .when(set(["user-vendor-2"]))
      .thenThrows("Item não encontrado.", { code: "not_found" });
  });

  it("keeps the co-owners when the item is sent to another owner", () => {
    given([created, changed([], [maria])])
      .when({ type: "SendItem", toUserId: "user-vendor-3", toUserName: "João Pereira", allowedReceivers: ["user-vendor-3"] })
      .thenState({ ownerId: "user-vendor-3", coOwners: [maria] });
  });
});
