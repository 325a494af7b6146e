// The pricing steps' form (preco-auto, preco-manual, preco-editar): the kit discount and, when the
// user types the price, the final price in reais ("15.000,00"), named as the spec names them.
import { z } from "zod";
import { parseMoneyBRCents } from "../../domain/shared/money";
import { parseTypedNumber } from "./kit-forms";

export const PRICING_FORM_MSG = {
  discount: "Desconto do kit: insira um percentual, como 5 ou 7,5.",
  finalPrice: "Preço final: informe um valor em reais, como 15.000,00.",
} as const;

export const DISCOUNT = "revenueData.discount";
export const FINAL_PRICE = "revenueData.finalPrice";

const typedFields = {
  commandId: z.string().optional(),
  revenueData: z
    .object({
      discount: z.string().max(40).optional(),
      finalPrice: z.string().max(40).optional(),
    })
    .optional(),
};

/** "Recalcular" shows what would be saved (no command); "Salvar preço" sends PriceProposal. */
export const pricingIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), ...typedFields }),
  z.object({ intent: z.literal("save-price"), ...typedFields }),
]);

export interface TypedPrice {
  /** As typed, to show again. */
  discountText: string;
  finalPriceText: string;
  /** Parsed: percent or null (the standard discount); centavos or null (not typed). */
  discount: number | null;
  finalPrice: number | null;
  errors: Record<string, string>;
}

/** The typed discount and price (a form post or the "Recalcular" GET), parsed; errors keyed by field name. */
export function typedPrice(discountText: string | null | undefined, finalPriceText: string | null | undefined): TypedPrice {
  const d = (discountText ?? "").trim();
  const f = (finalPriceText ?? "").trim();
  const errors: Record<string, string> = {};
  let discount: number | null = null;
  if (d) {
    const v = parseTypedNumber(d.replace("%", ""));
    if (Number.isFinite(v)) discount = v;
    else errors[DISCOUNT] = PRICING_FORM_MSG.discount;
  }
  let finalPrice: number | null = null;
  if (f) {
    const v = parseMoneyBRCents(f);
    if (v !== null) finalPrice = v;
    else errors[FINAL_PRICE] = PRICING_FORM_MSG.finalPrice;
  }
  return { discountText: d, finalPriceText: f, discount, finalPrice, errors };
}
