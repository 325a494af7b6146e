// The final proposal as every view shows it (issue 17: web, mobile, print, financing, PDF): one
// pure function from the proposal's folded events and the company's and customer's display data
// to figures and pt-BR labels. The HTML pages and the PDF render this and compute nothing, so they
// agree, and the same events give the same view (the PDF's bytes depend on nothing else).
import { formatPayback } from "../viability/format";
import { simulateViability, type ViabilityResult } from "../viability";
import { formatBRL } from "../shared/money";
import { formatDateBR, formatNumber5 } from "../shared/format";
import type { ProposalSection, ProposalText } from "./presentation";
import { DEFAULT_PRESENTATION, type Presentation } from "./presentation";
import type { ActiveProposal } from "./state";

/** The spec's notices (part 3 §2) when a part is missing. */
export const FINAL_NOTICES = {
  noPrice: "Esta proposta não possui dados do preço",
  noKit: "Esta proposta não possui kit cadastrado",
  noUnits: "Esta proposta não possui unidades consumidoras cadastradas",
  noProject: "Esta proposta não possui dados do projeto",
  noFinancing: "Sem opções de financiamento",
} as const;

export const MONTH_LABELS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;

/** What the company shows on its proposals (read by the app; the logo is a URL the page may load). */
export interface FinalCompany {
  name: string;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  /** The company's default sections and texts, for a proposal never customised. */
  presentation: Presentation;
}

export interface FinalCustomer {
  name: string;
}

export interface FinalProposalInput {
  state: ActiveProposal;
  /** The company-wide number (#00042). */
  count: number;
  company: FinalCompany;
  customer: FinalCustomer;
  /** preferences.hidePropNumber: the customer's page and PDF show no number (title "Proposta"). */
  hideNumber?: boolean;
}

export interface FinalLine {
  label: string;
  value: string;
}

export interface FinalProposalView {
  proposalId: string;
  frontId: string;
  /** "Proposta #00042" ("Proposta" with hidePropNumber). */
  title: string;
  /** "#00042", or "" with hidePropNumber. */
  number: string;
  finished: boolean;
  colors: { primary: string; secondary: string };
  company: { name: string; phone: string | null; email: string | null; logoUrl: string | null };
  customer: { name: string; city: string; uf: string };
  sections: Record<ProposalSection, boolean>;
  texts: Record<ProposalText, string>;
  /** The spec's notices for what is missing, in page order. */
  notices: string[];
  /** The consumer units, for the consumption section. */
  units: { name: string; averageKwh: string }[];
  consumption: { averageMonthlyKwh: string; yearlyKwh: string } | null;
  /** The kit and the system it makes; null without a kit. */
  system: null | {
    powerKwp: number;
    power: string;
    modules: string[];
    inverters: string[];
    additionalItems: string[];
    area: string | null;
    weight: string | null;
    /** After the generation step. */
    averageMonthlyGeneration: string | null;
    yearlyGeneration: string | null;
  };
  /** Consumption vs generation per month (kWh, January first): the chart's data; null without units. */
  monthly: null | { labels: readonly string[]; consumptionKwh: number[]; generationKwh: number[] | null };
  /** Only a price in force (finished). */
  price: null | { finalPriceCents: number; finalPrice: string; pricePerKwp: string | null; paymentConditions: string };
  viability: null | {
    headline: FinalLine[];
    billWithout: string;
    billWith: string;
    monthlySavings: string;
    totalSavings: string;
    payback: string;
    discountedPayback: string;
    /** Per operating year 1–25: the cumulative cash flow (centavos) for the 25-year chart. */
    cashFlow: { year: number; cumulativeCents: number; cashFlowCents: number }[];
  };
  environment: null | { co2: string; trees: string; cars: string };
  validity: string | null;
  warranties: string[];
}

const kwhFmt = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const dec2 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kwh = (n: number) => `${kwhFmt.format(n)} kWh`;
const brlCents = (c: number) => formatBRL(c / 100);

/** Reruns the priced simulation for its year rows (the event keeps the inputs and the headline). */
function yearsOf(state: ActiveProposal): ViabilityResult | null {
  if (!state.pricing || !state.finished) return null;
  try {
    return simulateViability(state.pricing.inputs.viability);
  } catch {
    return null; // the headline still shows; only the chart is left out
  }
}

export function finalProposalView({ state, count, company, customer, hideNumber = false }: FinalProposalInput): FinalProposalView {
  const presentation = state.customization ?? company.presentation ?? DEFAULT_PRESENTATION;
  const units = state.consumption.energyBillData;
  const notices: string[] = [];
  if (units.length === 0) notices.push(FINAL_NOTICES.noUnits);
  if (!state.kit) notices.push(FINAL_NOTICES.noKit);
  if (!state.pricing || !state.finished) notices.push(FINAL_NOTICES.noPrice);

  const monthlyConsumption = Array.from({ length: 12 }, (_, m) =>
    units.reduce((s, u) => s + (u.monthlyConsumption[m] ?? 0) + (u.monthlyConsumptionPeak[m] ?? 0), 0),
  );
  const yearlyConsumption = monthlyConsumption.reduce((a, b) => a + b, 0);
  const gen = state.generation?.realSystemData ?? null;
  const kit = state.kit;
  const powerKwp = gen?.power ?? (kit ? kit.pvModuleData.reduce((s, m) => s + (m.power * m.quantity) / 1000, 0) : 0);

  const pricing = state.finished ? state.pricing : null;
  const finalPrice = pricing?.revenueData.finalPrice ?? null;
  const head = pricing?.viability ?? null;
  const sim = yearsOf(state);

  return {
    proposalId: state.proposalId,
    frontId: state.frontId,
    title: hideNumber ? "Proposta" : `Proposta ${formatNumber5(count)}`,
    number: hideNumber ? "" : formatNumber5(count),
    finished: state.finished,
    colors: { primary: company.primaryColor, secondary: company.secondaryColor },
    company: { name: company.name, phone: company.phone, email: company.email, logoUrl: company.logoUrl },
    customer: { name: customer.name, city: state.consumption.location.city, uf: state.consumption.location.uf },
    sections: presentation.sections,
    texts: presentation.texts,
    notices,
    units: units.map((u) => ({
      name: u.ucName,
      averageKwh: kwh((u.monthlyConsumption.reduce((a, b) => a + b, 0) + u.monthlyConsumptionPeak.reduce((a, b) => a + b, 0)) / 12),
    })),
    consumption: units.length ? { averageMonthlyKwh: kwh(yearlyConsumption / 12), yearlyKwh: kwh(yearlyConsumption) } : null,
    system: kit
      ? {
          powerKwp,
          power: `${dec2.format(powerKwp)} kWp`,
          modules: kit.pvModuleData.map((m) => `${m.quantity} × ${m.manufacturer} ${m.model} (${kwhFmt.format(m.power)} W)`),
          inverters: kit.inverterData.map((i) => `${i.iQuantity} × ${i.iManufacturer} ${i.iModel} (${dec2.format(i.iPower / 1000)} kW)`),
          additionalItems: kit.additionalItems.map((a) => `${a.quantity} × ${a.item}${a.manufacter ? ` (${a.manufacter})` : ""}`),
          area: gen?.minArea != null ? `${dec2.format(gen.minArea)} m²` : null,
          weight: gen?.distributedWeight != null ? `${dec2.format(gen.distributedWeight)} kg/m²` : null,
          averageMonthlyGeneration: gen ? kwh(gen.averageMontlhyGeneration) : null,
          yearlyGeneration: gen ? kwh(gen.averageYearlyGeneration) : null,
        }
      : null,
    monthly: units.length ? { labels: MONTH_LABELS, consumptionKwh: monthlyConsumption, generationKwh: gen ? gen.monthyGeneration : null } : null,
    price:
      pricing && finalPrice !== null
        ? {
            finalPriceCents: finalPrice,
            finalPrice: brlCents(finalPrice),
            pricePerKwp: powerKwp > 0 ? `${brlCents(Math.round(finalPrice / powerKwp))}/kWp` : null,
            paymentConditions: presentation.texts.paymentConditions,
          }
        : null,
    viability: head
      ? {
          headline: [
            { label: "Conta sem o sistema (1º ano)", value: brlCents(head.billWithoutCents) },
            { label: "Conta com o sistema (1º ano)", value: brlCents(head.billWithCents) },
            { label: "Economia em 25 anos", value: brlCents(head.totalSavingsCents) },
            { label: "Retorno do investimento", value: formatPayback(head.paybackMonths) },
            { label: "VPL", value: brlCents(head.npvCents) },
            { label: "TIR", value: head.irrYearly === null ? "—" : `${dec2.format(head.irrYearly * 100)} % a.a.` },
            { label: "LCOE", value: head.lcoe === null ? "—" : `R$ ${dec2.format(head.lcoe)}/kWh` },
          ],
          billWithout: brlCents(head.billWithoutCents),
          billWith: brlCents(head.billWithCents),
          monthlySavings: brlCents(Math.round(head.savingsCents / 12)),
          totalSavings: brlCents(head.totalSavingsCents),
          payback: formatPayback(head.paybackMonths),
          discountedPayback: formatPayback(head.discountedPaybackMonths),
          cashFlow: sim ? sim.years.map((y) => ({ year: y.year, cumulativeCents: y.cumulativeCents, cashFlowCents: y.cashFlowCents })) : [],
        }
      : null,
    environment: head
      ? {
          co2: `${dec2.format(head.co2)} kg de CO₂ por ano`,
          trees: `${kwhFmt.format(head.trees)} árvores`,
          cars: `${kwhFmt.format(head.cars)} carros`,
        }
      : null,
    validity: state.validity ? formatDateBR(state.validity.validityDate) : null,
    warranties: kit
      ? [
          ...kit.pvModuleData.flatMap((m) => [
            m.warrantyDefect ? `Módulos ${m.manufacturer}: ${m.warrantyDefect} anos contra defeitos` : null,
            m.warrantyEfficiency ? `Módulos ${m.manufacturer}: ${m.warrantyEfficiency} anos de eficiência` : null,
          ]),
          ...kit.inverterData.map((i) => (i.iWarranty ? `Inversor ${i.iManufacturer}: ${i.iWarranty} anos` : null)),
        ].filter((w): w is string => w !== null)
      : [],
  };
}

/** Part 3 §2: /proposta/final/{slug}/{count}/{first 5 of frontId} when the company has a slug and the count is positive; else /proposta/final/{frontId}. */
export function finalProposalLink(slug: string | null, count: number, frontId: string): string {
  if (slug && count > 0) return `/proposta/final/${encodeURIComponent(slug)}/${count}/${encodeURIComponent(frontId.slice(0, 5))}`;
  return `/proposta/final/${encodeURIComponent(frontId)}`;
}
