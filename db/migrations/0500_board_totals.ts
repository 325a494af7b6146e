import { sql, type Kysely } from "kysely";

// P4 (issue 8): a board's column totals (count and R$ of the open items) must not cost a scan of
// every open item of the company. rm_board_totals keeps them per column AND owner (so the data
// scopes of issue 7 are a sum over the owners one may see), maintained by statement-level triggers
// on rm_items in the projection's own transaction: they see every INSERT/UPDATE/DELETE, one row or
// thousands (bulk handlers), and a rebuild (which truncates both) gives the same rows. A key whose
// count reaches zero is deleted, so the table is a function of rm_items' rows alone.
const KEY = "company_id, board_type, column_id, owner_id";

function body(deltas: string) {
  return `
    insert into rm_board_totals (${KEY}, item_count, amount)
    select ${KEY}, sum(n)::integer, sum(a) from (${deltas}) d
    group by ${KEY}
    having sum(n) <> 0 or sum(a) <> 0
    on conflict (${KEY}) do update
      set item_count = rm_board_totals.item_count + excluded.item_count,
          amount = rm_board_totals.amount + excluded.amount;
    delete from rm_board_totals where item_count = 0;
    return null;`;
}
const plus = (t: string) => `select ${KEY}, 1 as n, amount as a from ${t} where status = 'IN_PROGRESS'`;
const minus = (t: string) => `select ${KEY}, -1 as n, -amount as a from ${t} where status = 'IN_PROGRESS'`;

export async function up(db: Kysely<any>) {
  await sql`
    create table rm_board_totals (
      company_id uuid not null,
      board_type text not null,
      column_id uuid not null,
      owner_id uuid not null,
      item_count integer not null,
      amount numeric(16, 2) not null,
      primary key (company_id, board_type, column_id, owner_id)
    )`.execute(db);
  await sql.raw(`create function rm_board_totals_ins() returns trigger language plpgsql as $$ begin ${body(plus("new_rows"))} end $$`).execute(db);
  await sql.raw(`create function rm_board_totals_del() returns trigger language plpgsql as $$ begin ${body(minus("old_rows"))} end $$`).execute(db);
  await sql
    .raw(
      `create function rm_board_totals_upd() returns trigger language plpgsql as $$ begin ${body(`${plus("new_rows")} union all ${minus("old_rows")}`)} end $$`,
    )
    .execute(db);
  await sql`create trigger rm_board_totals_ins after insert on rm_items referencing new table as new_rows for each statement execute function rm_board_totals_ins()`.execute(
    db,
  );
  await sql`create trigger rm_board_totals_del after delete on rm_items referencing old table as old_rows for each statement execute function rm_board_totals_del()`.execute(
    db,
  );
  await sql`create trigger rm_board_totals_upd after update on rm_items referencing old table as old_rows new table as new_rows for each statement execute function rm_board_totals_upd()`.execute(
    db,
  );
  await sql
    .raw(
      `
    insert into rm_board_totals (${KEY}, item_count, amount)
    select ${KEY}, count(*)::integer, sum(amount) from rm_items where status = 'IN_PROGRESS' group by ${KEY}`,
    )
    .execute(db);
}
