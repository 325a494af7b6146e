// Who sees and starts which proposals (spec part 3 §6, part 1 §6). Proposals have an owner: a
// manager sees the company's, and so does a vendor with proposalsList ("a vendor sees proposals with
// proposalsList or with the manager permission for the item type": salesManager needs proposalsList);
// any other vendor sees his own and those of the teams he leads. Not ENTERPRISE: the user's own, as
// every other area (access.server visibleOwnerIds). A proposal outside the scope is a 404 (no IDOR).
import { UUID_RE } from "../../domain/shared/ids";
import { companyUsers as activeUsers, userOfCompany } from "../../projections/read-models/companies.queries";
import { getProposal, proposalInScope, type ProposalDetail, type ProposalScope } from "../../projections/read-models/proposals.queries";
import { BOARD_FLAGS } from "../../domain/shared/permissions";
import { PROPOSAL_MSG, proposalStreamId } from "../../domain/proposal";
import { can, isEnterprise, ledMemberIds } from "./access.server";
import type { SessionUser } from "./auth.server";
import { forbidden, notFound } from "./http.server";
import { readAfterStream } from "./read-your-writes.server";
import { services } from "./services.server";

/** The owners whose proposals `user` may see; null = every owner in the company. */
export async function visibleProposalOwners(user: SessionUser): Promise<string[] | null> {
  if (!isEnterprise(user)) return [user.id];
  if (user.role === "MANAGER" || can(user, "proposalsList")) return null;
  return [user.id, ...(await ledMemberIds(user))];
}

/**
 * The whole scope: the owners above, plus (a vendor without proposalsList) the proposals linked to
 * an item of a board type whose manager flag he holds (part 2 §6 "a vendor sees proposals with
 * proposalsList or the manager permission of the item type"; the flags are the effective ones).
 */
export async function visibleProposalScope(user: SessionUser): Promise<ProposalScope> {
  const owners = await visibleProposalOwners(user);
  if (owners === null || !isEnterprise(user)) return { owners };
  const itemTypes = Object.entries(BOARD_FLAGS)
    .filter(([, f]) => can(user, f.manager))
    .map(([type]) => type);
  return { owners, itemTypes };
}

/**
 * The scope of the proposals of the items the user can open (ADR 028): visibleProposalScope plus
 * the proposals on an item he owns or co-owns (or a led member does), made by one of that item's
 * owners. The item scope's owner list (access.server visibleOwnerIds) equals `owners` here: the
 * user and the members he leads, or [user] off ENTERPRISE; where a manager flag opens a whole board,
 * `itemTypes` already covers its items. Used by the item's Propostas tab and the final proposal's
 * view only: the lists, the dashboard and the wizard keep visibleProposalScope.
 */
export async function itemProposalScope(user: SessionUser): Promise<ProposalScope> {
  const scope = await visibleProposalScope(user);
  return scope.owners === null ? scope : { ...scope, itemOwners: scope.owners };
}

/**
 * The read models requireProposal waits for itself: every event of the proposal's stream is in
 * them before it reads. A command whose next page reads the proposal through requireProposal
 * need not wait for them (sendCommand's `nextPageWaits`).
 */
export const PROPOSAL_READ_MODELS = ["proposals"] as const;

/**
 * The proposal `pid` as the user may see it, with every event of its stream applied (read-your-
 * writes for the page a wizard step redirects to); otherwise a thrown 404. `scopeOf`: the final
 * proposal's view passes itemProposalScope (a co-owner opens the item's proposals, ADR 028).
 */
export async function requireProposal(user: SessionUser, pid: string | null | undefined, scopeOf = visibleProposalScope): Promise<ProposalDetail> {
  if (!pid || !UUID_RE.test(pid)) throw notFound(PROPOSAL_MSG.notFound);
  const { database } = await services();
  const scope = await scopeOf(user);
  const proposal = await readAfterStream(proposalStreamId(pid), PROPOSAL_READ_MODELS, () => getProposal(database.db, user.companyId, pid, scope));
  if (!proposal) throw notFound(PROPOSAL_MSG.notFound);
  return proposal;
}

/**
 * requireProposal's checks (the id, the scope, read-your-writes, 404) without reading the proposal
 * itself: for a step's POST, which only needs to know the user may send its command (the decider
 * reads the stream). Returns the id.
 */
export async function requireProposalAccess(user: SessionUser, pid: string | null | undefined): Promise<string> {
  if (!pid || !UUID_RE.test(pid)) throw notFound(PROPOSAL_MSG.notFound);
  const { database } = await services();
  const scope = await visibleProposalScope(user);
  const found = await readAfterStream(proposalStreamId(pid), PROPOSAL_READ_MODELS, () => proposalInScope(database.db, user.companyId, pid, scope));
  if (!found) throw notFound(PROPOSAL_MSG.notFound);
  return pid;
}

/**
 * The scope /propostas/lista/:uid shows: the user's whole scope when uid is the user; [uid] for
 * another user of the company inside that scope; 404 for an id of no user of the company, 403 for
 * a user outside it.
 */
export async function proposalListOwners(user: SessionUser, uid: string): Promise<ProposalScope> {
  if (!UUID_RE.test(uid)) throw notFound("Usuário não encontrado.");
  const scope = await visibleProposalScope(user);
  if (uid === user.id) return scope;
  const { database } = await services();
  if (!(await userOfCompany(database.db, user.companyId, uid))) throw notFound("Usuário não encontrado.");
  if (scope.owners !== null && !scope.owners.includes(uid)) throw forbidden();
  return { owners: [uid] };
}

/** Who the user may start a proposal for: himself; a manager, any active user of the company. */
export async function startableOwners(user: SessionUser): Promise<{ id: string; name: string }[]> {
  if (user.role !== "MANAGER") return [{ id: user.id, name: user.name }];
  const { database } = await services();
  return (await activeUsers(database.db, user.companyId)).map((u) => ({ id: u.id, name: u.name }));
}
