import { sql, type Kysely } from "kysely";

// Issue 20, several owners on an item (ADR 028): the item's extra owners (co-owners), written by the
// core projection from ItemOwnersChanged. The primary owner stays rm_items.owner_id. No event before
// this migration names co-owners, so the empty table is already what a rebuild would give.
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_item_owners (
      item_id uuid not null,
      user_id uuid not null,
      company_id uuid not null,
      position integer not null,
      primary key (item_id, user_id)
    )`.execute(db);
  // The data scopes ask "items co-owned by these users" (board, lists, agenda): by company and user.
  await sql`create index rm_item_owners_user on rm_item_owners (company_id, user_id, item_id)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_item_owners`.execute(db);
}
