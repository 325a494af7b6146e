// The consumption form of the proposal wizard (/proposta/gerar-proposta/dados-consumo/nova and
// /editar): one intent table (ADR 007) and the pure steps between what the form posts and the
// StartProposal / EditConsumption command. Field names are the spec's (tariffModality,
// powerDistCompany, energyBillData[i].monthlyConsumption[m], energyBillData[i].finViabilityData.
// simultaneityFactor...). Shared with the browser: no server imports.
import { z } from "zod";
import { monthsFromRow, type Consumption, type ConsumerUnitInput, type ConsumptionInput } from "../../domain/proposal";

const text = z.string().max(300).optional().default("");
const months = z.array(text).max(24).optional().default([]);
const paste = z.string().max(2000).optional().default("");

const unitSchema = z.object({
  ucName: text,
  ucType: text,
  phase: text,
  classification: text,
  monthlyConsumption: months,
  monthlyConsumptionPeak: months,
  monthsPaste: paste,
  monthsPeakPaste: paste,
  kwhPrice: text,
  tusd: text,
  kwhPricePeak: text,
  tusdPeak: text,
  demand: text,
  demandTariff: text,
  demandPeak: text,
  demandTariffPeak: text,
  demandGen: text,
  demandTariffTusdG: text,
  finViabilityData: z.object({ simultaneityFactor: text, bWireValue: text }).optional().default({ simultaneityFactor: "", bWireValue: "" }),
});

const body = {
  tariffModality: text,
  powerDistCompany: text,
  tariffId: text,
  location: z.object({ uf: text, city: text }).optional().default({ uf: "", city: "" }),
  energyBillData: z.array(unitSchema).max(40).optional().default([]),
};

/** "Salvar" sends the command; "Adicionar unidade consumidora" answers the same form with one more unit. */
export const consumptionFormTable = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-consumption"), ...body }),
  z.object({ intent: z.literal("add-unit"), ...body }),
]);
type Parsed = z.infer<typeof consumptionFormTable>;

export type UnitFormValues = Omit<z.infer<typeof unitSchema>, never>;
export type ConsumptionFormValues = Omit<Parsed, "intent">;

export const PROPOSAL_FORM_MSG = {
  pasteCount: (found: number) =>
    `Colar 12 meses: encontrei ${found} ${found === 1 ? "valor" : "valores"}; cole exatamente 12, separados por espaço, tab ou ponto e vírgula.`,
  pasteInvalid: (value: string) => `Colar 12 meses: "${value.slice(0, 20)}" não é um número de kWh.`,
  tariff: "Tarifa: selecione uma tarifa da tabela da empresa.",
} as const;

export function emptyUnit(): UnitFormValues {
  return {
    ucName: "",
    ucType: "Residencial",
    phase: "",
    classification: "",
    monthlyConsumption: Array(12).fill(""),
    monthlyConsumptionPeak: Array(12).fill(""),
    monthsPaste: "",
    monthsPeakPaste: "",
    kwhPrice: "",
    tusd: "",
    kwhPricePeak: "",
    tusdPeak: "",
    demand: "",
    demandTariff: "",
    demandPeak: "",
    demandTariffPeak: "",
    demandGen: "",
    demandTariffTusdG: "",
    finViabilityData: { simultaneityFactor: "", bWireValue: "" },
  };
}

const twelve = (xs: readonly string[]) => Array.from({ length: Math.max(12, xs.length) }, (_, i) => xs[i] ?? "");

/** The parsed form without its intent, every month list at least 12 long (conform drops trailing empty inputs). */
export function formValues(v: Parsed): ConsumptionFormValues {
  const { intent: _intent, ...rest } = v;
  return {
    ...rest,
    energyBillData: rest.energyBillData.map((u) => ({
      ...u,
      monthlyConsumption: twelve(u.monthlyConsumption),
      monthlyConsumptionPeak: twelve(u.monthlyConsumptionPeak),
    })),
  };
}

const blank = (s: string) => s.trim() === "";

/** The order of the fields on the page, for the summary of errors above the form. */
const HEAD_ORDER = ["tariffModality", "tariffId", "powerDistCompany", "location.uf", "location.city", "energyBillData"];
const UNIT_ORDER = [
  "ucName",
  "ucType",
  "phase",
  "kwhPrice",
  "tusd",
  "finViabilityData.simultaneityFactor",
  "finViabilityData.bWireValue",
  "monthlyConsumption",
  "monthsPaste",
  "classification",
  "kwhPricePeak",
  "tusdPeak",
  "demand",
  "demandTariff",
  "demandPeak",
  "demandTariffPeak",
  "demandGen",
  "demandTariffTusdG",
  "monthlyConsumptionPeak",
  "monthsPeakPaste",
];

/** A field's place on the page: [unit (−1 for the head), field, month]. */
function fieldRank(key: string): [number, number, number] {
  const m = /^energyBillData\[(\d+)\]\.(.+?)(?:\[(\d+)\])?$/.exec(key);
  if (!m) return [-1, HEAD_ORDER.indexOf(key) < 0 ? HEAD_ORDER.length : HEAD_ORDER.indexOf(key), 0];
  const f = UNIT_ORDER.indexOf(m[2]);
  return [Number(m[1]), f < 0 ? UNIT_ORDER.length : f, m[3] === undefined ? -1 : Number(m[3])];
}

const HEAD_LABELS: Record<string, string> = {
  tariffModality: "Grupo tarifário",
  tariffId: "Tarifa da tabela",
  powerDistCompany: "Distribuidora",
  "location.uf": "UF",
  "location.city": "Cidade",
  energyBillData: "Unidades consumidoras",
};
const UNIT_LABELS: Record<string, string> = {
  ucName: "Nome da unidade",
  ucType: "Tipo",
  phase: "Ligação",
  kwhPrice: "Tarifa de energia (R$/kWh)",
  tusd: "TUSD (R$/kWh)",
  "finViabilityData.simultaneityFactor": "Fator de simultaneidade (%)",
  "finViabilityData.bWireValue": "Fio B (R$/kWh)",
  monthlyConsumption: "Consumo mensal (kWh)",
  monthsPaste: "Colar os 12 meses",
  classification: "Modalidade",
  kwhPricePeak: "Tarifa na ponta (R$/kWh)",
  tusdPeak: "TUSD na ponta (R$/kWh)",
  demand: "Demanda contratada (kW)",
  demandTariff: "Tarifa de demanda (R$/kW)",
  demandPeak: "Demanda na ponta (kW, Azul)",
  demandTariffPeak: "Tarifa de demanda na ponta (R$/kW, Azul)",
  demandGen: "Demanda de geração (kW)",
  demandTariffTusdG: "Tarifa de demanda TUSDg (R$/kW)",
  monthlyConsumptionPeak: "Consumo na ponta (kWh)",
  monthsPeakPaste: "Colar os 12 meses (ponta)",
};
const MONTH_NAMES_PT = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/**
 * How the error summary names a consumption field (ADR 019): its label, after its unit and before its
 * month where it has them ("Unidade 2: Consumo mensal (kWh): março"); an unknown name as is.
 */
export function consumptionFieldLabel(name: string): string {
  if (HEAD_LABELS[name]) return HEAD_LABELS[name];
  const m = /^energyBillData\[(\d+)\]\.(.+?)(?:\[(\d+)\])?$/.exec(name);
  if (!m) return name;
  const label = UNIT_LABELS[m[2]] ?? m[2];
  const month = m[3] === undefined ? "" : `: ${MONTH_NAMES_PT[Number(m[3])] ?? `mês ${Number(m[3]) + 1}`}`;
  return `Unidade ${Number(m[1]) + 1}: ${label}${month}`;
}

/** The errored field names in the order they appear on the page. */
export function orderedFields(names: string[]): string[] {
  return [...names].sort((a, b) => {
    const [x, y] = [fieldRank(a), fieldRank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/** The messages of the errors in the order their fields appear, each once. */
export function orderedMessages(errors: Record<string, readonly string[] | null | undefined>): string[] {
  const keys = Object.keys(errors).filter((k) => errors[k]?.length);
  keys.sort((a, b) => {
    const [x, y] = [fieldRank(a), fieldRank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return [...new Set(keys.map((k) => errors[k]![0]))];
}

/** A unit where nothing was typed (its selects aside): the spare the user added and left empty. */
export function isBlankUnit(u: UnitFormValues): boolean {
  const texts = [
    u.ucName,
    u.monthsPaste,
    u.monthsPeakPaste,
    u.kwhPrice,
    u.tusd,
    u.kwhPricePeak,
    u.tusdPeak,
    u.demand,
    u.demandTariff,
    u.demandPeak,
    u.demandTariffPeak,
    u.demandGen,
    u.demandTariffTusdG,
    u.finViabilityData.simultaneityFactor,
    u.finViabilityData.bWireValue,
    ...u.monthlyConsumption,
    ...u.monthlyConsumptionPeak,
  ];
  return texts.every(blank);
}

/**
 * Each unit's "Colar 12 meses" text (and the peak one), when it holds exactly 12 numbers, fills the
 * 12 inputs and is emptied; otherwise it stays as typed, with an error on it.
 */
export function applyPastes(values: ConsumptionFormValues): { values: ConsumptionFormValues; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fill = (row: string, field: string, current: string[]): { months: string[]; paste: string } => {
    if (blank(row)) return { months: current, paste: "" };
    const got = monthsFromRow(row);
    if ("months" in got) return { months: got.months, paste: "" };
    errors[field] = got.invalid !== null ? PROPOSAL_FORM_MSG.pasteInvalid(got.invalid) : PROPOSAL_FORM_MSG.pasteCount(got.found);
    return { months: current, paste: row };
  };
  const energyBillData = values.energyBillData.map((u, i) => {
    const off = fill(u.monthsPaste, `energyBillData[${i}].monthsPaste`, u.monthlyConsumption);
    const peak = fill(u.monthsPeakPaste, `energyBillData[${i}].monthsPeakPaste`, u.monthlyConsumptionPeak);
    return { ...u, monthlyConsumption: off.months, monthsPaste: off.paste, monthlyConsumptionPeak: peak.months, monthsPeakPaste: peak.paste };
  });
  return { values: { ...values, energyBillData }, errors };
}

/** The 12 months; values typed beyond them (a forged post) are kept, so the decider refuses the list. */
function upTo12(xs: string[]): string[] {
  const out = [...xs];
  while (out.length > 12 && blank(out[out.length - 1])) out.pop();
  return out;
}

/** The command's consumption data: the typed texts, the municipality and tariff the server found. */
export function consumptionInputOf(
  values: ConsumptionFormValues,
  found: { ibge: string | null; city: string; tariffId: string | null },
): ConsumptionInput {
  return {
    tariffModality: values.tariffModality,
    powerDistCompany: values.powerDistCompany,
    tariffId: found.tariffId,
    location: { uf: values.location.uf, city: found.city, ibge: found.ibge },
    energyBillData: values.energyBillData.map((u): ConsumerUnitInput => ({
      ucName: u.ucName,
      ucType: u.ucType,
      phase: u.phase,
      classification: u.classification,
      monthlyConsumption: upTo12(u.monthlyConsumption),
      monthlyConsumptionPeak: upTo12(u.monthlyConsumptionPeak),
      kwhPrice: u.kwhPrice,
      tusd: u.tusd,
      kwhPricePeak: u.kwhPricePeak,
      tusdPeak: u.tusdPeak,
      demand: u.demand,
      demandTariff: u.demandTariff,
      demandPeak: u.demandPeak,
      demandTariffPeak: u.demandTariffPeak,
      demandGen: u.demandGen,
      demandTariffTusdG: u.demandTariffTusdG,
      finViabilityData: { ...u.finViabilityData },
    })),
  };
}

const kwhText = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2, useGrouping: false });
const num = (n: number | null) => (n === null ? "" : kwhText.format(n));
const dec = (d: string | null) => (d === null ? "" : d.replace(".", ","));

/** The stored data as the form shows it again (decimal commas, no thousands dots). */
export function formValuesOf(c: Consumption): ConsumptionFormValues {
  return {
    tariffModality: c.tariffModality,
    powerDistCompany: c.powerDistCompany,
    tariffId: c.tariffId ?? "",
    location: { uf: c.location.uf, city: c.location.city },
    energyBillData: c.energyBillData.map((u) => ({
      ucName: u.ucName,
      ucType: u.ucType,
      phase: u.phase ?? "",
      classification: u.classification ?? "",
      monthlyConsumption: twelve(u.monthlyConsumption.map(num)),
      monthlyConsumptionPeak: twelve(u.monthlyConsumptionPeak.map(num)),
      monthsPaste: "",
      monthsPeakPaste: "",
      kwhPrice: dec(u.kwhPrice),
      tusd: dec(u.tusd),
      kwhPricePeak: dec(u.kwhPricePeak),
      tusdPeak: dec(u.tusdPeak),
      demand: num(u.demand),
      demandTariff: dec(u.demandTariff),
      demandPeak: num(u.demandPeak),
      demandTariffPeak: dec(u.demandTariffPeak),
      demandGen: num(u.demandGen),
      demandTariffTusdG: dec(u.demandTariffTusdG),
      finViabilityData: { simultaneityFactor: num(u.finViabilityData.simultaneityFactor), bWireValue: dec(u.finViabilityData.bWireValue) },
    })),
  };
}
