// zod schemas of the Serviços tab (after-sales service lines) and of "Gerar proposta de pós-venda",
// shared by the action (parseWithZod) and the browser (conform). The field rules are the decider's
// (domain/after-sales/fields.ts), so both answer the same pt-BR message.
import { z } from "zod";
import { readLinePrice, readPriceComps, readQuantity, readServiceName, readServiceType, readValidityDays } from "../../domain/after-sales";
import { AFTER_SALES_MSG } from "../../domain/after-sales";
import { MSG } from "../../domain/shared";

type Read = { ok: true } | { ok: false; message: string };
const text = z.string().optional().default("");
const by = (read: (v: string) => Read) =>
  text.superRefine((v, ctx) => {
    const r = read(v);
    if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
  });

/** A component row as posted (`priceComps[0].label`, `priceComps[0].value`); conform leaves an empty row out. */
const compRow = z.object({ label: text, value: text }).optional();

/**
 * The line's fields. The quantity rule depends on the type, and the price on the components (their
 * sum when given, ADR 029), so both are checked on the whole object.
 */
const lineFields = {
  serviceName: by(readServiceName),
  serviceType: by(readServiceType),
  quantity: text,
  price: text,
  priceComps: z.array(compRow).optional().default([]),
};
type LineInput = { serviceType: string; quantity: string; price: string; priceComps: ({ label: string; value: string } | undefined)[] };
const quantityAndPrice = (v: LineInput, ctx: z.RefinementCtx) => {
  const type = readServiceType(v.serviceType);
  if (type.ok) {
    const q = readQuantity(v.quantity, type.value);
    if (!q.ok) ctx.addIssue({ code: "custom", message: q.message, path: ["quantity"] });
  }
  const comps = readPriceComps(v.priceComps);
  if (!comps.ok) {
    for (const p of comps.problems)
      ctx.addIssue({ code: "custom", message: p.message, path: p.field ? ["priceComps", p.index, p.field] : ["priceComps"] });
    return;
  }
  const price = readLinePrice(v.price, comps.value);
  if (!price.ok) ctx.addIssue({ code: "custom", message: price.message, path: ["price"] });
};

export const addServiceLineSchema = z.object({ intent: z.literal("add-service-line"), ...lineFields }).superRefine(quantityAndPrice);

export const editServiceLineSchema = z
  .object({ intent: z.literal("edit-service-line"), lineId: z.string({ error: AFTER_SALES_MSG.lineNotFound }).min(1), ...lineFields })
  .superRefine(quantityAndPrice);

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
