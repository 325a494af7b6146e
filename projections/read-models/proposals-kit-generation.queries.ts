// The kit and generation steps of one proposal (rm_proposals, migration 0770). The caller has
// already checked the proposal is in the user's scope (app/lib/proposal-access.server requireProposal);
// the query is still scoped to the company.
import type { Kysely } from "kysely";
import "../../db/schema-proposals";
import type { DB } from "../../db/schema";
import type { ProposalGeneration, ProposalKit } from "../../domain/proposal";

export interface ProposalKitGeneration {
  kit: ProposalKit | null;
  generation: ProposalGeneration | null;
}

const parsed = <T>(v: unknown): T | null => (v === null || v === undefined ? null : ((typeof v === "string" ? JSON.parse(v) : v) as T));

export async function getProposalKitGeneration(db: Kysely<DB>, companyId: string, id: string): Promise<ProposalKitGeneration> {
  const r = await db
    .selectFrom("rm_proposals")
    .select(["kit", "generation"])
    .where("company_id", "=", companyId)
    .where("id", "=", id)
    .executeTakeFirst();
  return { kit: parsed<ProposalKit>(r?.kit), generation: parsed<ProposalGeneration>(r?.generation) };
}
