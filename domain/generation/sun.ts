// The 12 irradiation values a proposal uses (solar-br.md §1): the city's row of the company's table
// (domain/irradiation, Wh/m²/day) or the 12 values typed over it. A city missing from the table
// gives no values, and the form asks for them.
import { MAX_WH } from "../irradiation";
import { GENERATION_MSG, MONTH_NAMES_PT } from "./messages";
import type { FieldErrors } from "./errors";

/** Problems of the 12 values (Wh/m²/day, January first) under `field`; {} when valid. */
export function irradiationErrors(values: readonly number[] | null | undefined, field = "irradiation"): FieldErrors {
  if (!Array.isArray(values) || values.length !== 12) return { [field]: GENERATION_MSG.irradiation };
  const out: FieldErrors = {};
  values.forEach((v, i) => {
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > MAX_WH)
      out[`${field}[${i}]`] = GENERATION_MSG.irradiationValue(MONTH_NAMES_PT[i]);
  });
  if (Object.keys(out).length === 0 && values.every((v) => v === 0)) out[field] = GENERATION_MSG.irradiationZero;
  return out;
}

/** Peak sun hours (HSP, kWh/m²/day) of each month. */
export const sunHours = (wh: readonly number[]): number[] => wh.map((v) => v / 1000);

/** The yearly mean of the 12 monthly means, kWh/m²/day (each month weighs the same, as the Atlas's ANNUAL). */
export const averageSunHours = (wh: readonly number[]): number => wh.reduce((s, v) => s + v, 0) / 12 / 1000;
