import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Read models: disposable, written only by projectors, rebuilt from the log.
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_companies (
      id uuid primary key,
      name text not null,
      plan text not null,
      status_ok boolean not null,
      manager_id uuid not null,
      sales_lost_reasons jsonb not null,
      registered_at timestamptz not null
    )`.execute(db);
  await companyScopedTable(
    db,
    "rm_users",
    sql`
      name text not null,
      email text not null,
      role text not null,
      active boolean not null`,
  );
  await sql`create index rm_users_company on rm_users (company_id)`.execute(db);
  await companyScopedTable(
    db,
    "rm_customers",
    sql`
      name text not null,
      search_text text not null,
      owner_id uuid,
      registered_at timestamptz not null`,
  );
  await sql`create index rm_customers_company on rm_customers (company_id, name, id)`.execute(db);
  await sql`
    create table rm_board_columns (
      company_id uuid not null,
      board_type text not null,
      column_id uuid not null,
      title text not null,
      inactivity_window integer not null,
      sort_key text collate "C" not null,
      primary key (company_id, board_type, column_id)
    )`.execute(db);
  await companyScopedTable(
    db,
    "rm_items",
    sql`
      board_type text not null,
      number integer not null,
      name text not null,
      search_text text not null,
      amount numeric(14, 2) not null,
      customer_id uuid,
      customer_name text,
      status text not null,
      column_id uuid not null,
      sort_key text collate "C" not null,
      owner_id uuid not null,
      lead_temperature integer not null,
      validity_date date,
      power numeric(12, 2),
      uc_type text,
      lost_reason text,
      registered_at timestamptz not null,
      updated_at timestamptz not null,
      idle_since timestamptz not null,
      idle_reason text not null,
      version integer not null`,
  );
  await sql`create index rm_items_board on rm_items (company_id, board_type, status, column_id, sort_key, id)`.execute(db);
  await sql`create unique index rm_items_number on rm_items (company_id, number)`.execute(db);
  await sql`
    create table rm_item_history (
      item_id uuid not null,
      stream_position integer not null,
      company_id uuid not null,
      event_type text not null,
      actor_id uuid not null,
      actor_name text not null,
      occurred_at timestamptz not null,
      text text not null,
      primary key (item_id, stream_position)
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_item_history", "rm_items", "rm_board_columns", "rm_customers", "rm_users", "rm_companies"]);
}
