// PriceProposal (preco-auto, preco-manual, preco-editar; part 3 §3/§4): needs the kit and the
// generation; runs the pricing engine (AUTO, EDITED) with the settings the command carries, derives a
// typed price (MANUAL, EDITED: broken down at that price, taxes included), then the 25-year viability at that price. The event keeps every input,
// so the proposal reads the same after the settings change; re-pricing is a new event.
import { priceProposal as runPricing, revenueAtPrice, type PricingRefusal, type RevenueData } from "../pricing";
import { discountKit } from "../pricing/kit-discount";
import { simulateViability, type ViabilityResult } from "../viability";
import { DomainError } from "../shared/decider";
import type { PriceProposal } from "./commands";
import type { ProposalPriced } from "./events";
import { pricingProposalOf, viabilityInputOf } from "./pricing-input";
import type { ActiveProposal } from "./state";
import { PRICING_MODES, type ViabilityHeadline } from "./steps";
import { editedRevenue, manualRevenue, MAX_FINAL_PRICE_CENTS } from "./typed-price";

export const PRICING_STEP_MSG = {
  noKit: "Esta proposta não possui kit cadastrado.",
  noGeneration: "Esta proposta não possui dados de geração.",
  mode: "Selecione preço automático, manual ou editado.",
  finalPrice: "Preço final: informe um valor em reais maior que zero.",
  finalPriceTooHigh: "Preço final: valor fora do esperado (acima de R$ 1.000.000.000,00).",
  belowKit: (kitCost: string) => `Preço final: o valor precisa cobrir o custo do kit (${kitCost}).`,
  autoTyped: "O preço automático não recebe um preço digitado.",
} as const;

const brl = (cents: number) => `R$ ${(cents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The engine's fields as the pricing forms name them (revenueData.discount); settings fields stay as they are. */
const refusal = (r: PricingRefusal) => new DomainError(r.message, r.field === "discount" ? "revenueData.discount" : r.field);

function checkTyped(c: PriceProposal): number | null {
  if (c.mode === "AUTO") {
    if (c.typedFinalPrice !== null) throw new DomainError(PRICING_STEP_MSG.autoTyped, "revenueData.finalPrice");
    return null;
  }
  const v = c.typedFinalPrice;
  if (v === null || !Number.isSafeInteger(v) || v <= 0) throw new DomainError(PRICING_STEP_MSG.finalPrice, "revenueData.finalPrice");
  if (v > MAX_FINAL_PRICE_CENTS) throw new DomainError(PRICING_STEP_MSG.finalPriceTooHigh, "revenueData.finalPrice");
  return v;
}

export function headline(r: ViabilityResult): ViabilityHeadline {
  const y1 = r.years[0];
  return {
    start: r.start,
    gdClass: r.gdClass,
    billWithoutCents: y1.billWithoutCents,
    billWithCents: y1.billWithCents,
    savingsCents: y1.savingsCents,
    totalSavingsCents: r.totals.savingsCents,
    paybackMonths: r.paybackMonths,
    discountedPaybackMonths: r.discountedPaybackMonths,
    npvCents: r.npvCents,
    irrYearly: r.irrYearly,
    lcoe: r.lcoe,
    billSavedPct: r.billSavedPct.firstYear,
    energyOffsetPct: r.energyOffsetPct.firstYear,
    co2: r.emissions.co2,
    trees: r.emissions.trees,
    cars: r.emissions.cars,
  };
}

export function priceProposal(c: PriceProposal, s: ActiveProposal): ProposalPriced[] {
  if (!s.kit) throw new DomainError(PRICING_STEP_MSG.noKit);
  if (!s.generation) throw new DomainError(PRICING_STEP_MSG.noGeneration);
  if (!PRICING_MODES.includes(c.mode)) throw new DomainError(PRICING_STEP_MSG.mode);
  const typed = checkTyped(c);
  const proposal = pricingProposalOf(s.kit, s.generation, s.consumption, s.ownerId, c.discount);

  let auto: RevenueData | null = null;
  if (c.mode !== "MANUAL") {
    const outcome = runPricing({ proposal, settings: c.settings });
    if (!outcome.ok) throw refusal(outcome);
    auto = outcome.revenueData;
  }
  let revenue: RevenueData;
  if (c.mode === "AUTO") revenue = auto!;
  else {
    const kit = discountKit(proposal, c.settings.preferences);
    if ("ok" in kit) throw refusal(kit);
    if (typed! < kit.cost) throw new DomainError(PRICING_STEP_MSG.belowKit(brl(kit.cost)), "revenueData.finalPrice");
    const at = revenueAtPrice({ proposal, settings: c.settings }, typed!, c.mode === "MANUAL" ? "TAXES" : "ALL");
    if (!at.ok) throw refusal(at);
    revenue = c.mode === "MANUAL" ? manualRevenue(at.revenueData) : editedRevenue(auto!, at.revenueData);
  }

  const viability = viabilityInputOf(s.consumption, s.generation, c.preferences, revenue.finalPrice);
  const result = simulateViability(viability);
  return [
    {
      type: "ProposalPriced",
      data: {
        proposalId: s.proposalId,
        pricedBy: c.pricedBy,
        finished: true,
        mode: c.mode,
        inputs: { proposal, settings: c.settings, preferences: c.preferences, typedFinalPrice: typed, viability },
        autoFinalPrice: auto?.finalPrice ?? null,
        revenueData: { ...revenue, inflation: c.preferences.inflation },
        viability: headline(result),
      },
    },
  ];
}
