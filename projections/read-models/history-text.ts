// The pt-BR line an auditor reads for each item event ("Movido de Contato para Proposta").
// Who and when are separate columns; the page joins them into "… por Gerente Demo, 22/11/2026 14:03".
import type { CustomerRef, ItemEvent, OwnerRef } from "../../domain/item";
import { EXEC_TYPES, formatBRL, formatDateBR, LEAD_TEMPERATURES } from "../../domain/shared";
import type { RecordedEvent } from "../../eventstore/types";
import { asEventOf } from "../types";

const FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  amount: "Valor",
  customer: "Cliente",
  leadTemperature: "Temperatura",
  validityDate: "Validade",
  power: "Potência",
  ucType: "Tipo de UC",
  modsQtd: "Qtd. de módulos",
  invQtd: "Qtd. de inversores",
  distance: "Distância",
  roofHight: "Altura do telhado",
  inverterType: "Tipo de inversor",
  dueDate: "Prazo",
  deliveryDate: "Data de entrega",
};

function show(field: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  switch (field) {
    case "amount":
      return typeof v === "number" || typeof v === "string" ? formatBRL(v) : String(v);
    case "customer":
      return (v as Partial<CustomerRef>).name ?? "—";
    case "leadTemperature":
      return (LEAD_TEMPERATURES as Record<string, string>)[String(v)] ?? String(v);
    case "validityDate":
    case "dueDate":
    case "deliveryDate":
      return typeof v === "string" ? formatDateBR(v) : "";
    case "distance":
      return `${String(v).replace(".", ",")} km`;
    case "roofHight":
      return `${String(v).replace(".", ",")} m`;
    case "power":
      return `${String(v).replace(".", ",")} kWp`;
    default:
      return String(v);
  }
}

/** "Responsável adicionado: Maria Souza; Responsáveis removidos: João, Ana" (ADR 028: co-owners before → after). */
export function ownersChangeText(from: readonly OwnerRef[], to: readonly OwnerRef[]): string {
  const names = (list: readonly OwnerRef[]) => list.map((o) => o.name || "—").join(", ");
  const added = to.filter((o) => !from.some((f) => f.userId === o.userId));
  const removed = from.filter((o) => !to.some((t) => t.userId === o.userId));
  const parts = [
    added.length ? `${added.length > 1 ? "Responsáveis adicionados" : "Responsável adicionado"}: ${names(added)}` : "",
    removed.length ? `${removed.length > 1 ? "Responsáveis removidos" : "Responsável removido"}: ${names(removed)}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : `Responsáveis reordenados: ${names(to)}`;
}

export function historyText(event: RecordedEvent): string | null {
  const e = asEventOf<ItemEvent>(event);
  switch (e.type) {
    case "ItemCreated":
      return `Criado na coluna ${e.data.columnTitle} com valor ${formatBRL(e.data.amount)}`;
    case "ItemMoved":
      if (e.data.reason === "column_deleted") return `Movido de ${e.data.fromColumnTitle} para ${e.data.toColumnTitle} (coluna excluída)`;
      return e.data.fromColumnId === e.data.toColumnId
        ? `Reordenado na coluna ${e.data.toColumnTitle}`
        : `Movido de ${e.data.fromColumnTitle} para ${e.data.toColumnTitle}`;
    case "SaleWon":
      return e.data.approvedProposal
        ? `Venda ganha com a proposta #${String(e.data.approvedProposal.count).padStart(5, "0")} (${show("power", e.data.power)}, ${e.data.ucType})`
        : `Venda ganha (${show("power", e.data.power)}, ${e.data.ucType})`;
    case "SaleLost":
      return `Venda perdida (motivo: ${e.data.reason})`;
    case "ItemReturnedToFunnel":
      return `Retornado ao funil na coluna ${e.data.toColumnTitle}`;
    case "ItemDetailsChanged": {
      const parts = Object.entries(e.data.changes).map(([f, c]) => `${FIELD_LABELS[f] ?? f}: ${show(f, c?.from)} → ${show(f, c?.to)}`);
      return `Editado: ${parts.join("; ")}`;
    }
    case "LeadQualified":
      return `Lead qualificado para a coluna ${e.data.toColumnTitle} do funil de vendas`;
    case "LeadDisqualified":
      return `Lead desqualificado (motivo: ${e.data.reason})`;
    case "ItemFinished":
      return `Finalizado em ${formatDateBR(e.data.finishedDate)}${e.data.execStatus ? ` (${EXEC_TYPES[e.data.execStatus]})` : ""}`;
    case "SaleReturnedToPreSale":
      return `Retornado à pré-venda na coluna ${e.data.toColumnTitle}`;
    case "RejectReasonAdded":
      return `Reprova adicionada: ${e.data.reason}`;
    case "RejectReasonEdited":
      return `Reprova editada: ${e.data.from} → ${e.data.to}`;
    case "RejectReasonDeleted":
      return `Reprova excluída: ${e.data.reason}`;
    case "ItemSent":
      return `Enviado para ${e.data.toUserName}`;
    case "ItemOwnersChanged":
      return ownersChangeText(e.data.from, e.data.to);
    case "ItemDeleted":
      return "Item excluído";
    case "ItemRestored":
      return "Exclusão desfeita: item restaurado";
    default:
      return null;
  }
}
