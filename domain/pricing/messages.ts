// The engine's refusals, in pt-BR, each tied to a field by the caller (refusal.ts).
import type { PricingRefusal } from "./types";

/** 7.5 → "7,5" (pt-BR decimal comma) for numbers inside messages. */
export function percentBR(value: number): string {
  return String(value).replace(".", ",");
}

export const PRICING_MSG = {
  positivePower: "Informe uma potência do sistema maior que zero.",
  wholeCount: "Informe um número inteiro, zero ou maior.",
  nonNegative: "Informe um número, zero ou maior.",
  tooLarge: "Valor fora do limite aceito.",
  location: "Informe a UF e a cidade da instalação.",
  kitPrice: "Informe o preço do kit em reais, zero ou maior.",
  kitDiscount: (max: number) => `O desconto do kit deve ficar entre 0 % e ${percentBR(max)} % (desconto máximo das preferências).`,
  discountPreference: "Os descontos do kit devem ficar entre 0 % e 100 %, e o padrão não pode passar do máximo.",
  unknownType: "Selecione um tipo de precificação da lista.",
  unknownCalc: "Selecione Margem bruta ou Markup.",
  bandPower: "Informe uma potência válida para a faixa.",
  bandMargin: "Informe uma margem válida, zero ou maior.",
  markupMargin: "Com o cálculo Markup a margem precisa ser menor que 100 %: preço = custo ÷ (1 − margem).",
  componentType: "Selecione um tipo de componente da lista.",
  componentRange: "Selecione uma base de faixa da lista.",
  noRules: "Inclua ao menos uma regra de valor no componente.",
  rulePower: "Informe um limite válido, zero ou maior.",
  amountValue: "Informe um valor em reais, zero ou maior.",
  percentValue: "Informe um percentual, zero ou maior.",
  conditionalType: "Selecione um tipo de condição da lista.",
  conditionalLogic: "Selecione Igual ou Diferente.",
  conditionalValue: "Informe o valor da condição.",
  restrictionNotFound: "Restrição não encontrada.",
  individualVendor: "Selecione o vendedor da comissão individual.",
  finalPriceUndefined:
    "Os percentuais sobre o preço final e sobre o serviço somam 100 % ou mais: o preço final fica indefinido. Reduza esses percentuais.",
  profitUndefined: "Os percentuais sobre o lucro somam 100 % ou mais: o lucro antes dos impostos fica indefinido. Reduza esses percentuais.",
} as const;

export function refuse(field: string, message: string): PricingRefusal {
  return { ok: false, field, message };
}
