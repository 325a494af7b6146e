// The item panel's proposal tabs (spec part 2 §2): Propostas lists the item's finished proposals
// with power, each opened by the part 3 §2 link rule; UCs, Kit, Projeto and Precificação show the
// item's NEWEST finished proposal (the one a win would most likely take), read through the same
// pure view the final proposal renders (finalProposalView), so nothing is computed twice. Only the
// open tab's proposal is read. The win form offers the same list (part 2 §5).
import { foldStream } from "../../eventstore/command-handler";
import { finalProposalLink, proposalDecider, proposalStreamId } from "../../domain/proposal";
import type { BoardType } from "../../domain/shared";
import { itemProposals, type ItemProposalRow } from "../../projections/read-models/proposals-panel.queries";
import type { SessionUser } from "./auth.server";
import { finalProposalOf } from "./final-proposal.server";
import { formatKwp } from "./kit-format";
import { formatCentavos } from "./pricing-settings-labels";
import { pricingRights } from "./proposal-pricing-rights";
import { itemProposalScope } from "./proposal-access.server";
import { formatCount } from "./proposal-format";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

/** The tabs that read a proposal; Propostas, UCs, Kit, Projeto and Precificação are not offered on these boards (no proposals there). */
export const PROPOSAL_TABS = ["propostas", "ucs", "kit", "projeto", "precificacao"] as const;
export const NO_PROPOSAL_BOARDS: readonly BoardType[] = ["AFTER_SALES", "PRE_SALES"];

/** Part 2 §6 / part 3 §6: "Pricing tab visible if the user is in the pricingTab list, is not a VENDOR, has vendorPriceEdit, or has pricingEdit". */
export function maySeePricingTab(user: SessionUser, vendorPriceEdit: boolean): boolean {
  return pricingRights(user, vendorPriceEdit).breakdown;
}

const asChoice = (slug: string | null, p: ItemProposalRow) => ({
  id: p.id,
  number: formatCount(p.count),
  power: formatKwp(p.powerKwp),
  price: p.finalPrice === null ? "—" : formatCentavos(p.finalPrice),
  ucType: p.ucType ?? "—",
  owner: p.ownerName ?? "—",
  views: p.views,
  createdAt: p.createdAt.toISOString(),
  link: finalProposalLink(slug, p.count, p.frontId),
  finalHref: `/proposta/final/${p.id}`,
});
export type ItemProposalChoice = ReturnType<typeof asChoice>;

/**
 * The item's finished proposals with power the user may see, newest first (the Propostas tab and the
 * win form): his proposal scope, plus those made by the item's owner or co-owners (ADR 028). The
 * caller has already checked the user may open the item.
 */
export async function itemProposalChoices(user: SessionUser, itemId: string): Promise<ItemProposalRow[]> {
  const { database } = await services();
  return itemProposals(database.db, user.companyId, itemId, await itemProposalScope(user));
}

export async function itemProposalTabs(
  user: SessionUser,
  item: { id: string; type: BoardType; customerId: string | null },
  tab: string,
  rows: ItemProposalRow[],
) {
  const settings = await getCompanySettings(user.companyId);
  const proposals = rows.map((p) => asChoice(settings.proposalSlug, p));
  const newest = rows[0] ?? null;
  const showsProposal = (PROPOSAL_TABS as readonly string[]).includes(tab) && tab !== "propostas" && newest !== null;
  const pricingTab = maySeePricingTab(user, settings.vendorPriceEdit);
  const base = {
    proposals,
    // Start one linked to this item (the wizard's ?cid=&sid=).
    newHref: item.customerId ? `/proposta/gerar-proposta/dados-consumo/nova?cid=${item.customerId}&sid=${item.id}` : null,
    source: newest ? { id: newest.id, number: formatCount(newest.count) } : null,
    pricingTab,
  };
  if (!showsProposal || (tab === "precificacao" && !pricingTab)) return { ...base, view: null, pricing: null };
  if (tab === "precificacao") {
    const { store } = await services();
    const { state } = await foldStream(store, proposalStreamId(newest.id), proposalDecider);
    const pricing = state.status === "active" && state.finished ? state.pricing : null;
    if (!pricing) return { ...base, view: null, pricing: null };
    const rights = pricingRights(user, settings.vendorPriceEdit);
    // The potential profit only for MANAGER or pricingEdit (part 1 §2.4, part 3 §6).
    const revenue = rights.potentialProfit ? pricing.revenueData : { ...pricing.revenueData, potentialProfit: null };
    return { ...base, view: null, pricing: { revenue, mode: pricing.mode, breakdown: rights.breakdown } };
  }
  const { view } = await finalProposalOf(user.companyId, newest.id);
  return {
    ...base,
    pricing: null,
    view: {
      finished: view.finished,
      units: view.units,
      consumption: view.consumption,
      system: view.system,
      monthly: view.monthly,
      notices: view.notices,
    },
  };
}
export type ItemProposalTabsData = Awaited<ReturnType<typeof itemProposalTabs>>;
