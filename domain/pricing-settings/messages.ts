// What the settings screens refuse beyond the engine's own checks (domain/pricing/messages.ts).
import { PRICING_MSG } from "../pricing";

export const PRICING_SETTINGS_MSG = {
  componentNotFound: "Componente não encontrado.",
  restrictionNotFound: PRICING_MSG.restrictionNotFound,
  selectVendor: "Selecione um vendedor da lista.",
  selectVendors: "Selecione vendedores da lista.",
  selectService: "Selecione um serviço da lista.",
  conditionalValue: "Selecione um valor da lista para esta condição.",
  selectUf: "Selecione um estado válido.",
  selectCity: "Selecione uma cidade do estado escolhido.",
  restrictionExists: "Já existe uma restrição com este nome.",
  restrictionInUse: (names: string[]) =>
    names.length === 1
      ? `Esta restrição é usada por um componente (${names[0]}): troque a restrição dele antes de excluí-la.`
      : `Esta restrição é usada por ${names.length} componentes (${names.join(", ")}): troque a restrição deles antes de excluí-la.`,
} as const;
