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

/**
 * The `default:` of a `decide` switch over a closed command union: a compile error when a command has
 * no case; at run time (a command built from an untyped form) it throws `error`.
 */
export function assertNever(value: never, error: Error = new Error(`Unexpected value: ${JSON.stringify(value)}`)): never {
  throw error;
}

/**
 * The `default:` of an `evolve` switch over a closed event union: a compile error when an event type
 * has no case; at run time an event type this code does not know leaves the state as it was.
 */
export function ignoreUnknownEvent<S>(_event: never, state: S): S {
  return state;
}
