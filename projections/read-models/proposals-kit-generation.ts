// rm_proposals, kit and generation steps (issue 16, migration 0770): the chosen kit (name, supplier,
// price in centavos and the whole snapshot) and the generation (kWp, kWh a year and the whole step).
// A new kit empties the generation, as the aggregate does (domain/proposal/state.ts); either step
// leaves the proposal unfinished until it is priced again.
import "../../db/schema-proposals";
import type { ProposalEvent } from "../../domain/proposal";
import { jsonb } from "../bulk-sql";
import type { TypedHandlers } from "../types";

export const proposalKitGenerationHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalKitChosen(trx, e) {
    const k = e.data.kit;
    await trx
      .updateTable("rm_proposals")
      .set({
        kit_name: k.name,
        kit_supplier: k.kitData.kitSupplier,
        kit_price: k.kitData.kitPrice,
        kit: jsonb<string>(k),
        power_kwp: null,
        yearly_generation_kwh: null,
        generation: null,
        finished: false,
        updated_at: e.metadata.occurredAt,
      })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },

  async ProposalGenerationSet(trx, e) {
    const { proposalId, ...generation } = e.data;
    await trx
      .updateTable("rm_proposals")
      .set({
        power_kwp: generation.realSystemData.power,
        yearly_generation_kwh: generation.realSystemData.averageYearlyGeneration,
        generation: jsonb<string>(generation),
        finished: false,
        updated_at: e.metadata.occurredAt,
      })
      .where("id", "=", proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
