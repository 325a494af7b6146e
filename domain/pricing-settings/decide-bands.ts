// SetAutoPricing: the type, the calculation and the SIMPLE power bands, checked by the engine's own
// compileSimple (a band's power and margin, MARKUP below 100 %) and stored as the engine reads them:
// sorted by power, the last band's power forced to 9999999999 (part 3 §4).
import { DomainError, MSG } from "../shared";
import { PRICING_MSG, PRICING_TYPES, type PricingType } from "../pricing";
import { compileSimple } from "../pricing/simple";
import { MAX_BANDS } from "./checks";
import type { SetAutoPricing } from "./commands";
import type { AutoPricingBandsSet, AutoPricingTypeSet } from "./events";
import type { PricingSettingsState } from "./state";

const sameBands = (a: PricingSettingsState["autoPricing"], b: PricingSettingsState["autoPricing"]) =>
  a.length === b.length && a.every((x, i) => x.power === b[i].power && x.margin === b[i].margin);

export function setAutoPricing(command: SetAutoPricing, state: PricingSettingsState): (AutoPricingTypeSet | AutoPricingBandsSet)[] {
  if (!(PRICING_TYPES as readonly string[]).includes(command.autoPricingType)) throw new DomainError(PRICING_MSG.unknownType, "autoPricingType");
  const typed = Array.isArray(command.autoPricing) ? command.autoPricing : [];
  if (typed.length > MAX_BANDS) throw new DomainError(MSG.tooManyValues, "autoPricing");
  const simple = compileSimple(command.autoPricingCalc, typed);
  if ("ok" in simple) throw new DomainError(simple.message, simple.field);

  const autoPricingType = command.autoPricingType as PricingType;
  const autoPricingCalc = simple.calc;
  const autoPricing = simple.bands.map((b) => ({ power: b.power, margin: b.margin }));
  const events: (AutoPricingTypeSet | AutoPricingBandsSet)[] = [];
  if (autoPricingType !== state.autoPricingType || autoPricingCalc !== state.autoPricingCalc) {
    events.push({ type: "AutoPricingTypeSet", data: { autoPricingType, autoPricingCalc } });
  }
  if (!sameBands(autoPricing, state.autoPricing)) events.push({ type: "AutoPricingBandsSet", data: { autoPricing } });
  return events;
}
