// The tags an after-sales proposal template may use, filled when the proposal is generated. Missing
// data shows as the spec's token text (part 2 §8): "*** DADO NÃO CADASTRADO: {field} ***".
export const TEMPLATE_TAGS = {
  cliente: "nome do cliente",
  atendimento: "nome do atendimento",
  ordem_de_servico: "número da ordem de serviço (#00042)",
  validade: "data de validade da proposta (dd/mm/aaaa)",
  valor_total: "valor total dos serviços (R$)",
} as const;
export type TemplateTag = keyof typeof TEMPLATE_TAGS;

/** Replaces {{tag}} by its value; an unknown tag is left as typed, a known one without value gets the missing-data text. */
export function fillTemplate(body: string, values: Partial<Record<TemplateTag, string | null>>): string {
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, tag: string) => {
    if (!(tag in TEMPLATE_TAGS)) return whole;
    const v = values[tag as TemplateTag];
    return v ? v : `*** DADO NÃO CADASTRADO: ${TEMPLATE_TAGS[tag as TemplateTag]} ***`;
  });
}
