// /propostas/cliente/:cid: the proposals of one customer the user may see, among the proposals he
// may see; and the way to start another.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { loadCustomer } from "~/lib/customers.server";
import { notFound } from "~/lib/http.server";
import { visibleProposalScope } from "~/lib/proposal-access.server";
import { newCommandId } from "~/lib/commands.server";
import { mayDeleteProposals, proposalPage, proposalRowAction } from "~/lib/proposal-lists.server";

export async function customerProposalsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await loadCustomer(user, params.cid ?? "");
  if (!customer) throw notFound("Cliente não encontrado.");
  const scope = await visibleProposalScope(user);
  return {
    user,
    customer: { id: customer.id, name: customer.name },
    list: await proposalPage(user, new URL(request.url), { scope, customerId: customer.id }),
    rowForms: { commandId: newCommandId(), mayDelete: mayDeleteProposals(user) },
  };
}

/** "Clonar" and "Excluir" on a row, for a customer the user may see. */
export async function customerProposalsAction(args: ActionFunctionArgs) {
  const customer = await loadCustomer(await requireUser(args.request), args.params.cid ?? "");
  if (!customer) throw notFound("Cliente não encontrado.");
  return proposalRowAction(args);
}
