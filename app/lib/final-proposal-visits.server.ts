// Counting visits to the public final proposal (issue 17, part 3 §2 views): a visit by anyone who is
// not a signed-in user of the proposal's company counts once a day per visitor. The visitor is a
// random id in an HttpOnly cookie scoped to /proposta/final; the command id is derived from
// (proposal, visitor, company day), so a reload the same day finds the command already handled and
// appends nothing. Link-preview robots (WhatsApp, e-mail scanners) do not count.
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { proposalDecider, proposalStreamId, type ProposalCommand } from "../../domain/proposal";
import { localDate } from "../../domain/shared/format";
import { nameUuid } from "../../eventstore/ids";
import { SYSTEM_ACTOR_ID } from "./archive-purge.server";
import type { SessionUser } from "./auth.server";
import { sendCommand } from "./commands.server";

export const VISITOR_COOKIE = "girassol_visitante";
const VISITOR_RE = /^[A-Za-z0-9_-]{22}$/;
const YEAR_S = 31_536_000;

/** The visitor id the request carries, if well formed. */
export function visitorOf(request: Request): string | null {
  return visitorInCookies(request.headers.get("Cookie") ?? "");
}

const VISITOR_IN_COOKIES = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]*)`);
export function visitorInCookies(cookies: string): string | null {
  const m = VISITOR_IN_COOKIES.exec(cookies);
  return m && VISITOR_RE.test(m[1]) ? m[1] : null;
}

export const visitorCookie = (visitor: string) => `${VISITOR_COOKIE}=${visitor}; Path=/proposta/final; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly`;

/** The command id of one visitor's visits to one proposal on one company day: the same all day. */
export const visitCommandId = (proposalId: string, visitor: string, day: string) => nameUuid(`proposal-view:${proposalId}:${visitor}:${day}`);

/** Visits this process has seen recorded (command ids): a same-day reload then needs no lookup at all. Bounded. */
const recorded = new Set<string>();
const MAX_RECORDED = 50_000;

/** Records one visitor's visit of today (once: the command id is the same all day). A failure is logged, never the page's error. */
export async function recordVisit(proposal: { proposalId: string; companyId: string }, visitor: string, now: Date = new Date()): Promise<void> {
  const commandId = visitCommandId(proposal.proposalId, visitor, localDate(now.toISOString()) ?? now.toISOString().slice(0, 10));
  if (recorded.has(commandId)) return;
  const command: ProposalCommand = { type: "RecordProposalView", viewedAt: now.toISOString(), visitor };
  try {
    const outcome = await sendCommand(
      { id: SYSTEM_ACTOR_ID, companyId: proposal.companyId },
      proposalStreamId(proposal.proposalId),
      proposalDecider,
      command,
      commandId,
    );
    if (!outcome.ok) return console.error("Visita à proposta não registrada:", outcome.error.message);
    if (recorded.size >= MAX_RECORDED) recorded.clear();
    recorded.add(commandId);
  } catch (e) {
    console.error("Visita à proposta não registrada:", e);
  }
}

/** Whether a request's visit counts: a GET, not by a signed-in user of the company, not by a robot. */
export function visitCounts(request: { method: string; userAgent: string }, companyId: string, user: Pick<SessionUser, "companyId"> | null): boolean {
  if (request.method !== "GET") return false;
  if (user && user.companyId === companyId) return false; // the company looking at its own proposal
  return !isbot(request.userAgent);
}

/**
 * Records the visit when it counts and returns the Set-Cookie for a new visitor (null when the
 * cookie is already there or nothing counts).
 */
export async function countVisit(
  request: Request,
  proposal: { proposalId: string; companyId: string },
  user: SessionUser | null,
  now: Date = new Date(),
): Promise<string | null> {
  if (!visitCounts({ method: request.method, userAgent: request.headers.get("user-agent") ?? "" }, proposal.companyId, user)) return null;
  const known = visitorOf(request);
  const visitor = known ?? randomBytes(16).toString("base64url");
  await recordVisit(proposal, visitor, now);
  return known ? null : visitorCookie(visitor);
}
