// What the wizard's later steps keep in a proposal (spec part 3 §3: kitData, pvModuleData,
// inverterData, additionalItems, realSystemData, estimateSystemData, revenueData,
// proposalCustomizationData). Each is a snapshot of what was in force when the step was saved, so a
// proposal reads the same years later, after the catalogue, tables or settings change.
import type { EstimateSystemData, LossLine, RealSystemData } from "../generation";
import type { PricingProposal, PricingSettings, RevenueData } from "../pricing";
import type { Presentation } from "./presentation";
import type { ViabilityInput } from "../viability";

/** A module line of the chosen kit (pvModuleData item); sizes in mm (as the catalogue and domain/generation), weight in kg, warranties in years. */
export interface ProposalModule {
  moduleId: string | null;
  manufacturer: string;
  model: string;
  /** Wp per module. */
  power: number;
  quantity: number;
  weight: number | null;
  mLength: number | null;
  width: number | null;
  warrantyDefect: number | null;
  warrantyEfficiency: number | null;
}

/** An inverter line (inverterData item); iPower in W. */
export interface ProposalInverter {
  inverterId: string | null;
  iManufacturer: string;
  iModel: string;
  iMonitoring: string;
  iPower: number;
  iQuantity: number;
  iWarranty: number | null;
  type: "String" | "Micro";
}

export interface ProposalAdditionalItem {
  item: string;
  quantity: number;
  manufacter: string;
  detail: string;
  /** An assembled kit's equipment line (kit-assembly.ts): the catalogue row, its unit ("un", "m") and unit price in centavos then. */
  equipmentId?: string;
  unit?: string;
  unitPrice?: number;
}

/** The kit as chosen (kits/escolha) or assembled from the catalogue: prices in centavos. */
export interface ProposalKit {
  /** The catalogue kit (rm_kits id); null when modules and inverters were picked one by one. */
  kitId: string | null;
  name: string;
  kitData: { saveKit: boolean; kitPrice: number; kitSupplier: string; kitVoltage: string; kitFixation: string };
  pvModuleData: ProposalModule[];
  inverterData: ProposalInverter[];
  additionalItems: ProposalAdditionalItem[];
}

/** The generation step (dados-geracao): the inputs it used and what it computed. */
export interface ProposalGeneration {
  /** Average daily irradiation, Wh/m²/day, January first, and where it came from. */
  irradiation: { ibge: string; uf: string; city: string; source: string; months: number[] };
  losses: LossLine[];
  /** km to the installation (PER_KM components) and roof height in m (ROOF_HIGHT range). */
  distance: number;
  roofHight: number;
  realSystemData: RealSystemData & { distance: number; supplier: string; kitFixation: string };
  estimateSystemData: EstimateSystemData;
}

export const PRICING_MODES = ["AUTO", "MANUAL", "EDITED"] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/**
 * What the viability read besides the proposal, in force when it was priced: the company's tariff
 * growth (preferences.inflation), the TMA, the first month of operation (aaaa-mm) and the date the
 * grid access is taken as requested (aaaa-mm-dd, GD I or II). The app reads them; domain code has no clock.
 */
export interface PricingPreferences {
  inflation: number;
  tmaPct: number;
  start: string;
  accessRequestDate: string;
}

/** The 25-year simulation's headline figures, as the proposal shows them (the detail is recomputed from inputs.viability). */
export interface ViabilityHeadline {
  start: string;
  gdClass: string;
  /** First operating year, centavos. */
  billWithoutCents: number;
  billWithCents: number;
  savingsCents: number;
  /** 25 years, centavos. */
  totalSavingsCents: number;
  paybackMonths: number | null;
  discountedPaybackMonths: number | null;
  npvCents: number;
  /** Yearly rate (0.25 = 25 %); null when the flows never change sign. */
  irrYearly: number | null;
  /** R$/kWh. */
  lcoe: number | null;
  billSavedPct: number;
  energyOffsetPct: number;
  co2: number;
  trees: number;
  cars: number;
}

/** The pricing step: the mode, every input the engines read, and what they answered. */
export interface ProposalPricing {
  mode: PricingMode;
  /** Everything in force when priced (so the proposal re-reads the same): the engines' inputs and the preferences. */
  inputs: {
    proposal: PricingProposal;
    settings: PricingSettings;
    preferences: PricingPreferences;
    /** Manual or edited final price, centavos; null for AUTO. */
    typedFinalPrice: number | null;
    /** What simulateViability read: the units with their tariffs, the generation, the investment (the final price). */
    viability: ViabilityInput;
  };
  /** The engine's automatic price (centavos) when it ran (AUTO, EDITED); null for MANUAL. */
  autoFinalPrice: number | null;
  revenueData: RevenueData & { inflation: number };
  viability: ViabilityHeadline;
}

/** The validation step: until when the proposal holds (aaaa-mm-dd). */
export interface ProposalValidity {
  validityDate: string;
}

/**
 * The customisation step: what the final proposal shows, prefilled from the company's defaults:
 * every section of PROPOSAL_SECTIONS on or off and the texts of PROPOSAL_TEXTS (presentation.ts).
 */
export type ProposalCustomization = Presentation;

/**
 * The company's colours and logo when the proposal was customised, so its final views and PDF read
 * the same after the company changes them (the logo by its file and SHA-256, never the bytes).
 */
export interface ProposalBranding {
  primaryColor: string;
  secondaryColor: string;
  logo: { fileId: string; sha256: string; contentType: string } | null;
}
