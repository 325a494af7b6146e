// The final proposal's view (domain/proposal/final-view) and its two facts (RecordProposalView,
// RecordProposalSent), from the pricing fixtures: 8 × 550 W = 4,4 kWp, 500 kWh a month, priced AUTO
// SIMPLE at 1.200.000 centavos (pricing.test.ts derives it).
import { describe, expect, it } from "vitest";
import {
  FINAL_MSG,
  FINAL_NOTICES,
  finalProposalLink,
  finalProposalView,
  proposalDecider,
  DEFAULT_PRESENTATION,
  type ActiveProposal,
  type ProposalEvent,
} from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { defaultCtx, specFor } from "../support/given-when-then";
import { pid, price, ready, started } from "./pricing-fixtures";

const given = specFor(proposalDecider);
const company = {
  name: "Sol & Cia <Energia>",
  phone: null,
  email: "contato@sol.example",
  logoUrl: null,
  primaryColor: "#05445e",
  secondaryColor: "#189ab4",
  presentation: DEFAULT_PRESENTATION,
};

function pricedEvents(): ProposalEvent[] {
  const events = ready();
  const state = fold(proposalDecider.evolve, proposalDecider.initialState(), events);
  return [...events, ...proposalDecider.decide(price(), state, defaultCtx)];
}
const stateOf = (events: ProposalEvent[]) => fold(proposalDecider.evolve, proposalDecider.initialState(), events) as ActiveProposal;
const view = (events: ProposalEvent[]) => finalProposalView({ state: stateOf(events), count: 42, company, customer: { name: "Maria Souza" } });

describe("finalProposalView", () => {
  it("a priced proposal: number, customer, system, price per kWp (1.200.000 ÷ 4,4 = 272.727 centavos), no notice", () => {
    const v = view(pricedEvents());
    expect(v.title).toBe("Proposta #00042");
    expect(v.customer).toEqual({ name: "Maria Souza", city: "Belo Horizonte", uf: "MG" });
    expect(v.notices).toEqual([]);
    expect(v.system?.power).toBe("4,40 kWp");
    expect(v.system?.modules).toEqual(["8 × Canadian CS6W-550 (550 W)"]);
    expect(v.system?.inverters).toEqual(["1 × Growatt MIN 4000 (4,00 kW)"]);
    expect(v.price?.finalPriceCents).toBe(1_200_000);
    expect(v.price?.finalPrice).toBe("R$ 12.000,00");
    expect(v.price?.pricePerKwp).toBe("R$ 2.727,27/kWp");
    // 12 × 500 kWh of consumption against the generation step's 12 × 600 kWh.
    expect(v.monthly?.consumptionKwh).toEqual(Array(12).fill(500));
    expect(v.monthly?.generationKwh).toEqual(Array(12).fill(600));
    expect(v.viability?.cashFlow).toHaveLength(25);
    expect(v.viability?.cashFlow[0].year).toBe(1);
    expect(v.warranties).toEqual(["Inversor Growatt: 10 anos"]);
  });

  it("the same events give the same view", () => {
    expect(view(pricedEvents())).toEqual(view(pricedEvents()));
  });

  it("unpriced and without kit: the spec's notices, no price and no viability", () => {
    const v = view([started]);
    expect(v.notices).toEqual([FINAL_NOTICES.noKit, FINAL_NOTICES.noPrice]);
    expect(v.price).toBeNull();
    expect(v.viability).toBeNull();
    expect(v.system).toBeNull();
  });

  it("a price out of force (a new kit after pricing) is not shown", () => {
    const events = pricedEvents();
    const kit = events.find((e) => e.type === "ProposalKitChosen")!;
    const v = view([...events, kit]);
    expect(v.finished).toBe(false);
    expect(v.price).toBeNull();
    expect(v.notices).toContain(FINAL_NOTICES.noPrice);
  });
});

describe("finalProposalLink (part 3 §2)", () => {
  it("slug and a positive count: slug/count/first 5 of frontId", () => {
    expect(finalProposalLink("sol-cia", 42, "Xy3_kP9-qR2zT7wA")).toBe("/proposta/final/sol-cia/42/Xy3_k");
  });
  it("no slug, or count 0: the front id", () => {
    expect(finalProposalLink(null, 42, "Xy3_kP9-qR2zT7wA")).toBe("/proposta/final/Xy3_kP9-qR2zT7wA");
    expect(finalProposalLink("sol-cia", 0, "Xy3_kP9-qR2zT7wA")).toBe("/proposta/final/Xy3_kP9-qR2zT7wA");
  });
});

describe("RecordProposalView", () => {
  const cmd = { type: "RecordProposalView" as const, viewedAt: "2026-11-24T10:00:00.000Z", visitor: "v1s1t0r-abcdef" };
  it("records the visit and counts it", () => {
    given([started])
      .when(cmd)
      .then([{ type: "ProposalViewed", data: { proposalId: pid, ...{ viewedAt: cmd.viewedAt, visitor: cmd.visitor } } }]);
    given([started]).when(cmd).thenState({ views: 1, lastViewedAt: cmd.viewedAt });
  });
  it("refuses a visitor id that is not a cookie id", () => {
    given([started])
      .when({ ...cmd, visitor: "<script>" })
      .thenThrows(FINAL_MSG.badVisitor);
  });
});

describe("RecordProposalSent", () => {
  const sha = "a".repeat(64);
  const cmd = { type: "RecordProposalSent" as const, sentBy: "u1", sentAt: "2026-11-24T10:00:00Z", sha256: sha, bytes: 1234 };
  it("a finished proposal: the sending with its hash", () => {
    given(pricedEvents())
      .when(cmd)
      .then([{ type: "ProposalSent", data: { proposalId: pid, sentBy: "u1", sentAt: cmd.sentAt, sha256: sha, bytes: 1234 } }]);
  });
  it("an unpriced proposal cannot be sent", () => {
    given(ready()).when(cmd).thenThrows(FINAL_MSG.notFinished);
  });
  it("refuses a hash that is not SHA-256 hex", () => {
    given(pricedEvents())
      .when({ ...cmd, sha256: "xyz" })
      .thenThrows(FINAL_MSG.badHash);
  });
});

describe("CustomizeProposal keeps the company's branding (the final views and the PDF read the same later)", () => {
  const customization = DEFAULT_PRESENTATION;
  const branding = { primaryColor: "#112233", secondaryColor: "#445566", logo: { fileId: "f1", sha256: "b".repeat(64), contentType: "image/png" } };
  it("the event carries the colours and the logo's hash; the view uses them over the company's current ones", () => {
    const events = pricedEvents();
    const state = stateOf(events);
    const out = proposalDecider.decide({ type: "CustomizeProposal", customization, branding }, state, defaultCtx);
    expect(out).toEqual([{ type: "ProposalCustomized", data: { proposalId: pid, ...customization, branding } }]);
    const v = view([...events, ...out]);
    expect(v.colors).toEqual({ primary: "#05445e", secondary: "#189ab4" }); // the view takes colours from FinalCompany: the app passes the branding's
    expect(stateOf([...events, ...out]).branding).toEqual(branding);
  });
  it("the same customisation with other branding is a new event; with the same, none", () => {
    const events = [...pricedEvents(), { type: "ProposalCustomized", data: { proposalId: pid, ...customization, branding } } as ProposalEvent];
    given(events).when({ type: "CustomizeProposal", customization, branding }).then([]);
    given(events)
      .when({ type: "CustomizeProposal", customization, branding: { ...branding, primaryColor: "#000000" } })
      .thenState({ branding: { ...branding, primaryColor: "#000000" } });
  });
  it("a malformed colour keeps no branding (the company's current one applies)", () => {
    given(pricedEvents())
      .when({ type: "CustomizeProposal", customization, branding: { ...branding, primaryColor: "red" } })
      .then([{ type: "ProposalCustomized", data: { proposalId: pid, ...customization } }]);
  });
});
