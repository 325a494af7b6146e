// What the three catalogue aggregates (module, inverter, equipment) share: the natural key of a
// catalogue row (so an import and a form agree on "the same model"), the parsing of typed numbers
// (a company types "550", "21,3" or "1.234,5") and the pt-BR messages of the catalogue screens.
import { DomainError } from "../shared";

export const CATALOGUE_MSG = {
  required: "Campo obrigatório.",
  duplicateModel: "Este modelo já está cadastrado.",
  duplicateEquipment: "Este item já está cadastrado.",
  positivePower: "Informe uma potência maior que zero.",
  invalidNumber: "Informe um número válido.",
  positiveNumber: "Informe um número maior que zero.",
  nonNegative: "Informe um valor igual ou maior que zero.",
  invalidText: "Insira um texto válido.",
  invalidPrice: "Informe um preço válido (igual ou maior que zero).",
  invalidPercent: "Informe um percentual entre 0 e 100.",
  invalidOption: "Selecione uma opção válida.",
  moduleNotFound: "Módulo não encontrado.",
  inverterNotFound: "Inversor não encontrado.",
  equipmentNotFound: "Equipamento não encontrado.",
} as const;

/** Trimmed, lower-case, accent-free, single spaces: "  Canadian  Solar " → "canadian solar". */
export function normalizeKeyPart(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/**
 * The natural key of a catalogue row, the name a derived stream id is computed from
 * (eventstore/catalogue-ids.ts): kind, company and the normalised parts.
 */
export function catalogueKey(kind: "module" | "inverter" | "equipment", companyId: string, ...parts: string[]): string {
  return ["catalogue", kind, companyId, ...parts.map(normalizeKeyPart)].join("|");
}

/** Collapses spaces; a catalogue text is one line. */
export const cleanText = (v: unknown): string =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ");

/**
 * A number as a company types it: "550", "550.5", "21,3", "1.234,5", "1 234". Empty → null;
 * not a number → NaN (so the rules can say "Informe um número válido.").
 */
export function parseDecimal(input: unknown): number | null {
  const t = String(input ?? "")
    .replace(/[\u00a0\u202f\s]/g, "")
    .trim();
  if (t === "") return null;
  let body = t;
  if (body.includes(",")) body = body.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(body)) body = body.replace(/\./g, "");
  if (!/^-?\d+(\.\d+)?$/.test(body)) return NaN;
  const n = Number(body);
  return Number.isFinite(n) ? n : NaN;
}

export type Errors<F extends string> = Partial<Record<F, string>>;

/** Throws the first broken rule as a DomainError tied to its field. */
export function throwFirst<F extends string>(errors: Errors<F>): void {
  const field = (Object.keys(errors) as F[]).find((k) => errors[k]);
  if (field) throw new DomainError(errors[field]!, field);
}

const MAX_TEXT = 120;

/**
 * Characters a catalogue text may not hold. Looser than the spec's general-text rule: model names
 * and item names carry "/", "+", "()", "#" and "²" ("Conector MC4 (par)", "HMS-2000-4T/BR"), so
 * only markup and template characters are refused.
 */
export const CATALOGUE_TEXT_FORBIDDEN = "<>{}`\\|^~$";

/** Rules for a catalogue text: required or not, at most 120 characters, no markup, no control characters. */
export function textError(value: string, requiredField: boolean): string | undefined {
  if (!value.trim()) return requiredField ? CATALOGUE_MSG.required : undefined;
  if (value.length > MAX_TEXT || [...CATALOGUE_TEXT_FORBIDDEN].some((c) => value.includes(c)) || /[\u0000-\u001f\u007f]/.test(value))
    return CATALOGUE_MSG.invalidText;
  return undefined;
}

/** Rules for an optional number: null is fine; NaN, negative (or zero when `positive`) is not. */
export function optionalNumberError(value: number | null, opts: { positive?: boolean; max?: number } = {}): string | undefined {
  if (value === null) return undefined;
  if (Number.isNaN(value)) return CATALOGUE_MSG.invalidNumber;
  if (opts.positive ? value <= 0 : value < 0) return opts.positive ? CATALOGUE_MSG.positiveNumber : CATALOGUE_MSG.nonNegative;
  if (opts.max !== undefined && value > opts.max) return CATALOGUE_MSG.invalidNumber;
  return undefined;
}

/** Field by field: the keys whose values differ (JSON comparison, fields are flat). */
export function changedFields<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
