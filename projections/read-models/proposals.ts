// rm_proposals (issue 16): one row per proposal with its company-wide count, given here in log order
// (max + 1 within the company, as board.ts numbers items: ADR 002), so a rebuild numbers every
// proposal identically; the consumption data as the last event left it, and its figures.
import { sql } from "kysely";
import "../../db/schema-proposals";
import type { Consumption, ConsumptionFigures, ProposalEvent } from "../../domain/proposal";
import { jsonb } from "../bulk-sql";
import { proposalDeletionHandlers } from "./proposals-deletion";
import { proposalFinalHandlers } from "./proposals-final";
import type { TypedHandlers } from "../types";
import { proposalPresentationHandlers } from "./proposals-presentation";
import { proposalKitGenerationHandlers } from "./proposals-kit-generation";
import { proposalPricingHandlers } from "./proposals-pricing";

/** The columns that follow the consumption data. */
function consumptionColumns(c: Consumption, f: ConsumptionFigures) {
  return {
    tariff_modality: c.tariffModality,
    power_dist_company: c.powerDistCompany,
    units: c.energyBillData.length,
    consumption: jsonb<string>(c),
    average_monthly_consumption: f.averageMonthlyConsumption,
    average_monthly_consumption_peak: f.averageMonthlyConsumptionPeak,
  };
}

export const proposalHandlers: TypedHandlers<ProposalEvent> = {
  ...proposalPresentationHandlers,
  ...proposalDeletionHandlers,
  ...proposalFinalHandlers,
  ...proposalKitGenerationHandlers,
  ...proposalPricingHandlers,
  async ProposalStarted(trx, e) {
    const companyId = e.metadata.companyId;
    const last = await trx
      .selectFrom("rm_proposals")
      .select(sql<number>`coalesce(max(count), 0)`.as("max"))
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    const d = e.data;
    await trx
      .insertInto("rm_proposals")
      .values({
        id: d.proposalId,
        company_id: companyId,
        count: Number(last?.max ?? 0) + 1,
        front_id: d.frontId,
        customer_id: d.customerId,
        customer_name: d.customerName,
        owner_id: d.ownerId,
        item_id: d.itemId,
        finished: d.finished,
        ...consumptionColumns(d.consumption, d),
        created_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .execute();
  },

  // A new consumption leaves a saved price out of force (state.ts): finished false, the price kept for reference.
  async ProposalConsumptionEdited(trx, e) {
    await trx
      .updateTable("rm_proposals")
      .set({ ...consumptionColumns(e.data.consumption, e.data), finished: false, updated_at: e.metadata.occurredAt })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
