// The after-sales proposal as a document (ADR 029): every label and figure the PDF prints, made from
// the proposal frozen at generation (AfterSalesProposalGenerated, kept in rm_after_sales_proposals)
// and the company's display data. Pure: the PDF lays these strings out and computes nothing.
import { centsToDecimal, formatBRL, formatDateBR, formatNumber5 } from "../shared";
import { lineTotalCents } from "./fields";
import { priceCompsOf, SERVICE_LINE_TYPE_LABELS, type ServiceLine, type ServiceLineType } from "./shapes";

export interface AfterSalesProposalInput {
  number: number;
  company: { name: string; email: string | null; primaryColor: string | null };
  customerName: string | null;
  itemName: string;
  serviceOrder: number | null;
  /** ISO instant of the generation. */
  generatedAt: string;
  validityDays: number;
  /** YYYY-MM-DD */
  validUntil: string;
  text: string;
  /** The frozen lines (older proposals' lines carry no priceComps). */
  services: ServiceLine[];
  /** "1234.56" */
  total: string;
}

export interface AfterSalesProposalView {
  title: string;
  fileName: string;
  company: { name: string; email: string | null; primaryColor: string | null };
  facts: [label: string, value: string][];
  paragraphs: string[];
  lines: { key: string; name: string; type: string; quantity: string; unitPrice: string; comps: [label: string, value: string][]; total: string }[];
  total: string;
  validity: string;
}

export function afterSalesProposalView(p: AfterSalesProposalInput): AfterSalesProposalView {
  const number = formatNumber5(p.number);
  const validUntil = formatDateBR(p.validUntil);
  return {
    title: `Proposta de pós-venda ${number}`,
    fileName: `proposta-pos-venda-${number.replace("#", "")}.pdf`,
    company: p.company,
    facts: [
      ["Cliente", p.customerName ?? "—"],
      ["Atendimento", p.itemName],
      ["Ordem de serviço", p.serviceOrder === null ? "—" : formatNumber5(p.serviceOrder)],
      ["Gerada em", formatDateBR(p.generatedAt)],
      ["Validade", `${p.validityDays} ${p.validityDays === 1 ? "dia" : "dias"} (até ${validUntil})`],
    ],
    paragraphs: p.text.split(/\n{2,}/).filter((t) => t.trim() !== ""),
    lines: p.services.map((l) => ({
      key: l.lineId,
      name: l.serviceName,
      type: SERVICE_LINE_TYPE_LABELS[l.serviceType as ServiceLineType] ?? String(l.serviceType),
      quantity: l.quantity === null ? "—" : String(l.quantity),
      unitPrice: formatBRL(l.price),
      comps: priceCompsOf(l).map((c) => [c.label, formatBRL(c.value)]),
      total: formatBRL(centsToDecimal(lineTotalCents(l))),
    })),
    total: formatBRL(p.total),
    validity: `Proposta válida até ${validUntil}.`,
  };
}
