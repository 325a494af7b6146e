// The pricing settings screens' shared server side: who may open them (MANAGER or pricingEdit,
// part 3 §6), what the company's settings are (the read model, scoped by company), what settings
// may name (the company's users and after-sales services), and sending a command to the company's
// pricing stream.
import { pricingSettingsDecider, pricingSettingsStreamId, type PricingKnown, type PricingSettingsCommand } from "../../domain/pricing-settings";
import type { PricingSettings } from "../../domain/pricing";
import type { CompanySettings } from "../../domain/settings/defaults";
import { afterSalesServices, savedPricingSettings } from "../../projections/read-models/administration.queries";
import { allUsers } from "../../projections/read-models/companies.queries";
import { requirePermission } from "./access.server";
import { requireUser, type SessionUser } from "./auth.server";
import { sendCommand } from "./commands.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const PRICING_PATH = "/configuracoes/precificacao";
export const COMPONENTS_PATH = `${PRICING_PATH}/componentes`;
export const RESTRICTIONS_PATH = `${PRICING_PATH}/restricoes`;

/** The signed-in user, or 403 unless they may edit pricing (a manager, or a vendor with pricingEdit). */
export async function requirePricingUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "pricingEdit");
  return user;
}

/** The company's saved pricing settings (defaults where never saved). */
export async function pricingSettingsOf(user: SessionUser) {
  const { database } = await services();
  return savedPricingSettings(database.db, user.companyId);
}

/** The settings the engine prices with: the saved pricing groups and the kit discounts of the preferences. */
export async function enginePricingSettings(user: SessionUser): Promise<PricingSettings> {
  const [saved, company] = await Promise.all([pricingSettingsOf(user), getCompanySettings(user.companyId)]);
  return withKitDiscounts(saved, company);
}

/** The same from settings already read (a caller that needs the company's settings too reads them once). */
export function withKitDiscounts(
  saved: Awaited<ReturnType<typeof pricingSettingsOf>>,
  company: Pick<CompanySettings, "preferences">,
): PricingSettings {
  const { stdKitDiscount, maxKitDiscount } = company.preferences;
  return { ...saved, preferences: { stdKitDiscount, maxKitDiscount } };
}

export interface PricingPeople {
  /** Every user of the company (a deactivated one may still be named by a saved component), active first. */
  users: { id: string; name: string; role: string; active: boolean }[];
  /** The after-sales services' names. */
  services: string[];
}

export async function pricingPeople(user: SessionUser): Promise<PricingPeople> {
  const { database } = await services();
  const [users, services_] = await Promise.all([allUsers(database.db, user.companyId), afterSalesServices(database.db, user.companyId)]);
  return {
    users: users
      .map((u) => ({ id: u.id, name: u.role === "MANAGER" ? `${u.name} (gerente)` : u.name, role: u.role, active: u.active }))
      .sort((a, b) => Number(b.active) - Number(a.active)),
    services: services_.map((s) => s.name),
  };
}

/** What a command may name, from the same read models the page showed. */
export const knownOf = (people: PricingPeople): PricingKnown => ({ users: people.users.map((u) => u.id), services: people.services });

export function sendPricingCommand(user: SessionUser, command: PricingSettingsCommand, commandId: string) {
  return sendCommand(user, pricingSettingsStreamId(user.companyId), pricingSettingsDecider, command, commandId);
}

/** Users as a select's options: active ones, plus an inactive one only when it is the value saved. */
export const userOptions = (people: PricingPeople, keep: readonly (string | null)[] = []) =>
  people.users.filter((u) => u.active || keep.includes(u.id)).map((u) => [u.id, u.active ? u.name : `${u.name} (desativado)`] as const);
