// /propostas/lista/:uid: a user's proposals; for the signed-in user, every proposal he may see
// (a manager's or a vendor with proposalsList: the company's), newest first, searched and filtered
// by a GET form (proposal-lists.server listFilters).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { proposalListOwners } from "~/lib/proposal-access.server";
import { newCommandId } from "~/lib/commands.server";
import { mayDeleteProposals, ownerChoices, proposalPage, proposalRowAction } from "~/lib/proposal-lists.server";
import { services } from "~/lib/services.server";
import { companyUsers } from "../../../projections/read-models/companies.queries";

export async function proposalListLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const uid = params.uid ?? "";
  const scope = await proposalListOwners(user, uid);
  const { database } = await services();
  const whose = uid === user.id ? null : ((await companyUsers(database.db, user.companyId)).find((u) => u.id === uid)?.name ?? null);
  const url = new URL(request.url);
  return {
    user,
    uid,
    whose,
    list: await proposalPage(user, url, { scope }),
    // The managers' "Responsável" filter (the user's own list: every owner of his scope).
    owners: uid === user.id ? await ownerChoices(user, scope.owners) : [],
    rowForms: { commandId: newCommandId(), mayDelete: mayDeleteProposals(user) },
  };
}

/** "Clonar" and "Excluir" on a row (the list's scope is checked per proposal: requireProposal). */
export async function proposalListAction(args: ActionFunctionArgs) {
  await proposalListOwners(await requireUser(args.request), args.params.uid ?? "");
  return proposalRowAction(args);
}
