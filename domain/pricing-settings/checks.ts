// The checks of a component and of a restriction. A component is checked by the engine itself
// (compileComponents: type, range, rules, conditionals, restriction, the individual commission's
// vendor), then against what the company has (vendors, services, the catalogue's spellings), which
// the engine cannot know. Names follow the shared text rule (part 1 §5).
import { DomainError, MAX_LENGTH, MSG, isValidGeneralText, required, tooLongMessage } from "../shared";
import { canonicalCity, isUf } from "../shared/places";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_VOLTAGES } from "../kit/fields";
import { NEVER_REVENUE, type ComponentType, type ConditionalType, type Range } from "../pricing";
import { compileComponents } from "../pricing/compile-components";
import type { ComponentInput, PricingKnown, RestrictionInput } from "./commands";
import { PRICING_SETTINGS_MSG as M } from "./messages";
import type { ComponentBody, RestrictionBody, StoredConditional, StoredLocation, StoredRestriction } from "./state";

export const MAX_COMPONENTS = 100;
export const MAX_RESTRICTIONS = 100;
export const MAX_RULES = 30;
export const MAX_CONDITIONALS = 10;
export const MAX_BANDS = 30;
export const MAX_LOCATIONS = 100;

const text = (v: string | null | undefined): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** A component's or restriction's name: required, at most 100 characters, the general text rule. */
export function checkName(raw: string, field = "name"): string {
  const name = typeof raw === "string" ? raw.trim() : "";
  if (!required(name)) throw new DomainError(MSG.required, field);
  if (name.length > MAX_LENGTH.name) throw new DomainError(tooLongMessage(MAX_LENGTH.name), field);
  if (!isValidGeneralText(name)) throw new DomainError(MSG.invalidText, field);
  return name;
}

/** The engine names fields inside the whole settings (`autoPricingDetailed.pricingComponents[0].rules[1].value`); the form names them from the component. */
function componentField(field: string): string | undefined {
  return field.replace(/^autoPricingDetailed\.pricingComponents\[\d+\]\.?/, "").replace(/\.numValue$/, ".strValue") || undefined;
}

/** The spellings a condition's value may take: the catalogue's (kits, inverters) or a user id. */
function allowedValues(type: ConditionalType, known: PricingKnown): readonly string[] {
  switch (type) {
    case "VOLTAGE":
      return KIT_VOLTAGES;
    case "FIXATION":
      return KIT_FIXATIONS;
    case "INVERTER_TYPE":
      return INVERTER_TYPES;
    case "VENDOR":
    case "PRE_VENDOR":
      return known.users;
  }
}

/** The component as it will be stored, or a DomainError on the form's field. */
export function checkComponent(input: ComponentInput, restrictions: readonly StoredRestriction[], known: PricingKnown): ComponentBody {
  const name = checkName(input.name);
  const rules = Array.isArray(input.rules) ? input.rules : [];
  const conds = Array.isArray(input.conditionals) ? input.conditionals : [];
  if (rules.length > MAX_RULES) throw new DomainError(MSG.tooManyValues, "rules");
  if (conds.length > MAX_CONDITIONALS) throw new DomainError(MSG.tooManyValues, "conditionals");
  const type = input.type as ComponentType;
  const body: ComponentBody = {
    name,
    type,
    isRevenue: input.isRevenue === true && !NEVER_REVENUE.has(type),
    range: (text(input.range) ?? "KWP") as Range,
    rules: rules.map((r) => ({ power: r.power, value: r.value })),
    conditionals: conds.map((c) => ({ type: c.type, logic: c.logic, strValue: String(c.strValue ?? "").trim() }) as StoredConditional),
    restriction: text(input.restriction),
    vendor: text(input.vendor),
    service: text(input.service),
  };
  const compiled = compileComponents([body], restrictions);
  if ("ok" in compiled) throw new DomainError(compiled.message, componentField(compiled.field));

  if (body.vendor !== null && !known.users.includes(body.vendor)) throw new DomainError(M.selectVendor, "vendor");
  if (body.service !== null && !known.services.includes(body.service)) throw new DomainError(M.selectService, "service");
  body.conditionals.forEach((c, j) => {
    if (!allowedValues(c.type, known).includes(c.strValue)) throw new DomainError(M.conditionalValue, `conditionals[${j}].strValue`);
  });
  // Stored as the engine reads them: by threshold, ties in the order typed.
  body.rules = body.rules
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.power - b.r.power || a.i - b.i)
    .map(({ r }) => r);
  return body;
}

/** The restriction as it will be stored: canonical city names, no repeated places or vendors. */
export function checkRestriction(input: RestrictionInput, others: readonly StoredRestriction[], known: PricingKnown): RestrictionBody {
  const name = checkName(input.name);
  if (others.some((r) => r.name.toLocaleLowerCase("pt-BR") === name.toLocaleLowerCase("pt-BR"))) {
    throw new DomainError(M.restrictionExists, "name", "conflict");
  }
  const typed = Array.isArray(input.locations) ? input.locations : [];
  if (typed.length > MAX_LOCATIONS) throw new DomainError(MSG.tooManyValues, "locations");
  const locations: StoredLocation[] = [];
  typed.forEach((l, i) => {
    const uf = String(l?.uf ?? "").trim();
    if (!isUf(uf)) throw new DomainError(M.selectUf, `locations[${i}].uf`);
    const typedCity = text(l.city);
    const city = typedCity === null ? null : canonicalCity(uf, typedCity);
    if (typedCity !== null && city === null) throw new DomainError(M.selectCity, `locations[${i}].city`);
    if (!locations.some((x) => x.uf === uf && x.city === city)) locations.push({ uf, city });
  });
  const vendors = [...new Set(Array.isArray(input.vendors) ? input.vendors : [])];
  if (vendors.some((v) => !known.users.includes(v))) throw new DomainError(M.selectVendors, "vendors");
  const service = text(input.service);
  if (service !== null && !known.services.includes(service)) throw new DomainError(M.selectService, "service");
  return { name, locations, vendors, service };
}
