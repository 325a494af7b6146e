import { sql, type Kysely } from "kysely";

// DESIGN §4. The stream row carries the version used for optimistic concurrency; events carry the
// writing transaction's id so that readers can stay below pg_snapshot_xmin and never skip a
// transaction that commits late.
export async function up(db: Kysely<any>) {
  await sql`
    create table streams (
      stream_id text primary key,
      stream_type text not null,
      company_id uuid,
      version integer not null
    )`.execute(db);
  await sql`
    create table events (
      global_position bigint generated always as identity,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null references streams (stream_id),
      stream_position integer not null,
      event_id uuid not null unique,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      created_at timestamptz not null default now(),
      primary key (stream_id, stream_position)
    )`.execute(db);
  await sql`create index events_tx_pos on events (transaction_id, global_position)`.execute(db);
  // One row per command that appended: a repeated commandId returns these events instead.
  await sql`
    create table command_log (
      command_id uuid primary key,
      stream_id text not null,
      first_position integer not null,
      last_position integer not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table command_log`.execute(db);
  await sql`drop table events`.execute(db);
  await sql`drop table streams`.execute(db);
}
