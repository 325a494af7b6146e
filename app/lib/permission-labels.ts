// pt-BR labels of the vendor permission flags and of their dependencies (part 1 §3/§6).
import { FLAG_REQUIRES, type PermissionFlag } from "../../domain/shared/permissions";

export const PERMISSION_LABELS: Record<PermissionFlag, string> = {
  customersList: "Lista de clientes",
  proposalsList: "Lista de propostas",
  salesKanban: "Funil de vendas",
  preSalesKanban: "Funil de pré-venda",
  projectKanban: "Quadro de projetos",
  installationKanban: "Quadro de instalações",
  afterSalesKanban: "Quadro de pós-venda",
  administrativeKanban: "Quadro administrativo",
  pricingTab: "Ver a aba de precificação",
  pricingEdit: "Editar a precificação",
  salesManager: "Gerente de vendas",
  preSalesManager: "Gerente de pré-venda",
  projectManager: "Gerente de projetos",
  installationManager: "Gerente de instalações",
  afterSalesManager: "Gerente de pós-venda",
  administrativeManager: "Gerente administrativo",
  configManager: "Gerenciar configurações",
  contractManager: "Gerenciar contratos",
  kitsManager: "Gerenciar kits",
  employeesManager: "Gerenciar colaboradores",
  viewAllChatsManager: "Ver todas as conversas",
  historyView: "Ver o histórico dos itens",
};

/** "requer Lista de clientes, Funil de vendas" for a flag with dependencies, else "". */
export function requiresText(flag: PermissionFlag): string {
  const needs = FLAG_REQUIRES[flag];
  if (flag === "pricingTab") return "ligada junto com Editar a precificação";
  return needs?.length ? `requer ${needs.map((n) => PERMISSION_LABELS[n]).join(", ")}` : "";
}
