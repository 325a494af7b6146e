// zod schemas shared by the server (parseWithZod in actions) and the browser (conform's
// onValidate); messages are the spec's pt-BR texts.
import { z } from "zod";
import {
  EXEC_TYPE_VALUES,
  isLeadTemperature,
  isValidEmail,
  localDate,
  MAX_LENGTH,
  MSG,
  normalizeAmount,
  readDateInput,
  personNameProblem,
  readMoneyInput,
  titleProblem,
  tooLongMessage,
  UC_TYPES,
} from "../../domain/shared";
import { confirmDelete } from "./confirm-delete";
import { saleExtraFieldsSchema } from "./sale-field-forms";

const required = (msg: string = MSG.required) => z.string({ error: msg }).trim().min(1, { error: msg });

/** A refinement from a rule that answers its message (the refused character named) or null. */
const byRule = (problem: (v: string) => string | null) => (v: string | undefined, ctx: z.RefinementCtx) => {
  const message = v ? problem(v) : null;
  if (message) ctx.addIssue({ code: "custom", message });
};

export const loginSchema = z.object({
  email: required().refine(isValidEmail, { error: MSG.invalidEmail }),
  password: required(),
});

/** The money field's amount (readMoneyInput: "1850050" is reais; negative refused) as the events' decimal string. */
const amount = required(MSG.invalidAmount).transform((v, ctx) => {
  const read = readMoneyInput(v);
  if (!read.ok) {
    ctx.addIssue({ code: "custom", message: read.message });
    return z.NEVER;
  }
  return read.decimal;
});

/** dd/mm/aaaa (or a short form, or aaaa-mm-dd: readDateInput) → aaaa-mm-dd. "Not before today" is the decider's rule. */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const read = readDateInput(v);
    if (!read.ok) {
      ctx.addIssue({ code: "custom", message: read.message });
      return z.NEVER;
    }
    return read.iso;
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

/** The deciders' maximum (domain/shared MAX_LENGTH), checked before an inline customer is created. */
const textMax = { error: tooLongMessage(MAX_LENGTH.text) };

export const saleFieldsSchema = {
  // A deal's title, not a person's name: the general-text rule (ADR 014).
  name: required().max(MAX_LENGTH.text, textMax).superRefine(byRule(titleProblem)),
  amount,
  customer: z.string().trim().optional(),
  customerName: z
    .string()
    .trim()
    .max(MAX_LENGTH.text, textMax)
    .optional()
    // Created inline as a person (the customer form can make it a company later).
    .superRefine(byRule(personNameProblem)),
  leadTemperature: z.coerce
    .number({ error: MSG.invalidLeadTemperature })
    .int()
    .min(-1)
    .max(2)
    // Narrows the number to the domain's LeadTemperature (-1..2, checked just above).
    .transform((v, ctx) => {
      if (isLeadTemperature(v)) return v;
      ctx.addIssue({ code: "custom", message: MSG.invalidLeadTemperature });
      return z.NEVER;
    })
    .default(-1),
  validityDate: optionalDate,
  power: power(),
  ucType: z
    .union([z.literal("").transform(() => null), ucType])
    .optional()
    .transform((v) => v ?? null),
  ...saleExtraFieldsSchema,
};

/**
 * A validity date is valid when not before today (spec part 2 §5). The decider enforces it too;
 * checking here as well keeps a rejected form from creating its inline customer first.
 */
const validityNotPast = optionalDate.refine((v) => v === null || v >= (localDate(new Date().toISOString()) ?? ""), {
  error: MSG.invalidDate,
});

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

/** The item page moves its own item (the URL's): no itemId field. */
export const itemMoveSchema = moveSchema.omit({ itemId: true });

/** Won: a power of at least 0.01 kWp, as the decider's decimal string. */
const wonPower = required(MSG.minPower).transform((v, ctx) => {
  const n = normalizeAmount(v);
  if (n === null || Number(n) < 0.01) {
    ctx.addIssue({ code: "custom", message: n === null ? MSG.invalidPower : MSG.minPower });
    return z.NEVER;
  }
  return n;
});

export const winSchema = z.object({ intent: z.literal("win"), power: wonPower, ucType });

/** Won with one of the item's finished proposals (part 2 §5): its power and UC type, read by the action. */
export const winWithProposalSchema = z.object({
  intent: z.literal("win-with-proposal"),
  approvedProposal: z.string({ error: MSG.selectApprovedProposal }).trim().uuid({ error: MSG.selectApprovedProposal }),
});

export const loseSchema = z.object({ intent: z.literal("lose"), reason: required(MSG.selectLostReason) });

export const returnSchema = z.object({ intent: z.literal("return"), column: required(MSG.selectColumn) });

// ── Item lifecycle (issue 3): finish, qualify/disqualify, back to pre-sale, reject reasons, send, delete.

/** Finished date: required, dd/mm/aaaa or aaaa-mm-dd, never after today (spec part 2 §5). */
const finishedDate = z
  .string({ error: MSG.invalidDate })
  .trim()
  .min(1, { error: MSG.invalidDate })
  .transform((v, ctx) => {
    const read = readDateInput(v);
    const iso = read.ok ? read.iso : null;
    if (!iso || iso > (localDate(new Date().toISOString()) ?? "")) {
      ctx.addIssue({ code: "custom", message: MSG.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

/** PROJECT and INSTALLATION send execStatus (required there: the decider says so); others only the date. */
export const finishSchema = z.object({
  intent: z.literal("finish"),
  execStatus: z
    .union([z.literal("").transform(() => null), z.enum(EXEC_TYPE_VALUES)], { error: MSG.selectExecStatus })
    .optional()
    .transform((v) => v ?? null),
  finishedDate,
});

export const qualifySchema = z.object({
  intent: z.literal("qualify"),
  column: required(MSG.selectColumn),
  vendor: required(MSG.selectVendor),
});

export const disqualifySchema = z.object({
  intent: z.literal("disqualify"),
  reason: required(MSG.disqualifyReasonRequired),
});

export const backToPreSaleSchema = z.object({
  intent: z.literal("back-to-pre-sale"),
  column: required(MSG.selectColumn),
});

export const addRejectReasonSchema = z.object({
  intent: z.literal("add-reject-reason"),
  reason: required(MSG.rejectReasonRequired),
});

export const editRejectReasonSchema = z.object({
  intent: z.literal("edit-reject-reason"),
  reasonId: required(MSG.rejectReasonNotFound),
  reason: required(MSG.rejectReasonRequired),
});

export const deleteRejectReasonSchema = z.object({
  intent: z.literal("delete-reject-reason"),
  reasonId: required(MSG.rejectReasonNotFound),
});

export const sendSchema = z.object({ intent: z.literal("send"), toUserId: required(MSG.selectReceiver) });

/** The item's co-owners (ADR 028): the checked users; none checked posts no "owners" (no co-owners). */
export const setOwnersSchema = z.object({ intent: z.literal("set-owners"), owners: z.array(z.string()).max(500).default([]) });

export const deleteItemSchema = z.object({ intent: z.literal("delete"), confirm: confirmDelete });

/** One checklist entry's answer on the item page (an unchecked checkbox posts no answer: "false"). */
export const answerChecklistSchema = z.object({
  intent: z.literal("answer-checklist"),
  templateItemId: z.string({ error: MSG.required }),
  answer: z.string().optional(),
  via: z.string().optional(),
});

// ── Board bulk actions: the receiver and the selection are checked by the action, in that order.
const itemIds = z.array(z.string()).default([]);
export const sendSelectedSchema = z.object({
  intent: z.literal("send-selected"),
  receiver: z.string().default(""),
  itemIds,
});
export const sendColumnSchema = z.object({
  intent: z.literal("send-column"),
  receiver: z.string().default(""),
  columnId: z.string().default(""),
});
export const deleteSelectedSchema = z.object({ intent: z.literal("delete-selected"), itemIds, confirm: confirmDelete });

export const createBoardSchema = z.object({ intent: z.literal("create-board") });
