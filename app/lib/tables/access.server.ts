// The irradiation and tariff tables live in the settings area: managers, or users with configManager.
import { can, requirePermission } from "../access.server";
import { requireUser, type SessionUser } from "../auth.server";

export const IRRADIATION_PATH = "/tabelas/irradiacao";
export const TARIFFS_PATH = "/tabelas/tarifas";

export const canUseTables = (user: SessionUser) => can(user, "configManager");

export async function requireTablesUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  return user;
}
