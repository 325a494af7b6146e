// The pricing settings' events (stream `pricing-<companyId>`). Each carries the values a reader needs
// (the whole component or restriction as saved), so the read model and a proposal's "settings in
// force" never depend on an earlier event's form.
import type { DomainEvent } from "../shared";
import type { PowerBand, PricingCalc, PricingType } from "../pricing";
import type { ComponentBody, RestrictionBody } from "./state";

/** Part 3 §7 auto-pricing-type {type, calc}. */
export type AutoPricingTypeSet = DomainEvent<"AutoPricingTypeSet", { autoPricingType: PricingType; autoPricingCalc: PricingCalc }>;
/** Part 3 §7 auto-pricing {settings}: the bands sorted by power, the last one's power 9999999999. */
export type AutoPricingBandsSet = DomainEvent<"AutoPricingBandsSet", { autoPricing: PowerBand[] }>;
export type PricingComponentCreated = DomainEvent<"PricingComponentCreated", { componentId: string; component: ComponentBody }>;
export type PricingComponentRenamed = DomainEvent<"PricingComponentRenamed", { componentId: string; name: string; previous: string }>;
/** Everything but the name, as saved; `changed` names the parts that differ from before (type, rules, conditionals...). */
export type PricingComponentEdited = DomainEvent<
  "PricingComponentEdited",
  { componentId: string; component: ComponentBody; changed: (keyof ComponentBody)[] }
>;
/** Part 3 §7 pricing-component-clone {restriction, service}: a copy of `sourceId` under a new id. */
export type PricingComponentCloned = DomainEvent<"PricingComponentCloned", { componentId: string; sourceId: string; component: ComponentBody }>;
export type PricingComponentDeleted = DomainEvent<"PricingComponentDeleted", { componentId: string; name: string }>;
export type RestrictionCreated = DomainEvent<"RestrictionCreated", { restrictionId: string; restriction: RestrictionBody }>;
export type RestrictionEdited = DomainEvent<"RestrictionEdited", { restrictionId: string; restriction: RestrictionBody }>;
export type RestrictionDeleted = DomainEvent<"RestrictionDeleted", { restrictionId: string; name: string }>;

export type PricingSettingsEvent =
  | AutoPricingTypeSet
  | AutoPricingBandsSet
  | PricingComponentCreated
  | PricingComponentRenamed
  | PricingComponentEdited
  | PricingComponentCloned
  | PricingComponentDeleted
  | RestrictionCreated
  | RestrictionEdited
  | RestrictionDeleted;
