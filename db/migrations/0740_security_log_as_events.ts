import { sql, type Kysely } from "kysely";

// Sign-in locks are SignInLocked events now (domain/security), not rows app/ writes: the plain
// table 0600 made for them goes. Its rows (locks only, no other state) are not carried over.
export async function up(db: Kysely<any>) {
  await sql`drop table if exists security_log`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`
    create table security_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      kind text not null,
      subject text not null,
      ip text,
      until timestamptz
    )`.execute(db);
}
