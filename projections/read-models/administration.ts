// Teams, saved settings groups (the pricing settings too: administration-pricing.ts), after-sales
// services, proposal slugs and platform admins.
// rm_company_settings holds one JSON document per company with only the groups ever saved;
// app/lib/settings.server.ts lays it over the spec's defaults.
import { sql, type Transaction } from "kysely";
import { jsonb } from "../bulk-sql";
import type { DB } from "../../db/schema";
import {
  LIST_SETTINGS,
  preferencesOf,
  type AdminEvent,
  type CompanyEvent,
  type PreferencesSet,
  type SlugEvent,
  type Team,
} from "../../domain/company";
import type { RecordedEvent } from "../../eventstore/types";
import { deleteRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";
import type { PricingSettingsEvent } from "../../domain/pricing-settings";
import { pricingSettingsHandlers } from "./administration-pricing";

/** Sets one key of the company's settings document (creating the row on first save). */
const setSetting =
  <D>(key: string, pick: (data: D) => unknown) =>
  async (trx: Transaction<DB>, e: RecordedEvent<string, D>) => {
    const patch = jsonb({ [key]: pick(e.data) });
    await sql`
    insert into rm_company_settings (company_id, settings) values (${e.metadata.companyId}, ${patch})
    on conflict (company_id) do update set settings = rm_company_settings.settings || excluded.settings`.execute(trx);
  };

/** TeamCreated and TeamEdited: the team's row and its members as the event gives them. */
async function writeTeam(trx: Transaction<DB>, e: RecordedEvent<string, { team: Team & { type: string } }>) {
  const { team } = e.data;
  const companyId = e.metadata.companyId;
  await trx.deleteFrom("rm_team_members").where("team_id", "=", team.id).execute();
  await trx
    .insertInto("rm_teams")
    .values({ id: team.id, company_id: companyId, name: team.name, type: team.type, leader_id: team.leaderId })
    .onConflict((oc) => oc.column("id").doUpdateSet({ name: team.name, type: team.type, leader_id: team.leaderId }))
    .execute();
  if (team.memberIds.length) {
    await trx
      .insertInto("rm_team_members")
      .values(team.memberIds.map((user_id) => ({ team_id: team.id, user_id, company_id: companyId })))
      .execute();
  }
}

const deleteTeam = deleteRow("rm_teams", (d: { teamId: string }) => d.teamId, { inCompany: true });

/** The list settings (ListSettingsSet): LIST_SETTINGS maps each event type to its key. */
const listHandlers = Object.fromEntries(
  Object.values(LIST_SETTINGS).map(([event, key]) => [event, setSetting(key, (d: { values: string[] }) => d.values)]),
);

export const administrationHandlers: TypedHandlers<CompanyEvent | SlugEvent | AdminEvent | PricingSettingsEvent> = {
  ...listHandlers,
  ...pricingSettingsHandlers,
  HiddenMenusSet: setSetting("hiddenMenus", (d: { hiddenMenus: string[] }) => d.hiddenMenus),
  // Upcast of older events (losses 0 meant "not set"; availabilityTaxDiscount had no effect).
  PreferencesSet: setSetting("preferences", (d: PreferencesSet["data"]) => preferencesOf(d)),
  SecuritySettingsSet: setSetting("security", (d: { security: unknown }) => d.security),
  DisabledSuppliersSet: setSetting("disabledSuppliers", (d: { disabledSuppliers: string[] }) => d.disabledSuppliers),
  VendorPriceEditSet: setSetting("vendorPriceEdit", (d: { vendorPriceEdit: boolean }) => d.vendorPriceEdit),
  ProposalSlugSet: setSetting("proposalSlug", (d: { slug: string }) => d.slug),
  TeamCreated: writeTeam,
  TeamEdited: writeTeam,
  async TeamDeleted(trx, e) {
    await trx.deleteFrom("rm_team_members").where("team_id", "=", e.data.teamId).execute();
    await deleteTeam(trx, e);
  },
  AfterSalesServiceAdded: insertRow("rm_after_sales_services", ({ data, position }) => ({
    id: data.serviceId,
    name: data.service.name,
    type: data.service.type,
    position: Number(position.b),
  })),
  AfterSalesServiceEdited: updateRow(
    "rm_after_sales_services",
    (d) => d.serviceId,
    ({ data }) => ({ name: data.service.name, type: data.service.type }),
    { inCompany: true },
  ),
  AfterSalesServiceDeleted: deleteRow("rm_after_sales_services", (d) => d.serviceId, { inCompany: true }),
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
