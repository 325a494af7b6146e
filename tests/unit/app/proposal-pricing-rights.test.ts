// Who sees and changes a proposal's price (spec part 3 §6).
import { describe, expect, it } from "vitest";
import { pricingRights, type PricingUser } from "../../../app/lib/proposal-pricing-rights";
import { effectivePermissions } from "../../../domain/shared/permissions";

const vendor: PricingUser = { role: "VENDOR", permissions: effectivePermissions({}) };
const withTab: PricingUser = { role: "VENDOR", permissions: effectivePermissions({ pricingTab: true }) };
const pricer: PricingUser = { role: "VENDOR", permissions: effectivePermissions({ pricingEdit: true }) };
const manager: PricingUser = { role: "MANAGER", permissions: effectivePermissions({}) };

describe("pricing rights", () => {
  it("a plain vendor saves the automatic price only and sees the final price only", () => {
    expect(pricingRights(vendor, false)).toEqual({ edit: false, breakdown: false, potentialProfit: false });
  });
  it("the company's vendorPriceEdit lets every vendor type or edit a price and see the breakdown, not the potential profit", () => {
    expect(pricingRights(vendor, true)).toEqual({ edit: true, breakdown: true, potentialProfit: false });
  });
  it("pricingTab shows the breakdown without the right to change a price", () => {
    expect(pricingRights(withTab, false)).toEqual({ edit: false, breakdown: true, potentialProfit: false });
  });
  it("pricingEdit and the manager: everything, the potential profit included", () => {
    expect(pricingRights(pricer, false)).toEqual({ edit: true, breakdown: true, potentialProfit: true });
    expect(pricingRights(manager, false)).toEqual({ edit: true, breakdown: true, potentialProfit: true });
  });
});
