// The readers of the administration read model (rm_teams, rm_team_members, rm_company_settings,
// rm_after_sales_services: tables administration.ts writes), each scoped to one company.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { PricingSettingsState } from "../../domain/pricing-settings";
import { pricingSettingsOf } from "./administration-pricing";

/** The ids of the members of the teams `leaderId` leads in the company (may include the leader). */
export async function ledMemberRows(db: Kysely<DB>, companyId: string, leaderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("rm_team_members")
    .innerJoin("rm_teams", "rm_teams.id", "rm_team_members.team_id")
    .select("rm_team_members.user_id")
    .where("rm_teams.company_id", "=", companyId)
    .where("rm_teams.leader_id", "=", leaderId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** The company's teams by name. */
export function teams(db: Kysely<DB>, companyId: string) {
  return db.selectFrom("rm_teams").select(["id", "name", "leader_id"]).where("company_id", "=", companyId).orderBy("name").orderBy("id").execute();
}

/** Every (team, member) pair of the company. */
export function teamMembers(db: Kysely<DB>, companyId: string) {
  return db.selectFrom("rm_team_members").select(["team_id", "user_id"]).where("company_id", "=", companyId).execute();
}

/** The company's saved settings groups (one JSON document), or undefined when none was ever saved. */
export async function savedSettings(db: Kysely<DB>, companyId: string): Promise<unknown> {
  const row = await db.selectFrom("rm_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirst();
  return row?.settings;
}

/** The company's pricing settings as saved (type, calculation, bands, components, restrictions), defaults where never saved. */
export async function savedPricingSettings(db: Kysely<DB>, companyId: string): Promise<PricingSettingsState> {
  return pricingSettingsOf(await savedSettings(db, companyId));
}

/** The company's after-sales services, in order. */
export function afterSalesServices(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_after_sales_services")
    .select(["id", "name", "type"])
    .where("company_id", "=", companyId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
