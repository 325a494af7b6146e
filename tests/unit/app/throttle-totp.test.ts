import { describe, expect, it } from "vitest";
import { ACCOUNT_RULE, IP_RULE, afterFailure, lockLeftMs, lockMessage, lockMsFor, type ThrottleState } from "../../../app/lib/throttle";
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes, newSecret, stepAt, totpFor, verifyTotp } from "../../../app/lib/totp";

const MIN = 60_000;

describe("throttle schedule", () => {
  it("locks an account at the 5th failure for 1 minute, doubling up to 60 minutes", () => {
    expect([1, 2, 3, 4].map((n) => lockMsFor(ACCOUNT_RULE, n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map((n) => lockMsFor(ACCOUNT_RULE, n) / MIN)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("an IP locks only from its 50th failure", () => {
    expect(lockMsFor(IP_RULE, 49)).toBe(0);
    expect(lockMsFor(IP_RULE, 50)).toBe(MIN);
  });

  it("counts failures in a row, forgets them after 15 minutes, and a lock runs out", () => {
    let s: ThrottleState | null = null;
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < 5; i++) s = afterFailure(ACCOUNT_RULE, s, t0 + i);
    expect(s!.failures).toBe(5);
    expect(lockLeftMs(s, t0 + 4)).toBe(MIN);
    expect(lockLeftMs(s, t0 + 4 + MIN)).toBe(0);
    s = afterFailure(ACCOUNT_RULE, s, t0 + 2 * MIN);
    expect(lockLeftMs(s, t0 + 2 * MIN)).toBe(2 * MIN);
    s = afterFailure(ACCOUNT_RULE, s, t0 + 40 * MIN);
    expect(s.failures).toBe(1);
    expect(lockLeftMs(s, t0 + 40 * MIN)).toBe(0);
  });

  it("says how many minutes are left, rounded up", () => {
    expect(lockMessage(30_000)).toBe("Muitas tentativas sem sucesso. Tente novamente em 1 minuto.");
    expect(lockMessage(2 * MIN + 1)).toBe("Muitas tentativas sem sucesso. Tente novamente em 3 minutos.");
  });
});

describe("TOTP verification", () => {
  const secret = newSecret();
  const t = 1_800_000_000_000;
  const codeAt = (ms: number) => totpFor(secret).generate({ timestamp: ms });

  it("accepts the code of the current step and of the steps on either side, not two steps away", () => {
    expect(verifyTotp(secret, codeAt(t), t, null)).toBe(stepAt(t));
    expect(verifyTotp(secret, codeAt(t - 30_000), t, null)).toBe(stepAt(t) - 1);
    expect(verifyTotp(secret, codeAt(t + 30_000), t, null)).toBe(stepAt(t) + 1);
    expect(verifyTotp(secret, codeAt(t - 60_000), t, null)).toBeNull();
    expect(verifyTotp(secret, codeAt(t + 60_000), t, null)).toBeNull();
  });

  it("refuses a code already used (same step) and an older one, takes a newer one", () => {
    const used = verifyTotp(secret, codeAt(t), t, null)!;
    expect(verifyTotp(secret, codeAt(t), t + 1000, used)).toBeNull();
    expect(verifyTotp(secret, codeAt(t - 30_000), t, used)).toBeNull();
    expect(verifyTotp(secret, codeAt(t + 30_000), t + 1000, used)).toBe(used + 1);
  });

  it("refuses malformed codes and takes spaces", () => {
    expect(verifyTotp(secret, "12345", t, null)).toBeNull();
    expect(verifyTotp(secret, "abcdef", t, null)).toBeNull();
    const c = codeAt(t);
    expect(verifyTotp(secret, `${c.slice(0, 3)} ${c.slice(3)}`, t, null)).toBe(stepAt(t));
  });

  it("recovery codes: ten different, recognised, hashed the same however typed", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(isRecoveryCode(c)).toBe(true);
    expect(isRecoveryCode("123456")).toBe(false);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace("-", ""))).toBe(hashRecoveryCode(codes[0]!));
  });
});
