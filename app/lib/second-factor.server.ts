// The TOTP second factor's storage and the short-lived "pending" sign-in (issue 14). Secrets, the
// last accepted time step and the hashed recovery codes live beside the password hash
// (credentials, admin_credentials), never in events. Between the password and the code the browser
// holds only a signed HttpOnly cookie naming who is half signed in, for 5 minutes: no session yet.
import { createCookie } from "@remix-run/node";
import { sql, type RawBuilder } from "kysely";
import QRCode from "qrcode";
import { services } from "./services.server";
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes, newSecret, otpauthUri, verifyTotp } from "./totp";

export type Who = { kind: "user" | "admin"; id: string };

export interface Factor {
  email: string;
  secret: string | null;
  pending: string | null;
  lastStep: number | null;
  recoveryLeft: number;
}

interface FactorUpdate {
  totp_secret?: string | null;
  totp_pending_secret?: string | null;
  totp_last_step?: number | null;
  recovery_hashes?: RawBuilder<string>;
}

const PENDING_MS = 5 * 60_000;
let pendingCookie: ReturnType<typeof createCookie> | undefined;
async function pending() {
  if (!pendingCookie) {
    const { sessionSecret } = await services();
    pendingCookie = createCookie("girassol_pending", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.COOKIE_SECURE === "1",
      secrets: [sessionSecret],
      maxAge: PENDING_MS / 1000,
    });
  }
  return pendingCookie;
}

/** The Set-Cookie of a pending sign-in for `who` (the expiry is inside the signed value too). */
export async function pendingSignIn(who: Who): Promise<string> {
  return (await pending()).serialize({ kind: who.kind, id: who.id, exp: Date.now() + PENDING_MS });
}

/** Who is half signed in as `kind`, if the cookie is there, signed by us and not expired. */
export async function pendingOf(request: Request, kind: Who["kind"]): Promise<Who | null> {
  const v = (await (await pending()).parse(request.headers.get("Cookie"))) as { kind?: unknown; id?: unknown; exp?: unknown } | null;
  if (!v || v.kind !== kind || typeof v.id !== "string" || typeof v.exp !== "number" || v.exp <= Date.now()) return null;
  return { kind, id: v.id };
}

export async function clearPending(): Promise<string> {
  return (await pending()).serialize("", { maxAge: 0 });
}

export async function readFactor(who: Who): Promise<Factor | undefined> {
  const { database } = await services();
  const cols = ["email", "totp_secret", "totp_pending_secret", "totp_last_step", "recovery_hashes"] as const;
  const row =
    who.kind === "user"
      ? await database.db.selectFrom("credentials").select(cols).where("user_id", "=", who.id).executeTakeFirst()
      : await database.db.selectFrom("admin_credentials").select(cols).where("admin_id", "=", who.id).executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    secret: row.totp_secret,
    pending: row.totp_pending_secret,
    lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    recoveryLeft: (row.recovery_hashes ?? []).length,
  };
}

/** A jsonb array parameter (sent as text and cast: postgres.js would send a string as a JSON string). */
const jsonArray = (values: string[]) => sql<string>`${JSON.stringify(values)}::text::jsonb`;

/** Updates `who`'s factor columns where `guard` (SQL over the row) holds; returns whether a row changed. */
async function writeFactor(who: Who, values: FactorUpdate, guard?: ReturnType<typeof sql<boolean>>): Promise<boolean> {
  const { database } = await services();
  const r =
    who.kind === "user"
      ? await database.db
          .updateTable("credentials")
          .set(values)
          .where("user_id", "=", who.id)
          .$if(!!guard, (q) => q.where(guard!))
          .executeTakeFirst()
      : await database.db
          .updateTable("admin_credentials")
          .set(values)
          .where("admin_id", "=", who.id)
          .$if(!!guard, (q) => q.where(guard!))
          .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The secret being enrolled: the one already drawn (so a reload or a second tab shows the same), or a new one. */
export async function enrolmentSecret(who: Who): Promise<string> {
  const f = await readFactor(who);
  if (f?.pending) return f.pending;
  const secret = newSecret();
  await writeFactor(who, { totp_pending_secret: secret }, sql<boolean>`totp_pending_secret is null`);
  return (await readFactor(who))?.pending ?? secret;
}

/** The QR code (server-rendered SVG, no JS needed) of the otpauth:// URI for `secret`. */
export async function qrSvg(secret: string, label: string): Promise<string> {
  return QRCode.toString(otpauthUri(secret, label), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** Confirms the enrolment with a code of the pending secret; returns the 10 recovery codes (shown once) or null. */
export async function confirmEnrolment(who: Who, code: string): Promise<string[] | null> {
  const f = await readFactor(who);
  if (!f?.pending) return null;
  const step = verifyTotp(f.pending, code, Date.now(), null);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const ok = await writeFactor(
    who,
    { totp_secret: f.pending, totp_pending_secret: null, totp_last_step: step, recovery_hashes: jsonArray(codes.map(hashRecoveryCode)) },
    sql<boolean>`totp_pending_secret = ${f.pending}`,
  );
  return ok ? codes : null;
}

/**
 * Checks a sign-in code: a TOTP code of this or a neighbouring step not used before (the step is
 * stored, so the same code twice is refused, even by two requests at once), or one of the recovery
 * codes, which is then spent.
 */
export async function checkCode(who: Who, code: string): Promise<boolean> {
  const f = await readFactor(who);
  if (!f?.secret) return false;
  if (isRecoveryCode(code)) {
    const hash = hashRecoveryCode(code);
    return writeFactor(who, { recovery_hashes: sql<string>`recovery_hashes - ${hash}::text` }, sql<boolean>`recovery_hashes ? ${hash}::text`);
  }
  const step = verifyTotp(f.secret, code, Date.now(), f.lastStep);
  if (step === null) return false;
  return writeFactor(who, { totp_last_step: step }, sql<boolean>`(totp_last_step is null or totp_last_step < ${step}::bigint)`);
}

/** Turns the second factor off (a company user's choice; admins cannot). */
export async function disableFactor(who: Who): Promise<void> {
  await writeFactor(who, { totp_secret: null, totp_pending_secret: null, totp_last_step: null, recovery_hashes: jsonArray([]) });
}
