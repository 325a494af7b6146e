// DETAILED settings checked and prepared once (rules sorted, values exact, conditions and
// restrictions resolved), so pricing a proposal only walks arrays: no sorting, parsing or lookups.
import { fromDecimal, fromInteger, frac, mul, type Fraction } from "../shared/fraction";
import {
  COMPONENT_BASE,
  COMPONENT_TYPES,
  CONDITIONAL_LOGICS,
  CONDITIONAL_TYPES,
  INPUT_DECIMALS,
  NEVER_REVENUE,
  NO_CONDITION,
  RANGES,
  type ComponentBase,
  type ComponentType,
  type ConditionalType,
  type Range,
} from "./constants";
import { PRICING_MSG, refuse } from "./messages";
import type { Conditional, PowerRule, PricingComponent, PricingRefusal, Restriction } from "./types";

export interface CompiledConditional {
  type: ConditionalType;
  /** true for EQUAL, false for DIFFERENT. */
  equal: boolean;
  /** The value compared, as a string (a VOLTAGE number becomes "220"). */
  value: string;
}

/** A restriction with its lists made safe to walk (an empty list allows everything). */
export interface CompiledRestriction {
  locations: { uf: string; city: string | null }[];
  vendors: string[];
  service: string | null;
}

export interface CompiledComponent {
  index: number;
  name: string;
  type: ComponentType;
  base: ComponentBase;
  isRevenue: boolean;
  range: Range;
  /** Rule thresholds, ascending; `values[i]` and `shown[i]` belong to `thresholds[i]`. */
  thresholds: number[];
  /** Centavos (AMOUNT base) or a fraction of 1 (percentages: 20 % → 1/5), exact. */
  values: Fraction[];
  /** The rule values as typed (centavos or percent), for the breakdown. */
  shown: number[];
  conditionals: CompiledConditional[];
  restriction: CompiledRestriction | null;
  vendor: string | null;
  service: string | null;
}

const HUNDREDTH = frac(1n, 100n);
const includes = <T extends string>(list: readonly T[], v: unknown): v is T => (list as readonly unknown[]).includes(v);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);

/** Where a condition's parts sit on the form: a listed conditional, or the component's own cond* fields. */
interface ConditionFields {
  type: string;
  logic: string;
  numValue: string;
  strValue: string;
}

function compileConditional(c: Conditional | undefined, at: ConditionFields): CompiledConditional | PricingRefusal {
  if (!includes(CONDITIONAL_TYPES, c?.type)) return refuse(at.type, PRICING_MSG.conditionalType);
  if (!includes(CONDITIONAL_LOGICS, c.logic)) return refuse(at.logic, PRICING_MSG.conditionalLogic);
  const num = typeof c.numValue === "number" && Number.isFinite(c.numValue) ? String(c.numValue) : null;
  const value = c.type === "VOLTAGE" ? (num ?? text(c.strValue)) : (text(c.strValue) ?? num);
  if (value === null) return refuse(c.type === "VOLTAGE" ? at.numValue : at.strValue, PRICING_MSG.conditionalValue);
  return { type: c.type, equal: c.logic === "EQUAL", value };
}

/** Every condition of a component: its list plus the spec's single condType/condLogic/cond*Value one. */
function compileConditionals(c: PricingComponent, field: string): CompiledConditional[] | PricingRefusal {
  const out: CompiledConditional[] = [];
  const list = Array.isArray(c.conditionals) ? c.conditionals : [];
  for (let j = 0; j < list.length; j++) {
    const at = `${field}.conditionals[${j}]`;
    const compiled = compileConditional(list[j], {
      type: `${at}.type`,
      logic: `${at}.logic`,
      numValue: `${at}.numValue`,
      strValue: `${at}.strValue`,
    });
    if ("ok" in compiled) return compiled;
    out.push(compiled);
  }
  if (c.condType != null && c.condType !== NO_CONDITION) {
    const single = compileConditional(
      { type: c.condType, logic: c.condLogic as Conditional["logic"], numValue: c.condNumValue, strValue: c.condStrValue },
      { type: `${field}.condType`, logic: `${field}.condLogic`, numValue: `${field}.condNumValue`, strValue: `${field}.condStrValue` },
    );
    if ("ok" in single) return single;
    out.push(single);
  }
  return out;
}

function compileRestriction(r: Restriction): CompiledRestriction {
  const locations = Array.isArray(r.locations) ? r.locations : [];
  return {
    locations: locations.filter((l) => text(l?.uf)).map((l) => ({ uf: l.uf, city: text(l.city) })),
    vendors: Array.isArray(r.vendors) ? r.vendors.filter((v): v is string => text(v) !== null) : [],
    service: text(r.service),
  };
}

interface CompiledRules {
  thresholds: number[];
  values: Fraction[];
  shown: number[];
}

/** Each rule checked in the order typed (so a refusal names the first bad one), then sorted by threshold. */
function compileRules(rules: readonly PowerRule[], amount: boolean, field: string): CompiledRules | PricingRefusal {
  const checked: { power: number; value: Fraction; shown: number; typed: number }[] = [];
  for (let j = 0; j < rules.length; j++) {
    const power = rules[j]?.power;
    if (typeof power !== "number" || !Number.isFinite(power) || power < 0) return refuse(`${field}.rules[${j}].power`, PRICING_MSG.rulePower);
    const v = rules[j].value;
    let value: Fraction | null;
    if (amount) {
      value = typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? fromInteger(v) : null;
      if (!value) return refuse(`${field}.rules[${j}].value`, PRICING_MSG.amountValue);
    } else {
      const rate = typeof v === "number" && v >= 0 ? fromDecimal(v, INPUT_DECIMALS) : null;
      if (!rate) return refuse(`${field}.rules[${j}].value`, PRICING_MSG.percentValue);
      value = mul(rate, HUNDREDTH);
    }
    checked.push({ power, value, shown: v, typed: j });
  }
  checked.sort((a, b) => a.power - b.power || a.typed - b.typed);
  return { thresholds: checked.map((r) => r.power), values: checked.map((r) => r.value), shown: checked.map((r) => r.shown) };
}

function compileComponent(c: PricingComponent, i: number, restrictions: readonly Restriction[]): CompiledComponent | PricingRefusal {
  const field = `autoPricingDetailed.pricingComponents[${i}]`;
  if (!includes(COMPONENT_TYPES, c?.type)) return refuse(`${field}.type`, PRICING_MSG.componentType);
  const range = c.range ?? "KWP";
  if (!includes(RANGES, range)) return refuse(`${field}.range`, PRICING_MSG.componentRange);
  const base = COMPONENT_BASE[c.type];
  const rules = Array.isArray(c.rules) ? c.rules : [];
  if (!rules.length) return refuse(`${field}.rules`, PRICING_MSG.noRules);

  const compiledRules = compileRules(rules, base === "AMOUNT", field);
  if ("ok" in compiledRules) return compiledRules;

  const conditionals = compileConditionals(c, field);
  if ("ok" in conditionals) return conditionals;
  let restriction: CompiledRestriction | null = null;
  if (text(c.restriction)) {
    const found = restrictions.find((r) => r?._id === c.restriction);
    if (!found) return refuse(`${field}.restriction`, PRICING_MSG.restrictionNotFound);
    restriction = compileRestriction(found);
  }
  const vendor = text(c.vendor);
  if (c.type === "INDIVIDUAL_COMMISSION" && !vendor) return refuse(`${field}.vendor`, PRICING_MSG.individualVendor);

  return {
    index: i,
    name: typeof c.name === "string" ? c.name : "",
    type: c.type,
    base,
    isRevenue: c.isRevenue === true && !NEVER_REVENUE.has(c.type),
    range,
    ...compiledRules,
    conditionals,
    restriction,
    vendor,
    service: text(c.service),
  };
}

export function compileComponents(components: unknown, restrictions: unknown): CompiledComponent[] | PricingRefusal {
  const list: readonly PricingComponent[] = Array.isArray(components) ? components : [];
  const known: readonly Restriction[] = Array.isArray(restrictions) ? restrictions : [];
  const out: CompiledComponent[] = [];
  for (let i = 0; i < list.length; i++) {
    const compiled = compileComponent(list[i], i, known);
    if ("ok" in compiled) return compiled;
    out.push(compiled);
  }
  return out;
}
