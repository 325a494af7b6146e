// Reads of the "aftersales" projection, always scoped to the company.
import type { Kysely } from "kysely";
import "../../db/schema-after-sales";
import type { DB } from "../../db/schema";

export async function serviceOrderNumber(db: Kysely<DB>, companyId: string, itemId: string): Promise<number | null> {
  const row = await db
    .selectFrom("rm_service_orders")
    .select("number")
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return row?.number ?? null;
}

export function serviceLineRows(db: Kysely<DB>, companyId: string, itemId: string) {
  return db
    .selectFrom("rm_service_lines")
    .select(["line_id", "service_name", "service_type", "quantity", "price", "price_comps"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .orderBy("position")
    .execute();
}

export function templateRows(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_after_sales_templates")
    .select(["template_id", "name", "body", "updated_at"])
    .where("company_id", "=", companyId)
    .orderBy("name")
    .orderBy("template_id")
    .execute();
}

export function templateRow(db: Kysely<DB>, companyId: string, templateId: string) {
  return db
    .selectFrom("rm_after_sales_templates")
    .select(["template_id", "name", "body"])
    .where("company_id", "=", companyId)
    .where("template_id", "=", templateId)
    .executeTakeFirst();
}

export function itemProposalRows(db: Kysely<DB>, companyId: string, itemId: string) {
  return db
    .selectFrom("rm_after_sales_proposals")
    .select(["proposal_id", "number", "template_name", "valid_until", "total", "generated_at"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .orderBy("number", "desc")
    .execute();
}

export function proposalRow(db: Kysely<DB>, companyId: string, proposalId: string) {
  return db
    .selectFrom("rm_after_sales_proposals")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("proposal_id", "=", proposalId)
    .executeTakeFirst();
}
