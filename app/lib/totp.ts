// The TOTP second factor (issue 14), RFC 6238 through the otpauth library: 6 digits, 30-second
// steps, SHA-1 (what every authenticator app reads). Pure apart from randomness in newSecret and
// newRecoveryCodes, so the window and the replay rule are unit-tested with given times.
import { Secret, TOTP } from "otpauth";
import { createHash, randomBytes } from "node:crypto";

export const TOTP_PERIOD_S = 30;
const ISSUER = "Girassol";

export function totpFor(secretBase32: string, label = "conta"): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret, base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const otpauthUri = (secretBase32: string, label: string): string => totpFor(secretBase32, label).toString();

/** The time step of `atMs`. */
export const stepAt = (atMs: number): number => Math.floor(atMs / 1000 / TOTP_PERIOD_S);

/**
 * The step a code matches, if it is right within ±1 step of `atMs` and newer than `lastStep` (a
 * code already used, or an older one, is refused); null otherwise.
 */
export function verifyTotp(secretBase32: string, code: string, atMs: number, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  const step = stepAt(atMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten one-time recovery codes (shown once) in the form xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const s = randomBytes(8).toString("hex").slice(0, 10);
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** Recovery codes are random (40 bits each, and tried under the throttle): a SHA-256 is enough. */
export const hashRecoveryCode = (code: string): string =>
  createHash("sha256")
    .update(
      code
        .trim()
        .toLowerCase()
        .replace(/[^0-9a-f]/g, ""),
    )
    .digest("hex");

/** Whether `code` looks like a recovery code rather than a 6-digit TOTP code. */
export const isRecoveryCode = (code: string): boolean => /^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(code.trim());
