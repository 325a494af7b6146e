// The pricing settings forms (ADR 007: one intent table per page), shared by the actions and the
// pages. Fields carry the spec's names (autoPricing[i].power, rules[i].value, conditionals[i].strValue,
// locations[i].uf...). Rows whose fields are all empty are the spare lines the pages show: they are
// dropped before the command, and `rows` maps each kept line back to its row, so an error on
// `rules[1].value` (the second kept rule) shows on the row the user typed. "Adicionar ..." intents
// answer the same form with one more row (no JS needed), like the kit form.
import { z } from "zod";
import { COMPONENT_BASE, LAST_BAND_POWER, type ComponentType, type PowerBand } from "../../domain/pricing";
import type { ComponentInput, RestrictionInput } from "../../domain/pricing-settings";
import { parseMoneyBRCents } from "../../domain/shared/money";
import { parseTypedNumber } from "./kit-forms";

const text = z.string().max(300).optional().default("");
const lines = <T extends z.ZodTypeAny>(line: T, max: number) => z.array(line).max(max).optional().default([]);
const isBlank = (line: Record<string, string>) => Object.values(line).every((v) => !String(v ?? "").trim());

/** Keeps the non-blank lines and remembers each one's row on the form. */
function keep<T extends Record<string, string>>(all: T[], blank: (l: T) => boolean = isBlank): { kept: T[]; rows: number[] } {
  const rows: number[] = [];
  const kept = all.filter((l, i) => (blank(l) ? false : (rows.push(i), true)));
  return { kept, rows };
}

/** A domain error's field on the kept lines (`rules[1].value`) → the form's row (`rules[3].value`). */
export function rowField(field: string | undefined, rows: Record<string, number[]>): string | undefined {
  const m = field ? /^(\w+)\[(\d+)\](.*)$/.exec(field) : null;
  if (!m || !rows[m[1]]) return field;
  const row = rows[m[1]][Number(m[2])];
  return row === undefined ? m[1] : `${m[1]}[${row}]${m[3]}`;
}

// /configuracoes/precificacao: type, calculation and power bands.
export const bandLineSchema = z.object({ power: text, margin: text });
const bandsBody = { autoPricingType: text, autoPricingCalc: text, autoPricing: lines(bandLineSchema, 40) };
export const ADD_BAND = "add-band";
export const pricingPageIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-auto-pricing"), ...bandsBody }),
  z.object({ intent: z.literal(ADD_BAND), ...bandsBody }),
]);
export type BandsFormValue = Omit<z.infer<typeof pricingPageIntents>, "intent">;

/**
 * The bands typed. The last row has no power field: it is the band above all others (part 3 §4
 * forces its power to 9999999999), so an empty power there is that band's.
 */
export function bandsFromForm(v: BandsFormValue): { bands: PowerBand[]; rows: { autoPricing: number[] } } {
  const last = v.autoPricing.length - 1;
  const { kept, rows } = keep(v.autoPricing);
  const bands = kept.map((l, k) => ({
    power: rows[k] === last && !l.power.trim() ? LAST_BAND_POWER : parseTypedNumber(l.power),
    margin: parseTypedNumber(l.margin),
  }));
  return { bands, rows: { autoPricing: rows } };
}

/** One more band row, placed before the last (which stays the band above all others). */
export function withNewBand(v: BandsFormValue): BandsFormValue {
  const bands = v.autoPricing.length ? v.autoPricing : [{ power: "", margin: "" }];
  return { ...v, autoPricing: [...bands.slice(0, -1), { power: "", margin: "" }, bands[bands.length - 1]] };
}

// /configuracoes/precificacao/componentes/:id: a component (new or edited), rename, clone, delete.
export const ruleLineSchema = z.object({ power: text, value: text });
export const conditionalLineSchema = z.object({ type: text, logic: text, strValue: text });
const componentBody = {
  name: text,
  type: text,
  range: text,
  isRevenue: z.string().optional(),
  restriction: text,
  vendor: text,
  service: text,
  rules: lines(ruleLineSchema, 40),
  conditionals: lines(conditionalLineSchema, 20),
};
export const COMPONENT_ADD_LINE = { rules: "add-rule", conditionals: "add-conditional" } as const;
export const componentPageIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-component"), ...componentBody }),
  z.object({ intent: z.literal(COMPONENT_ADD_LINE.rules), ...componentBody }),
  z.object({ intent: z.literal(COMPONENT_ADD_LINE.conditionals), ...componentBody }),
  z.object({ intent: z.literal("rename-component"), name: text }),
  z.object({ intent: z.literal("clone-component"), name: text, restriction: text, service: text }),
  z.object({ intent: z.literal("delete-component") }),
]);
export type ComponentFormValue = Omit<Extract<z.infer<typeof componentPageIntents>, { intent: "save-component" }>, "intent">;

/** Amounts (FIXED, PER_*) are typed in reais and kept in centavos; the other types' values are percentages. */
export const isAmountType = (type: string) => (COMPONENT_BASE as Record<string, string>)[type] === "AMOUNT";
const ruleValue = (type: string, typed: string) => (isAmountType(type) ? (parseMoneyBRCents(typed.trim()) ?? Number.NaN) : parseTypedNumber(typed));

export function componentFromForm(v: ComponentFormValue): { component: ComponentInput; rows: { rules: number[]; conditionals: number[] } } {
  const rules = keep(v.rules);
  // A condition's logic always has a value (a select): the line is blank when its type and value are.
  const conditionals = keep(v.conditionals, (c) => !c.type.trim() && !c.strValue.trim());
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    component: {
      name: v.name,
      type: v.type,
      isRevenue: v.isRevenue === "on" || v.isRevenue === "true",
      range: v.range,
      rules: rules.kept.map((r) => ({ power: parseTypedNumber(r.power), value: ruleValue(v.type, r.value) })),
      conditionals: conditionals.kept.map((c) => ({ type: c.type, logic: c.logic || "EQUAL", strValue: c.strValue })),
      restriction: orNull(v.restriction),
      vendor: orNull(v.vendor),
      service: orNull(v.service),
    },
    rows: { rules: rules.rows, conditionals: conditionals.rows },
  };
}

/** The form's values with one more empty line of `kind` at the end. */
export function withNewComponentLine(v: ComponentFormValue, kind: keyof typeof COMPONENT_ADD_LINE): ComponentFormValue {
  return kind === "rules"
    ? { ...v, rules: [...v.rules, { power: "", value: "" }] }
    : { ...v, conditionals: [...v.conditionals, { type: "", logic: "EQUAL", strValue: "" }] };
}

/** What the component form shows for a component as stored (money back in reais, decimal commas). */
export function componentFormValues(
  c: {
    name: string;
    type: ComponentType;
    isRevenue: boolean;
    range: string;
    rules: { power: number; value: number }[];
    conditionals: { type: string; logic: string; strValue: string }[];
    restriction: string | null;
    vendor: string | null;
    service: string | null;
  },
  format: { decimal: (n: number) => string; money: (centavos: number) => string },
): ComponentFormValue {
  return {
    name: c.name,
    type: c.type,
    range: c.range,
    isRevenue: c.isRevenue ? "on" : undefined,
    restriction: c.restriction ?? "",
    vendor: c.vendor ?? "",
    service: c.service ?? "",
    rules: c.rules.map((r) => ({ power: format.decimal(r.power), value: isAmountType(c.type) ? format.money(r.value) : format.decimal(r.value) })),
    conditionals: c.conditionals.map((x) => ({ type: x.type, logic: x.logic, strValue: x.strValue })),
  };
}

// /configuracoes/precificacao/restricoes/:id: a restriction (new or edited), delete.
export const locationLineSchema = z.object({ uf: text, city: text });
const restrictionBody = {
  name: text,
  service: text,
  vendors: z.array(z.string().max(100)).max(500).optional().default([]),
  locations: lines(locationLineSchema, 120),
};
export const ADD_LOCATION = "add-location";
export const restrictionPageIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-restriction"), ...restrictionBody }),
  z.object({ intent: z.literal(ADD_LOCATION), ...restrictionBody }),
  z.object({ intent: z.literal("delete-restriction") }),
]);
export type RestrictionFormValue = Omit<Extract<z.infer<typeof restrictionPageIntents>, { intent: "save-restriction" }>, "intent">;

export function restrictionFromForm(v: RestrictionFormValue): { restriction: RestrictionInput; rows: { locations: number[] } } {
  const locations = keep(v.locations);
  return {
    restriction: { name: v.name, locations: locations.kept, vendors: v.vendors, service: v.service.trim() || null },
    rows: { locations: locations.rows },
  };
}
