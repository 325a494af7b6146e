// The "aftersales" projection (issue 20, ADR 026): service orders, service lines, proposal templates, proposals. Its own checkpoint,
// so its rebuild never touches the core tables.
import { composeProjection } from "./compose";
import type { Projection } from "./types";
import { serviceLineHandlers, serviceOrderHandlers, templateHandlers } from "./read-models/after-sales";

export const afterSalesProjection: Projection = {
  ...composeProjection(
    "aftersales",
    1,
    ["rm_service_orders", "rm_service_lines", "rm_after_sales_templates", "rm_after_sales_proposals"],
    [serviceOrderHandlers, serviceLineHandlers, templateHandlers],
  ),
  // It handles ItemCreated for the after-sales items' service order numbers only: creating an item on
  // another board need not wait for it before the redirect (projections/handling.ts).
  unchangedBy: (e) => e.type === "ItemCreated" && (e.data as { boardType?: unknown } | null)?.boardType !== "AFTER_SALES",
};
