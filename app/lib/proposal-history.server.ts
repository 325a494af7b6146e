// A proposal's history, read from its own events (the log is the truth): who did what and when —
// started, consumption edited, kit chosen, generation saved, priced (and how), validity, customisation.
// Re-pricing is a new event, so every price a proposal ever had shows here with who saved it.
import { proposalStreamId, type ProposalEvent } from "../../domain/proposal";
import { allUsers } from "../../projections/read-models/companies.queries";
import { describeProposalEvent } from "./proposal-history-text";
import type { SessionUser } from "./auth.server";
import { services } from "./services.server";

export interface ProposalHistoryLine {
  /** ISO instant (the event's occurredAt). */
  at: string;
  who: string;
  what: string;
}

/** The proposal's history, oldest first. The caller has checked the user may see the proposal (requireProposal). */
export async function proposalHistory(user: SessionUser, proposalId: string): Promise<ProposalHistoryLine[]> {
  const { store, database } = await services();
  const [events, users] = await Promise.all([store.readStream(proposalStreamId(proposalId)), allUsers(database.db, user.companyId)]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const lines: ProposalHistoryLine[] = [];
  for (const e of events) {
    if (e.metadata.companyId !== user.companyId) continue;
    const what = describeProposalEvent(e as unknown as ProposalEvent);
    if (what) lines.push({ at: e.metadata.occurredAt, who: names.get(e.metadata.actorId) ?? "—", what });
  }
  return lines;
}
