import { sql, type Kysely } from "kysely";

// Issue 16, validation and customisation: a proposal's validity date and customisation (the
// sections and texts its final page shows) on rm_proposals, and rm_proposal_defaults, the company's
// defaults for them and the final proposal's colours (stream proposal-defaults-<companyId>). Both
// belong to the "proposals" projection.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_proposals add column validity_date date, add column customization jsonb`.execute(db);
  await sql`
    create table rm_proposal_defaults (
      company_id uuid primary key,
      sections jsonb not null,
      texts jsonb not null,
      primary_color text not null,
      secondary_color text not null,
      updated_by uuid not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_proposal_defaults`.execute(db);
  await sql`alter table rm_proposals drop column if exists validity_date, drop column if exists customization`.execute(db);
}
