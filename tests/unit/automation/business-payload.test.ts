import { describe, expect, it } from "vitest";
import { businessPayload, numberLabel } from "../../../projections/business/payload";
import type { BusinessEvent } from "../../../projections/business/events";

const base: BusinessEvent = {
  action: "BUSINESS_LOST",
  eventId: "e1",
  occurredAt: "2026-11-22T14:03:00.000Z",
  companyId: "c1",
  actorId: "u1",
  itemId: "i1",
  reason: "Preço",
};

describe("business event payload", () => {
  it("nests company, actor and item and keeps only the fields the action has", () => {
    const item = {
      id: "i1",
      number: 42,
      numberLabel: "#00042",
      name: "Padaria",
      boardType: "SALES",
      amount: "1234.50",
      customer: { id: "k1", name: "Padaria Pão Dourado" },
      owner: { id: "u2", name: "Vendedor Demo" },
    };
    expect(businessPayload(base, item, "Gerente Demo")).toEqual({
      schema: "girassol.business.v1",
      eventId: "e1",
      action: "BUSINESS_LOST",
      occurredAt: "2026-11-22T14:03:00.000Z",
      company: { id: "c1" },
      actor: { id: "u1", name: "Gerente Demo" },
      item,
      reason: "Preço",
    });
  });

  it("an unknown item or actor is null, never a guess", () => {
    const p = businessPayload(
      {
        ...base,
        action: "MOVING_BUSINESS_BETWEEN_STAGES",
        reason: undefined,
        from: { columnId: "a", columnTitle: "A" },
        to: { columnId: "b", columnTitle: "B" },
      },
      null,
      null,
    );
    expect(p.item).toBeNull();
    expect(p.actor).toEqual({ id: "u1", name: null });
    expect("reason" in p).toBe(false);
    expect(p.from).toEqual({ columnId: "a", columnTitle: "A" });
  });

  it("numbers are # plus 5 digits", () => {
    expect(numberLabel(42)).toBe("#00042");
    expect(numberLabel(123456)).toBe("#123456");
  });
});
