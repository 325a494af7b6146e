// Sign-in throttling (issue 14): the schedule as pure functions, so it is tested without a clock.
// Failures are counted per account (e-mail) and per client IP; a success resets the account's count.
// An account is locked for 1 minute at its 5th failure, twice as long at each further failure, at
// most 60 minutes; an IP, which many people may share, only from its 50th failure. A count starts
// again after 15 minutes without a failure (the lock itself runs out on its own).

export interface ThrottleRule {
  /** The failure that first locks. */
  threshold: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

const MINUTE = 60_000;
export const ACCOUNT_RULE: ThrottleRule = { threshold: 5, firstLockMs: MINUTE, maxLockMs: 60 * MINUTE, forgetAfterMs: 15 * MINUTE };
export const IP_RULE: ThrottleRule = { threshold: 50, firstLockMs: MINUTE, maxLockMs: 60 * MINUTE, forgetAfterMs: 15 * MINUTE };

/** How long the `failures`-th failure in a row locks: 0 below the threshold, then doubling up to the cap. */
export function lockMsFor(rule: ThrottleRule, failures: number): number {
  if (failures < rule.threshold) return 0;
  const doublings = failures - rule.threshold;
  return doublings >= 30 ? rule.maxLockMs : Math.min(rule.maxLockMs, rule.firstLockMs * 2 ** doublings);
}

export interface ThrottleState {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** The state after one more failure at `now` (the count restarts when the last failure is old). */
export function afterFailure(rule: ThrottleRule, state: ThrottleState | null, now: number): ThrottleState {
  const previous = state && now - state.lastFailureAt < rule.forgetAfterMs ? state.failures : 0;
  const failures = previous + 1;
  const lockMs = lockMsFor(rule, failures);
  return { failures, lastFailureAt: now, lockedUntil: lockMs ? now + lockMs : (state?.lockedUntil ?? null) };
}

/** Milliseconds left on the lock at `now`, 0 when not locked. */
export function lockLeftMs(state: ThrottleState | null, now: number): number {
  return state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/** "Muitas tentativas sem sucesso. Tente novamente em N minutos." (rounded up, at least 1). */
export function lockMessage(leftMs: number): string {
  const minutes = Math.max(1, Math.ceil(leftMs / MINUTE));
  return `Muitas tentativas sem sucesso. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

/**
 * The routes' `headers` export: a document answer to a locked form keeps the action's Retry-After
 * (Remix takes a document's headers from the route's headers function), over the parent's headers.
 */
export function retryAfterHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
