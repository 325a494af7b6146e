// Every projection the app runs. Bump a version to rebuild that projection at the next start.
import { composeProjection } from "./compose";
import type { Projection } from "./types";
import { companyHandlers } from "./read-models/companies";
import { customerHandlers } from "./read-models/customers";
import { boardHandlers } from "./read-models/board";
import { historyHandlers } from "./read-models/history";
import { itemOwnerHandlers } from "./read-models/item-owners";
import { analyticsHandlers } from "./read-models/analytics";
import { notificationHandlers } from "./read-models/notifications";
import { automationProjection } from "./automation";
import { notesProjection } from "./notes-projection";
import { afterSalesProjection } from "./after-sales-projection";
import { administrationHandlers } from "./read-models/administration";
import { customerProfileHandlers } from "./read-models/customer-profiles";
import { irradiationHandlers, tariffHandlers } from "./read-models/tables";
import { kitHandlers } from "./read-models/kits";
import { equipmentHandlers, inverterHandlers, moduleHandlers } from "./read-models/catalogue";
import { catalogueImportHandlers } from "./read-models/catalogue-imports";
import { tableImportHandlers } from "./read-models/catalogue-imports-tables";
import { proposalHandlers } from "./read-models/proposals";
import { proposalDefaultsHandlers } from "./read-models/proposals-presentation";
import { proposalCloneSourceHandlers, proposalLogoHandlers } from "./read-models/proposals-logo";

/** Companies, users, customers, boards, cards and item history: one checkpoint, one transaction. */
export const coreProjection: Projection = composeProjection(
  "core",
  // v2: rm_companies.sales_lost_reasons stored as a JSON array on PostgreSQL (was a JSON string).
  // v3: the whole item lifecycle (columns, finish, qualify, send, delete, reject reasons).
  // v4: collaborators (edit, deactivate, permission flags), plan/status changes, lost reasons saved.
  // v5: the item's sale fields (ADR 025): the rm_items_trash copies made before them lacked their keys.
  5,
  // rm_board_totals is kept by triggers on rm_items (migration 0500); listed so a rebuild empties it too.
  [
    "rm_companies",
    "rm_users",
    "rm_customers",
    "rm_board_columns",
    "rm_items",
    "rm_board_totals",
    "rm_item_history",
    "rm_item_reject_reasons",
    "rm_items_trash",
    // ADR 028: an item's co-owners (migration 1000; no earlier event names any, so no rebuild was needed).
    "rm_item_owners",
  ],
  [companyHandlers, customerHandlers, boardHandlers, historyHandlers, itemOwnerHandlers],
);

/** The customers area (issue 4): full profiles, owners (data scopes) and each customer's history. */
export const customersProjection: Projection = composeProjection(
  "customers",
  // v2: rm_customer_counts (active customers per owner set, issue 19: /inicio reads it, not one row per customer).
  2,
  ["rm_customer_profiles", "rm_customer_owners", "rm_customer_history", "rm_customer_counts"],
  [customerProfileHandlers],
);

/**
 * The dashboard (issue 6): analytics per owner and month, column stays and notifications. Its own
 * checkpoint: it keeps its own copy of the item figures (rm_an_items), never reads core's tables.
 */
export const dashboardProjection: Projection = composeProjection(
  "dashboard",
  // v2: scheduled-note notifications follow NoteEdited / NoteDeleted (rm_ntf_notes).
  2,
  [
    "rm_an_items",
    "rm_an_monthly",
    "rm_an_open",
    "rm_an_column_stays",
    "rm_notifications",
    "rm_ntf_notes",
    // ADR 016: rows set aside by a delete that "Desfazer" may bring back.
    "rm_an_items_trash",
    "rm_notifications_trash",
  ],
  [analyticsHandlers, notificationHandlers],
);

/** Business-event payloads and webhooks (issue 5): see projections/automation.ts. */
export { automationProjection };

/** Teams, settings groups, after-sales services, proposal slugs, platform admins. */
export const administrationProjection: Projection = composeProjection(
  "administration",
  2, // 2: PreferencesSet upcast (older events: losses 0 → null, "not set"; availabilityTaxDiscount → true)
  ["rm_teams", "rm_team_members", "rm_company_settings", "rm_after_sales_services", "rm_proposal_slugs", "rm_admins"],
  [administrationHandlers],
);

/** Issue 15: the company's irradiation and tariff tables. */
export const tablesProjection: Projection = composeProjection(
  "tables",
  // v2: a city's values typed on the screen, tariff imports by slice, who imported (rm_irradiation.actor_id).
  2,
  ["rm_irradiation", "rm_irradiation_imports", "rm_tariffs"],
  [irradiationHandlers, tariffHandlers],
);

/** Kits (issue 15): rm_kits, the kit list and the kit choice. */
export const kitsProjection: Projection = composeProjection("kits", 1, ["rm_kits"], [kitHandlers]);

/** The company's catalogue (issue 15): modules, inverters and equipment. Bulk handlers (imports). */
export const catalogueProjection: Projection = composeProjection(
  "catalogue",
  1,
  ["rm_modules", "rm_inverters", "rm_equipment"],
  [moduleHandlers, inverterHandlers, equipmentHandlers],
);

/** Catalogue, irradiation and tariff imports (issue 15): /importacoes/lista and the refused lines of each import. */
export const importsProjection: Projection = composeProjection(
  "imports",
  // v2: the irradiation and tariff imports too.
  2,
  ["rm_catalogue_imports", "rm_catalogue_import_refused"],
  [catalogueImportHandlers, tableImportHandlers],
);

/** Proposals (issue 16): rm_proposals, numbered per company in log order; the company's proposal defaults and logo. */
export const proposalsProjection: Projection = composeProjection(
  "proposals",
  // 2: the wizard's later steps (kit, generation, price, validity, customisation, deletion); 3: the logo, cloned_from, views and
  // sendings (issue 17); 4: the potential profit of the price (migration 0870)
  4,
  ["rm_proposals", "rm_proposal_defaults", "rm_proposal_logos", "rm_proposal_sends"],
  [proposalHandlers, proposalDefaultsHandlers, proposalLogoHandlers, proposalCloneSourceHandlers],
);

// One per line, so areas add theirs without touching each other's lines.
export const allProjections: Projection[] = [
  coreProjection,
  dashboardProjection,
  automationProjection,
  notesProjection,
  administrationProjection,
  customersProjection,
  tablesProjection,
  kitsProjection,
  catalogueProjection,
  importsProjection,
  proposalsProjection,
  afterSalesProjection,
];
