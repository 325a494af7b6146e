// "Voltar para pré-venda" is offered only on a sale made from a lead, while pre-sales is on.
import { describe, expect, it } from "vitest";
import { canReturnToPreSale } from "../../../app/lib/pre-sales-return";

describe("Voltar para pré-venda", () => {
  it("a sale from a lead, pre-sales on (or never set): offered", () => {
    expect(canReturnToPreSale({ usePreSalesKanban: true }, "SALES", "lead-1")).toBe(true);
    expect(canReturnToPreSale({}, "SALES", "lead-1")).toBe(true);
  });
  it("pre-sales off: hidden (and refused by the action)", () => {
    expect(canReturnToPreSale({ usePreSalesKanban: false }, "SALES", "lead-1")).toBe(false);
  });
  it("a sale not made from a lead, or another board: hidden", () => {
    expect(canReturnToPreSale({ usePreSalesKanban: true }, "SALES", null)).toBe(false);
    expect(canReturnToPreSale({ usePreSalesKanban: true }, "PROJECT", "lead-1")).toBe(false);
  });
});
