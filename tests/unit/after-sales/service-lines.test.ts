// After-sales service lines (spec part 2 §3, part 3 §5): given the item's after-sales stream, when a
// line is added, edited or removed, then these events, or the spec's pt-BR message.
import { describe, it } from "vitest";
import { AFTER_SALES_MSG, afterSalesDecider, type AddServiceLine, type AfterSalesEvent, type ServiceLine } from "../../../domain/after-sales";
import { MSG } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(afterSalesDecider);
const ITEM = "item-1";

const add = (over: Partial<AddServiceLine> = {}): AddServiceLine => ({
  type: "AddServiceLine",
  itemId: ITEM,
  boardType: "AFTER_SALES",
  lineId: "l1",
  serviceName: "Limpeza de módulos",
  serviceType: "SERVICE",
  quantity: "",
  price: "350,00",
  ...over,
});
const line = (over: Partial<ServiceLine> = {}): ServiceLine => ({
  lineId: "l1",
  serviceName: "Limpeza de módulos",
  serviceType: "SERVICE",
  quantity: null,
  price: "350.00",
  priceComps: [],
  ...over,
});
const added = (l: ServiceLine): AfterSalesEvent => ({ type: "ServiceLineAdded", data: { itemId: ITEM, ...l } });
const cleaning = added(line());
const fuse = added(line({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" }));

describe("AddServiceLine", () => {
  it("adds a SERVICE without quantity and a SUPPLY whose blank quantity is 1", () => {
    given([]).when(add()).then([cleaning]);
    given([cleaning])
      .when(add({ lineId: "l2", serviceName: " Cabo solar 6 mm ", serviceType: "SUPPLY", quantity: " ", price: "1.250,5" }))
      .then([added(line({ lineId: "l2", serviceName: "Cabo solar 6 mm", serviceType: "SUPPLY", quantity: 1, price: "1250.50" }))]);
  });

  it("keeps a typed quantity, on a supply and on a service", () => {
    given([])
      .when(add({ serviceType: "SUPPLY", quantity: "4" }))
      .then([added(line({ serviceType: "SUPPLY", quantity: 4 }))]);
    given([])
      .when(add({ quantity: "2" }))
      .then([added(line({ quantity: 2 }))]);
  });

  it("keeps the lines in the order they were added", () => {
    given([cleaning])
      .when(add({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: "4", price: "12,50" }))
      .thenState({
        itemId: ITEM,
        lines: [line(), line({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" })],
      });
  });

  it("exists on after-sales items only", () => {
    given([])
      .when(add({ boardType: "SALES" }))
      .thenThrows(MSG.actionUnavailableForBoard);
  });

  it("refuses PRODUCT (a catalogue type) and any other type", () => {
    given([])
      .when(add({ serviceType: "PRODUCT" }))
      .thenThrows(AFTER_SALES_MSG.selectServiceType, { field: "serviceType" });
    given([])
      .when(add({ serviceType: "" }))
      .thenThrows(AFTER_SALES_MSG.selectServiceType, { field: "serviceType" });
  });

  it("refuses a blank or forbidden name, a bad quantity and a price under R$ 0,01", () => {
    given([])
      .when(add({ serviceName: "  " }))
      .thenThrows(MSG.required, { field: "serviceName" });
    given([])
      .when(add({ serviceName: "Troca <inversor>" }))
      .thenThrows('Insira um nome válido: o caractere "<" não é permitido.', { field: "serviceName" });
    for (const quantity of ["0", "-1", "1,5", "abc"]) {
      given([])
        .when(add({ serviceType: "SUPPLY", quantity }))
        .thenThrows(AFTER_SALES_MSG.invalidQuantity, { field: "quantity" });
    }
    given([])
      .when(add({ price: "" }))
      .thenThrows(MSG.invalidAmount, { field: "price" });
    given([])
      .when(add({ price: "abc" }))
      .thenThrows(MSG.invalidAmount, { field: "price" });
    given([])
      .when(add({ price: "0,00" }))
      .thenThrows(AFTER_SALES_MSG.minPrice, { field: "price" });
  });

  it("refuses a line id already used (a replayed add is the command id's business) and another item's stream", () => {
    given([cleaning]).when(add()).thenThrows(AFTER_SALES_MSG.lineExists, { code: "conflict" });
    given([cleaning])
      .when(add({ lineId: "l9", itemId: "other" }))
      .thenThrows(MSG.itemNotFound, { code: "not_found" });
  });
});

describe("EditServiceLine", () => {
  const edit = { type: "EditServiceLine", lineId: "l2", serviceName: "Fusível 20 A", serviceType: "SUPPLY", quantity: "6", price: "15,00" } as const;

  it("records the line before and after", () => {
    given([cleaning, fuse])
      .when(edit)
      .then([
        {
          type: "ServiceLineEdited",
          data: {
            itemId: ITEM,
            lineId: "l2",
            from: line({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" }),
            to: line({ lineId: "l2", serviceName: "Fusível 20 A", serviceType: "SUPPLY", quantity: 6, price: "15.00" }),
          },
        },
      ]);
  });

  it("is a no-op when nothing changes, and refuses an unknown line or bad fields", () => {
    given([cleaning, fuse])
      .when({ ...edit, serviceName: "Fusível 15 A", quantity: "4", price: "12,50" })
      .then([]);
    given([cleaning]).when(edit).thenThrows(AFTER_SALES_MSG.lineNotFound, { code: "not_found" });
    given([cleaning, fuse])
      .when({ ...edit, price: "0" })
      .thenThrows(AFTER_SALES_MSG.minPrice, { field: "price" });
  });
});

describe("RemoveServiceLine", () => {
  it("removes the line; a second removal finds nothing", () => {
    const removed: AfterSalesEvent = { type: "ServiceLineRemoved", data: { itemId: ITEM, lineId: "l1", serviceName: "Limpeza de módulos" } };
    given([cleaning, fuse]).when({ type: "RemoveServiceLine", lineId: "l1" }).then([removed]);
    given([cleaning, fuse])
      .when({ type: "RemoveServiceLine", lineId: "l1" })
      .thenState({ lines: [line({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" })] });
    given([cleaning, removed]).when({ type: "RemoveServiceLine", lineId: "l1" }).thenThrows(AFTER_SALES_MSG.lineNotFound, { code: "not_found" });
  });
});

describe("GenerateAfterSalesProposal", () => {
  const template = { id: "t1", name: "Manutenção", body: "Olá {{cliente}}, OS {{ordem_de_servico}}, total {{valor_total}} até {{validade}}." };
  const generate = (over: Record<string, unknown> = {}) =>
    ({
      type: "GenerateAfterSalesProposal",
      itemId: ITEM,
      boardType: "AFTER_SALES",
      proposalId: "p1",
      template,
      validityDays: "15",
      facts: { customerName: "Ana", itemName: "Manutenção A", serviceOrder: 42 },
      ...over,
    }) as const;

  it("freezes the lines, total, validity from today and the filled text", () => {
    given([cleaning, fuse])
      .when(generate(), { today: "2026-11-22" })
      .then([
        {
          type: "AfterSalesProposalGenerated",
          data: {
            itemId: ITEM,
            proposalId: "p1",
            templateId: "t1",
            templateName: "Manutenção",
            text: "Olá Ana, OS #00042, total R$ 400,00 até 07/12/2026.",
            customerName: "Ana",
            itemName: "Manutenção A",
            serviceOrder: 42,
            validityDays: 15,
            validUntil: "2026-12-07",
            services: [line(), line({ lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" })],
            total: "400.00",
          },
        },
      ]);
  });

  it("requires a template, validity of at least 1 day and at least one service", () => {
    given([cleaning])
      .when(generate({ template: null }))
      .thenThrows(AFTER_SALES_MSG.selectTemplate, { field: "templateId" });
    given([cleaning])
      .when(generate({ validityDays: "0" }))
      .thenThrows(AFTER_SALES_MSG.minValidity, { field: "validityDays" });
    given([cleaning])
      .when(generate({ validityDays: "" }))
      .thenThrows(MSG.required, { field: "validityDays" });
    given([cleaning])
      .when(generate({ validityDays: "abc" }))
      .thenThrows(MSG.invalidNumber, { field: "validityDays" });
    given([]).when(generate()).thenThrows(AFTER_SALES_MSG.noServices);
    given([cleaning])
      .when(generate({ boardType: "SALES" }))
      .thenThrows(MSG.actionUnavailableForBoard);
  });
});
