import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 4, customers: the full customer (its own projection "customers"), its owners, its history,
// and the CSV files waiting between the upload's preview and its import (a plain table, not events).
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_customer_profiles",
    sql`
      name text not null,
      search_text text not null,
      email text not null default '',
      phone text not null default '',
      whatsapp text not null default '',
      cpf_cnpj_switch boolean not null default false,
      document text not null default '',
      rg text not null default '',
      nationality text not null default '',
      profession text not null default '',
      postal_code text not null default '',
      uf text not null default '',
      city text not null default '',
      address text not null default '',
      street text not null default '',
      number text not null default '',
      district text not null default '',
      complement text not null default '',
      person_in_charge_name text not null default '',
      person_in_charge_cpf text not null default '',
      observations text not null default '',
      income numeric(14, 2),
      origin text not null default '',
      archived boolean not null default false,
      registered_by text not null,
      registered_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await sql`create index rm_customer_profiles_list on rm_customer_profiles (company_id, archived, name, id)`.execute(db);
  await sql`
    create table rm_customer_owners (
      customer_id uuid not null,
      owner_id uuid not null,
      company_id uuid not null,
      primary key (customer_id, owner_id)
    )`.execute(db);
  await sql`create index rm_customer_owners_owner on rm_customer_owners (company_id, owner_id, customer_id)`.execute(db);
  await sql`
    create table rm_customer_history (
      customer_id uuid not null,
      stream_position integer not null,
      company_id uuid not null,
      event_type text not null,
      actor_id text not null,
      occurred_at timestamptz not null,
      data jsonb not null,
      primary key (customer_id, stream_position)
    )`.execute(db);
  await companyScopedTable(
    db,
    "customer_uploads",
    sql`
      user_id uuid not null,
      sha256 text not null,
      file_name text not null,
      content text not null,
      created_at timestamptz not null`,
  );
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["customer_uploads", "rm_customer_history", "rm_customer_owners", "rm_customer_profiles"]);
}
