// A proposal's consumption data (spec part 3 §3 Proposal: tariffModality, location, energyBillData
// with finViabilityData; solar-br.md §2–§4): the tariff group, the distributor, where the system goes
// and one or more consumer units with their 12 months of bills. These are the shapes as stored in the
// events, after the checks of validation.ts; the engines (generation, viability, pricing) read them.
import { UC_TYPES, type UcType } from "../shared/constants";
import { MONTH_KEYS, MONTH_NAMES } from "../shared/months";

/** Tariff group (spec part 3 §9): Grupo B low voltage, Grupo A high (medium) voltage. */
export const TARIFF_MODALITIES = ["B", "A"] as const;
export type TariffModality = (typeof TARIFF_MODALITIES)[number];
export const TARIFF_MODALITY_LABELS: Record<TariffModality, string> = { B: "Grupo B (baixa tensão)", A: "Grupo A (alta tensão)" };

/** A group B unit's connection (ligação); the values the generation engine uses. */
export const PHASES = ["single", "two", "three"] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_LABELS: Record<Phase, string> = { single: "Monofásica", two: "Bifásica", three: "Trifásica" };
/** Custo de disponibilidade (REN 1.000, solar-br.md §2): kWh billed however little a group B unit consumes. */
export const MINIMUM_BILLED_KWH: Record<Phase, number> = { single: 30, two: 50, three: 100 };

/** Group A tariff colours (spec part 3 §9): Verde (one demand) and Azul (demand split into peak and off-peak). */
export const CLASSIFICATIONS = ["Verde", "Azul"] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Consumer unit types: the item's list (spec part 2), whose first three carry the spec's simultaneity defaults. */
export const PROPOSAL_UC_TYPES = UC_TYPES;
export type { UcType };

/** The company's preferences simultFactorResidential/Commercial/Industrial (spec part 3 §5: 30/70/50 when empty). */
export interface SimultaneityDefaults {
  residential: number;
  commercial: number;
  industrial: number;
}
export const SPEC_SIMULTANEITY_DEFAULTS: SimultaneityDefaults = { residential: 30, commercial: 70, industrial: 50 };

/**
 * The % of a unit's generation used at the moment it is made, when the form leaves it empty: the
 * company's factor for residences, businesses and industries; a rural unit counts as a residence;
 * a remote self-consumption unit (Autoconsumo Remoto) is elsewhere, so nothing is simultaneous.
 */
export function defaultSimultaneityFactor(ucType: UcType, d: SimultaneityDefaults): number {
  switch (ucType) {
    case "Comercial":
      return d.commercial;
    case "Industrial":
      return d.industrial;
    case "Autoconsumo Remoto":
      return 0;
    default:
      return d.residential;
  }
}

/** Months in bill order: January first (the 12 values of monthlyConsumption). */
export const MONTHS_SHORT = MONTH_KEYS;
export const MONTHS_LONG = MONTH_NAMES;

/**
 * Money is an exact decimal string with a dot ("0.85432", "45.10"): at least 2 and at most 6
 * decimals, like the item's amounts ("1234.56"). Tariffs need more than centavos (R$/kWh with 6
 * decimals, as the tariff table keeps them), so not integer centavos; not binary floats either.
 */
export type Decimal = string;

export interface FinViabilityData {
  /** The distributor (the proposal's). */
  powerDistCompany: string;
  /** % (0–100) of the generation used at once. */
  simultaneityFactor: number;
  /** Fio B, R$/kWh; null when not typed (the viability step then uses the tariff table's share). */
  bWireValue: Decimal | null;
}

/** One consumer unit (energyBillData item). kWh and kW are numbers with at most 2 decimals. */
export interface ConsumerUnit {
  ucName: string;
  ucType: UcType;
  /** Group B: the connection; null for group A. */
  phase: Phase | null;
  /** Group B: the minimum billed kWh of the phase, when the proposal was saved; null for group A. */
  minimumBilledKwh: number | null;
  /** Group A: Verde or Azul; null for group B. */
  classification: Classification | null;
  /** 12 values, January first, kWh; group A: the off-peak post. */
  monthlyConsumption: number[];
  /** Group A: 12 values at the peak post; [] for group B. */
  monthlyConsumptionPeak: number[];
  /** R$/kWh with taxes (group A: off-peak). */
  kwhPrice: Decimal;
  tusd: Decimal | null;
  /** Group A. */
  kwhPricePeak: Decimal | null;
  tusdPeak: Decimal | null;
  /** Group A: contracted demand, kW (Azul: off-peak), and its tariff, R$/kW. */
  demand: number | null;
  demandTariff: Decimal | null;
  /** Group A Azul: peak demand, kW, and its tariff. */
  demandPeak: number | null;
  demandTariffPeak: Decimal | null;
  /** Group A: demand charged on generation (TUSDg), kW, and its tariff. */
  demandGen: number | null;
  demandTariffTusdG: Decimal | null;
  finViabilityData: FinViabilityData;
}

/** Where the system goes: UF, municipality and its IBGE code (assets/ibge), for the irradiation. */
export interface ProposalLocation {
  uf: string;
  city: string;
  ibge: string;
}

export interface Consumption {
  tariffModality: TariffModality;
  /** The distributor's name (typed, or the chosen tariff's). */
  powerDistCompany: string;
  /** The company tariff (rm_tariffs) it was picked from; null when typed. */
  tariffId: string | null;
  location: ProposalLocation;
  energyBillData: ConsumerUnit[];
}

/** What the events carry beside the consumption, so readers need not recompute it. */
export interface ConsumptionFigures {
  /** kWh/month: every unit's 12 months (peak included) ÷ 12 (spec part 1 §9), 2 decimals. */
  averageMonthlyConsumption: number;
  /** kWh/month at the peak post (group A), 2 decimals; 0 for group B. */
  averageMonthlyConsumptionPeak: number;
}

export const MAX_UNITS = 20;
export const UC_NAME_MAX = 80;
export const DISTRIBUTOR_MAX = 80;
/** kWh in one month of one unit: above it a value is a typing slip, not a consumer (brief: 10⁶). */
export const MAX_MONTHLY_KWH = 1_000_000;
/** kW of contracted demand. */
export const MAX_KW = 100_000;
/** No energy tariff is above R$ 10/kWh: a higher value is R$/MWh typed in the wrong field. */
export const MAX_RS_KWH = 10;
/** R$/kW of a demand tariff. */
export const MAX_RS_KW = 1_000;

export const isIn = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === "string" && (list as readonly string[]).includes(v);
