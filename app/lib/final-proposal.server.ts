// The final proposal's data for every view (issue 17): the proposal's own events folded (so the
// page and the PDF show what was saved, whatever changed since) with the company's display data and
// defaults and the customer's current name, through domain/proposal/final-view. Signed in, the
// proposal must be in the user's scope (requireProposal); signed out, the public link finds it by
// slug + count + code or by front id, and anything else is the same 404.
import { foldStream } from "../../eventstore/command-handler";
import { finalProposalLink, finalProposalView, proposalDecider, proposalStreamId, type FinalProposalView } from "../../domain/proposal";
import { companyDisplay, finalProposalRow, proposalByFrontId, proposalBySlug } from "../../projections/read-models/proposals-final.queries";
import type { SessionUser } from "./auth.server";
import { notFound } from "./http.server";
import { itemProposalScope, requireProposal } from "./proposal-access.server";
import { companyLogoOf } from "./proposal-logo.server";
import { companyProposalDefaults } from "./proposal-presentation.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const FINAL_NOT_FOUND = "Proposta não encontrada.";

export interface FinalProposalData {
  view: FinalProposalView;
  companyId: string;
  /** The public link (part 3 §2 link rule), path only. */
  link: string;
  views: number;
  lastViewedAt: Date | null;
  /** The logo this proposal shows (its customisation's, else the company's current one), for the PDF to embed by hash. */
  logo: { sha256: string; contentType: string } | null;
}

/** The final proposal `proposalId` of `companyId`; a 404 when it does not exist, was deleted, or is another company's. */
export async function finalProposalOf(companyId: string, proposalId: string): Promise<FinalProposalData> {
  const { database, store } = await services();
  const [row, folded, company, settings, defaults, logo] = await Promise.all([
    finalProposalRow(database.db, companyId, proposalId),
    foldStream(store, proposalStreamId(proposalId), proposalDecider),
    companyDisplay(database.db, companyId),
    getCompanySettings(companyId),
    companyProposalDefaults({ companyId }),
    companyLogoOf(companyId),
  ]);
  const state = folded.state;
  if (!row || !company || state.status !== "active") throw notFound(FINAL_NOT_FOUND);
  // Colours and logo as customised (the proposal reads the same after the company changes them); a
  // proposal customised before branding was kept uses the company's current ones. The web page can
  // only link the company's current logo (/proposta/logo serves no other), so an older one is left out there.
  const b = state.branding;
  const logoInForce = b ? b.logo : logo ? { fileId: logo.fileId, sha256: logo.sha256, contentType: logo.contentType } : null;
  const logoUrl = logoInForce && logo && logo.sha256 === logoInForce.sha256 ? logo.url : null;
  const view = finalProposalView({
    state,
    count: row.count,
    hideNumber: settings.preferences.hidePropNumber,
    customer: { name: row.current_customer_name ?? row.customer_name },
    company: {
      name: company.name,
      phone: null,
      email: company.email ?? null,
      logoUrl,
      primaryColor: b?.primaryColor ?? defaults.primaryColor,
      secondaryColor: b?.secondaryColor ?? defaults.secondaryColor,
      presentation: { sections: defaults.sections, texts: defaults.texts },
    },
  });
  return {
    view,
    companyId,
    // With hidePropNumber the link does not carry the number either (the /proposta/final/{frontId} form).
    link: finalProposalLink(settings.preferences.hidePropNumber ? null : settings.proposalSlug, row.count, state.frontId),
    views: row.views,
    lastViewedAt: row.last_viewed_at ? new Date(row.last_viewed_at) : null,
    logo: logoInForce ? { sha256: logoInForce.sha256, contentType: logoInForce.contentType } : null,
  };
}

/** Signed in: the proposal in the user's scope, or of an item he owns or co-owns (ADR 028; else 404). */
export async function finalProposalForUser(user: SessionUser, pid: string | undefined): Promise<FinalProposalData> {
  const p = await requireProposal(user, pid, itemProposalScope);
  return finalProposalOf(user.companyId, p.id);
}

/** Signed out, by the public link's parts; one 404 for every miss, so it tells nothing about other companies. */
export async function publicFinalProposal(ref: { slug: string; count: string; code: string } | { frontId: string }): Promise<FinalProposalData> {
  const { database } = await services();
  const found =
    "frontId" in ref
      ? /^[A-Za-z0-9_-]{8,64}$/.test(ref.frontId)
        ? await proposalByFrontId(database.db, ref.frontId)
        : undefined
      : /^\d{1,9}$/.test(ref.count)
        ? await proposalBySlug(database.db, ref.slug, Number(ref.count), ref.code)
        : undefined;
  if (!found) throw notFound(FINAL_NOT_FOUND);
  return finalProposalOf(found.companyId, found.proposalId);
}
