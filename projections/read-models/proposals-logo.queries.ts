// Reads of migration 0830: the company's current proposal logo, always by company.
import type { Kysely } from "kysely";
import "../../db/schema-proposal-logo";
import type { DB } from "../../db/schema";

export interface ProposalLogoRow {
  fileId: string;
  sha256: string;
  contentType: string;
  size: number;
}

/** The company's logo; undefined when it has none. */
export async function proposalLogo(db: Kysely<DB>, companyId: string): Promise<ProposalLogoRow | undefined> {
  const r = await db
    .selectFrom("rm_proposal_logos")
    .select(["file_id", "sha256", "content_type", "size"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return r && { fileId: r.file_id, sha256: r.sha256, contentType: r.content_type, size: r.size };
}
