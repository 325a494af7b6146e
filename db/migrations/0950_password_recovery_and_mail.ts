import { sql, type Kysely } from "kysely";

// Issue 20 (password recovery, the mail port). Plain tables, never events (DESIGN §3):
// - password_reset_tokens: one row per recovery link; only the SHA-256 of the token is kept, so a
//   read of the table (a backup, a log) does not open accounts. Single use (used_at) and 1 hour.
// - mail_outbox: every e-mail the app writes. With SMTP_URL set it is the delivery log; without it,
//   the outbox people read on /caixa-de-saida (ADR 023).
export async function up(db: Kysely<any>) {
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null,
      company_id uuid not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_reset_tokens_user on password_reset_tokens (user_id)`.execute(db);
  await sql`
    create table mail_outbox (
      id uuid primary key,
      company_id uuid,
      to_address text not null,
      subject text not null,
      body_text text not null,
      kind text not null,
      created_at timestamptz not null,
      delivery text not null,
      error text
    )`.execute(db);
  await sql`create index mail_outbox_created on mail_outbox (created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table mail_outbox`.execute(db);
  await sql`drop table password_reset_tokens`.execute(db);
}
