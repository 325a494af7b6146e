// A proposal ready to be priced, built from hand-written events (the kit and generation steps are
// another helper's): one group B unit of 500 kWh a month at R$ 0,90/kWh, a kit of 8 × 550 Wp
// (4,4 kWp) and one 4 kW string inverter at R$ 10.000,00 (1.000.000 centavos), 600 kWh a month,
// 30 km away on a 6 m roof. Settings and preferences are easy to compute by hand.
import type { PricingComponent, PricingProposal, PricingSettings } from "../../../domain/pricing";
import type {
  ConsumerUnit,
  Consumption,
  PriceProposal,
  PricingPreferences,
  ProposalEvent,
  ProposalGeneration,
  ProposalKit,
} from "../../../domain/proposal";
import type { ViabilityInput } from "../../../domain/viability";

export const pid = "0190a000-0000-7000-8000-0000000000a1";
export const owner = "0190a000-0000-7000-8000-0000000000d1";
export const manager = "0190a000-0000-7000-8000-0000000000d9";
export const KIT = 1_000_000;

export const unit: ConsumerUnit = {
  ucName: "Casa",
  ucType: "Residencial",
  phase: "two",
  minimumBilledKwh: 50,
  classification: null,
  monthlyConsumption: Array(12).fill(500),
  monthlyConsumptionPeak: [],
  kwhPrice: "0.90",
  tusd: "0.45",
  kwhPricePeak: null,
  tusdPeak: null,
  demand: null,
  demandTariff: null,
  demandPeak: null,
  demandTariffPeak: null,
  demandGen: null,
  demandTariffTusdG: null,
  finViabilityData: { powerDistCompany: "CEMIG-D", simultaneityFactor: 30, bWireValue: "0.25" },
};

export const consumption: Consumption = {
  tariffModality: "B",
  powerDistCompany: "CEMIG-D",
  tariffId: null,
  location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
  energyBillData: [unit],
};

export const kit = (over: Partial<ProposalKit["kitData"]> = {}): ProposalKit => ({
  kitId: null,
  name: "Kit 4,4 kWp",
  kitData: { saveKit: false, kitPrice: KIT, kitSupplier: "Aldo", kitVoltage: "220", kitFixation: "Telhado", ...over },
  pvModuleData: [
    {
      moduleId: null,
      manufacturer: "Canadian",
      model: "CS6W-550",
      power: 550,
      quantity: 8,
      weight: null,
      mLength: null,
      width: null,
      warrantyDefect: null,
      warrantyEfficiency: null,
    },
  ],
  inverterData: [
    {
      inverterId: null,
      iManufacturer: "Growatt",
      iModel: "MIN 4000",
      iMonitoring: "Wi-Fi",
      iPower: 4000,
      iQuantity: 1,
      iWarranty: 10,
      type: "String",
    },
  ],
  additionalItems: [],
});

export const generation: ProposalGeneration = {
  irradiation: { ibge: "3106200", uf: "MG", city: "Belo Horizonte", source: "tabela", months: Array(12).fill(5000) },
  losses: [],
  distance: 30,
  roofHight: 6,
  realSystemData: {
    power: 4.4,
    averageMontlhyGeneration: 600,
    averageYearlyGeneration: 7200,
    minArea: null,
    distributedWeight: null,
    monthyGeneration: Array(12).fill(600),
    distance: 30,
    supplier: "Aldo",
    kitFixation: "Telhado",
  },
  estimateSystemData: {
    averageMontlhyConsumption: 500,
    averageYearlyConsumption: 6000,
    averageYearlyConsumptionPeak: 0,
    idealPower: 4.2,
    losses: 25.8,
  },
};

export const started: ProposalEvent = {
  type: "ProposalStarted",
  data: {
    proposalId: pid,
    frontId: "Xy3_kP9-qR2zT7wA",
    customerId: "0190a000-0000-7000-8000-0000000000c1",
    customerName: "Maria Souza",
    ownerId: owner,
    itemId: null,
    finished: false,
    consumption,
    averageMonthlyConsumption: 500,
    averageMonthlyConsumptionPeak: 0,
  },
};
export const kitChosen = (k: ProposalKit = kit()): ProposalEvent => ({ type: "ProposalKitChosen", data: { proposalId: pid, kit: k } });
export const generationSet = (g: ProposalGeneration = generation): ProposalEvent => ({
  type: "ProposalGenerationSet",
  data: { proposalId: pid, ...g },
});
export const ready = (): ProposalEvent[] => [started, kitChosen(), generationSet()];

export const preferences: PricingPreferences = { inflation: 10, tmaPct: 10, start: "2026-12", accessRequestDate: "2026-11-22" };

export function settings(over: Partial<PricingSettings> = {}): PricingSettings {
  return {
    autoPricingType: "SIMPLE",
    autoPricingCalc: "GROSS_MARGIN",
    // 4,4 kWp falls in the first band (up to 5 kWp): 20 %.
    autoPricing: [
      { power: 5, margin: 20 },
      { power: 10, margin: 30 },
    ],
    autoPricingDetailed: { pricingComponents: [], restrictions: [] },
    preferences: { stdKitDiscount: 0, maxKitDiscount: 10 },
    ...over,
  };
}

export const component = (c: Partial<PricingComponent> & Pick<PricingComponent, "name" | "type">, value: number): PricingComponent => ({
  isRevenue: false,
  rules: [{ power: 9999, value }],
  ...c,
});

export function price(over: Partial<PriceProposal> = {}): PriceProposal {
  return {
    type: "PriceProposal",
    mode: "AUTO",
    pricedBy: manager,
    settings: settings(),
    preferences,
    discount: null,
    typedFinalPrice: null,
    ...over,
  };
}

/** The engine's input for this proposal, written out: 8 modules, 1 inverter of 4 kW, the owner as vendor. */
export const pricingProposal = (discount: number | null = null): PricingProposal => ({
  power: 4.4,
  modsQtd: 8,
  invQtd: 1,
  inverterPower: 4,
  roofHight: 6,
  distance: 30,
  kitPrice: KIT,
  discount,
  kitVoltage: "220",
  kitFixation: "Telhado",
  inverterType: "String",
  vendor: owner,
  preVendor: null,
  location: { uf: "MG", city: "Belo Horizonte" },
  service: null,
});

/** The viability's input, written out: the unit's tariffs as numbers, 600 kWh a month, the price as the investment. */
export const viabilityInput = (investmentCents: number): ViabilityInput => ({
  units: [
    {
      ucName: "Casa",
      tariffGroup: "B",
      phase: "two",
      monthlyConsumption: Array(12).fill(500),
      kwhPrice: 0.9,
      bWireValue: 0.25,
      simultaneityFactor: 30,
    },
  ],
  generationKwh: Array(12).fill(600),
  start: "2026-12",
  accessRequestDate: "2026-11-22",
  inflationPct: 10,
  tmaPct: 10,
  investmentCents,
});
