import { sql, type Kysely } from "kysely";

// The checkpoint of each projection is the (transaction_id, global_position) pair of the last event
// it applied, stored as text so both adapters (xid8 pair, EventStoreDB commit/prepare) fit.
export async function up(db: Kysely<any>) {
  await sql`
    create table projection_checkpoints (
      name text primary key,
      version integer not null,
      tx numeric not null,
      pos numeric not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table projection_checkpoints`.execute(db);
}
