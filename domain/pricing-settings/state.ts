// The company's pricing settings as saved (spec part 3 §3 "Pricing settings"): the type and
// calculation, the SIMPLE power bands and the DETAILED components and restrictions. Folded from the
// stream `pricing-<companyId>`; the read model (rm_company_settings) is this same state, folded by
// the projection with this same evolve, so both always agree with what the engine is given.
import { ignoreUnknownEvent } from "../shared";
import type { ComponentType, ConditionalLogic, ConditionalType, PowerBand, PowerRule, PricingCalc, PricingType, Range } from "../pricing";
import type { PricingSettingsEvent } from "./events";

/** A condition as the screens save it: the value is always text (a voltage "220", a fixation, an inverter type, a user id). */
export interface StoredConditional {
  type: ConditionalType;
  logic: ConditionalLogic;
  strValue: string;
}

/** A DETAILED component as stored: the engine's PricingComponent with an id and every optional part spelled out. */
export interface StoredComponent {
  _id: string;
  name: string;
  type: ComponentType;
  /** Already false for commissions and the trading margin (they are never revenue). */
  isRevenue: boolean;
  range: Range;
  /** Sorted by threshold (ties keep the order typed). */
  rules: PowerRule[];
  conditionals: StoredConditional[];
  restriction: string | null;
  vendor: string | null;
  service: string | null;
}
export type ComponentBody = Omit<StoredComponent, "_id">;

/** A place: a whole state (city null) or one city, in the municipality list's spelling. */
export interface StoredLocation {
  uf: string;
  city: string | null;
}

export interface StoredRestriction {
  _id: string;
  name: string;
  locations: StoredLocation[];
  /** User ids. */
  vendors: string[];
  /** An after-sales service's name, or null. */
  service: string | null;
}
export type RestrictionBody = Omit<StoredRestriction, "_id">;

export interface PricingSettingsState {
  autoPricingType: PricingType;
  autoPricingCalc: PricingCalc;
  /** Sorted by power, the last one's power forced to 9999999999 (part 3 §4). */
  autoPricing: PowerBand[];
  autoPricingDetailed: { pricingComponents: StoredComponent[]; restrictions: StoredRestriction[] };
}

/**
 * Never saved: SIMPLE (part 1 §3 default), GROSS_MARGIN (the spec reads both ways; we keep the
 * first reading, which is also what the engine's tests start from), no bands (every system 50 %).
 */
export function initialPricingSettings(): PricingSettingsState {
  return {
    autoPricingType: "SIMPLE",
    autoPricingCalc: "GROSS_MARGIN",
    autoPricing: [],
    autoPricingDetailed: { pricingComponents: [], restrictions: [] },
  };
}

const withComponents = (s: PricingSettingsState, pricingComponents: StoredComponent[]): PricingSettingsState => ({
  ...s,
  autoPricingDetailed: { ...s.autoPricingDetailed, pricingComponents },
});
const withRestrictions = (s: PricingSettingsState, restrictions: StoredRestriction[]): PricingSettingsState => ({
  ...s,
  autoPricingDetailed: { ...s.autoPricingDetailed, restrictions },
});

export function evolvePricingSettings(state: PricingSettingsState, event: PricingSettingsEvent): PricingSettingsState {
  const components = state.autoPricingDetailed.pricingComponents;
  const restrictions = state.autoPricingDetailed.restrictions;
  switch (event.type) {
    case "AutoPricingTypeSet":
      return { ...state, autoPricingType: event.data.autoPricingType, autoPricingCalc: event.data.autoPricingCalc };
    case "AutoPricingBandsSet":
      return { ...state, autoPricing: event.data.autoPricing.map((b) => ({ ...b })) };
    case "PricingComponentCreated":
    case "PricingComponentCloned":
      return withComponents(state, [...components, { _id: event.data.componentId, ...event.data.component }]);
    case "PricingComponentRenamed":
      return withComponents(
        state,
        components.map((c) => (c._id === event.data.componentId ? { ...c, name: event.data.name } : c)),
      );
    case "PricingComponentEdited":
      return withComponents(
        state,
        components.map((c) => (c._id === event.data.componentId ? { _id: c._id, ...event.data.component } : c)),
      );
    case "PricingComponentDeleted":
      return withComponents(
        state,
        components.filter((c) => c._id !== event.data.componentId),
      );
    case "RestrictionCreated":
      return withRestrictions(state, [...restrictions, { _id: event.data.restrictionId, ...event.data.restriction }]);
    case "RestrictionEdited":
      return withRestrictions(
        state,
        restrictions.map((r) => (r._id === event.data.restrictionId ? { _id: r._id, ...event.data.restriction } : r)),
      );
    case "RestrictionDeleted":
      return withRestrictions(
        state,
        restrictions.filter((r) => r._id !== event.data.restrictionId),
      );
    default:
      return ignoreUnknownEvent(event, state);
  }
}
