// zod schemas of the Serviços tab (after-sales service lines) and of "Gerar proposta de pós-venda",
// shared by the action (parseWithZod) and the browser (conform). The field rules are the decider's
// (domain/after-sales/fields.ts), so both answer the same pt-BR message.
import { z } from "zod";
import { readPrice, readQuantity, readServiceName, readServiceType, readValidityDays } from "../../domain/after-sales";
import { AFTER_SALES_MSG } from "../../domain/after-sales";
import { MSG } from "../../domain/shared";

type Read = { ok: true } | { ok: false; message: string };
const text = z.string().optional().default("");
const by = (read: (v: string) => Read) =>
  text.superRefine((v, ctx) => {
    const r = read(v);
    if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
  });

/** The line's fields; the quantity rule depends on the type, so it is checked on the whole object. */
const lineFields = {
  serviceName: by(readServiceName),
  serviceType: by(readServiceType),
  quantity: text,
  price: by(readPrice),
};
const quantityByType = (v: { serviceType: string; quantity: string }, ctx: z.RefinementCtx) => {
  const type = readServiceType(v.serviceType);
  if (!type.ok) return;
  const q = readQuantity(v.quantity, type.value);
  if (!q.ok) ctx.addIssue({ code: "custom", message: q.message, path: ["quantity"] });
};

export const addServiceLineSchema = z.object({ intent: z.literal("add-service-line"), ...lineFields }).superRefine(quantityByType);

export const editServiceLineSchema = z
  .object({ intent: z.literal("edit-service-line"), lineId: z.string({ error: AFTER_SALES_MSG.lineNotFound }).min(1), ...lineFields })
  .superRefine(quantityByType);

export const removeServiceLineSchema = z.object({
  intent: z.literal("remove-service-line"),
  lineId: z.string({ error: AFTER_SALES_MSG.lineNotFound }).min(1, { error: AFTER_SALES_MSG.lineNotFound }),
});

export const generateAfterSalesProposalSchema = z.object({
  intent: z.literal("generate-after-sales-proposal"),
  templateId: z.string({ error: AFTER_SALES_MSG.selectTemplate }).trim().min(1, { error: AFTER_SALES_MSG.selectTemplate }),
  validityDays: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .superRefine((v, ctx) => {
      const r = readValidityDays(v);
      if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
    }),
});
