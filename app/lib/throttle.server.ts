// Sign-in throttling (issue 14) over the auth_throttle table: every password or code check asks
// lockedFor() first (and, when locked, answers 429 without checking anything), then records its
// failure or success. The schedule itself is in throttle.ts. The counters are short-lived
// operational state (like sessions: they expire, and an IP's must not stay in an immutable log);
// each new lock is a fact, recorded as a SignInLocked event (domain/security) and a warning line.
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { services } from "./services.server";
import { SYSTEM_ACTOR_ID } from "./archive-purge.server";
import { securityDecider, type LockScope } from "../../domain/security/decider";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { nameUuid, uuidv7 } from "../../eventstore/ids";
import { ACCOUNT_RULE, IP_RULE, afterFailure, lockLeftMs, lockMessage, type ThrottleRule, type ThrottleState } from "./throttle";

/**
 * Who is checked: the account (its kind and e-mail) and the client's IP (from Express, see
 * server.mjs). "account" and "admin" are the sign-ins; "signed-in" the checks a signed-in user
 * makes again (the current password, a code to turn the second factor on or off), counted per
 * account only and apart from the sign-in, so a user who mistypes there is not locked out of /login.
 */
export interface ThrottleSubject {
  scope: "account" | "admin" | "signed-in" | "recovery";
  account: string;
  ip: string | undefined;
}

const keysOf = (s: ThrottleSubject): { scope: string; subject: string; rule: ThrottleRule }[] => [
  { scope: s.scope, subject: s.account.trim().toLowerCase(), rule: ACCOUNT_RULE },
  ...(s.ip ? [{ scope: "ip", subject: s.ip, rule: IP_RULE }] : []),
];

const stateOf = (row: { failures: number; last_failure_at: Date | string; locked_until: Date | string | null }): ThrottleState => ({
  failures: row.failures,
  lastFailureAt: new Date(row.last_failure_at).getTime(),
  lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : null,
});

/** Milliseconds until the account and the IP may try again (0: go ahead). */
export async function lockedFor(s: ThrottleSubject): Promise<number> {
  const { database } = await services();
  const now = Date.now();
  let left = 0;
  for (const k of keysOf(s)) {
    const row = await database.db
      .selectFrom("auth_throttle")
      .select(["failures", "last_failure_at", "locked_until"])
      .where("scope", "=", k.scope)
      .where("subject", "=", k.subject)
      .executeTakeFirst();
    if (row) left = Math.max(left, lockLeftMs(stateOf(row), now));
  }
  return left;
}

/** Counts a failed check; returns the lock it earned (ms, 0 when none). */
export async function recordFailure(s: ThrottleSubject): Promise<number> {
  const { database } = await services();
  const now = Date.now();
  let left = 0;
  for (const k of keysOf(s)) {
    const locked = await database.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom("auth_throttle")
        .select(["failures", "last_failure_at", "locked_until"])
        .where("scope", "=", k.scope)
        .where("subject", "=", k.subject)
        .forUpdate()
        .executeTakeFirst();
      const before = row ? stateOf(row) : null;
      const after = afterFailure(k.rule, before, now);
      const values = {
        failures: after.failures,
        last_failure_at: new Date(after.lastFailureAt),
        locked_until: after.lockedUntil ? new Date(after.lockedUntil) : null,
      };
      await tx
        .insertInto("auth_throttle")
        .values({ scope: k.scope, subject: k.subject, ...values })
        .onConflict((oc) => oc.columns(["scope", "subject"]).doUpdateSet(values))
        .execute();
      const isNewLock = after.lockedUntil !== null && after.lockedUntil !== (before?.lockedUntil ?? null);
      return { leftMs: lockLeftMs(after, now), newLock: isNewLock ? { failures: after.failures, until: new Date(after.lockedUntil!) } : null };
    });
    if (locked.newLock) await recordLock(k.scope, k.subject, s.ip ?? null, locked.newLock);
    left = Math.max(left, locked.leftMs);
  }
  return left;
}

/** The audit line of a lock: a SignInLocked event on the subject's security stream, and a warning. */
async function recordLock(scope: string, subject: string, ip: string | null, lock: { failures: number; until: Date }) {
  const { store } = await services();
  const until = lock.until.toISOString();
  await handleCommand(store, {
    streamId: `security-${nameUuid(`signin-lock:${scope}:${subject}`)}`,
    decider: securityDecider,
    command: { type: "RecordSignInLock", scope: scope as LockScope, subject, ip, failures: lock.failures, until },
    commandId: nameUuid(`signin-lock:${scope}:${subject}:${until}`),
    ctx: commandContext(SYSTEM_ACTOR_ID, SYSTEM_ACTOR_ID),
    newId: () => uuidv7(),
  });
  console.warn(`[security] lock ${scope} ${subject} (ip ${ip ?? "?"}) after ${lock.failures} failures until ${until}`);
}

/** A right password or code: the account's count starts again (the IP's does not). */
export async function recordSuccess(s: ThrottleSubject): Promise<void> {
  const { database } = await services();
  const [account] = keysOf(s);
  await database.db.deleteFrom("auth_throttle").where("scope", "=", account!.scope).where("subject", "=", account!.subject).execute();
}

interface Replyable {
  reply(options?: { formErrors?: string[]; hideFields?: string[] }): SubmissionResult;
}

/** 429 with Retry-After and the message on the form. */
export function lockedReply(submission: Replyable, leftMs: number, hideFields: string[] = []) {
  const result = submission.reply({ formErrors: [lockMessage(leftMs)], hideFields });
  return data({ result }, { status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil(leftMs / 1000))) } });
}

/** A check under the throttle: refused while locked (without running it), then counted. */
export async function throttled(s: ThrottleSubject, check: () => Promise<boolean>): Promise<"ok" | "wrong" | { leftMs: number }> {
  const locked = await lockedFor(s);
  if (locked) return { leftMs: locked };
  if (!(await check())) {
    const left = await recordFailure(s);
    return left ? { leftMs: left } : "wrong";
  }
  await recordSuccess(s);
  return "ok";
}
