// The components of a service line's unit price (ADR 029): given the item's after-sales stream, when a
// line is added or edited with components, then the price is their sum, the edit records them before
// and after, or the pt-BR message names the row; a line logged before components reads as [].
import { describe, expect, it } from "vitest";
import {
  AFTER_SALES_MSG,
  afterSalesDecider,
  evolveAfterSales,
  initialAfterSalesState,
  MAX_PRICE_COMPS,
  priceNotSumMessage,
  readPriceComps,
  type AddServiceLine,
  type AfterSalesEvent,
  type ServiceLine,
} from "../../../domain/after-sales";
import { MSG } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(afterSalesDecider);
const ITEM = "item-1";
const add = (over: Partial<AddServiceLine> = {}): AddServiceLine => ({
  type: "AddServiceLine",
  itemId: ITEM,
  boardType: "AFTER_SALES",
  lineId: "l1",
  serviceName: "Troca de inversor",
  serviceType: "SERVICE",
  quantity: "",
  price: "",
  priceComps: [
    { label: " Mão de obra ", value: "300,00" },
    { label: "", value: "" },
    { label: "Deslocamento", value: "1.050,5" },
  ],
  ...over,
});
const line = (over: Partial<ServiceLine> = {}): ServiceLine => ({
  lineId: "l1",
  serviceName: "Troca de inversor",
  serviceType: "SERVICE",
  quantity: null,
  price: "1350.50",
  priceComps: [
    { label: "Mão de obra", value: "300.00" },
    { label: "Deslocamento", value: "1050.50" },
  ],
  ...over,
});
const added = (l: ServiceLine): AfterSalesEvent => ({ type: "ServiceLineAdded", data: { itemId: ITEM, ...l } });

describe("price components of a service line", () => {
  it("makes the unit price their sum when it is left blank; blank rows are dropped", () => {
    given([])
      .when(add())
      .then([added(line())]);
  });

  it("accepts a typed price equal to the sum and refuses another one, naming the sum", () => {
    given([])
      .when(add({ price: "1.350,50" }))
      .then([added(line())]);
    given([])
      .when(add({ price: "1.000,00" }))
      .thenThrows(priceNotSumMessage(135050), { field: "price" });
    expect(priceNotSumMessage(135050)).toBe("O valor unitário deve ser a soma dos componentes (R$ 1.350,50): deixe-o em branco para usar a soma.");
  });

  it("without components the price is typed as before", () => {
    given([])
      .when(add({ priceComps: [{ label: "", value: "" }], price: "99,90" }))
      .then([added(line({ price: "99.90", priceComps: [] }))]);
    given([])
      .when(add({ priceComps: undefined, price: "" }))
      .thenThrows(MSG.invalidAmount, { field: "price" });
  });

  it("refuses a row without a name or value, a value under R$ 0,01, a repeated name and too many rows", () => {
    given([])
      .when(
        add({
          priceComps: [
            { label: "Material", value: "10,00" },
            { label: "", value: "5,00" },
          ],
        }),
      )
      .thenThrows(AFTER_SALES_MSG.compLabel, { field: "priceComps[1].label" });
    given([])
      .when(add({ priceComps: [{ label: "Material", value: "" }] }))
      .thenThrows(MSG.invalidAmount, { field: "priceComps[0].value" });
    given([])
      .when(add({ priceComps: [{ label: "Material", value: "0,00" }] }))
      .thenThrows(AFTER_SALES_MSG.minPrice, { field: "priceComps[0].value" });
    given([])
      .when(
        add({
          priceComps: [
            { label: "Mão de obra", value: "1" },
            { label: "MAO DE OBRA", value: "2" },
          ],
        }),
      )
      .thenThrows(AFTER_SALES_MSG.compRepeated, { field: "priceComps[1].label" });
    given([])
      .when(add({ priceComps: [{ label: "Peça <b>", value: "1" }] }))
      .thenThrows('Insira um nome válido: o caractere "<" não é permitido.', { field: "priceComps[0].label" });
    const many = Array.from({ length: MAX_PRICE_COMPS + 1 }, (_, i) => ({ label: `Parte ${i + 1}`, value: "1,00" }));
    given([])
      .when(add({ priceComps: many }))
      .thenThrows(AFTER_SALES_MSG.tooManyComps, { field: "priceComps" });
  });

  it("reports every row's problem at once, by the typed row's index", () => {
    const r = readPriceComps([
      { label: "", value: "" },
      { label: "", value: "abc" },
      { label: "Material", value: "12,00" },
      { label: "Taxas", value: "" },
    ]);
    expect(r).toEqual({
      ok: false,
      problems: [
        { index: 1, field: "label", message: AFTER_SALES_MSG.compLabel },
        { index: 1, field: "value", message: MSG.invalidAmount },
        { index: 3, field: "value", message: MSG.invalidAmount },
      ],
    });
    expect(readPriceComps("nonsense")).toEqual({ ok: true, value: [] });
  });

  it("records the components before and after an edit; the same components and price are a no-op", () => {
    const edit = {
      type: "EditServiceLine",
      lineId: "l1",
      serviceName: "Troca de inversor",
      serviceType: "SERVICE",
      quantity: "",
      price: "",
      priceComps: [
        { label: "Mão de obra", value: "400,00" },
        { label: "Material", value: "50,00" },
      ],
    } as const;
    given([added(line())])
      .when(edit)
      .then([
        {
          type: "ServiceLineEdited",
          data: {
            itemId: ITEM,
            lineId: "l1",
            from: line(),
            to: line({
              price: "450.00",
              priceComps: [
                { label: "Mão de obra", value: "400.00" },
                { label: "Material", value: "50.00" },
              ],
            }),
          },
        },
      ]);
    given([added(line())])
      .when({
        ...edit,
        priceComps: [
          { label: "Mão de obra", value: "300" },
          { label: "Deslocamento", value: "1050,50" },
        ],
      })
      .then([]);
    // Dropping the components keeps a typed price.
    given([added(line())])
      .when({ ...edit, priceComps: [], price: "1.350,50" })
      .then([{ type: "ServiceLineEdited", data: { itemId: ITEM, lineId: "l1", from: line(), to: line({ priceComps: [] }) } }]);
  });

  it("reads a line logged before components (no priceComps in its event) as one without components", () => {
    const old = {
      type: "ServiceLineAdded",
      data: { itemId: ITEM, lineId: "l1", serviceName: "Limpeza", serviceType: "SERVICE", quantity: null, price: "350.00" },
    };
    const state = evolveAfterSales(initialAfterSalesState(), old as unknown as AfterSalesEvent);
    expect(state.lines).toEqual([{ lineId: "l1", serviceName: "Limpeza", serviceType: "SERVICE", quantity: null, price: "350.00", priceComps: [] }]);
    // Edited with the same fields: nothing changes.
    given([old as unknown as AfterSalesEvent])
      .when({ type: "EditServiceLine", lineId: "l1", serviceName: "Limpeza", serviceType: "SERVICE", quantity: "", price: "350,00" })
      .then([]);
  });
});
