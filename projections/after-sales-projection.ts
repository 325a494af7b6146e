// The "aftersales" projection (issue 20, ADR 026): service orders, service lines, proposal templates, proposals. Its own checkpoint,
// so its rebuild never touches the core tables.
import { composeProjection } from "./compose";
import { serviceLineHandlers, serviceOrderHandlers, templateHandlers } from "./read-models/after-sales";

export const afterSalesProjection = composeProjection(
  "aftersales",
  1,
  ["rm_service_orders", "rm_service_lines", "rm_after_sales_templates", "rm_after_sales_proposals"],
  [serviceOrderHandlers, serviceLineHandlers, templateHandlers],
);
