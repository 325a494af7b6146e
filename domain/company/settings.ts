// Settings groups of a company (part 3 §3/§7): each group is saved by its own command and event.
// Pure validation: what a group may hold, with the spec's pt-BR messages.
import { DomainError, MSG, isValidGeneralText, isValidName, required } from "../shared";
import { DEFAULT_PREFERENCES, type AfterSalesService, type Preferences, type SecuritySettings } from "../settings/defaults";

/** Menus a company may hide (part 1 §6 permission areas). */
export const MENU_AREAS = [
  "CLIENTES",
  "PROPOSTAS",
  "PRÉ-VENDA",
  "VENDAS",
  "ADMINISTRATIVO",
  "PROJETOS",
  "OBRAS",
  "PÓS-VENDA",
  "AGENDA",
  "KITS",
  "EQUIPAMENTOS",
  "COLABORADORES",
  "WEBSITE",
  "CONTRATOS",
  "IMPORTAÇÕES",
] as const;

export const AFTER_SALES_SERVICE_TYPES = ["SERVICE", "PRODUCT"] as const;

const MAX_LIST = 100;
const MAX_TEXT = 100;

/** A list of short texts: trimmed, non-empty, no repeats (ignoring case), general-text rule. */
export function checkTextList(values: unknown, field: string, rule: (v: string) => boolean = isValidGeneralText): string[] {
  if (!Array.isArray(values)) throw new DomainError(MSG.invalidText, field);
  if (values.length > MAX_LIST) throw new DomainError(MSG.tooManyValues, field);
  const out: string[] = [];
  const seen = new Set<string>();
  values.forEach((raw, i) => {
    const v = typeof raw === "string" ? raw.trim() : "";
    const at = `${field}[${i}]`;
    if (!required(v)) throw new DomainError(MSG.required, at);
    if (v.length > MAX_TEXT || !rule(v)) throw new DomainError(rule === isValidName ? MSG.invalidName : MSG.invalidText, at);
    const key = v.toLocaleLowerCase("pt-BR");
    if (seen.has(key)) throw new DomainError(MSG.duplicateValue, at);
    seen.add(key);
    out.push(v);
  });
  return out;
}

/** Folder names follow the name rule ("Insira um nome válido."). */
export const checkFolderNames = (values: unknown, field: string) => checkTextList(values, field, isValidName);

export function checkHiddenMenus(values: unknown): string[] {
  if (!Array.isArray(values)) throw new DomainError(MSG.invalidMenu, "hiddenMenus");
  const out = [...new Set(values.map(String))];
  if (out.some((m) => !(MENU_AREAS as readonly string[]).includes(m))) throw new DomainError(MSG.invalidMenu, "hiddenMenus");
  return MENU_AREAS.filter((m) => out.includes(m));
}

/** 3 to 50 of a–z, 0–9 and hyphens, not starting or ending with a hyphen. */
export const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{1,48})[a-z0-9]$/;

export function checkSlug(value: unknown): string {
  const v = typeof value === "string" ? value.trim() : "";
  if (!SLUG_RE.test(v) || v.includes("--")) throw new DomainError(MSG.invalidSlug, "proposalSlug");
  return v;
}

export function checkService(s: Partial<AfterSalesService> | undefined): AfterSalesService {
  const name = typeof s?.name === "string" ? s.name.trim() : "";
  if (!required(name)) throw new DomainError(MSG.required, "name");
  if (name.length > MAX_TEXT || !isValidGeneralText(name)) throw new DomainError(MSG.invalidText, "name");
  const type = s?.type ?? "SERVICE";
  if (!(AFTER_SALES_SERVICE_TYPES as readonly string[]).includes(type)) throw new DomainError(MSG.invalidText, "type");
  return { name, type };
}

type NumberRule = { min: number; max: number; integer?: boolean };
const NUMBER_RULES: Partial<Record<keyof Preferences, NumberRule>> = {
  // Below 100: all of the energy lost leaves nothing to size or price (the generation refuses PR < 1 %).
  losses: { min: 0, max: 99 },
  inflation: { min: 0, max: 100 },
  tma: { min: 0, max: 100 },
  validity: { min: 1, max: 365, integer: true },
  simultFactorResidential: { min: 0, max: 100 },
  simultFactorCommercial: { min: 0, max: 100 },
  simultFactorIndustrial: { min: 0, max: 100 },
  stdKitDiscount: { min: 0, max: 100 },
  maxKitDiscount: { min: 0, max: 100 },
  importWindow: { min: 1, max: 720, integer: true },
};

/**
 * The whole preferences group, checked. Numbers left empty (null) take the spec's defaults
 * (part 3 §5: simultaneity 30/70/50, importWindow 24, discounts 0, validity 15, inflation 10; ours:
 * TMA 10; losses left empty stay null, "not set").
 */
export function checkPreferences(input: Partial<Record<keyof Preferences, unknown>>): Preferences {
  const out: Preferences = { ...DEFAULT_PREFERENCES };
  // Written key by key: each key's rule below gives it a value of its default's type.
  const writable = out as Record<keyof Preferences, unknown>;
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const raw = input[key];
    const def = DEFAULT_PREFERENCES[key];
    const rule = NUMBER_RULES[key];
    if (rule) {
      if (raw === null || raw === undefined || raw === "") continue;
      const n = typeof raw === "number" ? raw : Number.NaN;
      if (!Number.isFinite(n) || n < rule.min || n > rule.max || (rule.integer && !Number.isInteger(n))) {
        throw new DomainError(MSG.invalidNumber, key);
      }
      writable[key] = n;
    } else if (typeof def === "boolean") {
      writable[key] = raw === true;
    } else if (Array.isArray(def)) {
      writable[key] = raw === undefined ? [] : checkTextList(raw, key, () => true);
    } else if (typeof def === "string") {
      const v = typeof raw === "string" ? raw.trim() : "";
      const textOk = key === "stdSupplierCNPJ" ? /^[\d./-]*$/.test(v) : isValidGeneralText(v);
      if (v.length > MAX_TEXT || (v && !textOk)) throw new DomainError(MSG.invalidText, key);
      writable[key] = v;
    }
  }
  if (out.stdKitDiscount > out.maxKitDiscount) throw new DomainError(MSG.invalidNumber, "stdKitDiscount");
  if (out.stdSupplierCNPJ) {
    const digits = out.stdSupplierCNPJ.replace(/\D/g, "");
    if (digits.length !== 14) throw new DomainError(MSG.invalidText, "stdSupplierCNPJ");
    out.stdSupplierCNPJ = `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  }
  return out;
}

/** The security group's ranges (issue 14): whole minutes and days. */
export const SECURITY_RULES: Record<keyof SecuritySettings, { min: number; max: number; message: string }> = {
  sessionIdleMinutes: { min: 5, max: 10080, message: "Informe um número inteiro de minutos entre 5 e 10080 (7 dias)." },
  fileRetentionDays: { min: 1, max: 3650, message: "Informe um número inteiro de dias entre 1 e 3650 (10 anos)." },
};

/** Both values, each a whole number in its range (the field's message otherwise). */
export function checkSecurity(input: Partial<Record<keyof SecuritySettings, unknown>>): SecuritySettings {
  const out = {} as SecuritySettings;
  for (const key of Object.keys(SECURITY_RULES) as (keyof SecuritySettings)[]) {
    const rule = SECURITY_RULES[key];
    const n = input[key];
    if (typeof n !== "number" || !Number.isInteger(n) || n < rule.min || n > rule.max) throw new DomainError(rule.message, key);
    out[key] = n;
  }
  return out;
}
