// DeleteProposal and CloneProposal, given/when/then. A clone folds to the source's state but for its
// own ids, owner and origin, whichever later steps the source has and whether its price is in force.
import { describe, expect, it } from "vitest";
import { defaultCtx, specFor } from "../support/given-when-then";
import { fold } from "../../../domain/shared";
import {
  checkConsumption,
  DEFAULT_PRESENTATION,
  PROPOSAL_MSG,
  proposalDecider,
  SPEC_SIMULTANEITY_DEFAULTS,
  type CloneProposal,
  type ConsumptionInput,
  type ProposalCustomization,
  type ProposalEvent,
  type ProposalGeneration,
  type ProposalKit,
  type ProposalPricing,
  type ProposalState,
} from "../../../domain/proposal";
import { consumptionInput } from "../../support/proposal-input";

const given = specFor(proposalDecider);
const pid = "0190a000-0000-7000-8000-0000000000a1";
const clonePid = "0190a000-0000-7000-8000-0000000000a2";
const cid = "0190a000-0000-7000-8000-0000000000c1";
const owner = "0190a000-0000-7000-8000-0000000000d1";
const cloner = "0190a000-0000-7000-8000-0000000000d2";
const pricer = "0190a000-0000-7000-8000-0000000000d3";

const input = consumptionInput({
  phase: "two",
  months: ["350", "410", "380", "1.234", "295,5", "300", "310", "320", "330", "340", "350", "360"],
  kwhPrice: "0,85",
});
const { consumption, figures } = checkConsumption(input, SPEC_SIMULTANEITY_DEFAULTS);

const started: ProposalEvent = {
  type: "ProposalStarted",
  data: {
    proposalId: pid,
    frontId: "Xy3_kP9-qR2zT7wA",
    customerId: cid,
    customerName: "Maria Souza",
    ownerId: owner,
    itemId: null,
    finished: false,
    consumption,
    ...figures,
  },
};

// The later steps' payloads are snapshots the clone copies without reading them: small stand-ins of
// their types (their deciders are other steps' work) are enough to see each one carried over.
const kit = {
  kitId: null,
  name: "Kit 5 kWp",
  kitData: { saveKit: false, kitPrice: 1_500_000 },
  pvModuleData: [],
  inverterData: [],
  additionalItems: [],
} as unknown as ProposalKit;
const otherKit = { ...kit, name: "Kit 6 kWp" } as ProposalKit;
const generation = {
  irradiation: { ibge: "3106200", uf: "MG", city: "Belo Horizonte", source: "CRESESB", months: Array(12).fill(5000) },
  losses: [],
  distance: 12,
  roofHight: 3,
} as unknown as ProposalGeneration;
const pricing = {
  mode: "AUTO",
  inputs: { typedFinalPrice: null },
  revenueData: { finalPrice: 2_345_678 },
  viability: { payback: 4.2 },
} as unknown as ProposalPricing;
const customization: ProposalCustomization = {
  sections: { ...DEFAULT_PRESENTATION.sections, viability: false },
  texts: { ...DEFAULT_PRESENTATION.texts, presentation: "Olá" },
};

const kitChosen = (k = kit): ProposalEvent => ({ type: "ProposalKitChosen", data: { proposalId: pid, kit: k } });
const generationSet: ProposalEvent = { type: "ProposalGenerationSet", data: { proposalId: pid, ...generation } };
const priced: ProposalEvent = { type: "ProposalPriced", data: { proposalId: pid, pricedBy: pricer, finished: true, ...pricing } };
const validitySet: ProposalEvent = { type: "ProposalValiditySet", data: { proposalId: pid, validityDate: "2026-12-22" } };
const customized: ProposalEvent = { type: "ProposalCustomized", data: { proposalId: pid, ...customization } };
const consumptionEdited: ProposalEvent = { type: "ProposalConsumptionEdited", data: { proposalId: pid, consumption, ...figures } };
const deleted: ProposalEvent = { type: "ProposalDeleted", data: { proposalId: pid } };

const stateOf = (events: ProposalEvent[]): ProposalState => fold(proposalDecider.evolve, proposalDecider.initialState(), events);

const clone = (sourceEvents: ProposalEvent[], over: Partial<CloneProposal> = {}): CloneProposal => ({
  type: "CloneProposal",
  proposalId: clonePid,
  frontId: "Ab4_zz9-qR2zT7wB",
  source: stateOf(sourceEvents),
  sourcePricedBy: pricer,
  customerName: "Maria Souza Lima",
  ...over,
});

describe("DeleteProposal", () => {
  it("deletes an active proposal", () => {
    given([started])
      .when({ type: "DeleteProposal" })
      .then([{ type: "ProposalDeleted", data: { proposalId: pid } }]);
  });

  it("a deleted proposal is deleted in the state, and refuses every later command as not found", () => {
    given([started]).when({ type: "DeleteProposal" }).thenState({ status: "deleted", proposalId: pid });
    given([started, deleted]).when({ type: "DeleteProposal" }).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
    given([started, deleted])
      .when({ type: "EditConsumption", consumption: input, simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS })
      .thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
  });

  it("a proposal that never was cannot be deleted", () => {
    given([]).when({ type: "DeleteProposal" }).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
  });
});

describe("CloneProposal", () => {
  const ctx = { actorId: cloner };

  it("a source with only its consumption: one ProposalStarted for the new id, owned by whoever clones, marked clonedFrom", () => {
    given()
      .when(clone([started]), ctx)
      .then([
        {
          type: "ProposalStarted",
          data: {
            proposalId: clonePid,
            frontId: "Ab4_zz9-qR2zT7wB",
            customerId: cid,
            customerName: "Maria Souza Lima",
            ownerId: cloner,
            itemId: null,
            finished: false,
            consumption,
            // Σ 4979.5 kWh ÷ 12 = 414.958… → 414.96 (the source's figures, recomputed from the same units).
            averageMonthlyConsumption: 414.96,
            averageMonthlyConsumptionPeak: 0,
            clonedFrom: pid,
          },
        },
      ]);
  });

  it("every later step is re-emitted for the new id, the price (in force) after the steps it priced", () => {
    const events = proposalDecider.decide(
      clone([started, kitChosen(), generationSet, priced, validitySet, customized]),
      { status: "none" },
      { ...defaultCtx, ...ctx },
    );
    expect(events.map((e) => e.type)).toEqual([
      "ProposalStarted",
      "ProposalKitChosen",
      "ProposalGenerationSet",
      "ProposalPriced",
      "ProposalValiditySet",
      "ProposalCustomized",
    ]);
    expect(events.every((e) => e.data.proposalId === clonePid)).toBe(true);
    expect(events[3]).toEqual({ type: "ProposalPriced", data: { proposalId: clonePid, pricedBy: pricer, finished: true, ...pricing } });
  });

  // The clone's state is the source's, but for the id, the front id and the owner.
  const sources: [string, ProposalEvent[]][] = [
    ["consumption only", [started]],
    ["kit", [started, kitChosen()]],
    ["kit and generation", [started, kitChosen(), generationSet]],
    ["priced, validity and customisation", [started, kitChosen(), generationSet, priced, validitySet, customized]],
    ["price out of force: consumption edited after", [started, kitChosen(), generationSet, priced, consumptionEdited, customized]],
    ["price out of force: another kit (generation dropped)", [started, kitChosen(), generationSet, priced, kitChosen(otherKit)]],
    ["price out of force: another kit, then a new generation", [started, kitChosen(), generationSet, priced, kitChosen(otherKit), generationSet]],
    ["price out of force: generation again", [started, kitChosen(), generationSet, priced, generationSet, validitySet]],
  ];
  it.each(sources)("the clone folds to the source's state (%s)", (_name, sourceEvents) => {
    const source = stateOf(sourceEvents);
    const events = proposalDecider.decide(clone(sourceEvents), { status: "none" }, { ...defaultCtx, ...ctx });
    expect(stateOf(events)).toEqual({ ...source, proposalId: clonePid, frontId: "Ab4_zz9-qR2zT7wB", ownerId: cloner });
  });

  it("the stale cases are what they say (so the fold test above covers them)", () => {
    const s = stateOf([started, kitChosen(), generationSet, priced, kitChosen(otherKit)]);
    expect(s).toMatchObject({ finished: false, pricingStale: "kit", generation: null, kit: otherKit });
  });

  it("without who priced the source, the price is kept under the actor", () => {
    const events = proposalDecider.decide(clone([started, priced], { sourcePricedBy: null }), { status: "none" }, { ...defaultCtx, ...ctx });
    expect(events[1]).toMatchObject({ type: "ProposalPriced", data: { pricedBy: cloner } });
  });

  it("refuses a used id (the clone's stream exists), a deleted or unknown source, a bad or copied front id", () => {
    given([started])
      .when(clone([started], { proposalId: pid }), ctx)
      .thenThrows(PROPOSAL_MSG.exists, { code: "conflict" });
    given()
      .when(clone([started, deleted]), ctx)
      .thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
    given().when(clone([]), ctx).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
    given()
      .when(clone([started], { proposalId: pid }), ctx)
      .thenThrows(PROPOSAL_MSG.notFound, { code: "invalid" });
    given()
      .when(clone([started], { frontId: "abc" }), ctx)
      .thenThrows(PROPOSAL_MSG.frontId);
    given()
      .when(clone([started], { frontId: "Xy3_kP9-qR2zT7wA" }), ctx)
      .thenThrows(PROPOSAL_MSG.frontId);
  });
});
