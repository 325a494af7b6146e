// The mail port's retention on a real PostgreSQL: recovery links a day past their expiry and outbox
// mail older than 90 days are deleted; newer rows (and a link still valid or just expired) stay.
import "../../db/schema-access";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAIL_OUTBOX_DAYS, purgeMailLeftovers, TOKEN_GRACE_MS } from "../../app/lib/mail/retention.server";
import { freshDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase("postgres");
});
afterAll(async () => {
  await database?.drop();
});

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;
const user = "0190a000-0000-7000-8000-0000000000a1";
const company = "0190a000-0000-7000-8000-0000000000c1";

it("deletes old links and old mail, keeps the rest", async () => {
  const db = database.db;
  const token = (hash: string, expiresAgo: number, used = false) => ({
    token_hash: hash,
    user_id: user,
    company_id: company,
    created_at: ago(expiresAgo + 3_600_000),
    expires_at: ago(expiresAgo),
    used_at: used ? ago(expiresAgo + 60_000) : null,
  });
  await db
    .insertInto("password_reset_tokens")
    .values([
      token("valid", -30 * 60_000),
      token("just-expired", 60_000),
      token("expired-in-grace", TOKEN_GRACE_MS - 60_000, true),
      token("old-used", TOKEN_GRACE_MS + 60_000, true),
      token("old-unused", 30 * DAY),
    ])
    .execute();
  const mail = (id: string, age: number) => ({
    id,
    company_id: company,
    to_address: "a@b.com",
    subject: "s",
    body_text: "t",
    kind: "password-recovery",
    created_at: ago(age),
    delivery: "outbox",
  });
  await db
    .insertInto("mail_outbox")
    .values([
      mail("0190a000-0000-7000-8000-000000000001", DAY),
      mail("0190a000-0000-7000-8000-000000000002", (MAIL_OUTBOX_DAYS - 1) * DAY),
      mail("0190a000-0000-7000-8000-000000000003", (MAIL_OUTBOX_DAYS + 1) * DAY),
    ])
    .execute();

  expect(await purgeMailLeftovers(db, now)).toEqual({ tokens: 2, mails: 1 });
  const tokens = await db.selectFrom("password_reset_tokens").select("token_hash").orderBy("token_hash").execute();
  expect(tokens.map((t) => t.token_hash)).toEqual(["expired-in-grace", "just-expired", "valid"]);
  const mails = await db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
  expect(mails.map((m) => m.id)).toEqual(["0190a000-0000-7000-8000-000000000001", "0190a000-0000-7000-8000-000000000002"]);
  // Again: nothing left to delete.
  expect(await purgeMailLeftovers(db, now)).toEqual({ tokens: 0, mails: 0 });
});
