// Migrations are plain modules listed here (no file scanning), so they bundle with the app.
import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as m0001 from "./migrations/0001_eventstore";
import * as m0002 from "./migrations/0002_projections";
import * as m0003 from "./migrations/0003_auth";
import * as m0004 from "./migrations/0004_read_models";
import * as m0005 from "./migrations/0005_item_lifecycle";
import * as m0250 from "./migrations/0250_dashboard";
import * as m0251 from "./migrations/0251_dashboard_notes";
import * as m0200 from "./migrations/0200_automation";
import * as m0150 from "./migrations/0150_notes_agenda_files";
import * as m0400 from "./migrations/0400_administration";
import * as m0500 from "./migrations/0500_board_totals";
import * as m0100 from "./migrations/0100_customer_profiles";
import * as m0600 from "./migrations/0600_security_auth";
import * as m0610 from "./migrations/0610_archive_deleted_files";
import * as m0730 from "./migrations/0730_tables";
import * as m0740 from "./migrations/0740_security_log_as_events";
import * as m0750 from "./migrations/0750_tables_typed_and_staging";
import * as m0700 from "./migrations/0700_catalogue";
import * as m0710 from "./migrations/0710_kits";
import * as m0720 from "./migrations/0720_catalogue_imports";
import * as m0760 from "./migrations/0760_proposals";
import * as m0790 from "./migrations/0790_proposal_presentation";
import * as m0800 from "./migrations/0800_proposal_deletion";
import * as m0840 from "./migrations/0840_proposal_final";
import * as m0870 from "./migrations/0870_proposal_potential_profit";
import * as m0920 from "./migrations/0920_agenda_completion";
import * as m0770 from "./migrations/0770_proposal_kit_generation";
import * as m0780 from "./migrations/0780_proposal_pricing";
import * as m0830 from "./migrations/0830_proposal_logo_and_clone_source";
import * as m0950 from "./migrations/0950_password_recovery_and_mail";
import * as m0960 from "./migrations/0960_item_undo_trash";
import * as m0980 from "./migrations/0980_item_sale_fields";
import * as m0990 from "./migrations/0990_after_sales_services";
import * as m0991 from "./migrations/0991_after_sales_templates";
import * as m0992 from "./migrations/0992_after_sales_proposals";
import * as m1000 from "./migrations/1000_item_owners";
import * as m1010 from "./migrations/1010_service_line_price_comps";
import * as m1030 from "./migrations/1030_customer_counts";

const migrations: Record<string, Migration> = {
  "0001_eventstore": m0001,
  "0002_projections": m0002,
  "0003_auth": m0003,
  "0004_read_models": m0004,
  "0005_item_lifecycle": m0005,
  "0250_dashboard": m0250,
  "0251_dashboard_notes": m0251,
  "0200_automation": m0200,
  "0150_notes_agenda_files": m0150,
  "0400_administration": m0400,
  "0100_customer_profiles": m0100,
  "0500_board_totals": m0500,
  "0600_security_auth": m0600,
  "0610_archive_deleted_files": m0610,
  "0730_tables": m0730,
  "0740_security_log_as_events": m0740,
  "0750_tables_typed_and_staging": m0750,
  "0700_catalogue": m0700,
  "0710_kits": m0710,
  "0720_catalogue_imports": m0720,
  "0760_proposals": m0760,
  "0790_proposal_presentation": m0790,
  "0800_proposal_deletion": m0800,
  "0840_proposal_final": m0840,
  "0870_proposal_potential_profit": m0870,
  "0920_agenda_completion": m0920,
  "0770_proposal_kit_generation": m0770,
  "0780_proposal_pricing": m0780,
  "0830_proposal_logo_and_clone_source": m0830,
  "0950_password_recovery_and_mail": m0950,
  "0960_item_undo_trash": m0960,
  "0980_item_sale_fields": m0980,
  "0990_after_sales_services": m0990,
  "0991_after_sales_templates": m0991,
  "0992_after_sales_proposals": m0992,
  "1000_item_owners": m1000,
  "1010_service_line_price_comps": m1010,
  "1030_customer_counts": m1030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Unordered: areas number their migrations in their own ranges (0100s, 0200s...), merged in any order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
