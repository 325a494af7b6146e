import type { CreateItem, EditItem, ItemCreated, ItemEvent, LeadQualified } from "../../../domain/item";

/** The register/edit form's details of the fixture item (what EditItem carries, unchanged). */
export const itemDetails = {
  name: "Usina Fazenda Boa Vista",
  amount: "45000.00",
  customer: { id: "cust-1", name: "José da Silva" },
  leadTemperature: 2,
  validityDate: "2026-12-07",
  power: null,
  ucType: null,
} satisfies Omit<EditItem, "type">;

export const createCommand: CreateItem = {
  type: "CreateItem",
  itemId: "item-1",
  boardType: "SALES",
  ...itemDetails,
  ownerId: "user-vendor-1",
  column: { id: "col-1", title: "Contato" },
  sortKey: "a0",
};

export const created: ItemCreated = {
  type: "ItemCreated",
  data: {
    itemId: "item-1",
    boardType: "SALES",
    ...itemDetails,
    ownerId: "user-vendor-1",
    columnId: "col-1",
    columnTitle: "Contato",
    sortKey: "a0",
  },
};

export function createdOn(boardType: "SALES" | "PRE_SALES" | "PROJECT" | "INSTALLATION" | "AFTER_SALES" | "ADMINISTRATIVE"): ItemCreated {
  return { type: "ItemCreated", data: { ...created.data, boardType } };
}

export const moved: ItemEvent = {
  type: "ItemMoved",
  data: {
    fromColumnId: "col-1",
    fromColumnTitle: "Contato",
    toColumnId: "col-3",
    toColumnTitle: "Negociação",
    sortKey: "a1",
  },
};

export const won: ItemEvent = {
  type: "SaleWon",
  data: { power: "8.8", ucType: "Residencial", columnId: "col-3", columnTitle: "Negociação" },
};

export const lost: ItemEvent = {
  type: "SaleLost",
  data: { reason: "Preço", columnId: "col-3", columnTitle: "Negociação" },
};

export type ItemBoardType = "SALES" | "PRE_SALES" | "PROJECT" | "INSTALLATION" | "AFTER_SALES" | "ADMINISTRATIVE";
export const ALL_BOARD_TYPES: readonly ItemBoardType[] = ["SALES", "PRE_SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"];

/** A pre-sales lead, in progress in "Contato". */
export const leadCreated: ItemCreated = createdOn("PRE_SALES");

export const leadQualified: LeadQualified = {
  type: "LeadQualified",
  data: { saleId: "sale-9", toColumnId: "s-col-2", toColumnTitle: "Proposta", vendorId: "user-vendor-2" },
};

export const leadDisqualified: ItemEvent = { type: "LeadDisqualified", data: { reason: "Sem interesse" } };

/** A sale created from the lead "item-1" (QualifyLead → CreateItem with relatedPreSale). */
export const saleFromLead: ItemCreated = {
  type: "ItemCreated",
  data: {
    ...created.data,
    itemId: "sale-9",
    relatedPreSale: "item-1",
    columnId: "s-col-2",
    columnTitle: "Proposta",
  },
};

export const finished = (execStatus: "INTERNAL" | "OUTSOURCED" | null = "INTERNAL", finishedDate = "2026-11-20"): ItemEvent => ({
  type: "ItemFinished",
  data: { execStatus, finishedDate },
});

/** Deleted at the default context's instant (tests/unit/support/given-when-then.ts). */
export const deleted: ItemEvent = { type: "ItemDeleted", data: { deletedAt: "2026-11-22T17:03:00.000Z" } };
