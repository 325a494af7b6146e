// The form that types one city's 12 monthly means (Wh/m²/dia), fields `jan` … `dez`: the browser
// validates with it too. A number may have a decimal comma; each month's problem (missing, not a
// number, negative, above 12.000) is the domain's message, on that month's field.
import { z } from "zod";
import { MONTH_FIELDS, typedMonthError, TYPED_MSG, type MonthField } from "../../../domain/irradiation";
import { parseDecimal } from "../../../domain/tables/values";

const month = (m: number) =>
  z
    .string({ error: TYPED_MSG.missing(m) })
    .trim()
    .superRefine((s, ctx) => {
      const problem = typedMonthError(m, parseDecimal(s) ?? NaN);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const typedIrradiationSchema = z.object(
  Object.fromEntries(MONTH_FIELDS.map((f, m) => [f, month(m)])) as Record<MonthField, ReturnType<typeof month>>,
);
export type TypedIrradiationForm = z.infer<typeof typedIrradiationSchema>;

/** The form's values as the command's (Wh/m²/dia, January first). */
export const typedMonthly = (f: TypedIrradiationForm): number[] => MONTH_FIELDS.map((k) => parseDecimal(f[k]) ?? NaN);

/** Values in Wh/m²/dia as the form's defaults (decimal comma, no grouping). */
export function typedDefaults(monthly: number[] | null): Record<string, string> {
  if (!monthly) return {};
  return Object.fromEntries(MONTH_FIELDS.map((k, m) => [k, monthly[m]!.toLocaleString("pt-BR", { maximumFractionDigits: 1, useGrouping: false })]));
}
