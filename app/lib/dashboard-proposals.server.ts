// The dashboard's proposal figures (spec part 1 §2.4, issue 17): totalProposals, the last viewed
// proposals and the open deals' potential profit, for the picked user or team (OwnerScope) within
// what the signed-in user may see of proposals (visibleProposalScope).
//
// Potential profit: the sum, over the open SALES deals of the picked owners, of the
// revenueData.potentialProfit of each deal's newest finished proposal (a deal without one adds
// nothing). Shown to a MANAGER or pricingEdit only, and filled only when the company prices
// DETAILED; otherwise a dash with the spec's hint.
import { formatBRL, formatDateTimeBR } from "../../domain/shared";
import type { OwnerScope } from "../../projections/read-models/analytics.queries";
import { lastViewedProposals, openDealsPotentialProfit, proposalCount } from "../../projections/read-models/proposals-panel.queries";
import type { ProposalScope } from "../../projections/read-models/proposals.queries";
import type { SessionUser } from "./auth.server";
import { pricingSettingsOf } from "./pricing-settings.server";
import { visibleProposalScope } from "./proposal-access.server";
import { formatCount } from "./proposal-format";
import { services } from "./services.server";

/** The picked owners, narrowed to the proposals the user may see. */
function dashboardScope(picked: OwnerScope, visible: ProposalScope): ProposalScope {
  if (visible.owners === null) return { owners: picked };
  if (picked === null) return { owners: visible.owners };
  return { owners: picked.filter((o) => visible.owners!.includes(o)) };
}

export async function dashboardProposals(user: SessionUser, picked: OwnerScope, showProfit: boolean) {
  const { database } = await services();
  const db = database.db;
  const scope = dashboardScope(picked, await visibleProposalScope(user));
  const [total, viewed, detailed] = await Promise.all([
    proposalCount(db, user.companyId, scope),
    lastViewedProposals(db, user.companyId, scope, 5),
    showProfit ? pricingSettingsOf(user).then((s) => s.autoPricingType === "DETAILED") : Promise.resolve(false),
  ]);
  const profit = detailed ? await openDealsPotentialProfit(db, user.companyId, picked, scope) : null;
  return {
    totalProposals: total,
    viewedProposals: viewed.map((v) => ({
      id: v.id,
      number: formatCount(v.count),
      customerName: v.customerName,
      views: v.views,
      lastViewed: formatDateTimeBR(v.lastViewedAt.toISOString()),
      href: `/proposta/final/${v.id}`,
    })),
    totalPotProfit: profit === null ? null : formatBRL(profit.centavos / 100),
  };
}
