import type { CreateItem, ItemEvent } from "../../../domain/item";

export const createCommand: CreateItem = {
  type: "CreateItem",
  itemId: "item-1",
  boardType: "SALES",
  name: "Usina Fazenda Boa Vista",
  amount: "45000.00",
  customer: { id: "cust-1", name: "José da Silva" },
  leadTemperature: 2,
  validityDate: "2026-12-07",
  power: null,
  ucType: null,
  ownerId: "user-vendor-1",
  column: { id: "col-1", title: "Contato" },
  sortKey: "a0",
};

export const created: ItemEvent = {
  type: "ItemCreated",
  data: {
    itemId: "item-1",
    boardType: "SALES",
    name: "Usina Fazenda Boa Vista",
    amount: "45000.00",
    customer: { id: "cust-1", name: "José da Silva" },
    leadTemperature: 2,
    validityDate: "2026-12-07",
    power: null,
    ucType: null,
    ownerId: "user-vendor-1",
    columnId: "col-1",
    columnTitle: "Contato",
    sortKey: "a0",
  },
};

export function createdOn(boardType: "PRE_SALES" | "PROJECT" | "INSTALLATION" | "AFTER_SALES" | "ADMINISTRATIVE"): ItemEvent {
  return { type: "ItemCreated", data: { ...(created.data as object), boardType } } as ItemEvent;
}

export const moved: ItemEvent = {
  type: "ItemMoved",
  data: { fromColumnId: "col-1", fromColumnTitle: "Contato", toColumnId: "col-3", toColumnTitle: "Negociação", sortKey: "a1" },
};

export const won: ItemEvent = {
  type: "SaleWon",
  data: { power: "8.8", ucType: "Residencial", columnId: "col-3", columnTitle: "Negociação" },
};

export const lost: ItemEvent = {
  type: "SaleLost",
  data: { reason: "Preço", columnId: "col-3", columnTitle: "Negociação" },
};
