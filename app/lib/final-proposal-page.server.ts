// The loader of every final proposal page (issue 17, part 3 §2): /proposta/final/:pid and its
// mobile, print and financing variants, and the public /proposta/final/:slug/:count/:code.
// A uuid :pid is the signed-in company user's view, scoped (another company's or an unseen one is a
// 404; signed out, the login); anything else is a front id, public and signed out. The public views
// count the visit (final-proposal-visits.server). The page gets FinalProposalView plus the charts'
// geometry (final-charts) and links; it computes nothing itself.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTimeBR } from "../../domain/shared/format";
import { UUID_RE } from "../../domain/shared/ids";
import { getUser, requireUser, type SessionUser } from "./auth.server";
import { newCommandId } from "./commands.server";
import { cashFlowChart, monthlyChart, type CashFlowYears, type ChartGeometry } from "./final-charts";
import { finalProposalForUser, publicFinalProposal, type FinalProposalData } from "./final-proposal.server";
import { countVisit } from "./final-proposal-visits.server";
import { themeHref } from "./final-theme";
import type { FinalProposalView } from "../../domain/proposal";

export type FinalVariant = "web" | "mobile" | "print" | "financing";

/** Where each variant lives, after /proposta/final/ (the PDF is another module's route). */
const VARIANT_PREFIX: Record<FinalVariant | "pdf", string> = {
  web: "",
  mobile: "mobile/",
  print: "impressao/",
  financing: "financiamento/",
  pdf: "pdf/",
};

/** The charts' drawing size per variant (the SVG scales with its viewBox; this sets the proportions and the text size). */
const CHART_SIZE: Record<FinalVariant, { width: number; height: number }> = {
  web: { width: 720, height: 260 },
  financing: { width: 720, height: 260 },
  mobile: { width: 360, height: 240 },
  print: { width: 680, height: 230 },
};

export const ODD_YEARS_QUERY = "impares";

export interface FinalPageData {
  variant: FinalVariant;
  view: FinalProposalView;
  monthlyChart: ChartGeometry | null;
  cashFlowChart: ChartGeometry | null;
  /** The same charts drawn for a phone's width, which the page shows instead below 40rem (web and financing; null elsewhere). */
  narrow: null | { monthlyChart: ChartGeometry | null; cashFlowChart: ChartGeometry | null };
  years: CashFlowYears;
  /** The same page with all years / odd years on the cash-flow chart (no JS). */
  yearsHref: Record<CashFlowYears, string>;
  /** The company-colour style sheet (the CSP allows no inline style). */
  themeHref: string;
  /** The other variants of this proposal, by the same key (uuid signed in, front id in public). */
  variants: Record<FinalVariant, string> & { pdf: string | null };
  /** The signed-in company user's extras: the public link to copy and the views; null on the public view. */
  owner: null | {
    shareUrl: string;
    views: number;
    lastViewed: string | null;
    /** "Registrar envio" (finished proposals only): the user's form token and a fresh command id (the flash says it was done). */
    send: { proposalId: string; csrf: string; commandId: string } | null;
  };
}

function pageData(request: Request, variant: FinalVariant, found: FinalProposalData, key: string, user: SessionUser | null): FinalPageData {
  const signedIn = user !== null;
  const url = new URL(request.url);
  const view = found.view;
  const years: CashFlowYears = url.searchParams.get("anos") === ODD_YEARS_QUERY ? "odd" : "all";
  const size = CHART_SIZE[variant];
  const colors = view.colors;
  const cashFlow = view.viability?.cashFlow ?? [];
  const base = (v: FinalVariant | "pdf") => `/proposta/final/${VARIANT_PREFIX[v]}${encodeURIComponent(key)}`;
  const here = url.pathname;
  return {
    variant,
    view,
    monthlyChart: view.monthly ? monthlyChart(view.monthly, colors, size) : null,
    cashFlowChart: cashFlow.length ? cashFlowChart(cashFlow, colors, years, size) : null,
    narrow:
      variant === "web" || variant === "financing"
        ? {
            monthlyChart: view.monthly ? monthlyChart(view.monthly, colors, CHART_SIZE.mobile) : null,
            cashFlowChart: cashFlow.length ? cashFlowChart(cashFlow, colors, years, CHART_SIZE.mobile) : null,
          }
        : null,
    years,
    yearsHref: { all: `${here}#fluxo-de-caixa`, odd: `${here}?anos=${ODD_YEARS_QUERY}#fluxo-de-caixa` },
    themeHref: themeHref(colors),
    // The PDF needs a price in force (else the spec's error page): the link only then, signed in or public.
    variants: {
      web: base("web"),
      mobile: base("mobile"),
      print: base("print"),
      financing: base("financing"),
      pdf: view.finished ? base("pdf") : null,
    },
    owner: signedIn
      ? {
          shareUrl: `${url.origin}${found.link}`,
          views: found.views,
          lastViewed: found.lastViewedAt ? formatDateTimeBR(found.lastViewedAt.toISOString()) : null,
          send: view.finished ? { proposalId: view.proposalId, csrf: user.csrf, commandId: newCommandId() } : null,
        }
      : null,
  };
}

/** A public view: the proposal found by its public key, the visit counted, the visitor cookie set the first time. */
async function publicPage(request: Request, variant: FinalVariant, found: FinalProposalData) {
  const user: SessionUser | null = await getUser(request);
  const cookie = await countVisit(request, { proposalId: found.view.proposalId, companyId: found.companyId }, user);
  const page = pageData(request, variant, found, found.view.frontId, null);
  return cookie ? data(page, { headers: { "Set-Cookie": cookie } }) : data(page);
}

/** /proposta/final/[variant/]:pid — a uuid signed in (scoped), else a front id (public). */
export async function finalPageLoader(variant: FinalVariant, { request, params }: LoaderFunctionArgs) {
  const pid = params.pid ?? "";
  if (UUID_RE.test(pid)) {
    const user = await requireUser(request);
    const found = await finalProposalForUser(user, pid);
    return data(pageData(request, variant, found, pid, user));
  }
  return publicPage(request, variant, await publicFinalProposal({ frontId: pid }));
}

/** /proposta/final/:slug/:count/:code — the public link of a company with a slug. */
export async function finalSlugLoader({ request, params }: LoaderFunctionArgs) {
  const found = await publicFinalProposal({ slug: params.slug ?? "", count: params.count ?? "", code: params.code ?? "" });
  return publicPage(request, "web", found);
}
