// The history line of a win, typed by hand and with an approved proposal (part 2 §5).
import { describe, expect, it } from "vitest";
import { historyText } from "../../../projections/read-models/history-text";
import type { RecordedEvent } from "../../../eventstore/types";

const won = (data: Record<string, unknown>) =>
  ({ type: "SaleWon", data: { power: "4.4", ucType: "Comercial", columnId: "c", columnTitle: "Negociação", ...data } }) as unknown as RecordedEvent;

describe("historyText SaleWon", () => {
  it("names the power and UC type", () => {
    expect(historyText(won({}))).toBe("Venda ganha (4,4 kWp, Comercial)");
  });

  it("names the approved proposal", () => {
    expect(historyText(won({ approvedProposal: { id: "p", count: 42 } }))).toBe("Venda ganha com a proposta #00042 (4,4 kWp, Comercial)");
  });
});
