// The story's proposals (issue 18, ADR 021): for the deals that reach the "Proposta" column (and
// every won one), the commands the wizard sends, at the deal's historical instants: consumption
// (StartProposal, tied to the sale), a kit of the demo catalogue (ChooseKit with the snapshot the
// kit choice takes), the generation, the automatic price, the validity and the customisation; then
// a few visits of the public link. Some deals get a second proposal (another kit size) days later.
// The catalogue's story kits and the company's SIMPLE pricing bands are registered before the story
// begins. Deterministic: the PRNG is passed in; only ids and the front ids (random, as the app's,
// since the public link shows them) differ between two first starts.
import { randomBytes } from "node:crypto";
import { DEFAULT_LOSSES } from "../domain/generation";
import { kitDecider, kitPowerKwp, kitStreamId, type KitFields } from "../domain/kit";
import type { PricingSettings } from "../domain/pricing";
import { initialPricingSettings, pricingSettingsDecider, pricingSettingsStreamId, type SetAutoPricing } from "../domain/pricing-settings";
import { INITIAL_PROPOSAL_DEFAULTS } from "../domain/proposal-defaults";
import {
  DEFAULT_INFLATION_PCT,
  DEFAULT_TMA_PCT,
  kitSnapshot,
  proposalDecider,
  proposalStreamId,
  SPEC_SIMULTANEITY_DEFAULTS,
  type ConsumerUnitInput,
  type ProposalCommand,
  type ProposalKit,
} from "../domain/proposal";
import type { ApprovedProposal } from "../domain/item/commands";
import { commandContext, localDate } from "../eventstore/context";
import { uuidv7 } from "../eventstore/ids";
import { DEMO_IRRADIATION } from "./demo-seed-tables";
import type { StoryWriter } from "./demo-seed-story-writer";

/** The story's seeded PRNG (demo-seed-story.ts), passed in. */
export interface Rnd {
  next: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
}

/** Schedules one command at an instant (the story's timeline). */
export type Schedule = (at: number, send: (w: StoryWriter, at: Date) => Promise<void>) => unknown;

const DAY = 86_400_000;
const MINUTE = 60_000;

const line = (manufacturer: string, model: string, power: number, quantity: number) => ({ manufacturer, model, power, quantity });
const inverter = (iManufacturer: string, iModel: string, iPower: number, quantity = 1) => ({
  iManufacturer,
  iModel,
  iPower,
  type: "String" as const,
  quantity,
});
const structure = (item: string, quantity: number, manufacter: string, detail: string) => ({ item, quantity, manufacter, detail });

/**
 * DEMO DATA: the sizes the three demo kits leave out (3,3 to 82,5 kWp), typed as a company would,
 * at prices per kWp typical of the Brazilian kit-only market in 2026 (R$ 2.850/kWp for the smallest,
 * R$ 1.830/kWp for the largest). Not real offers of these suppliers.
 */
export const STORY_KITS: KitFields[] = [
  {
    supplier: "ALDO",
    code: "DEMO-ALDO-3K3",
    name: "Kit demo 3,3 kWp telhado cerâmico",
    modules: [line("Canadian Solar", "HiKu6 CS6W-550MS", 550, 6)],
    inverters: [inverter("Growatt", "MIN 3000TL-X", 3000)],
    items: [structure("Estrutura telhado cerâmico", 2, "Romagnole", "3 módulos por trilho")],
    kitPrice: 9400,
    kitVoltage: "220",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "SOU ENERGY",
    code: "DEMO-SOU-5K5",
    name: "Kit demo 5,5 kWp telhado cerâmico",
    modules: [line("JA Solar", "JAM72S30-550/MR", 550, 10)],
    inverters: [inverter("Deye", "SUN-5K-G05", 5000)],
    items: [structure("Estrutura telhado cerâmico", 3, "Romagnole", "4 módulos por trilho")],
    kitPrice: 13900,
    kitVoltage: "220",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "ALDO",
    code: "DEMO-ALDO-11K",
    name: "Kit demo 11 kWp telhado metálico",
    modules: [line("Jinko Solar", "Tiger Neo JKM550N-72HL4", 550, 20)],
    inverters: [inverter("Sungrow", "SG10RT", 10000)],
    items: [structure("Estrutura telhado metálico", 5, "Solar Group", "perfil 2,4 m")],
    kitPrice: 24600,
    kitVoltage: "380",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "FORTLEV",
    code: "DEMO-FTL-22K",
    name: "Kit demo 22 kWp telhado metálico",
    modules: [line("Trina Solar", "Vertex TSM-550DE19", 550, 40)],
    inverters: [inverter("Growatt", "MID 20KTL3-X", 20000)],
    items: [structure("Estrutura telhado metálico", 10, "Solar Group", "perfil 2,4 m")],
    kitPrice: 45800,
    kitVoltage: "380",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "SOU ENERGY",
    code: "DEMO-SOU-33K",
    name: "Kit demo 33 kWp solo",
    modules: [line("JA Solar", "JAM72S30-550/MR", 550, 60)],
    inverters: [inverter("Sungrow", "SG33CX", 33000)],
    items: [structure("Estrutura de solo", 2, "Pratyc", "30 módulos, 2 fileiras")],
    kitPrice: 65500,
    kitVoltage: "220/380",
    kitFixation: "Solo",
    available: true,
  },
  {
    supplier: "ALDO",
    code: "DEMO-ALDO-55K",
    name: "Kit demo 55 kWp solo",
    modules: [line("Canadian Solar", "HiKu6 CS6W-550MS", 550, 100)],
    inverters: [inverter("Growatt", "MAX 50KTL3 LV", 50000)],
    items: [structure("Estrutura de solo", 4, "Pratyc", "25 módulos, 2 fileiras")],
    kitPrice: 104000,
    kitVoltage: "380",
    kitFixation: "Solo",
    available: true,
  },
  {
    supplier: "FORTLEV",
    code: "DEMO-FTL-82K5",
    name: "Kit demo 82,5 kWp solo",
    modules: [line("Trina Solar", "Vertex TSM-550DE19", 550, 150)],
    inverters: [inverter("Sungrow", "SG75CX", 75000)],
    items: [structure("Estrutura de solo", 6, "Pratyc", "25 módulos, 2 fileiras")],
    kitPrice: 151000,
    kitVoltage: "380",
    kitFixation: "Solo",
    available: true,
  },
];

/** The demo company's SIMPLE pricing (gross margin by kWp band): small systems carry more margin. */
export const STORY_PRICING: SetAutoPricing = {
  type: "SetAutoPricing",
  autoPricingType: "SIMPLE",
  autoPricingCalc: "GROSS_MARGIN",
  autoPricing: [
    { power: 6, margin: 45 },
    { power: 15, margin: 38 },
    { power: 40, margin: 30 },
    { power: 9999999999, margin: 24 },
  ],
};

/**
 * Where the story's customers live: the cities the demo irradiation table has, with their distributor
 * and typed demo tariffs (R$/kWh, taxes in): the energy price, its TUSD and the Fio B (about 28 % of
 * the TUSD), which the viability charges on the energy injected (Lei 14.300).
 */
const PLACES: Record<string, { distributor: string; kwhPrice: string; tusd: string; bWireValue: string }> = {
  "3106200": { distributor: "CEMIG-D", kwhPrice: "0,98", tusd: "0,55", bWireValue: "0,154" },
  "3170206": { distributor: "CEMIG-D", kwhPrice: "0,98", tusd: "0,55", bWireValue: "0,154" },
  "3509502": { distributor: "CPFL-PAULISTA", kwhPrice: "0,89", tusd: "0,47", bWireValue: "0,132" },
  "4205407": { distributor: "CELESC-DIS", kwhPrice: "0,81", tusd: "0,42", bWireValue: "0,118" },
};

const PRESENTATION = "Apresentamos a proposta do seu sistema de energia solar fotovoltaica, dimensionado a partir das suas contas de luz.";
const PAYMENT = "Entrada de 30% na assinatura, saldo na instalação; ou financiamento bancário em até 72 meses.";

interface CatalogueKit {
  kitId: string;
  fields: KitFields;
  kwp: number;
}

/** A deal that gets proposals: its sale, owner, customer, size and use. */
export interface ProposalDeal {
  saleId: string;
  ownerId: string;
  customer: { id: string; name: string };
  kwp: number;
  ucType: string;
  business: boolean;
}

export interface PlannedProposal {
  proposalId: string;
  /** kWp of the chosen kit (the generation's power, which a won sale takes). */
  power: number;
  ucType: string;
}

export class StoryProposals {
  private readonly kits: CatalogueKit[] = [];
  private settings: PricingSettings | null = null;
  /** Proposals started so far, in log order: the projection numbers them the same way (max + 1, ADR 002). */
  private started = 0;
  private readonly counts = new Map<string, number>();
  /** How many proposals the story planned (some may start after `now` and are dropped by the timeline). */
  planned = 0;

  constructor(
    private readonly rnd: Rnd,
    private readonly companyId: string,
  ) {}

  /** The story kits and the pricing bands, registered by the manager at `at`; `demoKits` are the base demo's, already registered. */
  async registerCatalogue(w: StoryWriter, managerId: string, at: Date, demoKits: { kitId: string; fields: KitFields }[]) {
    for (const k of demoKits) this.kits.push({ ...k, kwp: kitPowerKwp(k.fields.modules) });
    for (const fields of STORY_KITS) {
      const kitId = uuidv7(at.getTime());
      await w.send(kitStreamId(kitId), kitDecider, { type: "RegisterKit", kitId, ownerId: managerId, fields }, managerId, at);
      this.kits.push({ kitId, fields, kwp: kitPowerKwp(fields.modules) });
    }
    await w.send(pricingSettingsStreamId(this.companyId), pricingSettingsDecider, STORY_PRICING, managerId, at);
    await w.flush();
    this.kits.sort((a, b) => a.kwp - b.kwp);
    // The settings exactly as the app reads them from the settings document (the company's kit discounts are 0).
    let state = initialPricingSettings();
    for (const e of pricingSettingsDecider.decide(STORY_PRICING, state, commandContext(managerId, this.companyId, at)))
      state = pricingSettingsDecider.evolve(state, e);
    this.settings = { ...state, preferences: { stdKitDiscount: 0, maxKitDiscount: 0 } };
  }

  /** The approved proposal of a won sale: its number is known once its start was sent (the timeline sends in order). */
  approved(p: PlannedProposal): ApprovedProposal {
    const count = this.counts.get(p.proposalId);
    if (count === undefined) throw new Error(`story: proposal ${p.proposalId} was not started before the win`);
    return { id: p.proposalId, count, power: p.power, ucType: p.ucType };
  }

  /** The kit nearest the size (`step` 1 or −1: the next size up or down, for a second option). */
  private kitFor(kwp: number, step = 0): CatalogueKit {
    let best = 0;
    this.kits.forEach((k, i) => {
      if (Math.abs(k.kwp - kwp) < Math.abs(this.kits[best]!.kwp - kwp)) best = i;
    });
    return this.kits[Math.min(this.kits.length - 1, Math.max(0, best + step))]!;
  }

  /** Schedules one proposal for the deal, begun at `begin`; `step` picks a kit size next to the ideal one. */
  plan(schedule: Schedule, deal: ProposalDeal, begin: number, step = 0): PlannedProposal {
    const rnd = this.rnd;
    const settings = this.settings;
    if (!settings) throw new Error("story: the catalogue is registered before the proposals");
    const [ibge, city, uf, months] = rnd.pick(DEMO_IRRADIATION);
    const place = PLACES[ibge]!;
    const chosen = this.kitFor(deal.kwp, step);
    const proposalId = uuidv7(begin);
    const stream = proposalStreamId(proposalId);
    const owner = deal.ownerId;
    const send = (at: number, command: ProposalCommand) => schedule(at, (w, when) => w.send(stream, proposalDecider, command, owner, when));

    // The bills: what the deal's size would generate there, month by month, with the household's own swing.
    const swing = () => 0.85 + rnd.next() * 0.3;
    const monthly = months.map((irr) => String(Math.round(deal.kwp * (irr / 1000) * 30.4 * 0.75 * swing())));
    const unit: ConsumerUnitInput = {
      ucName: deal.business ? deal.customer.name : "Residência",
      ucType: deal.ucType,
      phase: deal.kwp <= 6 ? "two" : "three",
      classification: "",
      monthlyConsumption: monthly,
      monthlyConsumptionPeak: Array.from({ length: 12 }, () => ""),
      kwhPrice: place.kwhPrice,
      tusd: place.tusd,
      kwhPricePeak: "",
      tusdPeak: "",
      demand: "",
      demandTariff: "",
      demandPeak: "",
      demandTariffPeak: "",
      demandGen: "",
      demandTariffTusdG: "",
      finViabilityData: { simultaneityFactor: "", bWireValue: place.bWireValue },
    };
    const consumption = {
      tariffModality: "B",
      powerDistCompany: place.distributor,
      tariffId: null,
      location: { uf, city, ibge },
      energyBillData: [unit],
    };
    const frontId = randomBytes(12).toString("base64url");
    schedule(begin, async (w, when) => {
      const command: ProposalCommand = {
        type: "StartProposal",
        proposalId,
        frontId,
        customer: deal.customer,
        ownerId: owner,
        allowedOwners: [owner],
        itemId: deal.saleId,
        consumption,
        simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
      };
      await w.send(stream, proposalDecider, command, owner, when);
      this.counts.set(proposalId, ++this.started);
    });
    const kit: ProposalKit = kitSnapshot(
      {
        id: chosen.kitId,
        name: chosen.fields.name,
        supplier: chosen.fields.supplier,
        kitPrice: chosen.fields.kitPrice,
        kitVoltage: chosen.fields.kitVoltage,
        kitFixation: chosen.fields.kitFixation,
        modules: chosen.fields.modules,
        inverters: chosen.fields.inverters,
        items: chosen.fields.items,
      },
      new Map(),
      new Map(),
    );
    let t = begin + rnd.int(5, 40) * MINUTE;
    send(t, { type: "ChooseKit", kit });
    t += rnd.int(3, 20) * MINUTE;
    const irradiation = { ibge, uf, city, source: "valores digitados pela empresa", months };
    send(t, {
      type: "SetGeneration",
      irradiation,
      losses: [...DEFAULT_LOSSES],
      distance: rnd.int(3, 60),
      roofHight: rnd.int(3, 8),
      subtractMinimum: true,
    });
    t += rnd.int(3, 15) * MINUTE;
    const priced = new Date(t);
    const today = localDate(priced);
    const [y, m] = today.split("-").map(Number) as [number, number];
    const preferences = {
      inflation: DEFAULT_INFLATION_PCT,
      tmaPct: DEFAULT_TMA_PCT,
      start: m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`,
      accessRequestDate: today,
    };
    send(t, { type: "PriceProposal", mode: "AUTO", pricedBy: owner, settings, preferences, discount: null, typedFinalPrice: null });
    t += rnd.int(1, 5) * MINUTE;
    send(t, { type: "SetValidity", validityDate: localDate(new Date(t + rnd.pick([10, 15, 30]) * DAY)), today: localDate(new Date(t)) });
    t += rnd.int(1, 5) * MINUTE;
    const { primaryColor, secondaryColor } = INITIAL_PROPOSAL_DEFAULTS;
    const texts = { ...INITIAL_PROPOSAL_DEFAULTS.texts, presentation: PRESENTATION, paymentConditions: PAYMENT };
    const customization = { sections: INITIAL_PROPOSAL_DEFAULTS.sections, texts };
    send(t, { type: "CustomizeProposal", customization, branding: { primaryColor, secondaryColor, logo: null } });
    // The customer opens the link a few times over the next days (the dashboard's "últimas visualizadas").
    const visitor = Array.from({ length: 12 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[rnd.int(0, 35)]).join("");
    for (let v = rnd.int(0, 3); v > 0; v--) {
      t += rnd.int(2, 60) * 60 * MINUTE;
      send(t, { type: "RecordProposalView", viewedAt: new Date(t).toISOString(), visitor });
    }
    this.planned++;
    return { proposalId, power: kitPowerKwp(chosen.fields.modules), ucType: deal.ucType };
  }
}
