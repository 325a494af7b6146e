import { sql, type Kysely } from "kysely";

// Secrets live in plain tables, never in events (DESIGN §3).
export async function up(db: Kysely<any>) {
  await sql`
    create table credentials (
      user_id uuid primary key,
      company_id uuid not null,
      email text not null unique,
      password_hash text not null
    )`.execute(db);
  await sql`
    create table sessions (
      id text primary key,
      user_id uuid not null,
      company_id uuid not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table sessions`.execute(db);
  await sql`drop table credentials`.execute(db);
}
