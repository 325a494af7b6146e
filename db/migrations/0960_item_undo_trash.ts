import { sql, type Kysely } from "kysely";
import { dropTables } from "./shared";

// Issue 18, "Desfazer" after deleting items (ADR 016): each projection that dropped an item's rows on
// ItemDeleted now sets them aside here, as JSON copies of the rows, so ItemRestored can put them back
// exactly (number, column, sort key, figures, stays, notifications). Only deletes that carry
// `deletedAt` (restorable ones) are set aside, so the log written before this gives the same rows.
export async function up(db: Kysely<any>) {
  // Core projection: the rm_items row and its reject reasons.
  await sql`
    create table rm_items_trash (
      item_id uuid primary key,
      company_id uuid not null,
      item jsonb not null,
      reject_reasons jsonb not null
    )`.execute(db);
  // Dashboard projection: the rm_an_items row and its column stays; the item's notifications.
  await sql`
    create table rm_an_items_trash (
      item_id uuid primary key,
      company_id uuid not null,
      item jsonb not null,
      stays jsonb not null
    )`.execute(db);
  await sql`
    create table rm_notifications_trash (
      item_id uuid primary key,
      company_id uuid not null,
      notifications jsonb not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_notifications_trash", "rm_an_items_trash", "rm_items_trash"], { ifExists: true });
}
