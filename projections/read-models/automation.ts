// The "automation" projection's enrichment read model: what a business-event payload needs
// (item number, name, board type, amount, customer, owner; actor names) kept as copies, and
// rm_business_events, one row per business event with its finished JSON payload, in log order.
//
// Why copies and not a read of rm_items/rm_users at send time: those rows belong to the core
// projection, which runs on its own checkpoint; read later they would describe the item as it is
// *now* (renamed, reassigned, deleted), and a rebuild could give other payloads. Here every handler
// sees exactly the log prefix up to its event (one projection, one checkpoint, log order), so the
// payload is a function of the log and a rebuild reproduces it byte for byte.
//
// Item numbers follow the core projection's rule (ADR 002): max(number) + 1 over the company's
// live items, in log order. The rebuild test checks both projections agree.
//
// Bulk (docs/performance.md, "Bulk handlers"): a run is folded in memory over its items and users
// as loaded once, then written with one statement per table. Deletions are not bulk: they end a
// run, so inside one the live numbers of a company only grow and max + created gives the numbers.
import { sql, type Transaction } from "kysely";
import type { DB, RmAutomationItemsTable } from "../../db/schema";
import type { CompanyEvent } from "../../domain/company";
import type { ItemEvent } from "../../domain/item";
import type { NoteEvent } from "../../domain/note";
import type { RecordedEvent } from "../../eventstore/types";
import { insertRows, updateRows, upsertRows } from "../bulk-sql";
import { businessPayload, numberLabel, type ItemSummary } from "../business/payload";
import { toBusinessEvent } from "../business/events";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";

type AutomationEvent = CompanyEvent | ItemEvent | NoteEvent;

const itemIdOf = (streamId: string) => streamId.slice("item-".length);

/** A deletion: the item stays (its summary still names it) but no longer counts for the numbers. */
const notLive = async (trx: Transaction<DB>, e: RecordedEvent) => {
  await trx.updateTable("rm_automation_items").set({ live: false }).where("id", "=", itemIdOf(e.streamId)).execute();
};

/**
 * "Desfazer" (ADR 016): live again, with its number if still free, else max + 1 over the live items,
 * the same rule as the core projection's restore (projections/read-models/board-undo.ts).
 */
const liveAgain = async (trx: Transaction<DB>, e: RecordedEvent) => {
  await sql`
    update rm_automation_items a set live = true,
      number = case when exists (select 1 from rm_automation_items b where b.company_id = a.company_id and b.live and b.number = a.number and b.id <> a.id)
        then (select coalesce(max(c.number), 0) + 1 from rm_automation_items c where c.company_id = a.company_id and c.live)
        else a.number end
    where a.id = ${itemIdOf(e.streamId)}`.execute(trx);
};

type BulkType =
  | "CompanyRegistered"
  | "VendorAdded"
  | "ItemCreated"
  | "ItemDetailsChanged"
  | "ItemSent"
  | "ItemMoved"
  | "SaleWon"
  | "SaleLost"
  | "ItemReturnedToFunnel"
  | "NoteCreated";
/** One rm_automation_items row as the batch keeps it in memory (mapped: a plain object type, as bulk-sql's Row wants). */
type ItemRow = { [K in keyof RmAutomationItemsTable]: RmAutomationItemsTable[K] };

/** The item handlers of a run, then each business event's row as the item and users stood right after it. */
const automationBulk = bulkHandler<Recorded<AutomationEvent, BulkType>>(async (trx, events) => {
  const itemIds = new Set<string>();
  const userIds = new Set<string>();
  const creating = new Set<string>();
  const businessOf = events.map(toBusinessEvent); // once per event: the fold below reuses it
  for (const [i, e] of events.entries()) {
    userIds.add(e.metadata.actorId);
    if (e.type === "ItemCreated") {
      creating.add(e.metadata.companyId);
      userIds.add(e.data.ownerId);
    } else if (e.type === "ItemSent") userIds.add(e.data.toUserId);
    const b = businessOf[i];
    if (b) itemIds.add(b.itemId);
    if (e.streamId.startsWith("item-")) itemIds.add(itemIdOf(e.streamId));
  }
  const items = new Map<string, ItemRow>();
  if (itemIds.size)
    for (const r of await trx
      .selectFrom("rm_automation_items")
      .selectAll()
      .where("id", "in", [...itemIds])
      .execute()) {
      items.set(r.id, { ...r, amount: String(r.amount) });
      userIds.add(r.owner_id);
    }
  const users = new Map<string, { id: string; company_id: string; name: string }>();
  if (userIds.size)
    for (const u of await trx
      .selectFrom("rm_automation_users")
      .select(["id", "company_id", "name"])
      .where("id", "in", [...userIds])
      .execute())
      users.set(u.id, u);
  const next = new Map<string, number>();
  if (creating.size) {
    const rows = await trx
      .selectFrom("rm_automation_items")
      .select(["company_id", sql<number>`max(number)`.as("max")])
      .where("company_id", "in", [...creating])
      .where("live", "=", true)
      .groupBy("company_id")
      .execute();
    for (const c of creating) next.set(c, Number(rows.find((r) => r.company_id === c)?.max ?? 0));
  }

  const created = new Set<string>();
  const changed = new Set<string>();
  const userRows = new Map<string, Row>();
  const businessRows: Row[] = [];
  const setUser = (id: string, companyId: string, name: string) => {
    // As upsertUser: a known user keeps its company and takes the new name.
    const known = users.get(id);
    users.set(id, { id, company_id: known?.company_id ?? companyId, name });
    userRows.set(id, { id, company_id: known?.company_id ?? companyId, name });
  };
  const summary = (id: string): ItemSummary | null => {
    const r = items.get(id);
    if (!r) return null;
    return {
      id: r.id,
      number: r.number,
      numberLabel: numberLabel(r.number),
      name: r.name,
      boardType: r.board_type,
      amount: Number(r.amount).toFixed(2),
      customer: r.customer_id ? { id: r.customer_id, name: r.customer_name ?? "" } : null,
      owner: { id: r.owner_id, name: users.get(r.owner_id)?.name ?? null },
    };
  };

  for (const [i, e] of events.entries()) {
    if (e.type === "CompanyRegistered") setUser(e.data.manager.id, e.metadata.companyId, e.data.manager.name);
    else if (e.type === "VendorAdded") setUser(e.data.vendor.id, e.metadata.companyId, e.data.vendor.name);
    else if (e.type === "ItemCreated") {
      const d = e.data;
      const number = next.get(e.metadata.companyId)! + 1;
      next.set(e.metadata.companyId, number);
      items.set(d.itemId, {
        id: d.itemId,
        company_id: e.metadata.companyId,
        number,
        name: d.name,
        board_type: d.boardType,
        amount: d.amount,
        customer_id: d.customer?.id ?? null,
        customer_name: d.customer?.name ?? null,
        owner_id: d.ownerId,
        live: true,
      });
      created.add(d.itemId);
    } else if (e.type === "ItemDetailsChanged" || e.type === "ItemSent") {
      const item = items.get(itemIdOf(e.streamId));
      if (item) {
        if (e.type === "ItemSent") item.owner_id = e.data.toUserId;
        else {
          const c = e.data.changes;
          if (c.name) item.name = c.name.to;
          if (c.amount) item.amount = c.amount.to;
          if (c.customer) {
            item.customer_id = c.customer.to?.id ?? null;
            item.customer_name = c.customer.to?.name ?? null;
          }
        }
        changed.add(item.id);
      }
    }
    const b = businessOf[i];
    if (!b) continue;
    const item = summary(b.itemId);
    businessRows.push({
      event_id: b.eventId,
      company_id: b.companyId,
      action: b.action,
      item_id: item ? item.id : null,
      occurred_at: b.occurredAt,
      tx: e.position.a,
      pos: e.position.b,
      payload: businessPayload(b, item, users.get(b.actorId)?.name ?? null),
    });
  }

  await upsertRows(trx, "rm_automation_users", ["id"], [...userRows.values()], ["company_id"]);
  await insertRows(
    trx,
    "rm_automation_items",
    [...created].map((id) => items.get(id)!),
  );
  const updates = [...changed].filter((id) => !created.has(id)).map((id) => items.get(id)!);
  await updateRows(
    trx,
    "rm_automation_items",
    ["id"],
    updates.map(({ id, name, amount, customer_id, customer_name, owner_id }) => ({ id, name, amount, customer_id, customer_name, owner_id })),
  );
  await insertRows(trx, "rm_business_events", businessRows);
});

type Row = Record<string, unknown>;

/** The event types that can be business events (see toBusinessEvent), and the item and user events they read. */
export const automationHandlers: TypedHandlers<AutomationEvent> = {
  CompanyRegistered: automationBulk,
  VendorAdded: automationBulk,
  ItemCreated: automationBulk,
  ItemDetailsChanged: automationBulk,
  ItemSent: automationBulk,
  ItemMoved: automationBulk,
  SaleWon: automationBulk,
  SaleLost: automationBulk,
  ItemReturnedToFunnel: automationBulk,
  NoteCreated: automationBulk,
  // Not bulk: a deletion can lower a company's max live number (see the top of this file).
  ItemDeleted: notLive,
  SaleReturnedToPreSale: notLive,
  ItemRestored: liveAgain,
};
