// The kit and generation steps, given/when/then: ChooseKit (the kit's checks, the same kit again is
// no change, a new kit drops the generation) and SetGeneration (realSystemData and
// estimateSystemData from the kit, the consumption, the irradiation and the losses; refusals).
// Figures are hand-computed on round inputs: 10 × 550 Wp, 5 000 Wh/m²/day every month, 20 % losses.
import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import {
  centavos,
  KIT_GENERATION_MSG as MSG,
  kitSnapshot,
  PROPOSAL_MSG,
  proposalDecider,
  type ChooseKit,
  type ConsumerUnit,
  type ProposalEvent,
  type ProposalKit,
  type SetGeneration,
} from "../../../domain/proposal";
import { GENERATION_MSG } from "../../../domain/generation";

const given = specFor(proposalDecider);
const pid = "0190a000-0000-7000-8000-0000000000a1";

const unit: ConsumerUnit = {
  ucName: "Casa",
  ucType: "Residencial",
  phase: "two",
  minimumBilledKwh: 50,
  classification: null,
  monthlyConsumption: Array(12).fill(500),
  monthlyConsumptionPeak: [],
  kwhPrice: "0.85",
  tusd: null,
  kwhPricePeak: null,
  tusdPeak: null,
  demand: null,
  demandTariff: null,
  demandPeak: null,
  demandTariffPeak: null,
  demandGen: null,
  demandTariffTusdG: null,
  finViabilityData: { powerDistCompany: "CEMIG-D", simultaneityFactor: 30, bWireValue: null },
};

const started: ProposalEvent = {
  type: "ProposalStarted",
  data: {
    proposalId: pid,
    frontId: "Xy3_kP9-qR2zT7wA",
    customerId: "0190a000-0000-7000-8000-0000000000c1",
    customerName: "Maria Souza",
    ownerId: "0190a000-0000-7000-8000-0000000000d1",
    itemId: null,
    finished: false,
    consumption: {
      tariffModality: "B",
      powerDistCompany: "CEMIG-D",
      tariffId: null,
      location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
      energyBillData: [unit],
    },
    averageMonthlyConsumption: 500,
    averageMonthlyConsumptionPeak: 0,
  },
};

const kit = (over: Partial<ProposalKit> = {}): ProposalKit => ({
  kitId: "0190a000-0000-7000-8000-0000000000e1",
  name: "Kit 5,5 kWp",
  kitData: { saveKit: false, kitPrice: 1234567, kitSupplier: "ALDO", kitVoltage: "220", kitFixation: "Telhado" },
  pvModuleData: [
    {
      moduleId: null,
      manufacturer: "Canadian",
      model: "CS 550",
      power: 550,
      quantity: 10,
      weight: 27.5,
      mLength: 2279,
      width: 1134,
      warrantyDefect: 12,
      warrantyEfficiency: 25,
    },
  ],
  inverterData: [
    {
      inverterId: null,
      iManufacturer: "Growatt",
      iModel: "MIN 5000",
      iMonitoring: "Wi-Fi",
      iPower: 5000,
      iQuantity: 1,
      iWarranty: 10,
      type: "String",
    },
  ],
  additionalItems: [],
  ...over,
});

const choose = (k: ProposalKit = kit()): ChooseKit => ({ type: "ChooseKit", kit: k });
const chosen = (k: ProposalKit = kit()): ProposalEvent => ({ type: "ProposalKitChosen", data: { proposalId: pid, kit: k } });

const irradiation = { ibge: "3106200", uf: "MG", city: "Belo Horizonte", source: "Digitada", months: Array(12).fill(5000) };
const losses = [{ key: "system", label: "Perdas do sistema", fraction: 0.2 }];
const setGen = (over: Partial<SetGeneration> = {}): SetGeneration => ({
  type: "SetGeneration",
  irradiation,
  losses,
  distance: 12,
  roofHight: 4,
  ...over,
});

// 10 × 550 Wp = 5.5 kWp; 5 kWh/m²/day; PR 0.8: a month makes 5.5 × 5 × 0.8 = 22 kWh a day.
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const generationSet: ProposalEvent = {
  type: "ProposalGenerationSet",
  data: {
    proposalId: pid,
    irradiation,
    losses,
    distance: 12,
    roofHight: 4,
    realSystemData: {
      power: 5.5,
      // 22 × 365 = 8030 kWh; ÷ 12 = 669.166… → 669.17.
      averageYearlyGeneration: 8030,
      averageMontlhyGeneration: 669.17,
      // 10 × 2.279 m × 1.134 m = 25.84386 m² → 25.84; 10 × 27.5 = 275 kg; 275 ÷ 25.84386 = 10.6408… → 10.64 kg/m².
      minArea: 25.84,
      distributedWeight: 10.64,
      // January 22 × 31 = 682, February 22 × 28 = 616, April 22 × 30 = 660...
      monthyGeneration: DAYS.map((d) => 22 * d),
      distance: 12,
      supplier: "ALDO",
      kitFixation: "Telhado",
    },
    estimateSystemData: {
      // 12 × 500 = 6000 kWh a year, 500 a month, no peak.
      averageYearlyConsumption: 6000,
      averageMontlhyConsumption: 500,
      averageYearlyConsumptionPeak: 0,
      // (500 − 50 minimum of a two-phase unit) ÷ (5 × 30 × 0.8) = 450 ÷ 120 = 3.75 kWp.
      idealPower: 3.75,
      // (1 − 0.8) × 100.
      losses: 20,
    },
  },
};

describe("ChooseKit", () => {
  it("keeps the kit as chosen", () => {
    given([started]).when(choose()).then([chosen()]);
  });

  it("the same kit again is no change", () => {
    given([started, chosen()]).when(choose()).then([]);
  });

  it("a different kit drops the generation of the former one", () => {
    const other = kit({ kitId: "0190a000-0000-7000-8000-0000000000e2", name: "Outro" });
    given([started, chosen(), generationSet]).when(choose(other)).thenState({ kit: other, generation: null });
  });

  it("a proposal that does not exist is not found", () => {
    given().when(choose()).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
  });

  const refusals: [string, ProposalKit, string, string][] = [
    ["no module line", kit({ pvModuleData: [] }), MSG.noModule, "pvModuleData"],
    [
      "a fractional quantity",
      kit({ pvModuleData: [{ ...kit().pvModuleData[0], quantity: 2.5 }] }),
      MSG.moduleQuantity(0),
      "pvModuleData[0].quantity",
    ],
    ["a zero quantity", kit({ pvModuleData: [{ ...kit().pvModuleData[0], quantity: 0 }] }), MSG.moduleQuantity(0), "pvModuleData[0].quantity"],
    ["a module without power", kit({ pvModuleData: [{ ...kit().pvModuleData[0], power: 0 }] }), MSG.modulePower(0), "pvModuleData[0].power"],
    ["a price in reais, not centavos", kit({ kitData: { ...kit().kitData, kitPrice: 12345.67 } }), MSG.kitPrice, "kitData.kitPrice"],
    ["a zero price", kit({ kitData: { ...kit().kitData, kitPrice: 0 } }), MSG.kitPrice, "kitData.kitPrice"],
    [
      "an unknown inverter type",
      kit({ inverterData: [{ ...kit().inverterData[0], type: "Híbrido" as "String" }] }),
      MSG.inverterType(0),
      "inverterData[0].type",
    ],
    [
      "an inverter quantity of 0",
      kit({ inverterData: [{ ...kit().inverterData[0], iQuantity: 0 }] }),
      MSG.inverterQuantity(0),
      "inverterData[0].iQuantity",
    ],
    ["no name", kit({ name: "  " }), MSG.kitName, "name"],
  ];
  for (const [what, k, message, field] of refusals)
    it(`refuses ${what}`, () => {
      given([started]).when(choose(k)).thenThrows(message, { field });
    });
});

describe("SetGeneration", () => {
  it("computes realSystemData from the kit and estimateSystemData from the consumption", () => {
    given([started, chosen()]).when(setGen()).then([generationSet]);
  });

  it("the same inputs again are no change", () => {
    given([started, chosen(), generationSet]).when(setGen()).then([]);
  });

  it("another distance is a new event with the new distance in realSystemData", () => {
    given([started, chosen(), generationSet])
      .when(setGen({ distance: 30 }))
      .thenState({ generation: expect.objectContaining({ distance: 30, realSystemData: expect.objectContaining({ distance: 30, power: 5.5 }) }) });
  });

  it("without a kit: 'Esta proposta não possui kit cadastrado'", () => {
    given([started]).when(setGen()).thenThrows(MSG.noKit, { field: undefined });
  });

  it("a city without irradiation asks for the 12 values", () => {
    given([started, chosen()])
      .when(setGen({ irradiation: null }))
      .thenThrows(GENERATION_MSG.irradiation, { field: "irradiation" });
  });

  it("refuses a negative distance on realSystemData.distance", () => {
    given([started, chosen()])
      .when(setGen({ distance: -1 }))
      .thenThrows(MSG.distance, { field: "realSystemData.distance" });
  });

  it("refuses a roof height above 300 m", () => {
    given([started, chosen()])
      .when(setGen({ roofHight: 301 }))
      .thenThrows(MSG.roofHight, { field: "roofHight" });
  });

  it("refuses losses of 100 %", () => {
    given([started, chosen()])
      .when(setGen({ losses: [{ key: "system", label: "Perdas do sistema", fraction: 1 }] }))
      .thenThrows(GENERATION_MSG.lossFraction("Perdas do sistema"), { field: "losses[0]" });
  });
});

describe("kitSnapshot", () => {
  it("copies the catalogue's specs for lines that name a module or inverter, and the price in centavos", () => {
    const snap = kitSnapshot(
      {
        id: "k1",
        name: "Kit",
        supplier: "PRÓPRIO",
        kitPrice: 12345.67,
        kitVoltage: "220",
        kitFixation: "Solo",
        modules: [
          { moduleId: "m1", manufacturer: "A", model: "X", power: 550, quantity: 4 },
          { manufacturer: "B", model: "Y", power: 400, quantity: 2 },
        ],
        inverters: [{ inverterId: "i1", iManufacturer: "G", iModel: "M", iPower: 3000, type: "Micro", quantity: 2 }],
        items: [],
      },
      new Map([["m1", { weight: 27.5, mLength: 2279, width: 1134, warrantyDefect: 12, warrantyEfficiency: 25 }]]),
      new Map([["i1", { iMonitoring: "Wi-Fi", iWarranty: 10 }]]),
    );
    // R$ 12.345,67 = 1 234 567 centavos (12345.67 × 100 is 1234566.9999… in binary: rounded).
    expect(snap.kitData.kitPrice).toBe(1234567);
    expect(snap.pvModuleData[0]).toMatchObject({ moduleId: "m1", weight: 27.5, mLength: 2279, warrantyEfficiency: 25 });
    expect(snap.pvModuleData[1]).toMatchObject({ moduleId: null, weight: null, mLength: null });
    expect(snap.inverterData[0]).toMatchObject({ inverterId: "i1", iQuantity: 2, iMonitoring: "Wi-Fi", iWarranty: 10, type: "Micro" });
  });

  it("centavos rounds R$ 0,29 to 29, not 28", () => {
    // 0.29 × 100 = 28.999999999999996 in binary floating point.
    expect(centavos(0.29)).toBe(29);
  });
});
