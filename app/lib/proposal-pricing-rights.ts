// Who sees and changes a proposal's price (spec part 3 §6), without I/O so the rules are unit-tested.
import type { PermissionFlag } from "../../domain/shared/permissions";

export interface PricingUser {
  role: "MANAGER" | "VENDOR";
  /** Effective flags (effectivePermissions: pricingEdit turns pricingTab on). */
  permissions: Record<PermissionFlag, boolean>;
}

/** What the user may see and do on the pricing pages. */
export interface PricingRights {
  /** Type a price (manual) or change the automatic one: MANAGER, pricingEdit, or the company's vendorPriceEdit. */
  edit: boolean;
  /** The breakdown (costs, taxes, profit): the pricing tab's rule: not a VENDOR, pricingTab, vendorPriceEdit or pricingEdit. */
  breakdown: boolean;
  /** Potential profit (shown on DETAILED only): MANAGER or pricingEdit. */
  potentialProfit: boolean;
}

export function pricingRights(user: PricingUser, vendorPriceEdit: boolean): PricingRights {
  const manager = user.role === "MANAGER";
  const pricingEdit = manager || user.permissions.pricingEdit === true;
  return {
    edit: pricingEdit || vendorPriceEdit,
    breakdown: user.role !== "VENDOR" || user.permissions.pricingTab === true || vendorPriceEdit || pricingEdit,
    potentialProfit: pricingEdit,
  };
}
