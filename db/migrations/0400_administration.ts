import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 7: vendor permission flags and deactivation on rm_users; teams; saved settings groups;
// platform admins (credentials and sessions are plain tables: secrets never go into events).
export async function up(db: Kysely<any>) {
  await sql`alter table rm_users add column permissions jsonb not null default '{}'::jsonb`.execute(db);
  await companyScopedTable(
    db,
    "rm_teams",
    sql`
      name text not null,
      type text not null,
      leader_id uuid not null`,
  );
  await sql`create index rm_teams_company on rm_teams (company_id)`.execute(db);
  await sql`
    create table rm_team_members (
      team_id uuid not null,
      user_id uuid not null,
      company_id uuid not null,
      primary key (team_id, user_id)
    )`.execute(db);
  await sql`create index rm_team_members_user on rm_team_members (company_id, user_id)`.execute(db);
  await sql`
    create table rm_company_settings (
      company_id uuid primary key,
      settings jsonb not null
    )`.execute(db);
  await companyScopedTable(
    db,
    "rm_after_sales_services",
    sql`
      name text not null,
      type text not null,
      position bigint not null`,
  );
  await sql`create table rm_proposal_slugs (slug text primary key, company_id uuid not null)`.execute(db);
  await sql`
    create table rm_admins (
      id uuid primary key,
      name text not null,
      email text not null unique
    )`.execute(db);
  await sql`
    create table admin_credentials (
      admin_id uuid primary key,
      email text not null unique,
      password_hash text not null
    )`.execute(db);
  await sql`
    create table admin_sessions (
      id text primary key,
      admin_id uuid not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, [
    "admin_sessions",
    "admin_credentials",
    "rm_admins",
    "rm_proposal_slugs",
    "rm_after_sales_services",
    "rm_company_settings",
    "rm_team_members",
    "rm_teams",
  ]);
  await sql`alter table rm_users drop column permissions`.execute(db);
}
