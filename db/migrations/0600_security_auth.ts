import { sql, type Kysely } from "kysely";

// Issue 14 (sign-in hardening). Plain tables, never events (DESIGN §3):
// - auth_throttle: failed password/code checks per account (e-mail) and per client IP, and the lock
//   they earned (app/lib/throttle.server.ts);
// - security_log: one row per lock, for the audit;
// - the TOTP second factor's secret, last used time step and hashed recovery codes beside the
//   password hash (credentials, admin_credentials);
// - sessions' last activity, for the idle timeout.
export async function up(db: Kysely<any>) {
  await sql`
    create table auth_throttle (
      scope text not null,
      subject text not null,
      failures integer not null default 0,
      last_failure_at timestamptz not null,
      locked_until timestamptz,
      primary key (scope, subject)
    )`.execute(db);
  await sql`
    create table security_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      kind text not null,
      subject text not null,
      ip text,
      until timestamptz
    )`.execute(db);
  for (const table of ["credentials", "admin_credentials"]) {
    await sql`
      alter table ${sql.table(table)}
        add column totp_secret text,
        add column totp_pending_secret text,
        add column totp_last_step bigint,
        add column recovery_hashes jsonb not null default '[]'::jsonb`.execute(db);
  }
  for (const table of ["sessions", "admin_sessions"]) {
    await sql`alter table ${sql.table(table)} add column last_seen_at timestamptz not null default now()`.execute(db);
  }
}

export async function down(db: Kysely<any>) {
  for (const table of ["sessions", "admin_sessions"]) await sql`alter table ${sql.table(table)} drop column last_seen_at`.execute(db);
  for (const table of ["credentials", "admin_credentials"])
    await sql`
      alter table ${sql.table(table)}
        drop column totp_secret, drop column totp_pending_secret, drop column totp_last_step, drop column recovery_hashes`.execute(db);
  await sql`drop table security_log`.execute(db);
  await sql`drop table auth_throttle`.execute(db);
}
