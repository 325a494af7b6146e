// The proposal engine (issue 16 "Tests and figures"): one proposal with 3 consumer units and 15
// DETAILED pricing components (every type, rules, conditionals and a restriction) priced with
// domain/pricing priceProposal (settings checked and compiled in the call, as the wizard does),
// then its 25-year viability (domain/viability simulateViability) on the price found.
// BENCH_ENGINE_RUNS timed runs after BENCH_ENGINE_WARMUP untimed ones; p50/p95 in ms, goal p95 < 5 ms; and a
// floor measured in the same run, interleaved: JSON.parse(JSON.stringify(input)) of the same input
// (the cheapest thing that still reads every field), so the ratio survives a slower machine.
//   npx tsx bench/proposal-engine.ts      env: BENCH_ENGINE_RUNS (2000), BENCH_ENGINE_WARMUP (500)
import { priceProposal, type PricingComponent, type PricingInput, type PricingSettings } from "../domain/pricing";
import { simulateViability, type ViabilityInput } from "../domain/viability";
import { percentile, result } from "./support/common";

const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 2000);
const WARMUP = Number(process.env.BENCH_ENGINE_WARMUP ?? 500);
const GOAL_P95_MS = 5;

const c = (type: PricingComponent["type"], value: number, over: Partial<PricingComponent> = {}): PricingComponent => ({
  name: `${type} ${value}`,
  type,
  isRevenue: false,
  rules: [{ power: 100, value }],
  ...over,
});

/** 15 components: money per kWp/module/inverter/km, fixed, the percentages, commissions, a trading margin, one restricted. */
const COMPONENTS: PricingComponent[] = [
  c("PER_KWP", 38_000, { name: "Mão de obra" }),
  c("PER_MODULE", 1_500, { name: "Fixação" }),
  c("PER_INVERTER", 12_000, { name: "String box" }),
  c("PER_KM", 250, {
    name: "Deslocamento",
    range: "KM",
    rules: [
      { power: 50, value: 0 },
      { power: 2000, value: 250 },
    ],
  }),
  c("FIXED", 45_000, { name: "Projeto e homologação", isRevenue: true }),
  c("FIXED", 30_000, { name: "Estrutura solo", conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Solo" }] }),
  c("PERCENTAGE_KIT", 4, { name: "Margem do kit", isRevenue: true }),
  c("PERCENTAGE_KIT", 1, { name: "Frete", restriction: "norte" }),
  c("PERCENTAGE_SERVICE", 5, { name: "ISS" }),
  c("PERCENTAGE_SERVICE", 18, {
    name: "Margem do serviço",
    isRevenue: true,
    rules: [
      { power: 10, value: 18 },
      { power: 1000, value: 12 },
    ],
  }),
  c("PERCENTAGE_SERVICE_AND_KIT", 6, { name: "Simples Nacional" }),
  c("COMMISSION", 3, { name: "Comissão" }),
  c("INDIVIDUAL_COMMISSION", 1, { name: "Bônus da Ana", vendor: "ana" }),
  c("TRADING_MARGIN", 2, { name: "Negociação", conditionals: [{ type: "PRE_VENDOR", logic: "DIFFERENT", strValue: "bia" }] }),
  c("PERCENTAGE_PROFIT", 15, { name: "IR" }),
];

const settings: PricingSettings = {
  autoPricingType: "DETAILED",
  autoPricingCalc: "GROSS_MARGIN",
  autoPricing: [],
  autoPricingDetailed: {
    pricingComponents: COMPONENTS,
    restrictions: [{ _id: "norte", name: "Norte", locations: [{ uf: "AM" }, { uf: "PA" }], vendors: [], service: null }],
  },
  preferences: { stdKitDiscount: 3, maxKitDiscount: 10 },
};

const pricing: PricingInput = {
  settings,
  proposal: {
    power: 12.1,
    modsQtd: 22,
    invQtd: 2,
    inverterPower: 10,
    roofHight: 6,
    distance: 120,
    kitPrice: 4_250_000,
    discount: null,
    kitVoltage: "220",
    kitFixation: "Solo",
    inverterType: "String",
    vendor: "ana",
    preVendor: null,
    location: { uf: "MG", city: "Uberlândia" },
    service: "Instalação",
  },
};

const flat = (v: number) => Array<number>(12).fill(v);
/** 3 units: a house (group B, 30 % simultaneous), a shop (remote) and a group A Azul shed. */
const viability = (investmentCents: number): ViabilityInput => ({
  units: [
    {
      ucName: "Casa",
      tariffGroup: "B",
      phase: "two",
      monthlyConsumption: [620, 580, 560, 500, 450, 420, 430, 470, 520, 560, 600, 640],
      kwhPrice: 0.92,
      bWireValue: 0.3,
      simultaneityFactor: 30,
    },
    { ucName: "Loja", tariffGroup: "B", phase: "three", monthlyConsumption: flat(900), kwhPrice: 0.88, bWireValue: 0.3, simultaneityFactor: 0 },
    {
      ucName: "Galpão",
      tariffGroup: "A",
      classification: "Azul",
      monthlyConsumption: flat(8000),
      monthlyConsumptionPeak: flat(900),
      kwhPrice: 0.45,
      kwhPricePeak: 2.1,
      bWireValue: 0.12,
      demand: 120,
      demandTariff: 35,
      demandPeak: 80,
      demandTariffPeak: 70,
      demandGen: 60,
      demandTariffTusdG: 9,
      simultaneityFactor: 0,
    },
  ],
  generationKwh: [1400, 1350, 1300, 1150, 1000, 900, 950, 1100, 1200, 1300, 1350, 1420],
  start: "2026-01",
  accessRequestDate: "2025-11-10",
  inflationPct: 10,
  tmaPct: 12,
  degradation: { firstYearPct: 2, yearlyPct: 0.55 },
  omYearlyCents: 50_000,
  inverterReplacement: { year: 13, costCents: 800_000 },
  investmentCents,
});

/** What the wizard computes on "Calcular preço": the price, then the 25 years on it. */
function engine() {
  const priced = priceProposal(pricing);
  if (!priced.ok) throw new Error(`pricing refused: ${priced.message}`);
  return simulateViability(viability(priced.revenueData.finalPrice));
}

const floorInput = { pricing, viability: viability(1) };
const floor = () => JSON.parse(JSON.stringify(floorInput)) as unknown;

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

const first = priceProposal(pricing);
if (!first.ok) throw new Error(first.message);
const sim = engine();
console.log(
  `proposal: final price R$ ${(first.revenueData.finalPrice / 100).toFixed(2)}, 15 components, 3 units; viability keys: ${Object.keys(sim).length}`,
);

for (let i = 0; i < WARMUP; i++) {
  engine();
  floor();
}
const ours: number[] = [];
const floors: number[] = [];
// Interleaved, so a slow moment of the shared machine slows both.
for (let i = 0; i < RUNS; i++) {
  ours.push(time(engine));
  floors.push(time(floor));
}
const p50 = percentile(ours, 50);
const p95 = percentile(ours, 95);
const f50 = percentile(floors, 50);
const f95 = percentile(floors, 95);
console.log(`engine (price + 25 years) over ${RUNS} runs: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms   goal: p95 < ${GOAL_P95_MS} ms`);
console.log(`floor JSON round trip of the same input: p50 ${f50.toFixed(3)} ms, p95 ${f95.toFixed(3)} ms`);
console.log(
  `ratio engine ÷ floor: p50 ${(p50 / f50).toFixed(1)}×, p95 ${(p95 / f95).toFixed(1)}× (no goal: shows the engine's cost in units of the machine's speed)`,
);
const met = result(
  "proposal engine p95 ms",
  p95,
  "<=",
  GOAL_P95_MS,
  `p50 ${p50.toFixed(3)} ms; ${(p50 / f50).toFixed(1)}× a JSON round trip of its input`,
);
process.exit(met ? 0 : 1);
