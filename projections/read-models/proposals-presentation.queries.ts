// Reads of migration 0790: a proposal's validity date and customisation (the caller has already
// found the proposal in the user's scope: requireProposal), and the company's proposal defaults.
import { sql, type Kysely } from "kysely";
import "../../db/schema-proposal-presentation";
import type { DB } from "../../db/schema";
import type { PresentationJson } from "../../db/schema-proposal-presentation";

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

export interface ProposalPresentationRow {
  /** aaaa-mm-dd, or null before the validation step. */
  validityDate: string | null;
  customization: PresentationJson | null;
}

export async function proposalPresentation(db: Kysely<DB>, companyId: string, id: string): Promise<ProposalPresentationRow | undefined> {
  const r = await db
    .selectFrom("rm_proposals")
    .select([sql<string | null>`validity_date::text`.as("validity_date"), "customization"])
    .where("company_id", "=", companyId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return undefined;
  return { validityDate: r.validity_date, customization: r.customization === null ? null : json<PresentationJson>(r.customization) };
}

export interface ProposalDefaultsRow extends PresentationJson {
  primaryColor: string;
  secondaryColor: string;
  updatedAt: Date;
}

/** The company's saved defaults; undefined when never saved. */
export async function proposalDefaults(db: Kysely<DB>, companyId: string): Promise<ProposalDefaultsRow | undefined> {
  const r = await db.selectFrom("rm_proposal_defaults").selectAll().where("company_id", "=", companyId).executeTakeFirst();
  if (!r) return undefined;
  return {
    sections: json(r.sections),
    texts: json(r.texts),
    primaryColor: r.primary_color,
    secondaryColor: r.secondary_color,
    updatedAt: new Date(r.updated_at),
  };
}
