// rm_proposals' pricing columns (migration 0780): a ProposalPriced sets the final price, mode and
// payback (and the potential profit, migration 0870) and makes the proposal finished (spec part 3 §4). A later consumption, kit or generation
// event turns finished false in its own handler; the price columns stay for reference.
import "../../db/schema-proposals";
import "../../db/schema-proposals-profit";
import type { ProposalEvent } from "../../domain/proposal";
import type { TypedHandlers } from "../types";

export const proposalPricingHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalPriced(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_proposals")
      .set({
        finished: true,
        final_price: d.revenueData.finalPrice,
        pricing_mode: d.mode,
        payback_months: d.viability.paybackMonths,
        // The dashboard's potential profit (migration 0870): DETAILED pricing only; an event of before the field is null.
        potential_profit: d.revenueData.potentialProfit ?? null,
        priced_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .where("id", "=", d.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
