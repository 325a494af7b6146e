// The "aftersales" projection (ADR 026): rm_service_orders gives every AFTER_SALES item its service
// order number (max + 1 within the company, in log order, so a rebuild gives the same numbers, like
// item numbers in ADR 002); rm_service_lines holds each item's live service lines. Deterministic:
// times come from the event metadata. A deleted item keeps its number (never given again).
import { sql } from "kysely";
import "../../db/schema-after-sales";
import { priceCompsOf, type AfterSalesEvent } from "../../domain/after-sales";
import type { AfterSalesTemplateEvent } from "../../domain/after-sales-template";
import type { ItemEvent } from "../../domain/item";
import { bulkHandler, type BulkHandler, type Recorded, type TypedHandlers } from "../types";

/**
 * ItemCreated makes up much of any log: one bulk statement per run (docs/projections.md). The run's
 * AFTER_SALES items continue each company's max(number) in log order, as one at a time would.
 */
const serviceOrdersBulk: BulkHandler<Recorded<ItemEvent, "ItemCreated">> = async (trx, events) => {
  const created = events.filter((e) => e.data.boardType === "AFTER_SALES");
  if (created.length === 0) return;
  const companies = [...new Set(created.map((e) => e.metadata.companyId))];
  const maxes = await trx
    .selectFrom("rm_service_orders")
    .select(["company_id", (eb) => eb.fn.max<number>("number").as("max")])
    .where("company_id", "in", companies)
    .groupBy("company_id")
    .execute();
  const next = new Map(maxes.map((m) => [m.company_id, Number(m.max)]));
  const seen = new Set<string>();
  const rows = [];
  for (const e of created) {
    if (seen.has(e.data.itemId)) continue;
    seen.add(e.data.itemId);
    const n = (next.get(e.metadata.companyId) ?? 0) + 1;
    next.set(e.metadata.companyId, n);
    rows.push({ item_id: e.data.itemId, company_id: e.metadata.companyId, number: n });
  }
  await trx
    .insertInto("rm_service_orders")
    .values(rows)
    .onConflict((oc) => oc.column("item_id").doNothing())
    .execute();
};

/** A text parameter cast to jsonb: the driver would otherwise encode the string again (a JSON string scalar). */
const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as text)::jsonb`;

export const serviceOrderHandlers: TypedHandlers<ItemEvent> = { ItemCreated: bulkHandler(serviceOrdersBulk) };

export const serviceLineHandlers: TypedHandlers<AfterSalesEvent> = {
  ServiceLineAdded: async (trx, e) => {
    const d = e.data;
    const { max } = await trx
      .selectFrom("rm_service_lines")
      .select((eb) => eb.fn.max<number | null>("position").as("max"))
      .where("item_id", "=", d.itemId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("rm_service_lines")
      .values({
        line_id: d.lineId,
        item_id: d.itemId,
        company_id: e.metadata.companyId,
        position: (max ?? 0) + 1,
        service_name: d.serviceName,
        service_type: d.serviceType,
        quantity: d.quantity,
        price: d.price,
        price_comps: jsonb(priceCompsOf(d)),
        added_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .execute();
  },
  ServiceLineEdited: async (trx, e) => {
    const t = e.data.to;
    await trx
      .updateTable("rm_service_lines")
      .set({
        service_name: t.serviceName,
        service_type: t.serviceType,
        quantity: t.quantity,
        price: t.price,
        price_comps: jsonb(priceCompsOf(t)),
        updated_at: e.metadata.occurredAt,
      })
      .where("line_id", "=", e.data.lineId)
      .execute();
  },
  ServiceLineRemoved: async (trx, e) => {
    await trx.deleteFrom("rm_service_lines").where("line_id", "=", e.data.lineId).execute();
  },
  // Numbered max + 1 within the company, in log order: a rebuild gives the same numbers.
  AfterSalesProposalGenerated: async (trx, e) => {
    const d = e.data;
    const companyId = e.metadata.companyId;
    const { max } = await trx
      .selectFrom("rm_after_sales_proposals")
      .select((eb) => eb.fn.max<number | null>("number").as("max"))
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("rm_after_sales_proposals")
      .values({
        proposal_id: d.proposalId,
        company_id: companyId,
        item_id: d.itemId,
        number: (max ?? 0) + 1,
        template_id: d.templateId,
        template_name: d.templateName,
        text: d.text,
        customer_name: d.customerName,
        item_name: d.itemName,
        service_order: d.serviceOrder,
        validity_days: d.validityDays,
        valid_until: d.validUntil,
        services: jsonb(d.services),
        total: d.total,
        generated_at: e.metadata.occurredAt,
        actor_id: e.metadata.actorId,
      })
      .execute();
  },
};

export const templateHandlers: TypedHandlers<AfterSalesTemplateEvent> = {
  AfterSalesTemplateCreated: async (trx, e) => {
    const at = e.metadata.occurredAt;
    await trx
      .insertInto("rm_after_sales_templates")
      .values({
        template_id: e.data.templateId,
        company_id: e.metadata.companyId,
        name: e.data.name,
        body: e.data.body,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },
  AfterSalesTemplateEdited: async (trx, e) => {
    await trx
      .updateTable("rm_after_sales_templates")
      .set({ name: e.data.to.name, body: e.data.to.body, updated_at: e.metadata.occurredAt })
      .where("template_id", "=", e.data.templateId)
      .execute();
  },
  // Gone from the list and from "Gerar proposta"; generated proposals keep its name (frozen, ADR 026).
  AfterSalesTemplateDeleted: async (trx, e) => {
    await trx.deleteFrom("rm_after_sales_templates").where("template_id", "=", e.data.templateId).execute();
  },
};
