// Counting visits to the public final proposal (issue 17, part 3 §2 views): a visit by anyone who is
// not a signed-in user of the proposal's company counts once a day per visitor. The visitor is a
// random id in an HttpOnly cookie scoped to /proposta/final; the command id is derived from
// (proposal, visitor, company day), so a reload the same day finds the command already handled and
// appends nothing. Link-preview robots (WhatsApp, e-mail scanners) do not count.
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { proposalDecider, proposalStreamId, type ProposalCommand } from "../../domain/proposal";
import { localDate } from "../../eventstore/context";
import { nameUuid } from "../../eventstore/ids";
import { SYSTEM_ACTOR_ID } from "./archive-purge.server";
import type { SessionUser } from "./auth.server";
import { sendCommand } from "./commands.server";

export const VISITOR_COOKIE = "girassol_visitante";
const VISITOR_RE = /^[A-Za-z0-9_-]{22}$/;
const YEAR_S = 31_536_000;

/** The visitor id the request carries, if well formed. */
export function visitorOf(request: Request): string | null {
  const m = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  return m && VISITOR_RE.test(m[1]) ? m[1] : null;
}

export const visitorCookie = (visitor: string) => `${VISITOR_COOKIE}=${visitor}; Path=/proposta/final; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly`;

/** The command id of one visitor's visits to one proposal on one company day: the same all day. */
export const visitCommandId = (proposalId: string, visitor: string, day: string) => nameUuid(`proposal-view:${proposalId}:${visitor}:${day}`);

/**
 * Records the visit when it counts and returns the Set-Cookie for a new visitor (null when the
 * cookie is already there or nothing counts). A failure to record is logged, never the page's error.
 */
export async function countVisit(
  request: Request,
  proposal: { proposalId: string; companyId: string },
  user: SessionUser | null,
  now: Date = new Date(),
): Promise<string | null> {
  if (request.method !== "GET") return null;
  if (user && user.companyId === proposal.companyId) return null; // the company looking at its own proposal
  if (isbot(request.headers.get("user-agent") ?? "")) return null;
  const known = visitorOf(request);
  const visitor = known ?? randomBytes(16).toString("base64url");
  const command: ProposalCommand = { type: "RecordProposalView", viewedAt: now.toISOString(), visitor };
  try {
    const outcome = await sendCommand(
      { id: SYSTEM_ACTOR_ID, companyId: proposal.companyId },
      proposalStreamId(proposal.proposalId),
      proposalDecider,
      command,
      visitCommandId(proposal.proposalId, visitor, localDate(now)),
    );
    if (!outcome.ok) console.error("Visita à proposta não registrada:", outcome.error.message);
  } catch (e) {
    console.error("Visita à proposta não registrada:", e);
  }
  return known ? null : visitorCookie(visitor);
}
