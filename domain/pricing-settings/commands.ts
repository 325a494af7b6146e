// The pricing settings' commands (part 3 §7 settings save calls: auto-pricing, auto-pricing-type,
// pricing-component POST/PATCH/rules/clone/DELETE, restriction POST/PUT/DELETE). Values come as the
// forms give them, numbers already read; the engine's checks (domain/pricing) decide what is valid.
import type { PowerBand } from "../pricing";

/**
 * What the company has that settings may name, as the app read it from the read models (the
 * decider checks every vendor and service against it; precedent: the customer's allowedOwners).
 */
export interface PricingKnown {
  /** Ids of the company's users (managers and vendors). */
  users: readonly string[];
  /** Names of the company's after-sales services. */
  services: readonly string[];
}

export interface ComponentInput {
  name: string;
  /** One of COMPONENT_TYPES (checked by the engine). */
  type: string;
  isRevenue: boolean;
  /** One of RANGES; "" = KWP. */
  range: string;
  /** Thresholds in the range's unit; values in centavos (FIXED, PER_*) or percent (the others). */
  rules: { power: number; value: number }[];
  conditionals: { type: string; logic: string; strValue: string }[];
  restriction: string | null;
  vendor: string | null;
  service: string | null;
}

export interface RestrictionInput {
  name: string;
  /** City "" = the whole state; a city is matched to the municipality list's spelling. */
  locations: { uf: string; city: string }[];
  vendors: string[];
  service: string | null;
}

/** Type, calculation and power bands, saved together (the bands' MARKUP check needs the calculation). */
export interface SetAutoPricing {
  type: "SetAutoPricing";
  autoPricingType: string;
  autoPricingCalc: string;
  /** In the order typed. */
  autoPricing: PowerBand[];
}
export interface CreatePricingComponent {
  type: "CreatePricingComponent";
  componentId: string;
  component: ComponentInput;
  known: PricingKnown;
}
export interface RenamePricingComponent {
  type: "RenamePricingComponent";
  componentId: string;
  name: string;
}
/** Everything but the name (rules, conditionals, range, type, isRevenue, restriction, vendor, service). */
export interface EditPricingComponent {
  type: "EditPricingComponent";
  componentId: string;
  component: Omit<ComponentInput, "name">;
  known: PricingKnown;
}
export interface ClonePricingComponent {
  type: "ClonePricingComponent";
  componentId: string;
  cloneId: string;
  name: string;
  restriction: string | null;
  service: string | null;
  known: PricingKnown;
}
export interface DeletePricingComponent {
  type: "DeletePricingComponent";
  componentId: string;
}
export interface CreateRestriction {
  type: "CreateRestriction";
  restrictionId: string;
  restriction: RestrictionInput;
  known: PricingKnown;
}
export interface EditRestriction {
  type: "EditRestriction";
  restrictionId: string;
  restriction: RestrictionInput;
  known: PricingKnown;
}
export interface DeleteRestriction {
  type: "DeleteRestriction";
  restrictionId: string;
}

export type PricingSettingsCommand =
  | SetAutoPricing
  | CreatePricingComponent
  | RenamePricingComponent
  | EditPricingComponent
  | ClonePricingComponent
  | DeletePricingComponent
  | CreateRestriction
  | EditRestriction
  | DeleteRestriction;
