// The shape every aggregate follows (DESIGN §3). Pure: the clock, ids and the actor come in ctx.

export interface DecideContext {
  /** ISO-8601 instant of the command. */
  now: string;
  /** The company's local calendar date (America/Sao_Paulo), YYYY-MM-DD, for "not before today" rules. */
  today: string;
  actorId: string;
  companyId: string;
}

export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface Decider<S, C, E extends DomainEvent> {
  initialState(): S;
  evolve(state: S, event: E): S;
  /** Returns the events the command produces ([] = nothing to do) or throws a DomainError. */
  decide(command: C, state: S, ctx: DecideContext): E[];
}

/** A rule the command broke, with the spec's pt-BR message; `field` ties it to a form field. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly code: "invalid" | "not_found" | "forbidden" | "conflict" = "invalid",
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function fold<S, E>(evolve: (s: S, e: E) => S, initial: S, events: E[]): S {
  return events.reduce(evolve, initial);
}
