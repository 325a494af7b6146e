// The company settings every screen reads (part 1 §3 "Settings cache", part 3 §3/§5), with the
// spec's defaults. The settings aggregate (issue 7) changes them group by group through commands;
// until a group is saved, these defaults apply.

export type NoteType = string;
export interface AfterSalesService {
  name: string;
  type: string;
}

export interface Preferences {
  /**
   * System losses, % (one line instead of the itemised defaults); null = not set: the generation
   * uses DEFAULT_LOSSES (PVWatts, heat, inverter). 0 is a real value (no losses). Events saved
   * before this could be told apart stored 0 for "not set": upcast by preferencesOf (domain/company).
   */
  losses: number | null;
  inflation: number;
  /** The viability's minimum attractive rate (TMA, % a year) for the NPV (solar-br.md §5); the spec names none: ours, 10 by default. */
  tma: number;
  validity: number;
  /**
   * "Descontar a taxa de disponibilidade": size the system for the consumption above each group B
   * unit's minimum billed kWh (30/50/100, billed anyway), solar-br.md §1. Ours: true by default.
   */
  availabilityTaxDiscount: boolean;
  useManagerKits: boolean;
  powerDistCompany: string;
  hidePropNumber: boolean;
  simultFactorResidential: number;
  simultFactorCommercial: number;
  simultFactorIndustrial: number;
  distributeLeads: boolean;
  /** Off: no pre-sales board (menu, pages, leads). Ours: on by default, the board companies had (ADR 015). */
  usePreSalesKanban: boolean;
  autoCreateProjAndInst: boolean;
  stdKitDiscount: number;
  maxKitDiscount: number;
  stdOwners: string[];
  reqEmailField: boolean;
  reqDocField: boolean;
  /** true → the customer document is a CNPJ by default (cpfCnpjSwitch); false → CPF. */
  cpfCnpjSwitch: boolean;
  importWindow: number;
  stdSupplierName: string;
  stdSupplierCNPJ: string;
  useFastPDFRendering: boolean;
}

/** Security group (issue 14): sign-out after idle minutes (besides the 7-day limit) and how long
 * a deleted file's bytes are kept before they are purged (LGPD). */
export interface SecuritySettings {
  sessionIdleMinutes: number;
  fileRetentionDays: number;
}

export const DEFAULT_SECURITY: SecuritySettings = { sessionIdleMinutes: 240, fileRetentionDays: 30 };

export interface CompanySettings {
  origins: string[];
  salesLostReasons: string[];
  rejectReasons: string[];
  noteTypes: NoteType[];
  companyPositions: string[];
  stdFolders: string[];
  afterSalesServices: AfterSalesService[];
  hiddenMenus: string[];
  preferences: Preferences;
  vendorPriceEdit: boolean;
  proposalSlug: string | null;
  security: SecuritySettings;
  /** Suppliers group (issue 15): distributors whose kits the kit choice leaves out. */
  disabledSuppliers: string[];
}

export const DEFAULT_PREFERENCES: Preferences = {
  losses: null,
  inflation: 10,
  tma: 10,
  validity: 15,
  availabilityTaxDiscount: true,
  useManagerKits: false,
  powerDistCompany: "",
  hidePropNumber: false,
  simultFactorResidential: 30,
  simultFactorCommercial: 70,
  simultFactorIndustrial: 50,
  distributeLeads: false,
  usePreSalesKanban: true,
  autoCreateProjAndInst: false,
  stdKitDiscount: 0,
  maxKitDiscount: 0,
  stdOwners: [],
  reqEmailField: false,
  reqDocField: false,
  cpfCnpjSwitch: false,
  importWindow: 24,
  stdSupplierName: "",
  stdSupplierCNPJ: "",
  useFastPDFRendering: false,
};

export const DEFAULT_SETTINGS: CompanySettings = {
  origins: ["Indicação", "Internet", "Redes sociais", "Feira / evento", "Outros"],
  salesLostReasons: [],
  rejectReasons: [],
  noteTypes: ["Ligação", "Reunião", "Visita técnica", "E-mail"],
  companyPositions: [],
  stdFolders: ["Documentos", "Fotos", "Contas de energia"],
  afterSalesServices: [],
  hiddenMenus: [],
  preferences: DEFAULT_PREFERENCES,
  vendorPriceEdit: false,
  proposalSlug: null,
  security: DEFAULT_SECURITY,
  disabledSuppliers: [],
};
