// The pt-BR line of each proposal event in its history (proposal-history.server.ts).
import type { ProposalEvent } from "../../domain/proposal";
import { formatKwp } from "./kit-format";
import { formatCentavos } from "./pricing-settings-labels";

const MODE: Record<string, string> = { AUTO: "automático", MANUAL: "manual", EDITED: "automático editado" };
/** aaaa-mm-dd as dd/mm/aaaa, without going through a time zone. */
const dayOf = (iso: string) => iso.split("-").reverse().join("/");

/** One line of pt-BR per event; null for what the history does not show. */
export function describeProposalEvent(e: ProposalEvent): string | null {
  switch (e.type) {
    case "ProposalStarted":
      return e.data.clonedFrom ? "Proposta criada como cópia de outra" : "Proposta iniciada com os dados de consumo";
    case "ProposalConsumptionEdited":
      return "Dados de consumo editados";
    case "ProposalKitChosen":
      return `Kit escolhido: ${e.data.kit.name} (${formatCentavos(e.data.kit.kitData.kitPrice)})`;
    case "ProposalGenerationSet":
      return `Dados de geração salvos: ${formatKwp(e.data.realSystemData.power)}`;
    case "ProposalPriced":
      return `Preço ${MODE[e.data.mode] ?? e.data.mode} salvo: ${formatCentavos(e.data.revenueData.finalPrice)}`;
    case "ProposalValiditySet":
      return `Validade: ${dayOf(e.data.validityDate)}`;
    case "ProposalCustomized":
      return "Personalização salva";
    case "ProposalDeleted":
      return "Proposta excluída";
    default:
      return null;
  }
}
