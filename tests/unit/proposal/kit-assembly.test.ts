// "Montar kit" (AssembleKit), given/when/then and the computation: the power from modules × Wp, the
// snapshot of every picked catalogue row (the equipment's price in centavos), every refusal on its
// field at once, the same assembly again is no change, and the saved kit is read by the generation
// and pricing steps exactly as a catalogue kit with the same lines.
import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import {
  ASSEMBLY_FIELDS as F,
  assembledKit,
  assembledKitName,
  assemblyInverterKw,
  assemblyPowerKwp,
  computeGeneration,
  KIT_ASSEMBLY_MSG as MSG,
  kitAssemblyErrors,
  kitSnapshot,
  PROPOSAL_MSG,
  pricingProposalOf,
  proposalDecider,
  type AssembleKit,
  type CatalogueEquipment,
  type CatalogueInverter,
  type CatalogueModule,
  type KitAssembly,
  type ProposalEvent,
  type ProposalKit,
} from "../../../domain/proposal";

const given = specFor(proposalDecider);
const pid = "0190a000-0000-7000-8000-0000000000a1";

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
      energyBillData: [
        {
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
        },
      ],
    },
    averageMonthlyConsumption: 500,
    averageMonthlyConsumptionPeak: 0,
  },
};

const MODULE: CatalogueModule = {
  id: "0190a000-0000-7000-8000-0000000000b1",
  manufacturer: "Canadian Solar",
  model: "HiKu6 CS6W-550MS",
  power: 550,
  mLength: 2261,
  width: 1134,
  weight: 27.8,
  warrantyDefect: 12,
  warrantyEfficiency: 25,
};
const DEYE: CatalogueInverter = {
  id: "0190a000-0000-7000-8000-0000000000b2",
  iManufacturer: "Deye",
  iModel: "SUN-5K-G05",
  iPower: 5000,
  type: "String",
  iMonitoring: "Wi-Fi",
  iWarranty: 10,
};
const MICRO: CatalogueInverter = { ...DEYE, id: "0190a000-0000-7000-8000-0000000000b3", iModel: "MI-600", iPower: 600, type: "Micro" };
const STRUCTURE: CatalogueEquipment = {
  id: "0190a000-0000-7000-8000-0000000000b4",
  category: "Estrutura",
  name: "Estrutura telhado cerâmico 4 módulos",
  manufacturer: "Romagnole",
  installationType: "Telhado",
  unit: "kit",
  price: "389.90",
};

const assembly = (over: Partial<KitAssembly> = {}): KitAssembly => ({
  name: "",
  kitPrice: 1_180_000,
  kitSupplier: "PRÓPRIO",
  kitVoltage: "220",
  kitFixation: "Telhado",
  module: { id: MODULE.id, row: MODULE, quantity: 10 },
  inverters: [{ id: DEYE.id, row: DEYE, quantity: 1 }],
  equipment: [{ id: STRUCTURE.id, row: STRUCTURE, quantity: 3 }],
  ...over,
});
const assemble = (a: KitAssembly = assembly()): AssembleKit => ({ type: "AssembleKit", assembly: a });

/** What the event carries for assembly(): every line a copy of its catalogue row. */
const expectedKit: ProposalKit = {
  kitId: null,
  // 10 × 550 Wp = 5 500 Wp = 5,5 kWp.
  name: "Kit montado 5,5 kWp: 10 × Canadian Solar HiKu6 CS6W-550MS",
  kitData: { saveKit: false, kitPrice: 1_180_000, kitSupplier: "PRÓPRIO", kitVoltage: "220", kitFixation: "Telhado" },
  pvModuleData: [
    {
      moduleId: MODULE.id,
      manufacturer: "Canadian Solar",
      model: "HiKu6 CS6W-550MS",
      power: 550,
      quantity: 10,
      weight: 27.8,
      mLength: 2261,
      width: 1134,
      warrantyDefect: 12,
      warrantyEfficiency: 25,
    },
  ],
  inverterData: [
    {
      inverterId: DEYE.id,
      iManufacturer: "Deye",
      iModel: "SUN-5K-G05",
      iMonitoring: "Wi-Fi",
      iPower: 5000,
      iQuantity: 1,
      iWarranty: 10,
      type: "String",
    },
  ],
  additionalItems: [
    {
      item: "Estrutura telhado cerâmico 4 módulos",
      quantity: 3,
      manufacter: "Romagnole",
      detail: "Estrutura · Telhado",
      equipmentId: STRUCTURE.id,
      unit: "kit",
      // "389.90" → 38 990 centavos, read from the digits (no float).
      unitPrice: 38_990,
    },
  ],
};
const consumption = (started.data as unknown as { consumption: Parameters<typeof computeGeneration>[1] }).consumption;
/** 5 kWh/m²/day every month, 20 % losses (PR 0,8). */
const inputs = {
  irradiation: { ibge: "3106200", uf: "MG", city: "Belo Horizonte", source: "Digitada", months: Array(12).fill(5000) },
  losses: [{ key: "system", label: "Perdas do sistema", fraction: 0.2 }],
  distance: 12,
  roofHight: 4,
};
const chosen = (kit: ProposalKit = expectedKit): ProposalEvent => ({ type: "ProposalKitChosen", data: { proposalId: pid, kit } });

describe("the assembly's computation", () => {
  it("the power is modules × Wp: 10 × 550 = 5,5 kWp; 7 × 575 Wp = 4 025 Wp = 4,025 kWp", () => {
    expect(assemblyPowerKwp(assembly())).toBe(5.5);
    expect(assemblyPowerKwp(assembly({ module: { id: MODULE.id, row: { ...MODULE, power: 575 }, quantity: 7 } }))).toBe(4.025);
  });

  it("no power while the module or its quantity is not right", () => {
    expect(assemblyPowerKwp(assembly({ module: { id: null, row: null, quantity: 10 } }))).toBeNull();
    expect(assemblyPowerKwp(assembly({ module: { id: MODULE.id, row: MODULE, quantity: 2.5 } }))).toBeNull();
    // The row the app found must be the one the form picked.
    expect(assemblyPowerKwp(assembly({ module: { id: "0190a000-0000-7000-8000-0000000000ff", row: MODULE, quantity: 10 } }))).toBeNull();
  });

  it("the inverters' kW: 2 × 5 000 W + 4 × 600 W = 12,4 kW (lines not right yet left out)", () => {
    const inverters = [
      { id: DEYE.id, row: DEYE, quantity: 2 },
      { id: MICRO.id, row: MICRO, quantity: 4 },
      { id: null, row: null, quantity: 3 },
    ];
    expect(assemblyInverterKw({ inverters })).toBe(12.4);
  });

  it("the snapshot copies every picked row, the equipment's price in centavos, the cost typed", () => {
    expect(assembledKit(assembly())).toEqual(expectedKit);
  });

  it("a typed name is kept (trimmed); a micro inverter keeps its type", () => {
    const kit = assembledKit(assembly({ name: "  Kit da Maria  ", inverters: [{ id: MICRO.id, row: MICRO, quantity: 10 }] }));
    expect(kit.name).toBe("Kit da Maria");
    expect(kit.inverterData[0]).toMatchObject({ iModel: "MI-600", iPower: 600, iQuantity: 10, type: "Micro" });
  });

  it("the made-up name stops at 120 characters", () => {
    expect(assembledKitName(5.5, 10, { manufacturer: "M".repeat(100), model: "X".repeat(100) })).toHaveLength(120);
  });

  it("a valid assembly has no errors", () => {
    expect(kitAssemblyErrors(assembly())).toEqual({});
    expect(kitAssemblyErrors(assembly({ equipment: [] }))).toEqual({});
  });

  it("every problem at once, each on its field", () => {
    const errors = kitAssemblyErrors(
      assembly({
        module: { id: null, row: null, quantity: null },
        inverters: [
          { id: DEYE.id, row: DEYE, quantity: 0 },
          { id: DEYE.id, row: DEYE, quantity: 1 },
          { id: MICRO.id, row: null, quantity: 1 },
        ],
        equipment: [{ id: null, row: null, quantity: 1.5 }],
        kitPrice: null,
        kitSupplier: "ACME",
        kitVoltage: "110",
        kitFixation: "Parede",
      }),
    );
    expect(errors).toEqual({
      [F.moduleId]: MSG.moduleMissing,
      [F.moduleQuantity]: MSG.moduleQuantity,
      [F.inverterQuantity(0)]: MSG.inverterQuantity(0),
      [F.inverterId(1)]: MSG.inverterRepeated(1, 0),
      [F.inverterId(2)]: MSG.inverterNotFound(2),
      [F.equipmentId(0)]: MSG.equipmentMissing(0),
      [F.equipmentQuantity(0)]: MSG.equipmentQuantity(0),
      [F.kitPrice]: MSG.kitPriceMissing,
      [F.kitSupplier]: MSG.kitSupplier,
      [F.kitVoltage]: MSG.kitVoltage,
      [F.kitFixation]: MSG.kitFixation,
    });
  });

  it("the messages say the rule in Portuguese", () => {
    expect(MSG.moduleQuantity).toBe("Quantidade de módulos: informe um número inteiro de 1 a 20.000.");
    expect(MSG.inverterRepeated(1, 0)).toBe("Inversor 2: é o mesmo da linha 1; some as quantidades numa linha só.");
  });
});

describe("AssembleKit", () => {
  it("saves the assembled kit as the chosen kit (ProposalKitChosen, kitId null)", () => {
    given([started]).when(assemble()).then([chosen()]);
  });

  it("the same assembly again is no change", () => {
    given([started, chosen()]).when(assemble()).then([]);
  });

  it("another assembly replaces the kit and drops the generation of the former one", () => {
    const generation = computeGeneration(expectedKit, consumption, inputs).generation;
    const generationSet: ProposalEvent = { type: "ProposalGenerationSet", data: { proposalId: pid, ...generation } };
    const twelve = assembly({ module: { id: MODULE.id, row: MODULE, quantity: 12 } });
    given([started, chosen(), generationSet])
      .when(assemble(twelve))
      .thenState({ kit: assembledKit(twelve), generation: null });
  });

  it("a proposal that does not exist is not found", () => {
    given().when(assemble()).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
  });

  // Each refusal: what is wrong, the message and the form's field it shows on.
  const refusals: [string, Partial<KitAssembly>, string, string][] = [
    ["no module picked", { module: { id: null, row: null, quantity: 10 } }, MSG.moduleMissing, F.moduleId],
    [
      "another company's module (the app found no row for the id)",
      { module: { id: "0190a000-0000-7000-8000-0000000000ee", row: null, quantity: 10 } },
      MSG.moduleNotFound,
      F.moduleId,
    ],
    ["no module quantity", { module: { id: MODULE.id, row: MODULE, quantity: null } }, MSG.moduleQuantity, F.moduleQuantity],
    ["a fractional module quantity", { module: { id: MODULE.id, row: MODULE, quantity: 2.5 } }, MSG.moduleQuantity, F.moduleQuantity],
    ["a module quantity that is not a number", { module: { id: MODULE.id, row: MODULE, quantity: NaN } }, MSG.moduleQuantity, F.moduleQuantity],
    ["20 001 modules", { module: { id: MODULE.id, row: MODULE, quantity: 20_001 } }, MSG.moduleQuantity, F.moduleQuantity],
    [
      // 20 000 × 5 100 Wp = 102 000 kWp, above 100 000.
      "a power above 100 000 kWp",
      { module: { id: MODULE.id, row: { ...MODULE, power: 5100 }, quantity: 20_000 } },
      MSG.powerTooHigh,
      F.moduleQuantity,
    ],
    ["no inverter", { inverters: [] }, MSG.noInverter, F.inverterId(0)],
    [
      "11 inverter lines",
      { inverters: Array.from({ length: 11 }, () => ({ id: DEYE.id, row: DEYE, quantity: 1 })) },
      MSG.tooManyInverters,
      F.inverterId(0),
    ],
    ["a quantity without an inverter", { inverters: [{ id: null, row: null, quantity: 1 }] }, MSG.inverterMissing(0), F.inverterId(0)],
    ["2 001 inverters on a line", { inverters: [{ id: DEYE.id, row: DEYE, quantity: 2001 }] }, MSG.inverterQuantity(0), F.inverterQuantity(0)],
    ["a negative inverter quantity", { inverters: [{ id: DEYE.id, row: DEYE, quantity: -1 }] }, MSG.inverterQuantity(0), F.inverterQuantity(0)],
    [
      "the same equipment twice",
      {
        equipment: [
          { id: STRUCTURE.id, row: STRUCTURE, quantity: 1 },
          { id: STRUCTURE.id, row: STRUCTURE, quantity: 2 },
        ],
      },
      MSG.equipmentRepeated(1, 0),
      F.equipmentId(1),
    ],
    ["another company's equipment", { equipment: [{ id: STRUCTURE.id, row: null, quantity: 1 }] }, MSG.equipmentNotFound(0), F.equipmentId(0)],
    ["no price", { kitPrice: null }, MSG.kitPriceMissing, F.kitPrice],
    ["a price that is not an amount", { kitPrice: NaN }, MSG.kitPrice, F.kitPrice],
    ["a zero price", { kitPrice: 0 }, MSG.kitPrice, F.kitPrice],
    ["a price above R$ 1 bilhão", { kitPrice: 100_000_000_001 }, MSG.kitPriceTooHigh, F.kitPrice],
    ["an unknown supplier", { kitSupplier: "ACME" }, MSG.kitSupplier, F.kitSupplier],
    ["an unknown voltage", { kitVoltage: "110" }, MSG.kitVoltage, F.kitVoltage],
    ["an unknown fixation", { kitFixation: "Parede" }, MSG.kitFixation, F.kitFixation],
    ["a name of 121 characters", { name: "K".repeat(121) }, MSG.nameTooLong, F.name],
  ];
  for (const [what, over, message, field] of refusals)
    it(`refuses ${what}`, () => {
      given([started])
        .when(assemble(assembly(over)))
        .thenThrows(message, { field });
    });
});

describe("the generation and pricing steps read an assembled kit as a catalogue kit", () => {
  // The demo catalogue kit with the same lines: 10 × 550 Wp, one 5 kW inverter, R$ 11.800,00.
  const catalogueKit = kitSnapshot(
    {
      id: "0190a000-0000-7000-8000-0000000000e1",
      name: "Kit 5,5 kWp",
      supplier: "PRÓPRIO",
      kitPrice: 11_800,
      kitVoltage: "220",
      kitFixation: "Telhado",
      modules: [{ moduleId: MODULE.id, manufacturer: MODULE.manufacturer, model: MODULE.model, power: 550, quantity: 10 }],
      inverters: [{ inverterId: DEYE.id, iManufacturer: "Deye", iModel: "SUN-5K-G05", iPower: 5000, type: "String", quantity: 1 }],
      items: [],
    },
    new Map([[MODULE.id, MODULE]]),
    new Map([[DEYE.id, { iMonitoring: "Wi-Fi", iWarranty: 10 }]]),
  );
  const assembled = assembledKit(assembly({ equipment: [] }));

  it("the same lines give the same figures", () => {
    const a = computeGeneration(assembled, consumption, inputs);
    const c = computeGeneration(catalogueKit, consumption, inputs);
    expect(a).toEqual(c);
    // 5,5 kWp × 5 kWh/m²/day × 0,8 = 22 kWh a day: 22 × 365 = 8 030 kWh a year.
    expect(a.generation.realSystemData.power).toBe(5.5);
    expect(a.generation.realSystemData.averageYearlyGeneration).toBe(8030);
  });

  it("the pricing input counts the modules and inverters and takes the kit's cost in centavos", () => {
    const generation = computeGeneration(assembled, consumption, inputs).generation;
    const a = pricingProposalOf(assembled, generation, consumption, "owner", null);
    expect(a).toEqual(pricingProposalOf(catalogueKit, generation, consumption, "owner", null));
    expect(a).toMatchObject({ power: 5.5, modsQtd: 10, invQtd: 1, inverterPower: 5, kitPrice: 1_180_000, kitVoltage: "220", kitFixation: "Telhado" });
  });
});
