// The form that types one city's 12 monthly means (Wh/m²/dia), fields `jan` … `dez`: the browser
// validates with it too. A number may have a decimal comma, and a point before three digits groups
// thousands as pt-BR writes them ("5.230" is 5230 Wh, not 5,23); each month's problem (missing,
// not a number, negative, above 12.000) is the domain's message, on that month's field.
import { z } from "zod";
import { MONTH_FIELDS, typedMonthError, TYPED_MSG, type MonthField } from "../../../domain/irradiation";
import { parseDecimal } from "../../../domain/tables/values";

/** Wh/m²/dia as typed: "5230", "5230,5", "5.230", "5.230,5"; NaN when not a number. */
export function parseWh(raw: string): number {
  const s = raw.trim();
  return parseDecimal(/^\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, "") : s) ?? NaN;
}

const month = (m: number) =>
  z
    .string({ error: TYPED_MSG.missing(m) })
    .trim()
    .superRefine((s, ctx) => {
      const problem = typedMonthError(m, parseWh(s));
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const typedIrradiationSchema = z.object(
  Object.fromEntries(MONTH_FIELDS.map((f, m) => [f, month(m)])) as Record<MonthField, ReturnType<typeof month>>,
);
export type TypedIrradiationForm = z.infer<typeof typedIrradiationSchema>;

/** The form's values as the command's (Wh/m²/dia, January first). */
export const typedMonthly = (f: TypedIrradiationForm): number[] => MONTH_FIELDS.map((k) => parseWh(f[k]));

/** Values in Wh/m²/dia as the form's defaults (decimal comma, no grouping). */
export function typedDefaults(monthly: number[] | null): Record<string, string> {
  if (!monthly) return {};
  return Object.fromEntries(MONTH_FIELDS.map((k, m) => [k, monthly[m]!.toLocaleString("pt-BR", { maximumFractionDigits: 1, useGrouping: false })]));
}
