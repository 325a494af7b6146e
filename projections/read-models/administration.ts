// Teams, saved settings groups, after-sales services, proposal slugs and platform admins.
// rm_company_settings holds one JSON document per company with only the groups ever saved;
// app/lib/settings.server.ts lays it over the spec's defaults.
import { sql } from "kysely";
import type { ProjectionHandler } from "../types";
import { LIST_SETTINGS } from "../../domain/company";

const json = (v: unknown) => sql`${JSON.stringify(v)}::text::jsonb`;

/** Sets one key of the company's settings document (creating the row on first save). */
const setSetting =
  (key: string, pick: (data: any) => unknown): ProjectionHandler =>
  async (trx, e) => {
    const patch = json({ [key]: pick(e.data) });
    await sql`
    insert into rm_company_settings (company_id, settings) values (${e.metadata.companyId}, ${patch})
    on conflict (company_id) do update set settings = rm_company_settings.settings || excluded.settings`.execute(trx);
  };

const listHandlers: Record<string, ProjectionHandler> = Object.fromEntries(
  Object.values(LIST_SETTINGS).map(([event, key]) => [event, setSetting(key, (d) => d.values)]),
);

async function writeTeam(trx: Parameters<ProjectionHandler>[0], companyId: string, team: any) {
  await trx.deleteFrom("rm_team_members").where("team_id", "=", team.id).execute();
  await trx
    .insertInto("rm_teams")
    .values({ id: team.id, company_id: companyId, name: team.name, type: team.type, leader_id: team.leaderId })
    .onConflict((oc) => oc.column("id").doUpdateSet({ name: team.name, type: team.type, leader_id: team.leaderId }))
    .execute();
  if (team.memberIds.length) {
    await trx
      .insertInto("rm_team_members")
      .values(team.memberIds.map((user_id: string) => ({ team_id: team.id, user_id, company_id: companyId })))
      .execute();
  }
}

export const administrationHandlers: Record<string, ProjectionHandler> = {
  ...listHandlers,
  HiddenMenusSet: setSetting("hiddenMenus", (d) => d.hiddenMenus),
  PreferencesSet: setSetting("preferences", (d) => d.preferences),
  VendorPriceEditSet: setSetting("vendorPriceEdit", (d) => d.vendorPriceEdit),
  ProposalSlugSet: setSetting("proposalSlug", (d) => d.slug),
  async TeamCreated(trx, e) {
    await writeTeam(trx, e.metadata.companyId, e.data.team);
  },
  async TeamEdited(trx, e) {
    await writeTeam(trx, e.metadata.companyId, e.data.team);
  },
  async TeamDeleted(trx, e) {
    await trx.deleteFrom("rm_team_members").where("team_id", "=", e.data.teamId).execute();
    await trx
      .deleteFrom("rm_teams")
      .where("id", "=", e.data.teamId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async AfterSalesServiceAdded(trx, e) {
    await trx
      .insertInto("rm_after_sales_services")
      .values({
        id: e.data.serviceId,
        company_id: e.metadata.companyId,
        name: e.data.service.name,
        type: e.data.service.type,
        position: Number(e.position.b),
      })
      .execute();
  },
  async AfterSalesServiceEdited(trx, e) {
    await trx
      .updateTable("rm_after_sales_services")
      .set({ name: e.data.service.name, type: e.data.service.type })
      .where("id", "=", e.data.serviceId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async AfterSalesServiceDeleted(trx, e) {
    await trx
      .deleteFrom("rm_after_sales_services")
      .where("id", "=", e.data.serviceId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async SlugReserved(trx, e) {
    await trx.insertInto("rm_proposal_slugs").values({ slug: e.data.slug, company_id: e.data.companyId }).execute();
  },
  async SlugReleased(trx, e) {
    await trx.deleteFrom("rm_proposal_slugs").where("slug", "=", e.data.slug).execute();
  },
  async AdminRegistered(trx, e) {
    await trx.insertInto("rm_admins").values({ id: e.data.id, name: e.data.name, email: e.data.email }).execute();
  },
};
