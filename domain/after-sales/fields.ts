// The rules of the service-line and proposal fields (spec part 2 §3, §5, part 3 §8), shared by the
// decider and the forms' zod schemas so both answer the same pt-BR message.
import { centsToDecimal, DomainError, formatBRL, MAX_LENGTH, MSG, parseMoneyBRCents, titleProblem, tooLongMessage } from "../shared";
import type { TypedPriceComp } from "./commands";
import {
  MAX_PRICE_COMPS,
  MAX_QUANTITY,
  MAX_VALIDITY_DAYS,
  SERVICE_LINE_TYPES,
  type PriceComp,
  type ServiceLine,
  type ServiceLineType,
} from "./shapes";

export const AFTER_SALES_MSG = {
  selectServiceType: "Selecione o tipo do serviço.",
  invalidQuantity: "Insira uma quantidade válida (número inteiro a partir de 1).",
  minPrice: "O valor deve ser de pelo menos R$ 0,01.",
  lineNotFound: "Serviço não encontrado.",
  lineExists: "Serviço já adicionado.",
  selectTemplate: "Selecione um template.",
  minValidity: "A validade deve ser de pelo menos 1 dia.",
  maxValidity: `A validade deve ser de no máximo ${MAX_VALIDITY_DAYS} dias.`,
  noServices: "Adicione ao menos um serviço antes de gerar a proposta.",
  proposalExists: "Proposta já gerada.",
  compLabel: "Insira o nome do componente.",
  compRepeated: "Componente repetido: use um nome por componente.",
  tooManyComps: `Use no máximo ${MAX_PRICE_COMPS} componentes.`,
} as const;

/** The typed unit price disagrees with its components' sum (ADR 029). */
export const priceNotSumMessage = (sumCents: number) =>
  `O valor unitário deve ser a soma dos componentes (${formatBRL(centsToDecimal(sumCents))}): deixe-o em branco para usar a soma.`;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export function readServiceName(input: unknown): Read<string> {
  const v = typeof input === "string" ? input.trim() : "";
  if (!v) return { ok: false, message: MSG.required };
  if (v.length > MAX_LENGTH.text) return { ok: false, message: tooLongMessage(MAX_LENGTH.text) };
  const problem = titleProblem(v);
  return problem ? { ok: false, message: problem } : { ok: true, value: v };
}

export function readServiceType(input: unknown): Read<ServiceLineType> {
  return (SERVICE_LINE_TYPES as readonly unknown[]).includes(input)
    ? { ok: true, value: input as ServiceLineType }
    : { ok: false, message: AFTER_SALES_MSG.selectServiceType };
}

/** Blank: 1 for a SUPPLY (spec part 3 §5), none for a SERVICE. Otherwise a whole number from 1. */
export function readQuantity(input: unknown, type: ServiceLineType): Read<number | null> {
  const v = typeof input === "string" ? input.trim() : "";
  if (!v) return { ok: true, value: type === "SUPPLY" ? 1 : null };
  if (!/^\d+$/.test(v)) return { ok: false, message: AFTER_SALES_MSG.invalidQuantity };
  const n = Number(v);
  return n >= 1 && n <= MAX_QUANTITY ? { ok: true, value: n } : { ok: false, message: AFTER_SALES_MSG.invalidQuantity };
}

/** Unit price in reais, at least R$ 0,01 (spec part 2 §9 "money minimum 0.01"). */
export function readPrice(input: unknown): Read<string> {
  const v = typeof input === "string" ? input.trim() : "";
  if (!v) return { ok: false, message: MSG.invalidAmount };
  const cents = parseMoneyBRCents(v);
  if (cents === null || cents < 0) return { ok: false, message: MSG.invalidAmount };
  if (cents < 1) return { ok: false, message: AFTER_SALES_MSG.minPrice };
  return { ok: true, value: centsToDecimal(cents) };
}

/** A problem of one component row, by its index in the typed rows (the form's `priceComps[i].label`). */
export interface CompProblem {
  index: number;
  field: "label" | "value" | null;
  message: string;
}

const textOf = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * The typed components (ADR 029): rows with neither label nor value are dropped (a form offers a few
 * empty rows); a row needs both; a value is money of at least R$ 0,01; labels are names, one per
 * component (case and accents ignored); at most MAX_PRICE_COMPS. Every problem at once.
 */
export function readPriceComps(input: unknown): { ok: true; value: PriceComp[] } | { ok: false; problems: CompProblem[] } {
  const rows: unknown[] = Array.isArray(input) ? input : [];
  const problems: CompProblem[] = [];
  const value: PriceComp[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const row = (raw && typeof raw === "object" ? raw : {}) as TypedPriceComp;
    const label = textOf(row.label);
    const typed = textOf(row.value);
    if (!label && !typed) return;
    const key = label
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    const labelProblem = !label
      ? AFTER_SALES_MSG.compLabel
      : label.length > MAX_LENGTH.name
        ? tooLongMessage(MAX_LENGTH.name)
        : (titleProblem(label) ?? (seen.has(key) ? AFTER_SALES_MSG.compRepeated : null));
    if (label) seen.add(key);
    if (labelProblem) problems.push({ index, field: "label", message: labelProblem });
    const price = readPrice(typed);
    if (!price.ok) problems.push({ index, field: "value", message: price.message });
    if (!labelProblem && price.ok) value.push({ label, value: price.value });
  });
  const kept = rows.filter((r) => {
    const row = (r && typeof r === "object" ? r : {}) as TypedPriceComp;
    return textOf(row.label) || textOf(row.value);
  }).length;
  if (kept > MAX_PRICE_COMPS) problems.push({ index: -1, field: null, message: AFTER_SALES_MSG.tooManyComps });
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

export const compsTotalCents = (comps: PriceComp[]) => comps.reduce((sum, c) => sum + (parseMoneyBRCents(c.value) ?? 0), 0);

/** The unit price: typed (no components), or the components' sum (a typed one must equal it). */
export function readLinePrice(input: unknown, comps: PriceComp[]): Read<string> {
  if (comps.length === 0) return readPrice(input);
  const sum = compsTotalCents(comps);
  const v = typeof input === "string" ? input.trim() : "";
  if (!v) return { ok: true, value: centsToDecimal(sum) };
  const cents = parseMoneyBRCents(v);
  if (cents === null || cents < 0) return { ok: false, message: MSG.invalidAmount };
  return cents === sum ? { ok: true, value: centsToDecimal(sum) } : { ok: false, message: priceNotSumMessage(sum) };
}

/** Validity in days: required, numeric, at least 1 (spec part 2 §5). */
export function readValidityDays(input: unknown): Read<number> {
  const v = typeof input === "string" ? input.trim() : typeof input === "number" ? String(input) : "";
  if (!v) return { ok: false, message: MSG.required };
  if (!/^-?\d+$/.test(v)) return { ok: false, message: MSG.invalidNumber };
  const n = Number(v);
  if (n < 1) return { ok: false, message: AFTER_SALES_MSG.minValidity };
  if (n > MAX_VALIDITY_DAYS) return { ok: false, message: AFTER_SALES_MSG.maxValidity };
  return { ok: true, value: n };
}

function must<T>(read: Read<T>, field: string): T {
  if (!read.ok) throw new DomainError(read.message, field);
  return read.value;
}

/** The line the typed fields make, or a DomainError naming the first bad field. */
export function checkServiceLine(
  lineId: string,
  f: { serviceName: unknown; serviceType: unknown; quantity: unknown; price: unknown; priceComps?: unknown },
): ServiceLine {
  const serviceName = must(readServiceName(f.serviceName), "serviceName");
  const serviceType = must(readServiceType(f.serviceType), "serviceType");
  const quantity = must(readQuantity(f.quantity, serviceType), "quantity");
  const comps = readPriceComps(f.priceComps);
  if (!comps.ok) {
    const first = comps.problems[0]!;
    throw new DomainError(first.message, first.field ? `priceComps[${first.index}].${first.field}` : "priceComps");
  }
  const price = must(readLinePrice(f.price, comps.value), "price");
  return { lineId, serviceName, serviceType, quantity, price, priceComps: comps.value };
}

/** price × (quantity ?? 1), in cents. */
export function lineTotalCents(line: Pick<ServiceLine, "price" | "quantity">): number {
  return (parseMoneyBRCents(line.price) ?? 0) * (line.quantity ?? 1);
}

export function servicesTotal(lines: Pick<ServiceLine, "price" | "quantity">[]): string {
  return centsToDecimal(lines.reduce((sum, l) => sum + lineTotalCents(l), 0));
}
