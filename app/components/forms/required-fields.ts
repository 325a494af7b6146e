// Which fields of a zod object schema are required, as conform's `constraint` (field.required):
// a field is required when the schema refuses it empty ("" and absent). Conform's own
// getZodConstraint reads `union([literal(""), …]).optional()` as required, so it is not used here.
import type { z } from "zod";

export type RequiredConstraint = Record<string, { required: boolean }>;

const cache = new WeakMap<object, RequiredConstraint>();

export function requiredFields(schema: z.ZodTypeAny): RequiredConstraint {
  const known = cache.get(schema);
  if (known) return known;
  const shape = (schema as { shape?: Record<string, z.ZodTypeAny> }).shape;
  const out: RequiredConstraint = {};
  for (const [name, field] of Object.entries(shape ?? {})) {
    out[name] = { required: !field.safeParse("").success && !field.safeParse(undefined).success };
  }
  cache.set(schema, out);
  return out;
}
