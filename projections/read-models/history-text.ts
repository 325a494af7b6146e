// The pt-BR line an auditor reads for each item event ("Movido de Contato para Proposta").
// Who and when are separate columns; the page joins them into "… por Gerente Demo, 22/11/2026 14:03".
import { EXEC_TYPES, formatBRL, formatDateBR, LEAD_TEMPERATURES } from "../../domain/shared";
import type { RecordedEvent } from "../../eventstore/types";

const FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  amount: "Valor",
  customer: "Cliente",
  leadTemperature: "Temperatura",
  validityDate: "Validade",
  power: "Potência",
  ucType: "Tipo de UC",
};

function show(field: string, v: any): string {
  if (v === null || v === undefined || v === "") return "—";
  switch (field) {
    case "amount":
      return formatBRL(v);
    case "customer":
      return v.name ?? "—";
    case "leadTemperature":
      return (LEAD_TEMPERATURES as Record<string, string>)[String(v)] ?? String(v);
    case "validityDate":
      return formatDateBR(v);
    case "power":
      return `${String(v).replace(".", ",")} kWp`;
    default:
      return String(v);
  }
}

export function historyText(e: RecordedEvent): string | null {
  const d = e.data;
  switch (e.type) {
    case "ItemCreated":
      return `Criado na coluna ${d.columnTitle} com valor ${formatBRL(d.amount)}`;
    case "ItemMoved":
      if (d.reason === "column_deleted")
        return `Movido de ${d.fromColumnTitle} para ${d.toColumnTitle} (coluna excluída)`;
      return d.fromColumnId === d.toColumnId
        ? `Reordenado na coluna ${d.toColumnTitle}`
        : `Movido de ${d.fromColumnTitle} para ${d.toColumnTitle}`;
    case "SaleWon":
      return `Venda ganha (${show("power", d.power)}, ${d.ucType})`;
    case "SaleLost":
      return `Venda perdida (motivo: ${d.reason})`;
    case "ItemReturnedToFunnel":
      return `Retornado ao funil na coluna ${d.toColumnTitle}`;
    case "ItemDetailsChanged": {
      const parts = Object.entries(d.changes as Record<string, { from: any; to: any }>).map(
        ([f, c]) => `${FIELD_LABELS[f] ?? f}: ${show(f, c.from)} → ${show(f, c.to)}`,
      );
      return `Editado: ${parts.join("; ")}`;
    }
    case "LeadQualified":
      return `Lead qualificado para a coluna ${d.toColumnTitle} do funil de vendas`;
    case "LeadDisqualified":
      return `Lead desqualificado (motivo: ${d.reason})`;
    case "ItemFinished":
      return `Finalizado em ${formatDateBR(d.finishedDate)}${d.execStatus ? ` (${EXEC_TYPES[d.execStatus as keyof typeof EXEC_TYPES]})` : ""}`;
    case "SaleReturnedToPreSale":
      return `Retornado à pré-venda na coluna ${d.toColumnTitle}`;
    case "RejectReasonAdded":
      return `Reprova adicionada: ${d.reason}`;
    case "RejectReasonEdited":
      return `Reprova editada: ${d.from} → ${d.to}`;
    case "RejectReasonDeleted":
      return `Reprova excluída: ${d.reason}`;
    case "ItemSent":
      return `Enviado para ${d.toUserName}`;
    case "ItemDeleted":
      return "Item excluído";
    default:
      return null;
  }
}
