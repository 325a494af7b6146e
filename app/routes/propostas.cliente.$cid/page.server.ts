// /propostas/cliente/:cid: the proposals of one customer the user may see, among the proposals he
// may see; and the way to start another.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { loadCustomer } from "~/lib/customers.server";
import { notFound } from "~/lib/http.server";
import { visibleProposalOwners } from "~/lib/proposal-access.server";
import { proposalPage } from "~/lib/proposal-lists.server";

export async function customerProposalsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await loadCustomer(user, params.cid ?? "");
  if (!customer) throw notFound("Cliente não encontrado.");
  const owners = await visibleProposalOwners(user);
  return {
    user,
    customer: { id: customer.id, name: customer.name },
    list: await proposalPage(user, new URL(request.url), { owners, customerId: customer.id }),
  };
}
