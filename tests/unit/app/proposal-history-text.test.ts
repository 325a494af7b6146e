// The proposal history's lines: each event named in pt-BR with its figure (kit price, power, price and mode, validity).
import { describe, expect, it } from "vitest";
import type { ProposalEvent } from "../../../domain/proposal";
import { describeProposalEvent } from "../../../app/lib/proposal-history-text";

const ev = (type: string, data: unknown) => ({ type, data }) as unknown as ProposalEvent;

describe("describeProposalEvent", () => {
  it("names each step with its figure", () => {
    expect(describeProposalEvent(ev("ProposalStarted", { clonedFrom: null }))).toBe("Proposta iniciada com os dados de consumo");
    expect(describeProposalEvent(ev("ProposalStarted", { clonedFrom: "p1" }))).toBe("Proposta criada como cópia de outra");
    expect(describeProposalEvent(ev("ProposalKitChosen", { kit: { name: "Kit 4,4", kitData: { kitPrice: 1_180_000 } } }))).toBe(
      "Kit escolhido: Kit 4,4 (R$ 11.800,00)",
    );
    expect(describeProposalEvent(ev("ProposalGenerationSet", { realSystemData: { power: 4.4 } }))).toBe("Dados de geração salvos: 4,40 kWp");
    expect(describeProposalEvent(ev("ProposalPriced", { mode: "EDITED", revenueData: { finalPrice: 1_250_000 } }))).toBe(
      "Preço automático editado salvo: R$ 12.500,00",
    );
    expect(describeProposalEvent(ev("ProposalValiditySet", { validityDate: "2026-12-09" }))).toBe("Validade: 09/12/2026");
  });

  it("leaves out what it does not know", () => {
    expect(describeProposalEvent(ev("SomethingElse", {}))).toBeNull();
  });
});
