import { sql, type Kysely } from "kysely";

// Issue 16 leftovers, both in the "proposals" projection: rm_proposal_logos, the company's current
// proposal logo (stream proposal-defaults-<companyId>; the bytes are in the file store under
// sha256), and rm_proposals.cloned_from, the proposal a clone was made from (ProposalStarted.clonedFrom).
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_proposal_logos (
      company_id uuid primary key,
      file_id uuid not null,
      sha256 text not null,
      content_type text not null,
      size integer not null,
      updated_by uuid not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`alter table rm_proposals add column cloned_from uuid`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`alter table rm_proposals drop column if exists cloned_from`.execute(db);
  await sql`drop table if exists rm_proposal_logos`.execute(db);
}
