// zod schemas shared by the server (parseWithZod in actions) and the browser (conform's
// onValidate); messages are the spec's pt-BR texts.
import { z } from "zod";
import { isValidEmail, isValidName, localDate, MSG, normalizeAmount, parseDateBR, UC_TYPES } from "../../domain/shared";

const required = (msg: string = MSG.required) => z.string({ error: msg }).trim().min(1, { error: msg });

export const loginSchema = z.object({
  email: required().refine(isValidEmail, { error: MSG.invalidEmail }),
  password: required(),
});

const amount = required(MSG.invalidAmount).transform((v, ctx) => {
  const n = normalizeAmount(v);
  if (n === null) {
    ctx.addIssue({ code: "custom", message: MSG.invalidAmount });
    return z.NEVER;
  }
  return n;
});

/** dd/mm/aaaa or aaaa-mm-dd (the date input) → aaaa-mm-dd. "Not before today" is the decider's rule. */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(v) ? parseDateBR(v.split("-").reverse().join("/")) : parseDateBR(v, 9999);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: MSG.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

const power = (requiredMsg?: string) =>
  (requiredMsg ? required(requiredMsg) : z.string().trim().optional()).transform((v, ctx) => {
    if (!v) return null;
    const n = normalizeAmount(v);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: MSG.invalidPower });
      return z.NEVER;
    }
    return n;
  });

const ucType = z.enum(UC_TYPES, { error: MSG.selectUcType });

export const saleFieldsSchema = {
  name: required().refine(isValidName, { error: MSG.invalidName }),
  amount,
  customer: z.string().trim().optional(),
  customerName: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidName(v), { error: MSG.invalidName }),
  leadTemperature: z.coerce.number({ error: MSG.invalidLeadTemperature }).int().min(-1).max(2).default(-1),
  validityDate: optionalDate,
  power: power(),
  ucType: z.union([z.literal("").transform(() => null), ucType]).optional().transform((v) => v ?? null),
};

/**
 * A validity date is valid when not before today (spec part 2 §5). The decider enforces it too;
 * checking here as well keeps a rejected form from creating its inline customer first.
 */
const validityNotPast = optionalDate.refine((v) => v === null || v >= (localDate(new Date().toISOString()) ?? ""), { error: MSG.invalidDate });

export const createSaleSchema = z.object({
  ...saleFieldsSchema,
  validityDate: validityNotPast,
  column: z.string().trim().optional(),
});
export const editSaleSchema = z.object({ intent: z.literal("edit"), ...saleFieldsSchema });

export const moveSchema = z.object({
  intent: z.literal("move"),
  itemId: z.string().uuid({ error: MSG.itemNotFound }),
  column: required(MSG.selectColumn),
  position: z.coerce.number({ error: MSG.invalidPosition }).int({ error: MSG.invalidPosition }).min(1, { error: MSG.invalidPosition }).default(1),
});

export const winSchema = z.object({
  intent: z.literal("win"),
  power: power(MSG.minPower).refine((v) => v !== null && Number(v) >= 0.01, { error: MSG.minPower }),
  ucType,
});

export const loseSchema = z.object({ intent: z.literal("lose"), reason: required(MSG.selectLostReason) });

export const returnSchema = z.object({ intent: z.literal("return"), column: required(MSG.selectColumn) });
