// Platform admins sign in with a password and a TOTP code (issue 14: mandatory second factor). The
// helper goes through the UI like a person with an authenticator app: on the first sign-in it reads
// the secret shown on the enrolment page, later it reads the enrolled secret from the e2e database
// (the admin's phone, so to speak), and it types a code of a time step not used yet (the server
// refuses the same code twice), so parallel workers can sign the same admin in.
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { withE2eDatabase } from "./db";

export const DEMO_ADMIN = { email: "admin@girassol.demo", password: "Girassol123" };

const PERIOD_MS = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A TOTP code for `secret` of the current time step, or the next one when `lastStep` used it already. */
export async function nextCode(secret: string, lastStep: number | null = null): Promise<{ code: string; step: number }> {
  const now = Math.floor(Date.now() / PERIOD_MS);
  let step = lastStep === null ? now : Math.max(now, lastStep + 1);
  if (step > now + 1) {
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 200));
    step = Math.max(Math.floor(Date.now() / PERIOD_MS), lastStep! + 1);
  }
  return { code: totp(secret).generate({ timestamp: step * PERIOD_MS + 1000 }), step };
}

/** The enrolled secret and last used step of an admin (read from the database, as the app on a phone would hold it). */
export function adminFactor(email: string) {
  return withE2eDatabase(async ({ database }) => {
    const row = await database.db
      .selectFrom("admin_credentials")
      .select(["totp_secret", "totp_last_step"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { secret: row.totp_secret, lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step) };
  });
}

/** Password, then the code step (enrolling first if needed); ends on /admin/empresas. */
export async function signInAdmin(page: Page, who = DEMO_ADMIN) {
  await page.goto("/admin1");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha").fill(who.password);
  await page.getByRole("button", { name: "Fazer login" }).click();
  await expect(page).toHaveURL(/\/admin1\/verificacao$/);
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt) await page.goto("/admin1/verificacao");
    if (/\/admin\/empresas$/.test(page.url()) || (await page.getByRole("heading", { name: "Você já entrou" }).count())) break;
    const shown = page.getByTestId("totp-secret");
    const enrolling = (await shown.count()) > 0;
    const factor = enrolling ? { secret: (await shown.textContent())!.trim(), lastStep: null } : await adminFactor(who.email);
    const { code } = await nextCode(factor.secret!, factor.lastStep);
    await page.getByLabel("Código").fill(code);
    await page.getByRole("button", { name: "Confirmar" }).click();
    const done = enrolling ? page.getByRole("link", { name: "CONTINUAR" }) : page.getByRole("heading", { name: "Empresas", exact: true });
    const error = page.getByText("Código inválido ou já usado.");
    await expect(done.or(error).first()).toBeVisible();
    if (await done.count()) {
      if (enrolling) await done.click();
      break;
    }
  }
  await expect(page).toHaveURL(/\/admin\/empresas$/);
}
