// /configuracoes: the company's settings, one section at a time (?secao=...), each group saved by
// its own command and event (part 3 §7). Non-vendors or vendors with configManager (part 1 §6).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId, slugDecider, slugStreamId, type CompanyCommand } from "../../domain/company";
import { MENU_AREAS, SLUG_RE } from "../../domain/company/settings";
import { DomainError, MSG, parseNumberBR } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { services } from "./services.server";
import { activeUsersByName } from "../../projections/read-models/companies.queries";
import { getCompanySettings } from "./settings.server";
import { supplierLogin } from "./supplier-credentials.server";
import { LIST_SECTIONS, MANAGER_ONLY_SECTIONS, OTHER_SECTIONS, PREFERENCE_FLAGS, PREFERENCE_NUMBERS, PREFERENCE_TEXTS } from "./settings-sections";

export async function requireSettingsAccess(request: Request) {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  return user;
}

const SECTIONS: readonly string[] = [...LIST_SECTIONS.map((s) => s.slug), ...OTHER_SECTIONS.map((s) => s.slug)];

export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireSettingsAccess(request);
  const url = new URL(request.url);
  const asked = url.searchParams.get("secao") ?? "";
  const allowed = SECTIONS.includes(asked) && (user.role === "MANAGER" || !MANAGER_ONLY_SECTIONS.includes(asked));
  const section = allowed ? asked : LIST_SECTIONS[0].slug;
  const settings = await getCompanySettings(user.companyId);
  const { database } = await services();
  const users = await activeUsersByName(database.db, user.companyId);
  return {
    user,
    section,
    settings,
    users,
    menuAreas: [...MENU_AREAS],
    /** The supplier login's e-mail and whether a password is stored (never the password). */
    supplierLogin: section === "fornecedores" ? await supplierLogin(user.companyId) : null,
    commandId: newCommandId(),
  };
}
