// WinSale with an approved proposal (spec part 2 §5, §7): the win takes the proposal's power and UC
// type (the form's are ignored) and the event names the proposal.
import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, lost, moved } from "./fixtures";

const given = specFor(itemDecider);
const PROPOSAL = { id: "0199a0f0-0000-7000-8000-000000000042", count: 42, power: 4.4, ucType: "Comercial" };

describe("WinSale with an approved proposal", () => {
  it("takes the proposal's power and UC type and names the proposal", () => {
    given([created, moved])
      .when({ type: "WinSale", power: "", ucType: "", approvedProposal: PROPOSAL })
      .then([
        {
          type: "SaleWon",
          data: { power: "4.4", ucType: "Comercial", columnId: "col-3", columnTitle: "Negociação", approvedProposal: { id: PROPOSAL.id, count: 42 } },
        },
      ]);
  });

  it("ignores the power and UC type typed in the form", () => {
    given([created])
      .when({ type: "WinSale", power: "99", ucType: "Rural", approvedProposal: PROPOSAL })
      .thenState({ status: "CLOSED", power: "4.4", ucType: "Comercial" });
  });

  it("without a proposal (null) still asks for the power", () => {
    given([created])
      .when({ type: "WinSale", power: "", ucType: "Residencial", approvedProposal: null })
      .thenThrows("A potência deve ser de pelo menos 0,01 kWp.", { field: "power" });
  });

  it.each([
    ["no id", { ...PROPOSAL, id: " " }],
    ["count 0", { ...PROPOSAL, count: 0 }],
    ["a count that is not an integer", { ...PROPOSAL, count: 1.5 }],
  ])("refuses a proposal with %s", (_, approvedProposal) => {
    given([created])
      .when({ type: "WinSale", power: "", ucType: "", approvedProposal })
      .thenThrows("Selecione uma proposta finalizada deste negócio.", { field: "approvedProposal" });
  });

  it("refuses a proposal without power (not finished with a system)", () => {
    given([created])
      .when({ type: "WinSale", power: "8", ucType: "Residencial", approvedProposal: { ...PROPOSAL, power: 0 } })
      .thenThrows("A potência deve ser de pelo menos 0,01 kWp.", { field: "power" });
  });

  it("refuses a proposal whose UC type is not one of the list", () => {
    given([created])
      .when({ type: "WinSale", power: "8", ucType: "Residencial", approvedProposal: { ...PROPOSAL, ucType: "Outro" } })
      .thenThrows("Selecione o tipo de UC.", { field: "ucType" });
  });

  it("refuses a lost sale, with a proposal too", () => {
    given([created, lost])
      .when({ type: "WinSale", power: "", ucType: "", approvedProposal: PROPOSAL })
      .thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });
});
