// Automatic lead distribution (issue 20, preference distributeLeads): stream `distribution-<companyId>`.
// Each qualified lead (or imported sale) "distribuição automática" goes to the next vendor, round-robin:
// the candidates (the company's active vendors with salesKanban, given by the app) in id order, the one
// after the vendor who got the last one. The cursor is folded from this stream's own events, so the
// choice is deterministic from the log, and its own stream keeps it apart from the company's settings
// (no conflict with a settings save). With no vendor to give it to, the manager gets it, and the event says why.
import { DomainError, type Decider } from "../shared/decider";

export const distributionStreamId = (companyId: string) => `distribution-${companyId}`;

export interface DistributeLead {
  type: "DistributeLead";
  /** The item (the sale) being given an owner. */
  itemId: string;
  /** Who may get it: the active vendors with salesKanban at this moment. */
  candidates: string[];
  /** Who gets it when there is no candidate. */
  managerId: string;
}

export type DistributionRule = "ROUND_ROBIN" | "NO_VENDOR";

export interface LeadDistributed {
  type: "LeadDistributed";
  data: { itemId: string; ownerId: string; rule: DistributionRule; candidates: string[] };
}

export interface DistributionState {
  /** The vendor who got the last lead by round-robin (null: none yet). */
  lastOwnerId: string | null;
  /** Items already given an owner: the same item is never distributed twice. */
  distributed: Record<string, string>;
}

/** The next owner after `last` among `candidates` (sorted by id; wraps around). */
export function nextOwner(candidates: readonly string[], last: string | null): string | undefined {
  const sorted = [...new Set(candidates)].sort();
  if (!sorted.length) return undefined;
  return (last === null ? undefined : sorted.find((id) => id > last)) ?? sorted[0];
}

export const distributionDecider: Decider<DistributionState, DistributeLead, LeadDistributed> = {
  initialState: () => ({ lastOwnerId: null, distributed: {} }),
  evolve: (state, event) => ({
    lastOwnerId: event.data.rule === "ROUND_ROBIN" ? event.data.ownerId : state.lastOwnerId,
    distributed: { ...state.distributed, [event.data.itemId]: event.data.ownerId },
  }),
  decide(command, state) {
    if (!command.itemId) throw new DomainError("Campo obrigatório.", "itemId");
    if (!command.managerId) throw new DomainError("Campo obrigatório.", "managerId");
    // Already given an owner (a retried form): nothing new, the first choice stands.
    if (state.distributed[command.itemId]) return [];
    const candidates = [...new Set(command.candidates)].sort();
    const next = nextOwner(candidates, state.lastOwnerId);
    return [
      {
        type: "LeadDistributed",
        data: next
          ? { itemId: command.itemId, ownerId: next, rule: "ROUND_ROBIN", candidates }
          : { itemId: command.itemId, ownerId: command.managerId, rule: "NO_VENDOR", candidates },
      },
    ];
  },
};
