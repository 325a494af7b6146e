// preferences.hidePropNumber: the customer's final proposal (page and PDF read this view) shows no number.
import { describe, expect, it } from "vitest";
import { finalProposalView, proposalDecider, DEFAULT_PRESENTATION, type ActiveProposal } from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { ready } from "./pricing-fixtures";

const company = {
  name: "Sol",
  phone: null,
  email: null,
  logoUrl: null,
  primaryColor: "#05445e",
  secondaryColor: "#189ab4",
  presentation: DEFAULT_PRESENTATION,
};
const state = fold(proposalDecider.evolve, proposalDecider.initialState(), ready()) as ActiveProposal;
const view = (hideNumber?: boolean) => finalProposalView({ state, count: 42, company, customer: { name: "Maria" }, hideNumber });

describe("hidePropNumber on the final proposal", () => {
  it("shows the number by default", () => {
    expect(view().title).toBe("Proposta #00042");
    expect(view(false).number).toBe("#00042");
  });
  it("hides it when the preference is on", () => {
    const v = view(true);
    expect(v.title).toBe("Proposta");
    expect(v.number).toBe("");
    expect(JSON.stringify(v)).not.toContain("00042");
  });
});
