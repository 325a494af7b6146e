// The columns a new company's boards start with (editable later). The spec names no defaults;
// these follow each area's usual stages.
import type { BoardType, DefaultColumn } from "./constants";
import { DEFAULT_SALES_COLUMNS } from "./constants";

export const DEFAULT_COLUMNS: Record<BoardType, readonly DefaultColumn[]> = {
  SALES: DEFAULT_SALES_COLUMNS,
  PRE_SALES: [
    { title: "Novo lead", inactivityWindow: 2 },
    { title: "Primeiro contato", inactivityWindow: 3 },
    { title: "Qualificação", inactivityWindow: 5 },
  ],
  PROJECT: [
    { title: "Levantamento", inactivityWindow: 5 },
    { title: "Projeto elétrico", inactivityWindow: 7 },
    { title: "Homologação", inactivityWindow: 15 },
    { title: "Aprovado", inactivityWindow: 5 },
  ],
  INSTALLATION: [
    { title: "Agendada", inactivityWindow: 7 },
    { title: "Em execução", inactivityWindow: 3 },
    { title: "Vistoria", inactivityWindow: 10 },
  ],
  AFTER_SALES: [
    { title: "Chamado aberto", inactivityWindow: 2 },
    { title: "Em atendimento", inactivityWindow: 5 },
    { title: "Aguardando cliente", inactivityWindow: 7 },
  ],
  ADMINISTRATIVE: [
    { title: "A fazer", inactivityWindow: 5 },
    { title: "Em andamento", inactivityWindow: 5 },
    { title: "Aguardando", inactivityWindow: 10 },
  ],
};
