// Queries of the final proposal (issue 17): the public link's lookups (signed out: by the company's
// slug, the count and the first 5 characters of the front id; or by the whole front id), the
// company's display data, and the sendings of a PDF by its SHA-256.
import type { Kysely } from "kysely";
import "../../db/schema-proposals";
import "../../db/schema-proposals-deletion";
import "../../db/schema-proposals-final";
import type { DB } from "../../db/schema";

export interface PublicProposalRef {
  companyId: string;
  proposalId: string;
}

/** /proposta/final/:slug/:count/:code: the company of the slug, its proposal `count`, whose front id starts with `code` (5 characters). */
export async function proposalBySlug(db: Kysely<DB>, slug: string, count: number, code: string): Promise<PublicProposalRef | undefined> {
  if (code.length !== 5 || !Number.isSafeInteger(count) || count <= 0) return undefined;
  const r = await db
    .selectFrom("rm_proposal_slugs as s")
    .innerJoin("rm_proposals as p", "p.company_id", "s.company_id")
    .select(["p.company_id", "p.id", "p.front_id"])
    .where("s.slug", "=", slug)
    .where("p.count", "=", count)
    .where("p.deleted_at", "is", null)
    .executeTakeFirst();
  // Compared here, not in SQL: a LIKE pattern would read `_` and `%` in the code as wildcards.
  if (!r || r.front_id.slice(0, 5) !== code) return undefined;
  return { companyId: r.company_id, proposalId: r.id };
}

/** /proposta/final/:frontId (a company without a slug). */
export async function proposalByFrontId(db: Kysely<DB>, frontId: string): Promise<PublicProposalRef | undefined> {
  const r = await db
    .selectFrom("rm_proposals")
    .select(["company_id", "id"])
    .where("front_id", "=", frontId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return r ? { companyId: r.company_id, proposalId: r.id } : undefined;
}

/** What the final proposal needs of its row: the count and the customer's current name (else the name when it started). */
export async function finalProposalRow(db: Kysely<DB>, companyId: string, proposalId: string) {
  return db
    .selectFrom("rm_proposals as p")
    .leftJoin("rm_customers as c", (j) => j.onRef("c.id", "=", "p.customer_id").onRef("c.company_id", "=", "p.company_id"))
    .select(["p.count", "p.customer_name", "c.name as current_customer_name", "p.views", "p.last_viewed_at"])
    .where("p.company_id", "=", companyId)
    .where("p.id", "=", proposalId)
    .where("p.deleted_at", "is", null)
    .executeTakeFirst();
}

/** The company's name and its manager's e-mail (the proposal's contact). */
export async function companyDisplay(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_companies as co")
    .leftJoin("rm_users as u", (j) => j.onRef("u.id", "=", "co.manager_id").onRef("u.company_id", "=", "co.id"))
    .select(["co.name", "u.email"])
    .where("co.id", "=", companyId)
    .executeTakeFirst();
}

/** Every sending of a PDF with this SHA-256, in any company (the verification page says only yes or no, and which proposal number). */
export async function sendsBySha(db: Kysely<DB>, sha256: string) {
  return db.selectFrom("rm_proposal_sends").selectAll().where("sha256", "=", sha256).orderBy("sent_at").execute();
}
