import { sql, type Kysely } from "kysely";

// Issue 16, the pricing step: what the lists and the wizard read of a proposal's price without
// opening its events: the final price (centavos), the mode, the payback of its viability and when it
// was priced. Null until priced; the price stays (out of force, finished false) after a later step changes.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_proposals
    add column final_price bigint,
    add column pricing_mode text,
    add column payback_months integer,
    add column priced_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`alter table rm_proposals
    drop column if exists final_price,
    drop column if exists pricing_mode,
    drop column if exists payback_months,
    drop column if exists priced_at`.execute(db);
}
