// The few facts every wizard page shows above its step: number, customer, owner, state, average consumption.
import type { ProposalDetail } from "../../projections/read-models/proposals.queries";

export const proposalHeader = (p: ProposalDetail) => ({
  id: p.id,
  count: p.count,
  customerId: p.customerId,
  customerName: p.customerName,
  ownerName: p.ownerName ?? "—",
  finished: p.finished,
  averageMonthlyConsumption: p.averageMonthlyConsumption,
});
