// The verification page's lookup: the first sending of a PDF with this SHA-256 (any company), with
// the proposal's number and the sending company's name: all the page reveals.
import type { Kysely } from "kysely";
import "../../db/schema-proposals";
import "../../db/schema-proposals-final";
import type { DB } from "../../db/schema";

export interface SentPdf {
  count: number;
  companyName: string;
  sentAt: Date;
  /** How many times this very file was recorded as sent. */
  sendings: number;
}

export async function sentPdfBySha(db: Kysely<DB>, sha256: string): Promise<SentPdf | undefined> {
  const rows = await db
    .selectFrom("rm_proposal_sends as s")
    .innerJoin("rm_proposals as p", (j) => j.onRef("p.id", "=", "s.proposal_id").onRef("p.company_id", "=", "s.company_id"))
    .innerJoin("rm_companies as c", "c.id", "s.company_id")
    .select(["p.count", "c.name", "s.sent_at"])
    .where("s.sha256", "=", sha256)
    .orderBy("s.sent_at")
    .orderBy("s.id")
    .execute();
  const first = rows[0];
  return first ? { count: first.count, companyName: first.name, sentAt: new Date(first.sent_at), sendings: rows.length } : undefined;
}
