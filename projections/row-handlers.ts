// The one-row handlers the read models share: insert the row an event makes (company_id from the
// event), update or delete a row by its id (optionally only inside the event's company). Each
// takes the row (or the columns to set) as a function of the event, typed by the table's own row
// type; table and column names come from the read models' code, never from input.
import type { InsertObject, Transaction, UpdateObject } from "kysely";
import type { DB } from "../db/schema";
import type { RecordedEvent } from "../eventstore/types";

type Table = keyof DB & string;
/** The tables keyed by `id` that also carry company_id: the rows an event of a company owns. */
type CompanyTable = { [T in Table]: DB[T] extends { id: unknown; company_id: unknown } ? T : never }[Table];
/** A handler over the events whose data is D (assignable to any TypedHandlers entry of that data). */
type Handler<D> = (trx: Transaction<DB>, e: RecordedEvent<string, D>) => Promise<void>;

// Kysely cannot check a column against a table named by a type parameter, so the builders see the
// tables as one loose shape; the rows and sets are checked at the parameters above instead.
type LooseDB = Record<string, Record<string, unknown>>;
const loose = (trx: Transaction<DB>) => trx as unknown as Transaction<LooseDB>;

/** Which rows an update or delete touches: the id only, or the id inside the event's company. */
export interface RowScope {
  /** Adds `company_id = <the event's company>` to the id (the tables other companies share ids in). */
  inCompany?: boolean;
}

function byId(trx: Transaction<DB>, table: Table, e: RecordedEvent, id: string, scope: RowScope) {
  return {
    update: (set: Record<string, unknown>) => {
      let q = loose(trx).updateTable(table).set(set).where("id", "=", id);
      if (scope.inCompany) q = q.where("company_id", "=", e.metadata.companyId);
      return q.execute();
    },
    delete: () => {
      let q = loose(trx).deleteFrom(table).where("id", "=", id);
      if (scope.inCompany) q = q.where("company_id", "=", e.metadata.companyId);
      return q.execute();
    },
  };
}

/** INSERT of one row of the event's company (the row leads with its id; company_id follows it). */
export async function insertCompanyRow<T extends CompanyTable>(
  trx: Transaction<DB>,
  table: T,
  e: RecordedEvent,
  row: Omit<InsertObject<DB, T>, "company_id">,
): Promise<void> {
  const { id, ...rest } = row as Record<string, unknown>;
  await loose(trx)
    .insertInto(table)
    .values({ id, company_id: e.metadata.companyId, ...rest })
    .execute();
}

/** Handler: inserts the row `row(e)` makes, owned by the event's company. */
export const insertRow =
  <T extends CompanyTable, D>(table: T, row: (e: RecordedEvent<string, D>) => Omit<InsertObject<DB, T>, "company_id">) =>
  async (trx: Transaction<DB>, e: RecordedEvent<string, D>): Promise<void> =>
    insertCompanyRow(trx, table, e, row(e));

/** Handler: sets `set(e)` on the row whose id is `id(e.data)`. */
export const updateRow =
  <T extends CompanyTable, D>(
    table: T,
    id: (data: D) => string,
    set: (e: RecordedEvent<string, D>) => UpdateObject<DB, T>,
    scope: RowScope = {},
  ): Handler<D> =>
  async (trx, e) => {
    await byId(trx, table, e, id(e.data), scope).update(set(e));
  };

/** Handler: deletes the row whose id is `id(e.data)`. */
export const deleteRow =
  <D>(table: CompanyTable, id: (data: D) => string, scope: RowScope = {}): Handler<D> =>
  async (trx, e) => {
    await byId(trx, table, e, id(e.data), scope).delete();
  };
