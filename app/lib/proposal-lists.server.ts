// The proposal lists (/propostas/lista/:uid, /propostas/cliente/:cid): one page of rows as the
// table shows them, newest first.
import { listProposals } from "../../projections/read-models/proposals.queries";
import { pageParam } from "./paging";
import type { SessionUser } from "./auth.server";
import { services } from "./services.server";

export const PROPOSALS_PAGE_SIZE = 20;

export async function proposalPage(user: SessionUser, url: URL, filters: { owners: string[] | null; customerId?: string }) {
  const page = pageParam(url.searchParams.get("pagina"));
  const { database } = await services();
  const { rows, total } = await listProposals(database.db, user.companyId, {
    ...filters,
    limit: PROPOSALS_PAGE_SIZE,
    offset: (page - 1) * PROPOSALS_PAGE_SIZE,
  });
  return {
    page,
    pages: Math.max(1, Math.ceil(total / PROPOSALS_PAGE_SIZE)),
    total,
    rows: rows.map((r) => ({
      id: r.id,
      count: r.count,
      customerId: r.customerId,
      customerName: r.customerName,
      ownerName: r.ownerName ?? "—",
      createdAt: r.createdAt.toISOString(),
      averageMonthlyConsumption: r.averageMonthlyConsumption,
      units: r.units,
      finished: r.finished,
      finalPrice: r.finalPrice,
    })),
  };
}
export type ProposalPage = Awaited<ReturnType<typeof proposalPage>>;
