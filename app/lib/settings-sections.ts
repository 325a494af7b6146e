// The sections of /configuracoes (?secao=...), their labels, and the preference fields' labels.
import type { Preferences } from "../../domain/settings/defaults";
import type { ListSettingsCommandType, ListSettingsKey } from "../../domain/company";
import type { PermissionFlag } from "../../domain/shared/permissions";

export const LIST_SECTIONS = [
  {
    slug: "origens",
    title: "Origens de clientes",
    command: "SetOrigins",
    key: "origins",
    hint: "Uma origem por linha.",
  },
  {
    slug: "motivos-de-perda",
    title: "Motivos de perda de venda",
    command: "SetSalesLostReasons",
    key: "salesLostReasons",
    hint: "Um motivo por linha.",
  },
  {
    slug: "motivos-de-reprova",
    title: "Motivos de reprova",
    command: "SetRejectReasons",
    key: "rejectReasons",
    hint: "Um motivo por linha.",
  },
  {
    slug: "tipos-de-nota",
    title: "Tipos de nota",
    command: "SetNoteTypes",
    key: "noteTypes",
    hint: "Um tipo por linha.",
  },
  {
    slug: "cargos",
    title: "Cargos da empresa",
    command: "SetCompanyPositions",
    key: "companyPositions",
    hint: "Um cargo por linha.",
  },
  {
    slug: "pastas-padrao",
    title: "Pastas padrão de arquivos",
    command: "SetStandardFolders",
    key: "stdFolders",
    hint: "Uma pasta por linha; criadas para cada novo cliente.",
  },
] as const satisfies readonly {
  slug: string;
  title: string;
  command: ListSettingsCommandType;
  key: ListSettingsKey;
  hint: string;
}[];

/** The intent of a list section's form: `save-origens`, ... */
export type ListIntent = `save-${(typeof LIST_SECTIONS)[number]["slug"]}`;
export const LIST_INTENTS = LIST_SECTIONS.map((s): ListIntent => `save-${s.slug}`) as [ListIntent, ...ListIntent[]];

export const OTHER_SECTIONS = [
  { slug: "servicos-pos-venda", title: "Serviços de pós-venda" },
  { slug: "interface", title: "Interface (menus ocultos)" },
  { slug: "preferencias", title: "Preferências" },
  { slug: "permissoes", title: "Permissões" },
  { slug: "endereco-da-proposta", title: "Endereço das propostas" },
  { slug: "seguranca", title: "Segurança" },
  { slug: "fornecedores", title: "Fornecedores" },
] as const;

/** Sections only the manager sees and saves (not a vendor with configManager). */
export const MANAGER_ONLY_SECTIONS: readonly string[] = ["seguranca"];

/** Sections that live on their own pages (other areas of the app). */
export const LINKED_SECTIONS: { href: string; title: string; flag?: PermissionFlag }[] = [
  { href: "/configuracoes/webhooks", title: "Webhooks" },
  { href: "/configuracoes/checklists", title: "Checklists" },
  // Issue 16: pricing is edited by managers and vendors with pricingEdit (part 3 §6).
  { href: "/configuracoes/precificacao", title: "Precificação", flag: "pricingEdit" },
];

export const PREFERENCE_NUMBERS: { key: keyof Preferences; label: string }[] = [
  { key: "losses", label: "Perdas do sistema (%; vazio: perdas padrão detalhadas)" },
  { key: "inflation", label: "Inflação energética anual (%)" },
  { key: "tma", label: "Taxa mínima de atratividade (TMA, % ao ano)" },
  { key: "validity", label: "Validade da proposta (dias)" },
  { key: "simultFactorResidential", label: "Fator de simultaneidade residencial (%)" },
  { key: "simultFactorCommercial", label: "Fator de simultaneidade comercial (%)" },
  { key: "simultFactorIndustrial", label: "Fator de simultaneidade industrial (%)" },
  { key: "stdKitDiscount", label: "Desconto padrão do kit (%)" },
  { key: "maxKitDiscount", label: "Desconto máximo do kit (%)" },
];
// Not on the screen (ADR 015): importWindow, stdSupplierName and stdSupplierCNPJ change nothing yet;
// the settings keep their defaults for the features that will read them. useFastPDFRendering
// (proposalPDF) neither: there is one PDF renderer, no slower one to choose against.

export const PREFERENCE_FLAGS: { key: keyof Preferences; label: string }[] = [
  { key: "availabilityTaxDiscount", label: "Descontar a taxa de disponibilidade" },
  { key: "useManagerKits", label: "Vendedores usam os kits do gerente" },
  { key: "hidePropNumber", label: "Ocultar o número da proposta" },
  { key: "usePreSalesKanban", label: "Usar o funil de pré-venda" },
  { key: "autoCreateProjAndInst", label: "Criar projeto e instalação ao ganhar a venda" },
  { key: "distributeLeads", label: "Distribuição automática: leads qualificados vão para os vendedores em rodízio" },
  { key: "reqEmailField", label: "E-mail do cliente obrigatório" },
  { key: "reqDocField", label: "CPF/CNPJ do cliente obrigatório" },
  { key: "cpfCnpjSwitch", label: "Documento padrão do cliente é CNPJ" },
];

export const PREFERENCE_TEXTS: { key: keyof Preferences; label: string }[] = [{ key: "powerDistCompany", label: "Distribuidora de energia" }];
