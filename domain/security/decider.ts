// Sign-in locks for the audit (issue 14): each temporary lock the throttle sets is an event on the
// locked subject's stream `security-<id>` (an account per scope, or an IP). The throttle's counters
// themselves are short-lived operational state in a plain table, like sessions; the lock is the fact.
import { DomainError, type Decider } from "../shared/decider";

export const LOCK_SCOPES = ["account", "admin", "signed-in", "ip", "recovery"] as const;
export type LockScope = (typeof LOCK_SCOPES)[number];

export interface RecordSignInLock {
  type: "RecordSignInLock";
  scope: LockScope;
  /** The e-mail (lower-case) or the IP address. */
  subject: string;
  ip: string | null;
  failures: number;
  /** ISO instant the lock ends. */
  until: string;
}

export interface SignInLocked {
  type: "SignInLocked";
  data: { scope: LockScope; subject: string; ip: string | null; failures: number; until: string };
}

type State = { lastUntil: string | null };

export const securityDecider: Decider<State, RecordSignInLock, SignInLocked> = {
  initialState: () => ({ lastUntil: null }),
  evolve: (_state, event) => ({ lastUntil: event.data.until }),
  decide(command, state) {
    if (!(LOCK_SCOPES as readonly string[]).includes(command.scope)) throw new DomainError("Escopo de bloqueio inválido.", "scope");
    if (!command.subject.trim()) throw new DomainError("Campo obrigatório.", "subject");
    if (Number.isNaN(Date.parse(command.until))) throw new DomainError("Data inválida.", "until");
    // The same lock recorded twice (a retried request) is one fact.
    if (state.lastUntil !== null && Date.parse(command.until) <= Date.parse(state.lastUntil)) return [];
    const { scope, subject, ip, failures, until } = command;
    return [{ type: "SignInLocked", data: { scope, subject, ip, failures, until } }];
  },
};
