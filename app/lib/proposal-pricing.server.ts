// The wizard's pricing steps: /proposta/gerar-proposta/escolha/precificacao/:pid (automatic or
// manual), preco-auto/:pid, preco-manual/:pid and preco-editar/:pid. The page shows exactly what
// saving would store: the loader runs the PriceProposal decider on the proposal's state as a dry run
// (no event), with the settings in force now and what the user typed ("Recalcular" is a GET of the
// same form); "Salvar preço" sends the command and goes on to the validation step.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  DEFAULT_INFLATION_PCT,
  DEFAULT_TMA_PCT,
  proposalDecider,
  proposalStreamId,
  type ActiveProposal,
  type PriceProposal,
  type PricingMode,
  type PricingPreferences,
  type ProposalPricing,
} from "../../domain/proposal";
import type { PricingSettings } from "../../domain/pricing";
import { DomainError } from "../../domain/shared/decider";
import { foldStream } from "../../eventstore/command-handler";
import { proposalHistory } from "./proposal-history.server";
import { commandContext, localDate } from "../../eventstore/context";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { forbidden, notFound } from "./http.server";
import { parseIntent } from "./intents.server";
import { requireProposal, requireProposalAccess, PROPOSAL_READ_MODELS } from "./proposal-access.server";
import { DISCOUNT, FINAL_PRICE, pricingIntents, typedPrice, type TypedPrice } from "./proposal-pricing-forms";
import { formatMoneyField } from "./pricing-settings-labels";
import { pricingRights, type PricingRights } from "./proposal-pricing-rights";
import { withKitDiscounts } from "./pricing-settings.server";
import { pricingSettingsOf as pricingKeysOf } from "../../projections/read-models/administration-pricing";
import { formReply } from "./replies.server";
import { services } from "./services.server";
import { savedCompanySettings } from "./settings.server";

export type PricingPage = "auto" | "manual" | "edit";
export const MODE_OF: Record<PricingPage, PricingMode> = { auto: "AUTO", manual: "MANUAL", edit: "EDITED" };

const WIZARD = "/proposta/gerar-proposta";
export const pricingPaths = (pid: string) => ({
  choose: `${WIZARD}/escolha/precificacao/${pid}`,
  auto: `${WIZARD}/preco-auto/${pid}`,
  manual: `${WIZARD}/preco-manual/${pid}`,
  edit: `${WIZARD}/preco-editar/${pid}`,
  validation: `${WIZARD}/validacao/${pid}`,
  kit: `${WIZARD}/escolha-kit/${pid}`,
  generation: `${WIZARD}/dados-geracao/nova/${pid}`,
});

/** Today and the next month in Brasília: the viability starts the month after the sale; the access is requested today (GD II). */
function brasiliaToday(now = new Date()): { today: string; nextMonth: string } {
  const today = localDate(now);
  const [y, m] = today.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { today, nextMonth: next };
}

/** The settings and preferences in force now, as the command carries them. */
type Force = { settings: PricingSettings; preferences: PricingPreferences; vendorPriceEdit: boolean };

async function inForce(user: SessionUser): Promise<Force> {
  // One read of the company's settings document: the pricing keys, the kit discounts and the
  // preferences all come from it (it was read twice, with two lists no price uses, before each save).
  const { settings: company, document } = await savedCompanySettings(user);
  const settings = withKitDiscounts(pricingKeysOf(document), company);
  const { today, nextMonth } = brasiliaToday();
  const { inflation, tma } = company.preferences;
  return {
    settings,
    preferences: {
      inflation: typeof inflation === "number" && Number.isFinite(inflation) ? inflation : DEFAULT_INFLATION_PCT,
      tmaPct: typeof tma === "number" && Number.isFinite(tma) ? tma : DEFAULT_TMA_PCT,
      start: nextMonth,
      accessRequestDate: today,
    },
    vendorPriceEdit: company.vendorPriceEdit,
  };
}

/** The proposal the user may see (404 otherwise), its row and its state folded from its events (kit, generation, price). */
async function requirePricingTarget(user: SessionUser, pid: string | undefined) {
  const row = await requireProposal(user, pid);
  return { row, state: await activeState(row.id) };
}

/** The proposal's state folded from its stream; a deleted one is a 404. */
async function activeState(pid: string): Promise<ActiveProposal> {
  const { store } = await services();
  const { state } = await foldStream(store, proposalStreamId(pid), proposalDecider);
  if (state.status !== "active") throw notFound();
  return state;
}

type Figures = Pick<ProposalPricing, "mode" | "revenueData" | "viability" | "autoFinalPrice"> & { type: string; calc: string };

const figuresOf = (p: ProposalPricing): Figures => ({
  mode: p.mode,
  revenueData: p.revenueData,
  viability: p.viability,
  autoFinalPrice: p.autoFinalPrice,
  type: p.inputs.settings.autoPricingType,
  calc: p.inputs.settings.autoPricingCalc,
});

/** The decider on the current state without appending: what "Salvar preço" would store, or why not. */
function dryRun(
  state: ActiveProposal,
  user: SessionUser,
  command: PriceProposal,
): { ok: true; figures: Figures } | { ok: false; message: string; field: string | null } {
  try {
    const [e] = proposalDecider.decide(command, state, commandContext(user.id, user.companyId));
    if (e.type !== "ProposalPriced") throw new Error("PriceProposal gave no ProposalPriced");
    const { proposalId: _p, pricedBy: _b, finished: _f, ...pricing } = e.data;
    return { ok: true, figures: figuresOf(pricing) };
  } catch (err) {
    if (err instanceof DomainError) return { ok: false, message: err.message, field: err.field ?? null };
    throw err;
  }
}

/** Hides what the user may not see: the breakdown (all but the final price) and the potential profit. */
function visibleFigures(f: Figures, rights: PricingRights): Figures {
  const potential = rights.potentialProfit && f.type === "DETAILED" ? f.revenueData.potentialProfit : null;
  return { ...f, revenueData: { ...f.revenueData, potentialProfit: potential } };
}

function command(page: PricingPage, user: SessionUser, force: Force, typed: TypedPrice): PriceProposal {
  return {
    type: "PriceProposal",
    mode: MODE_OF[page],
    pricedBy: user.id,
    settings: force.settings,
    preferences: force.preferences,
    discount: typed.discount,
    typedFinalPrice: page === "auto" ? null : typed.finalPrice,
  };
}

function header(row: Awaited<ReturnType<typeof requireProposal>>, state: ActiveProposal) {
  return {
    id: row.id,
    count: row.count,
    customerId: row.customerId,
    customerName: row.customerName,
    ownerName: row.ownerName ?? "—",
    hasKit: state.kit !== null,
    hasGeneration: state.generation !== null,
    kitName: state.kit?.name ?? null,
    power: state.generation?.realSystemData.power ?? null,
    finished: state.finished,
    pricingStale: state.pricingStale,
  };
}

/** escolha/precificacao/:pid: the company's pricing type and calculation, and the two ways on. */
export async function chooseLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { row, state } = await requirePricingTarget(user, params.pid);
  const force = await inForce(user);
  const rights = pricingRights(user, force.vendorPriceEdit);
  return {
    user,
    proposal: header(row, state),
    paths: pricingPaths(row.id),
    type: force.settings.autoPricingType,
    calc: force.settings.autoPricingCalc,
    rights,
    saved: state.pricing ? visibleFigures(figuresOf(state.pricing), rights) : null,
    history: await proposalHistory(user, row.id),
  };
}

type DryRun = ReturnType<typeof dryRun>;
type Shown = { ok: true; figures: Figures } | { ok: false; message: string; field: string | null } | null;

/**
 * What the page shows for the typed values: the automatic price (reference on the manual and edit
 * pages, the start of an edit) and what saving would store; null where nothing can be computed yet.
 */
function previews(state: ActiveProposal, user: SessionUser, force: Force, rights: PricingRights, page: PricingPage, typed: TypedPrice) {
  const ready = state.kit !== null && state.generation !== null;
  const auto: DryRun | null = ready ? dryRun(state, user, command("auto", user, force, { ...typed, finalPrice: null })) : null;
  let preview = auto;
  if (ready && page !== "auto") {
    const price = typed.finalPrice ?? (page === "edit" && auto?.ok ? auto.figures.revenueData.finalPrice : null);
    preview = price === null ? null : dryRun(state, user, command(page, user, force, { ...typed, finalPrice: price }));
  }
  const show = (r: DryRun | null): Shown => (r && r.ok ? { ok: true, figures: visibleFigures(r.figures, rights) } : r);
  return { preview: show(preview), auto: page === "auto" ? null : show(auto), autoPrice: auto?.ok ? auto.figures.revenueData.finalPrice : null };
}

const NO_EDIT = "Você não tem permissão para digitar ou editar o preço desta proposta.";

/** preco-auto, preco-manual, preco-editar: the preview of what would be saved, the saved price, the form. */
export async function priceLoader({ request, params }: LoaderFunctionArgs, page: PricingPage) {
  const user = await requireUser(request);
  const { row, state } = await requirePricingTarget(user, params.pid);
  const force = await inForce(user);
  const rights = pricingRights(user, force.vendorPriceEdit);
  if (page !== "auto" && !rights.edit) throw forbidden(NO_EDIT);
  const q = new URL(request.url).searchParams;
  const typed = typedPrice(q.get(DISCOUNT), q.get(FINAL_PRICE));
  const shown = previews(state, user, force, rights, page, typed);
  return {
    user,
    page,
    proposal: header(row, state),
    paths: pricingPaths(row.id),
    type: force.settings.autoPricingType,
    calc: force.settings.autoPricingCalc,
    discounts: force.settings.preferences,
    inflation: force.preferences.inflation,
    rights,
    commandId: newCommandId(),
    typed: {
      discount: typed.discountText,
      finalPrice: typed.finalPriceText || (page === "edit" && shown.autoPrice !== null ? formatMoneyField(shown.autoPrice) : ""),
    },
    typedErrors: typed.errors,
    preview: shown.preview,
    auto: shown.auto,
    saved: state.pricing ? visibleFigures(figuresOf(state.pricing), rights) : null,
  };
}

export type PricingReply = {
  intent: "preview" | "save-price";
  values: { discount: string; finalPrice: string };
  preview?: Shown;
  auto?: Shown;
  result?: unknown;
};

export async function priceAction({ request, params }: ActionFunctionArgs, page: PricingPage) {
  const user = await requireUser(request);
  // Saving needs no fold here: the command handler reads the stream itself, and the decider refuses
  // a deleted proposal (not_found) as the fold would. Only "Recalcular" shows figures from the state.
  // Nor the proposal's row: only whether the user may act on it. Both reads go out while the body
  // is read; the token is still checked before either is used.
  const reads = Promise.all([requireProposalAccess(user, params.pid), inForce(user)]);
  reads.catch(() => {}); // a refused token throws first; this read's failure then matters to no one
  const form = await request.formData();
  await requireCsrf(form, user);
  const [pid, force] = await reads;
  const rights = pricingRights(user, force.vendorPriceEdit);
  if (page !== "auto" && !rights.edit) throw forbidden(NO_EDIT);
  const submission = parseIntent(form, pricingIntents);
  const intent = form.get("intent") === "preview" ? "preview" : "save-price";
  const rd = submission.status === "success" ? submission.value.revenueData : undefined;
  const typed = typedPrice(rd?.discount, rd?.finalPrice);
  const answer: PricingReply = { intent, values: { discount: typed.discountText, finalPrice: typed.finalPriceText } };
  if (submission.status !== "success") return formReply<PricingReply>(submission, { with: answer });
  const errors = { ...typed.errors };
  if (page !== "auto" && typed.finalPrice === null && !errors[FINAL_PRICE] && intent === "save-price")
    errors[FINAL_PRICE] = "Preço final: informe o valor em reais.";
  if (Object.keys(errors).length)
    return formReply<PricingReply>(submission, { fieldErrors: Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, [m]])), with: answer });
  if (submission.value.intent === "preview") {
    const shown = previews(await activeState(pid), user, force, rights, page, typed);
    return data({ ...answer, preview: shown.preview, auto: shown.auto, result: undefined });
  }
  // The validation step reads the proposal through requireProposal, which waits for its read model.
  const outcome = await sendCommand(user, proposalStreamId(pid), proposalDecider, command(page, user, force, typed), commandIdFrom(form), {
    nextPageWaits: PROPOSAL_READ_MODELS,
  });
  if (outcome.ok) return redirect(pricingPaths(pid).validation);
  // A rule about the settings (a band, a component) is not a field of this form: it shows above it.
  const field = outcome.error.field === DISCOUNT || outcome.error.field === FINAL_PRICE ? outcome.error.field : undefined;
  return formReply<PricingReply>(submission, { problem: { message: outcome.error.message, field, code: outcome.error.code }, with: answer });
}
