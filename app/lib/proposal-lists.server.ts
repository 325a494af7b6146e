// The proposal lists (/propostas/lista/:uid, /propostas/cliente/:cid): one page of rows as the
// table shows them, newest first, and the rows' forms (clone, delete: spec part 3 §6, §7).
import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cloneSourceOf, PROPOSAL_MSG, proposalDecider, proposalStreamId, type ProposalCommand, type ProposalEvent } from "../../domain/proposal";
import { UUID_RE } from "../../eventstore/ids";
import { listProposals, type ProposalScope } from "../../projections/read-models/proposals.queries";
import { companyUsers } from "../../projections/read-models/companies.queries";
import { listFilters } from "./proposal-list-filters";
import { pageParam } from "./paging";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { forbidden } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { PROPOSAL_READ_MODELS, requireProposal } from "./proposal-access.server";
import { editConsumptionPath } from "./proposal-consumption.server";
import { wizardEntryPath } from "./proposal-wizard-path";
import { readAfterLog } from "./read-your-writes.server";
import { redirectWithCounts } from "./flash.server";
import { formReply } from "./replies.server";
import { services } from "./services.server";

export const PROPOSALS_PAGE_SIZE = 20;

export async function proposalPage(user: SessionUser, url: URL, target: { scope: ProposalScope; customerId?: string }) {
  const page = pageParam(url.searchParams.get("pagina"));
  const { database } = await services();
  const chosen = listFilters(url, target.scope.owners);
  // The wizard's steps do not wait for rm_proposals in their POST (requireProposal does on the next
  // page): the list waits for everything committed before it reads, so any step shows here.
  const { rows, total } = await readAfterLog(PROPOSAL_READ_MODELS, () =>
    listProposals(database.db, user.companyId, {
      ...target.scope,
      customerId: target.customerId,
      ...chosen.filters,
      limit: PROPOSALS_PAGE_SIZE,
      offset: (page - 1) * PROPOSALS_PAGE_SIZE,
    }),
  );
  return {
    page,
    pages: Math.max(1, Math.ceil(total / PROPOSALS_PAGE_SIZE)),
    total,
    filter: { values: chosen.values, errors: chosen.errors, query: chosen.query, active: chosen.query !== "" },
    rows: rows.map((r) => ({
      id: r.id,
      count: r.count,
      customerId: r.customerId,
      customerName: r.customerName,
      ownerName: r.ownerName ?? "—",
      createdAt: r.createdAt.toISOString(),
      averageMonthlyConsumption: r.averageMonthlyConsumption,
      powerKwp: r.powerKwp,
      units: r.units,
      finished: r.finished,
      finalPrice: r.finalPrice,
      views: r.views,
      wizardHref: wizardEntryPath(r),
      // The signed-in final view (a uuid: scoped; the public link is on that page).
      finalHref: r.finished ? `/proposta/final/${r.id}` : null,
    })),
  };
}

/** "Responsável" choices: the users of the company inside the scope, when it holds more than the user. */
export async function ownerChoices(user: SessionUser, owners: readonly string[] | null): Promise<{ id: string; name: string }[]> {
  if (owners !== null && owners.length <= 1) return [];
  const { database } = await services();
  const users = await companyUsers(database.db, user.companyId);
  return users.filter((u) => owners === null || owners.includes(u.id)).map((u) => ({ id: u.id, name: u.name }));
}
export type ProposalPage = Awaited<ReturnType<typeof proposalPage>>;

// ---- The rows' forms: "Clonar" (whoever sees the proposal) and "Excluir" (a manager only). ----

/** One table: both forms post the proposal's id (pid) with the page's command id. */
export const proposalRowFormTable = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("clone-proposal"), pid: z.string().regex(UUID_RE, PROPOSAL_MSG.notFound) }),
  z.object({ intent: z.literal("delete-proposal"), pid: z.string().regex(UUID_RE, PROPOSAL_MSG.notFound) }),
]);

export type ProposalRowReply = { intent: string; pid?: string; result: SubmissionResult<string[]> } | undefined;

/** Only a manager deletes proposals (part 3 §6: the option is hidden from vendors, and refused). */
export const mayDeleteProposals = (user: SessionUser) => user.role === "MANAGER";

/**
 * The list pages' action. Each row's form posts the page's command id; the command's own id is
 * derived from it and the row (so one page's forms never share one), and so is the clone's id: a
 * double submit applies once. A repeated delete finds the proposal gone: its command id, already
 * seen, says it was this form's own delete, and the answer is the same redirect.
 */
export async function proposalRowAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, proposalRowFormTable);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent")) } });
  const { intent, pid } = submission.value;
  const pageCommandId = commandIdFrom(form);
  const commandId = derivedId(pageCommandId, `${intent}:${pid}`);
  const answer = { intent, pid };
  const { store } = await services();
  const url = new URL(request.url);
  switch (intent) {
    case "delete-proposal": {
      if (!mayDeleteProposals(user)) throw forbidden("Somente um gerente pode excluir propostas.");
      const seen = await store.findCommand(commandId);
      const proposal = seen ? null : await requireProposal(user, pid);
      if (proposal) {
        const command: ProposalCommand = { type: "DeleteProposal" };
        const outcome = await sendCommand(user, proposalStreamId(pid), proposalDecider, command, commandId);
        if (!outcome.ok) return formReply(submission, { problem: outcome.error, with: answer });
      }
      // Back to the list it was on (its filters and page kept); the flash says which proposal went
      // (it used to ride in ?excluida=<number>, which an old link may still carry: it is ignored).
      const back = new URL(url.pathname + url.search, url.origin);
      back.searchParams.delete("excluida");
      const to = back.pathname + back.search;
      return proposal ? redirectWithCounts(to, "proposta-excluida", [proposal.count]) : redirect(to);
    }
    case "clone-proposal": {
      // A double submit reads the same source and sends the same command id: sendCommand answers "duplicate".
      const source = await requireProposal(user, pid);
      const cloneId = derivedId(pageCommandId, `clone:${pid}`);
      const events = (await store.readStream(proposalStreamId(source.id))) as unknown as ProposalEvent[];
      const command: ProposalCommand = {
        type: "CloneProposal",
        proposalId: cloneId,
        // Random and URL-safe, as a new proposal's (the final proposal's public link shows its first 5 characters).
        frontId: randomBytes(12).toString("base64url"),
        ...cloneSourceOf(events),
        customerName: source.customerName,
      };
      const outcome = await sendCommand(user, proposalStreamId(cloneId), proposalDecider, command, commandId);
      if (!outcome.ok) return formReply(submission, { problem: outcome.error, with: answer });
      return redirect(`${editConsumptionPath(cloneId)}&copiaDe=${source.count}`);
    }
    default:
      return unknownIntent(intent);
  }
}
