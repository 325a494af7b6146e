import { sql, type Kysely } from "kysely";

// Issue 17, the final proposal: visits to its public link (ProposalViewed: rm_proposals.views and
// last_viewed_at, for the lists and the dashboard's "last viewed proposals") and every PDF sent
// (ProposalSent: rm_proposal_sends, one row per sending with the PDF's SHA-256, for the
// verification page). Both are the "proposals" projection's.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_proposals add column views integer not null default 0, add column last_viewed_at timestamptz`.execute(db);
  await sql`create index rm_proposals_last_viewed on rm_proposals (company_id, last_viewed_at desc) where last_viewed_at is not null`.execute(db);
  await sql`
    create table rm_proposal_sends (
      id uuid primary key,
      company_id uuid not null,
      proposal_id uuid not null,
      sha256 text not null,
      bytes integer not null,
      sent_by uuid not null,
      sent_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_proposal_sends_sha on rm_proposal_sends (sha256)`.execute(db);
  await sql`create index rm_proposal_sends_proposal on rm_proposal_sends (company_id, proposal_id, sent_at)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_proposal_sends`.execute(db);
  await sql`alter table rm_proposals drop column if exists views, drop column if exists last_viewed_at`.execute(db);
}
