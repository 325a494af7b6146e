// What the validation and customisation steps and /personalizar-proposta/:uid share: the company's
// date (America/Sao_Paulo: the app passes it in SetValidity, the domain reads no clock), the
// default validity (today + preferences.validity days, 15 by default), the company's proposal
// defaults (the read model over the initial ones) and the wizard's paths around these steps.
import { addDays, localDate } from "../../domain/shared/format";
import { checkPresentation } from "../../domain/proposal";
import { INITIAL_PROPOSAL_DEFAULTS, type ProposalDefaults } from "../../domain/proposal-defaults";
import { proposalDefaults, proposalPresentation } from "../../projections/read-models/proposals-presentation.queries";
import { requirePermission } from "./access.server";
import { requireUser, type SessionUser } from "./auth.server";
import { notFound } from "./http.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const validityPath = (pid: string) => `/proposta/gerar-proposta/validacao/${pid}`;
export const customizationPath = (pid: string) => `/proposta/gerar-proposta/personalizacao/${pid}`;
export const pricingChoicePath = (pid: string) => `/proposta/gerar-proposta/escolha/precificacao/${pid}`;
/** Where the wizard ends: the user's list (the flash says "Proposta #00042 concluída. · Abrir"; it used to ride in ?salvo=<pid>). */
export const finishedPath = (user: SessionUser) => `/propostas/lista/${user.id}`;
export const defaultsPath = (uid: string) => `/personalizar-proposta/${uid}`;

/** The company's calendar date, aaaa-mm-dd. */
export const companyToday = () => localDate(new Date().toISOString()) ?? new Date().toISOString().slice(0, 10);

/** today + preferences.validity days (spec part 3 §5: 15 when not set). */
export async function defaultValidityDate(user: SessionUser, today: string): Promise<string> {
  const days = Number((await getCompanySettings(user.companyId)).preferences.validity);
  return addDays(today, Number.isInteger(days) && days > 0 && days <= 3650 ? days : 15);
}

/** The company's defaults as saved, else the initial ones (every section, no text). */
export async function companyProposalDefaults(user: Pick<SessionUser, "companyId">): Promise<ProposalDefaults> {
  const { database } = await services();
  const saved = await proposalDefaults(database.db, user.companyId);
  if (!saved) return INITIAL_PROPOSAL_DEFAULTS;
  return { ...checkPresentation(saved), primaryColor: saved.primaryColor, secondaryColor: saved.secondaryColor };
}

/** A proposal's validity date and customisation (the proposal already found in the user's scope). */
export async function presentationOf(user: SessionUser, pid: string) {
  const { database } = await services();
  return (await proposalPresentation(database.db, user.companyId, pid)) ?? { validityDate: null, customization: null };
}

/**
 * /personalizar-proposta/:uid: managers, or vendors with configManager, as the settings (part 1 §6:
 * 403 otherwise); :uid is the spec's URL shape and must be the signed-in user: any other id is a 404
 * (the defaults are the company's; the page never shows another user's anything).
 */
export async function requireDefaultsUser(request: Request, uid: string | undefined): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  if (uid !== user.id) throw notFound("Página não encontrada.");
  return user;
}
