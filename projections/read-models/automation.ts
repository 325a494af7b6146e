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
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { CompanyEvent } from "../../domain/company";
import type { ItemEvent } from "../../domain/item";
import type { NoteEvent } from "../../domain/note";
import type { RecordedEvent } from "../../eventstore/types";
import { jsonb } from "../bulk-sql";
import { businessPayload, numberLabel, type ItemSummary } from "../business/payload";
import { toBusinessEvent } from "../business/events";
import type { TypedHandlers } from "../types";

type AutomationEvent = CompanyEvent | ItemEvent | NoteEvent;

const itemIdOf = (streamId: string) => streamId.slice("item-".length);

async function upsertUser(trx: Transaction<DB>, id: string, companyId: string, name: string) {
  await trx
    .insertInto("rm_automation_users")
    .values({ id, company_id: companyId, name })
    .onConflict((oc) => oc.column("id").doUpdateSet({ name }))
    .execute();
}

async function itemSummary(trx: Transaction<DB>, itemId: string): Promise<ItemSummary | null> {
  const r = await trx
    .selectFrom("rm_automation_items as i")
    .leftJoin("rm_automation_users as u", "u.id", "i.owner_id")
    .select(["i.id", "i.number", "i.name", "i.board_type", "i.amount", "i.customer_id", "i.customer_name", "i.owner_id", "u.name as owner_name"])
    .where("i.id", "=", itemId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    number: r.number,
    numberLabel: numberLabel(r.number),
    name: r.name,
    boardType: r.board_type,
    amount: Number(r.amount).toFixed(2),
    customer: r.customer_id ? { id: r.customer_id, name: r.customer_name ?? "" } : null,
    owner: { id: r.owner_id, name: r.owner_name ?? null },
  };
}

/** Writes the enriched business event, when `e` is one. Runs after the item handlers of `e`. */
async function recordBusinessEvent(trx: Transaction<DB>, e: RecordedEvent) {
  const b = toBusinessEvent(e);
  if (!b) return;
  const item = await itemSummary(trx, b.itemId);
  const actor = await trx.selectFrom("rm_automation_users").select("name").where("id", "=", b.actorId).executeTakeFirst();
  const payload = businessPayload(b, item, actor?.name ?? null);
  await trx
    .insertInto("rm_business_events")
    .values({
      event_id: b.eventId,
      company_id: b.companyId,
      action: b.action,
      item_id: item ? item.id : null,
      occurred_at: b.occurredAt,
      tx: e.position.a,
      pos: e.position.b,
      payload: jsonb(payload),
    })
    .execute();
}

const itemHandlers: TypedHandlers<AutomationEvent> = {
  async CompanyRegistered(trx, e) {
    await upsertUser(trx, e.data.manager.id, e.metadata.companyId, e.data.manager.name);
  },
  async VendorAdded(trx, e) {
    await upsertUser(trx, e.data.vendor.id, e.metadata.companyId, e.data.vendor.name);
  },
  async ItemCreated(trx, e) {
    const d = e.data;
    const { next } = await trx
      .selectFrom("rm_automation_items")
      .select(sql<number>`coalesce(max(number), 0) + 1`.as("next"))
      .where("company_id", "=", e.metadata.companyId)
      .where("live", "=", true)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("rm_automation_items")
      .values({
        id: d.itemId,
        company_id: e.metadata.companyId,
        number: Number(next),
        name: d.name,
        board_type: d.boardType,
        amount: d.amount,
        customer_id: d.customer?.id ?? null,
        customer_name: d.customer?.name ?? null,
        owner_id: d.ownerId,
        live: true,
      })
      .execute();
  },
  async ItemDetailsChanged(trx, e) {
    const c = e.data.changes;
    const set: Record<string, unknown> = {};
    if (c.name) set.name = c.name.to;
    if (c.amount) set.amount = c.amount.to;
    if (c.customer) {
      set.customer_id = c.customer.to?.id ?? null;
      set.customer_name = c.customer.to?.name ?? null;
    }
    if (Object.keys(set).length) await trx.updateTable("rm_automation_items").set(set).where("id", "=", itemIdOf(e.streamId)).execute();
  },
  async ItemSent(trx, e) {
    await trx.updateTable("rm_automation_items").set({ owner_id: e.data.toUserId }).where("id", "=", itemIdOf(e.streamId)).execute();
  },
  async ItemDeleted(trx, e) {
    await trx.updateTable("rm_automation_items").set({ live: false }).where("id", "=", itemIdOf(e.streamId)).execute();
  },
  async SaleReturnedToPreSale(trx, e) {
    await trx.updateTable("rm_automation_items").set({ live: false }).where("id", "=", itemIdOf(e.streamId)).execute();
  },
};

/** Item handlers first, then the business-event row, so the summary includes the event itself. */
const thenBusinessEvent =
  <E extends RecordedEvent>(before?: (trx: Transaction<DB>, e: E) => Promise<void>) =>
  async (trx: Transaction<DB>, e: E) => {
    if (before) await before(trx, e);
    await recordBusinessEvent(trx, e);
  };

/** The event types that can be business events (see toBusinessEvent). */
export const automationHandlers: TypedHandlers<AutomationEvent> = {
  ...itemHandlers,
  ItemMoved: thenBusinessEvent(itemHandlers.ItemMoved),
  SaleWon: thenBusinessEvent(itemHandlers.SaleWon),
  SaleLost: thenBusinessEvent(itemHandlers.SaleLost),
  ItemReturnedToFunnel: thenBusinessEvent(itemHandlers.ItemReturnedToFunnel),
  NoteCreated: thenBusinessEvent(itemHandlers.NoteCreated),
};
