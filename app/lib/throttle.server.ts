// Sign-in throttling (issue 14) over the auth_throttle table: every password or code check asks
// lockedFor() first (and, when locked, answers 429 without checking anything), then records its
// failure or success. The schedule itself is in throttle.ts. Each new lock writes a security_log
// row and a console.warn line.
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { services } from "./services.server";
import { ACCOUNT_RULE, IP_RULE, afterFailure, lockLeftMs, lockMessage, type ThrottleRule, type ThrottleState } from "./throttle";

/**
 * Who is checked: the account (its kind and e-mail) and the client's IP (from Express, see
 * server.mjs). "account" and "admin" are the sign-ins; "signed-in" the checks a signed-in user
 * makes again (the current password, a code to turn the second factor on or off), counted per
 * account only and apart from the sign-in, so a user who mistypes there is not locked out of /login.
 */
export interface ThrottleSubject {
  scope: "account" | "admin" | "signed-in";
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
      if (isNewLock) {
        const until = new Date(after.lockedUntil!);
        await tx
          .insertInto("security_log")
          .values({ kind: `lock:${k.scope}`, subject: k.subject, ip: s.ip ?? null, until })
          .execute();
        console.warn(`[security] lock ${k.scope} ${k.subject} (ip ${s.ip ?? "?"}) after ${after.failures} failures until ${until.toISOString()}`);
      }
      return lockLeftMs(after, now);
    });
    left = Math.max(left, locked);
  }
  return left;
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
