// The proposal decider, given/when/then: StartProposal and EditConsumption with the consumption
// data of spec part 3 §3 (energyBillData), group B and group A, and the bad input of issue 16 (a unit
// without 12 months, negative or absurd consumption, group A fields missing, unknown customer/owner).
import { describe, expect, it } from "vitest";
import { itRejectsEach, specFor } from "../support/given-when-then";
import {
  checkConsumptionInput,
  consumptionFigures,
  PROPOSAL_MSG,
  proposalDecider,
  SPEC_SIMULTANEITY_DEFAULTS,
  type ConsumerUnit,
  type ConsumerUnitInput,
  type ConsumptionInput,
  type ProposalEvent,
  type StartProposal,
} from "../../../domain/proposal";

const given = specFor(proposalDecider);
const pid = "0190a000-0000-7000-8000-0000000000a1";
const cid = "0190a000-0000-7000-8000-0000000000c1";
const owner = "0190a000-0000-7000-8000-0000000000d1";
const other = "0190a000-0000-7000-8000-0000000000d2";
const frontId = "Xy3_kP9-qR2zT7wA";

const MONTHS = ["350", "410", "380", "1.234", "295,5", "300", "310", "320", "330", "340", "350", "360"];
const MONTH_VALUES = [350, 410, 380, 1234, 295.5, 300, 310, 320, 330, 340, 350, 360];

const unitB = (over: Partial<ConsumerUnitInput> = {}): ConsumerUnitInput => ({
  ucName: "Casa",
  ucType: "Residencial",
  phase: "two",
  classification: "",
  monthlyConsumption: [...MONTHS],
  monthlyConsumptionPeak: [],
  kwhPrice: "0,85432",
  tusd: "0,41",
  kwhPricePeak: "",
  tusdPeak: "",
  demand: "",
  demandTariff: "",
  demandPeak: "",
  demandTariffPeak: "",
  demandGen: "",
  demandTariffTusdG: "",
  finViabilityData: { simultaneityFactor: "", bWireValue: "" },
  ...over,
});

const inputB = (over: Partial<ConsumptionInput> = {}): ConsumptionInput => ({
  tariffModality: "B",
  powerDistCompany: "CEMIG-D",
  tariffId: null,
  location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
  energyBillData: [unitB()],
  ...over,
});

const start = (over: Partial<StartProposal> = {}): StartProposal => ({
  type: "StartProposal",
  proposalId: pid,
  frontId,
  customer: { id: cid, name: "Maria Souza" },
  ownerId: owner,
  allowedOwners: [owner],
  itemId: null,
  consumption: inputB(),
  simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
  ...over,
});

// The stored unit of unitB(): numbers rounded, money as decimal strings, the minimum of a two-phase
// connection (50 kWh) and the residential simultaneity default (30 %).
const storedB: ConsumerUnit = {
  ucName: "Casa",
  ucType: "Residencial",
  phase: "two",
  minimumBilledKwh: 50,
  classification: null,
  monthlyConsumption: MONTH_VALUES,
  monthlyConsumptionPeak: [],
  kwhPrice: "0.85432",
  tusd: "0.41",
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

// Σ = 350+410+380+1234+295.5+300+310+320+330+340+350+360 = 4979.5 kWh; ÷ 12 = 414.958… → 414.96.
const started: ProposalEvent = {
  type: "ProposalStarted",
  data: {
    proposalId: pid,
    frontId,
    customerId: cid,
    customerName: "Maria Souza",
    ownerId: owner,
    itemId: null,
    finished: false,
    consumption: {
      tariffModality: "B",
      powerDistCompany: "CEMIG-D",
      tariffId: null,
      location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
      energyBillData: [storedB],
    },
    averageMonthlyConsumption: 414.96,
    averageMonthlyConsumptionPeak: 0,
  },
};

describe("StartProposal", () => {
  it("starts an unfinished proposal with the consumption as stored: kWh numbers, R$ decimals, minimum and simultaneity by default", () => {
    given().when(start()).then([started]);
  });

  it("the state holds the owner, the customer and finished: false", () => {
    given().when(start()).thenState({ status: "active", ownerId: owner, customerId: cid, finished: false, frontId });
  });

  it("a given simultaneity factor and Fio B value are kept; an empty unit name becomes 'Unidade n'", () => {
    const unit = unitB({ ucName: " ", ucType: "Comercial", finViabilityData: { simultaneityFactor: "45,5", bWireValue: "0,1234" } });
    const second = unitB({ ucType: "Industrial", phase: "three" });
    const checked = checkConsumptionInput(inputB({ energyBillData: [unit, second] }), SPEC_SIMULTANEITY_DEFAULTS);
    expect(checked.ok && checked.consumption.energyBillData.map((u) => [u.ucName, u.finViabilityData, u.minimumBilledKwh])).toEqual([
      ["Unidade 1", { powerDistCompany: "CEMIG-D", simultaneityFactor: 45.5, bWireValue: "0.1234" }, 50],
      ["Casa", { powerDistCompany: "CEMIG-D", simultaneityFactor: 50, bWireValue: null }, 100],
    ]);
    // Two units of 4979.5 kWh: 9959 ÷ 12 = 829.916… → 829.92.
    expect(checked.ok && checked.figures).toEqual({ averageMonthlyConsumption: 829.92, averageMonthlyConsumptionPeak: 0 });
  });

  it("the simultaneity default follows the company's factors: rural as residential, remote self-consumption 0", () => {
    const defaults = { residential: 25, commercial: 60, industrial: 40 };
    const types = ["Residencial", "Comercial", "Industrial", "Rural", "Autoconsumo Remoto"];
    const checked = checkConsumptionInput(inputB({ energyBillData: types.map((ucType) => unitB({ ucType })) }), defaults);
    expect(checked.ok && checked.consumption.energyBillData.map((u) => u.finViabilityData.simultaneityFactor)).toEqual([25, 60, 40, 25, 0]);
  });

  it("group A Azul: peak months, both demands and their tariffs; group B fields dropped", () => {
    const peak = ["40", "42", "41", "39", "38", "37", "36", "35", "34", "33", "32", "31"]; // Σ 438
    const unitA = unitB({
      phase: "three",
      classification: "Azul",
      monthlyConsumptionPeak: peak,
      kwhPricePeak: "2,1",
      demand: "150",
      demandTariff: "32,5",
      demandPeak: "120",
      demandTariffPeak: "65,4321",
      demandGen: "75",
      demandTariffTusdG: "8,9",
    });
    const checked = checkConsumptionInput(inputB({ tariffModality: "A", energyBillData: [unitA] }), SPEC_SIMULTANEITY_DEFAULTS);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.consumption.energyBillData[0]).toMatchObject({
      phase: null,
      minimumBilledKwh: null,
      classification: "Azul",
      monthlyConsumptionPeak: [40, 42, 41, 39, 38, 37, 36, 35, 34, 33, 32, 31],
      kwhPricePeak: "2.10",
      demand: 150,
      demandTariff: "32.50",
      demandPeak: 120,
      demandTariffPeak: "65.4321",
      demandGen: 75,
      demandTariffTusdG: "8.90",
    });
    // (4979.5 + 438) ÷ 12 = 451.458… → 451.46; peak 438 ÷ 12 = 36.5.
    expect(checked.figures).toEqual({ averageMonthlyConsumption: 451.46, averageMonthlyConsumptionPeak: 36.5 });
  });

  it("group A Verde needs no peak demand", () => {
    const unitA = unitB({ classification: "Verde", monthlyConsumptionPeak: MONTHS, kwhPricePeak: "2,1", demand: "80", demandTariff: "30" });
    const checked = checkConsumptionInput(inputB({ tariffModality: "A", energyBillData: [unitA] }), SPEC_SIMULTANEITY_DEFAULTS);
    expect(checked.ok && checked.consumption.energyBillData[0]).toMatchObject({ demandPeak: null, demandTariffPeak: null });
  });

  it("a used proposal id is a conflict", () => {
    given([started]).when(start()).thenThrows(PROPOSAL_MSG.exists, { code: "conflict" });
  });

  it("a customer the app did not find is refused (404)", () => {
    given()
      .when(start({ customer: null }))
      .thenThrows(PROPOSAL_MSG.customerNotFound, { field: "cid", code: "not_found" });
  });

  it("an owner the actor may not choose (a vendor for someone else, a user of another company) is refused (403)", () => {
    given()
      .when(start({ ownerId: other }))
      .thenThrows(PROPOSAL_MSG.ownerNotAllowed, { field: "uid", code: "forbidden" });
    given()
      .when(start({ ownerId: "", allowedOwners: [""] }))
      .thenThrows(PROPOSAL_MSG.ownerNotAllowed, { field: "uid", code: "forbidden" });
  });

  it("a front id that is not URL-safe or too short is refused", () => {
    given()
      .when(start({ frontId: "abc" }))
      .thenThrows(PROPOSAL_MSG.frontId);
    given()
      .when(start({ frontId: "abc/def?ghi=jkl" }))
      .thenThrows(PROPOSAL_MSG.frontId);
  });

  it("keeps the board item it is for", () => {
    const itemId = "0190a000-0000-7000-8000-0000000000e1";
    const [e] = proposalDecider.decide(start({ itemId }), proposalDecider.initialState(), {
      now: "2026-11-22T17:03:00.000Z",
      today: "2026-11-22",
      actorId: owner,
      companyId: "c",
    });
    expect(e.type === "ProposalStarted" && e.data.itemId).toBe(itemId);
  });
});

describe("bad consumption data: the message names the field, the error is on it", () => {
  const months = (m: string[]) => ({ energyBillData: [unitB({ monthlyConsumption: m })] });
  const withMonth = (i: number, v: string) => months(MONTHS.map((x, j) => (j === i ? v : x)));
  const unitsA = (over: Partial<ConsumerUnitInput>) => ({
    tariffModality: "A",
    energyBillData: [
      unitB({
        classification: "Azul",
        monthlyConsumptionPeak: MONTHS,
        kwhPricePeak: "2",
        demand: "100",
        demandTariff: "30",
        demandPeak: "80",
        demandTariffPeak: "60",
        ...over,
      }),
    ],
  });
  const rows: [Partial<ConsumptionInput>, string, string][] = [
    [months(MONTHS.slice(0, 11)), PROPOSAL_MSG.monthMissing(11), "energyBillData[0].monthlyConsumption[11]"],
    [months([]), PROPOSAL_MSG.months, "energyBillData[0].monthlyConsumption"],
    [months(MONTHS.map(() => " ")), PROPOSAL_MSG.months, "energyBillData[0].monthlyConsumption"],
    [withMonth(3, ""), "Consumo de abril: informe o valor em kWh.", "energyBillData[0].monthlyConsumption[3]"],
    [withMonth(0, "-10"), "Consumo de janeiro: insira um número de kWh, zero ou mais.", "energyBillData[0].monthlyConsumption[0]"],
    [withMonth(5, "muito"), PROPOSAL_MSG.monthInvalid(5), "energyBillData[0].monthlyConsumption[5]"],
    [withMonth(7, "1000000000"), "Valor fora do esperado: consumo de agosto acima de 1.000.000 kWh.", "energyBillData[0].monthlyConsumption[7]"],
    [months([...MONTHS, "10"]), PROPOSAL_MSG.months, "energyBillData[0].monthlyConsumption"],
    [months(MONTHS.map(() => "0")), PROPOSAL_MSG.noConsumption, "energyBillData[0].monthlyConsumption"],
    [{ energyBillData: [] }, PROPOSAL_MSG.noUnit, "energyBillData"],
    [{ energyBillData: Array.from({ length: 21 }, () => unitB()) }, PROPOSAL_MSG.tooManyUnits, "energyBillData"],
    [{ tariffModality: "C" }, PROPOSAL_MSG.tariffModality, "tariffModality"],
    [{ powerDistCompany: "  " }, PROPOSAL_MSG.distributor, "powerDistCompany"],
    [{ location: { uf: "", city: "", ibge: null } }, PROPOSAL_MSG.uf, "location.uf"],
    [{ location: { uf: "MG", city: "Gotham", ibge: null } }, PROPOSAL_MSG.city, "location.city"],
    [{ energyBillData: [unitB({ ucType: "Nave espacial" })] }, PROPOSAL_MSG.ucType, "energyBillData[0].ucType"],
    [{ energyBillData: [unitB({ ucName: "x".repeat(81) })] }, PROPOSAL_MSG.ucNameTooLong, "energyBillData[0].ucName"],
    [{ energyBillData: [unitB({ phase: "" })] }, PROPOSAL_MSG.phase, "energyBillData[0].phase"],
    [{ energyBillData: [unitB({ kwhPrice: "" })] }, "Tarifa de energia: informe o valor.", "energyBillData[0].kwhPrice"],
    [{ energyBillData: [unitB({ kwhPrice: "0" })] }, "Tarifa de energia: insira um valor em R$/kWh maior que zero.", "energyBillData[0].kwhPrice"],
    [
      { energyBillData: [unitB({ kwhPrice: "854,32" })] },
      "Tarifa de energia: valor alto demais para R$/kWh (confira se não está em R$/MWh).",
      "energyBillData[0].kwhPrice",
    ],
    [{ energyBillData: [unitB({ tusd: "-1" })] }, "TUSD: insira um valor em R$/kWh, zero ou mais.", "energyBillData[0].tusd"],
    [
      { energyBillData: [unitB({ finViabilityData: { simultaneityFactor: "130", bWireValue: "" } })] },
      "Fator de simultaneidade: insira um valor de 0 a 100 %.",
      "energyBillData[0].finViabilityData.simultaneityFactor",
    ],
    [
      { energyBillData: [unitB({ finViabilityData: { simultaneityFactor: "", bWireValue: "x" } })] },
      "Fio B: insira um valor em R$/kWh, zero ou mais.",
      "energyBillData[0].finViabilityData.bWireValue",
    ],
    // Group A: every field it bills is required.
    [unitsA({ classification: "" }), PROPOSAL_MSG.classification, "energyBillData[0].classification"],
    [unitsA({ monthlyConsumptionPeak: [] }), PROPOSAL_MSG.monthsPeak, "energyBillData[0].monthlyConsumptionPeak"],
    [
      unitsA({ monthlyConsumptionPeak: ["10", ...MONTHS.slice(1, 11)] }),
      PROPOSAL_MSG.peakMissing(11),
      "energyBillData[0].monthlyConsumptionPeak[11]",
    ],
    [unitsA({ kwhPricePeak: "" }), "Tarifa na ponta: informe o valor.", "energyBillData[0].kwhPricePeak"],
    [unitsA({ demand: "" }), "Demanda fora de ponta: informe o valor.", "energyBillData[0].demand"],
    [unitsA({ demandTariff: "" }), "Tarifa de demanda: informe o valor.", "energyBillData[0].demandTariff"],
    [unitsA({ demandPeak: "0" }), "Demanda na ponta: insira um valor em kW maior que zero.", "energyBillData[0].demandPeak"],
    [unitsA({ demandTariffPeak: "" }), "Tarifa de demanda na ponta: informe o valor.", "energyBillData[0].demandTariffPeak"],
    [unitsA({ demand: "2000000" }), "Valor fora do esperado: demanda fora de ponta acima de 100.000 kW.", "energyBillData[0].demand"],
    [
      unitsA({ demandTariffTusdG: "5000" }),
      "Valor fora do esperado: tarifa de demanda tusdg acima de R$ 1.000/kW.",
      "energyBillData[0].demandTariffTusdG",
    ],
  ];
  itRejectsEach(
    "StartProposal",
    given,
    [],
    start(),
    rows.map(([consumption, message, field]) => [{ consumption: inputB(consumption) }, message, field] as const),
  );

  it("every problem at once for the form: the second unit's month and the first unit's price", () => {
    const checked = checkConsumptionInput(
      inputB({ energyBillData: [unitB({ kwhPrice: "" }), unitB({ monthlyConsumption: MONTHS.map((m, i) => (i === 2 ? "" : m)) })] }),
      SPEC_SIMULTANEITY_DEFAULTS,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        "energyBillData[0].kwhPrice": "Tarifa de energia: informe o valor.",
        "energyBillData[1].monthlyConsumption[2]": "Consumo de março: informe o valor em kWh.",
      },
    });
  });
});

describe("EditConsumption", () => {
  const edit = (consumption: ConsumptionInput) => ({
    type: "EditConsumption" as const,
    consumption,
    simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
  });

  it("replaces the consumption and its figures", () => {
    const second = unitB({ ucName: "Loja", ucType: "Comercial", phase: "single", monthlyConsumption: MONTHS.map(() => "120") });
    const data = checkConsumptionInput(inputB({ energyBillData: [unitB(), second] }), SPEC_SIMULTANEITY_DEFAULTS);
    if (!data.ok) throw new Error("valid input");
    // (4979.5 + 12 × 120) ÷ 12 = 6419.5 ÷ 12 = 534.958… → 534.96.
    given([started])
      .when(edit(inputB({ energyBillData: [unitB(), second] })))
      .then([
        {
          type: "ProposalConsumptionEdited",
          data: { proposalId: pid, consumption: data.consumption, averageMonthlyConsumption: 534.96, averageMonthlyConsumptionPeak: 0 },
        },
      ]);
    expect(data.consumption.energyBillData[1]).toMatchObject({ minimumBilledKwh: 30, finViabilityData: { simultaneityFactor: 70 } });
  });

  it("the same data typed another way ('0.85432' for '0,85432', '1234' for '1.234') changes nothing", () => {
    const same = unitB({ kwhPrice: "0.854320", monthlyConsumption: MONTHS.map((m) => m.replace(".", "")) });
    given([started])
      .when(edit(inputB({ energyBillData: [same] })))
      .then([]);
  });

  it("is refused with the form's field when the data is bad", () => {
    given([started])
      .when(edit(inputB({ energyBillData: [unitB({ monthlyConsumption: MONTHS.slice(0, 6) })] })))
      .thenThrows(PROPOSAL_MSG.monthMissing(6), { field: "energyBillData[0].monthlyConsumption[6]" });
  });

  it("a proposal that was never started is not found", () => {
    given().when(edit(inputB())).thenThrows(PROPOSAL_MSG.notFound, { code: "not_found" });
  });

  it("the state follows the edit", () => {
    const one = inputB({ powerDistCompany: "Enel SP" });
    given([started])
      .when(edit(one))
      .thenState({ status: "active", consumption: expect.objectContaining({ powerDistCompany: "Enel SP" }) as never });
  });
});

describe("consumptionFigures", () => {
  it("is the 12 months ÷ 12 of every unit, peak included, and the peak alone", () => {
    const u = (off: number, peak: number) => ({ monthlyConsumption: Array(12).fill(off), monthlyConsumptionPeak: peak ? Array(12).fill(peak) : [] });
    // (12×100 + 12×50 + 12×10) ÷ 12 = 160; peak 12×10 ÷ 12 = 10.
    expect(consumptionFigures([u(100, 0), u(50, 10)])).toEqual({ averageMonthlyConsumption: 160, averageMonthlyConsumptionPeak: 10 });
  });
});
