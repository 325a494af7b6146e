// The mail port with SMTP_URL set, on the real server (issue 20): a recovery e-mail goes through a
// local SMTP server over STARTTLS (its self-signed certificate trusted the production way, through
// NODE_EXTRA_CA_CERTS) and its outbox row says "smtp", with no body kept; when the server refuses
// the recipient, the requester gets the same answer and the row stays in the outbox as "failed",
// with the server's reply as the error.
import "../../db/schema-access";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type AppServer } from "../faults/support/app-server";
import { selfSignedCert, startFakeSmtp, type FakeSmtp, type FakeSmtpOptions } from "../support/fake-smtp";

const EMAIL = "gerente@girassol.demo";
let app: AppServer;
let smtp: FakeSmtp;
let certDir: string;
const smtpOptions: FakeSmtpOptions = {};

beforeAll(async () => {
  const cert = selfSignedCert();
  certDir = mkdtempSync(join(tmpdir(), "girassol-smtp-ca-"));
  writeFileSync(join(certDir, "ca.pem"), cert.cert);
  smtpOptions.tls = cert;
  smtp = await startFakeSmtp(smtpOptions);
  app = await startApp({ SMTP_URL: `smtp://girassol:segredo@127.0.0.1:${smtp.port}`, NODE_EXTRA_CA_CERTS: join(certDir, "ca.pem") });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  rmSync(certDir, { recursive: true, force: true });
});

async function requestLink() {
  const r = await fetch(`${app.baseUrl}/recuperacao-de-acesso`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL }),
  });
  expect(r.status).toBe(302);
  expect(r.headers.get("location")).toBe("/recuperacao-de-acesso");
  expect(r.headers.get("set-cookie")).toMatch(/^girassol_aviso=/);
}

const newestMail = () =>
  app.database.db
    .selectFrom("mail_outbox")
    .select(["delivery", "error", "body_text", "subject"])
    .where("to_address", "=", EMAIL)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

it("a recovery e-mail leaves through SMTP over STARTTLS and the row says smtp, without the link", async () => {
  await requestLink();
  const row = await newestMail();
  expect(row).toMatchObject({ delivery: "smtp", error: null, body_text: "" });
  expect(smtp.commands.slice(0, 4)).toEqual(["EHLO girassol", "STARTTLS", "tls EHLO girassol", expect.stringMatching(/^tls AUTH PLAIN /)]);
  expect(smtp.commands).toContain(`tls RCPT TO:<${EMAIL}>`);
  const body = smtp.data.split("\r\n\r\n")[1]!.replace(/\r\n/g, "");
  expect(Buffer.from(body, "base64").toString("utf8")).toMatch(/\/recuperacao-de-acesso\/[A-Za-z0-9_-]{43}/);
});

it("a refused recipient: the same answer to the requester, the mail stays in the outbox as failed", async () => {
  smtpOptions.refuseRcpt = true;
  try {
    await requestLink();
  } finally {
    smtpOptions.refuseRcpt = false;
  }
  const row = await newestMail();
  expect(row.delivery).toBe("failed");
  expect(row.error).toMatch(/550/);
  expect(row.subject).not.toBe("");
});
