// What the wizard's later steps keep in a proposal (spec part 3 §3: kitData, pvModuleData,
// inverterData, additionalItems, realSystemData, estimateSystemData, revenueData,
// proposalCustomizationData). Each is a snapshot of what was in force when the step was saved, so a
// proposal reads the same years later, after the catalogue, tables or settings change.
import type { EstimateSystemData, LossLine, RealSystemData } from "../generation";
import type { PricingProposal, PricingSettings, RevenueData } from "../pricing";
import type { Presentation } from "./presentation";

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

/** The pricing step: the mode, every input the engines read, and what they answered. */
export interface ProposalPricing {
  mode: PricingMode;
  /** Everything in force when priced (so the proposal re-reads the same): the engine's input and the preferences. */
  inputs: {
    proposal: PricingProposal;
    settings: PricingSettings;
    /** Preferences the viability read (inflation, TMA...), as numbers. */
    preferences: Record<string, number | string | boolean>;
    /** Manual or edited final price, centavos; null for AUTO. */
    typedFinalPrice: number | null;
  };
  revenueData: RevenueData & { inflation: number };
  /** The 25-year simulation's headline figures (the detail is recomputed from the inputs). */
  viability: Record<string, unknown>;
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
