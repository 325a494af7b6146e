// Kit fields (spec part 3 §2 "Kits and equipment", §3 "Kit / catalogue", §9 installation and
// inverter types): what a kit is made of, the suppliers a kit may come from, and the checks every
// kit goes through whether it was typed on the form or read from an import line.
import { DomainError } from "../shared/decider";

/** The spec's supported distributors (part 3 §3), then the company itself. BELENERGY and FOTUS only appear in the tax-id list. */
export const KIT_DISTRIBUTORS = [
  "ALDO",
  "ECORI",
  "SERRANA",
  "SOU ENERGY",
  "FORTLEV",
  "EDELTEC",
  "HELTE",
  "PHB",
  "BEDIN SOLAR",
  "SOLAR INOVE",
  "BELENERGY",
  "FOTUS",
] as const;
/** A kit the company assembles itself. */
export const OWN_SUPPLIER = "PRÓPRIO";
export const KIT_SUPPLIERS = [...KIT_DISTRIBUTORS, OWN_SUPPLIER] as const;
export type KitSupplier = (typeof KIT_SUPPLIERS)[number];
/** The suppliers a company can disable on the settings screen (its own kits cannot be disabled). */
export type KitDistributor = (typeof KIT_DISTRIBUTORS)[number];

/** Installation types (part 3 §9). */
export const KIT_FIXATIONS = ["Telhado", "Solo", "Solo Monoposte", "Laje", "Carport"] as const;
export type KitFixation = (typeof KIT_FIXATIONS)[number];
export const KIT_VOLTAGES = ["127", "220", "380", "127/220", "220/380"] as const;
export type KitVoltage = (typeof KIT_VOLTAGES)[number];
/** Inverter types (part 3 §9): String is the default. */
export const INVERTER_TYPES = ["String", "Micro"] as const;
export type InverterType = (typeof INVERTER_TYPES)[number];

export const KIT_MSG = {
  required: "Campo obrigatório.",
  nameRequired: "Insira um nome para o kit.",
  tooLong: "Texto muito longo.",
  unknownSupplier: "Selecione um fornecedor da lista.",
  unknownFixation: "Selecione um tipo de instalação da lista.",
  unknownVoltage: "Selecione uma tensão da lista.",
  unknownInverterType: "Selecione String ou Micro.",
  noModule: "Inclua pelo menos uma linha de módulo.",
  tooManyLines: "No máximo 30 linhas de cada tipo.",
  positivePrice: "Informe um preço maior que zero.",
  positivePower: "Informe uma potência maior que zero.",
  positiveQuantity: "Informe uma quantidade maior que zero.",
  wholeQuantity: "A quantidade deve ser um número inteiro.",
  manufacturerRequired: "Informe o fabricante.",
  modelRequired: "Informe o modelo.",
  itemRequired: "Informe o item.",
  notFound: "Kit não encontrado.",
  exists: "Este kit já está cadastrado.",
} as const;

export interface KitModuleLine {
  /** The catalogue module the line was picked from (absent when typed). */
  moduleId?: string;
  manufacturer: string;
  model: string;
  /** Wp per module. */
  power: number;
  quantity: number;
}

export interface KitInverterLine {
  inverterId?: string;
  iManufacturer: string;
  iModel: string;
  /** W (a value under 100 is kW and is multiplied by 1000, part 3 §3). */
  iPower: number;
  type: InverterType;
  quantity: number;
}

/** An additional item (the spec spells `manufacter`). */
export interface KitItemLine {
  item: string;
  quantity: number;
  manufacter: string;
  detail: string;
}

export interface KitFields {
  supplier: KitSupplier;
  /** The supplier's kit code ("" when none). */
  code: string;
  name: string;
  modules: KitModuleLine[];
  inverters: KitInverterLine[];
  items: KitItemLine[];
  /** R$, > 0. */
  kitPrice: number;
  kitVoltage: KitVoltage;
  kitFixation: KitFixation;
  available: boolean;
}

export const MAX_KIT_LINES = 30;

/** kWp of a kit: Σ module power (Wp) × quantity / 1000, rounded to 3 decimals. Computed, never typed. */
export function kitPowerKwp(modules: readonly Pick<KitModuleLine, "power" | "quantity">[]): number {
  const wp = modules.reduce((s, m) => s + m.power * m.quantity, 0);
  return Math.round(wp) / 1000;
}

/** Price per kWp (part 3 §9: amount divided by system power), in R$; null when the power is 0. */
export function pricePerKwp(kitPrice: number, powerKwp: number): number | null {
  if (!(powerKwp > 0)) return null;
  return Math.round((kitPrice / powerKwp) * 100) / 100;
}

/** Inverter power in W: a value under 100 is kW (part 3 §3). */
export function inverterWatts(iPower: number): number {
  return iPower > 0 && iPower < 100 ? Math.round(iPower * 1000) : iPower;
}

/** Trimmed, lower-case, accent-free, single spaces: the parts of a natural key. */
export function normalizeKitKeyPart(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/**
 * The natural key a kit's stream id is derived from (eventstore/kit-ids.ts `kitIdFor`), so a
 * re-uploaded kit file finds the kits it created: company, owner, supplier, and the supplier's code
 * (or the kit's name when it has no code).
 */
export function kitNaturalKey(companyId: string, ownerId: string, supplier: string, codeOrName: string): string {
  return ["kit", companyId, ownerId, normalizeKitKeyPart(supplier), normalizeKitKeyPart(codeOrName)].join("|");
}

const text = (v: unknown): string =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ");

function textField(v: unknown, field: string, requiredMsg: string | null, max = 120): string {
  const t = text(v);
  if (!t && requiredMsg) throw new DomainError(requiredMsg, field);
  if (t.length > max) throw new DomainError(KIT_MSG.tooLong, field);
  return t;
}

function quantity(v: unknown, field: string): number {
  const n = typeof v === "number" ? v : NaN;
  if (!Number.isFinite(n) || n <= 0) throw new DomainError(KIT_MSG.positiveQuantity, field);
  if (!Number.isInteger(n)) throw new DomainError(KIT_MSG.wholeQuantity, field);
  return n;
}

function positive(v: unknown, field: string, msg: string): number {
  const n = typeof v === "number" ? v : NaN;
  if (!Number.isFinite(n) || n <= 0) throw new DomainError(msg, field);
  return n;
}

function oneOf<T extends string>(list: readonly T[], v: unknown, field: string, msg: string): T {
  const found = list.find((x) => x === v);
  if (!found) throw new DomainError(msg, field);
  return found;
}

/**
 * Checks and normalises a kit; throws the first problem as a DomainError whose field is the form's
 * name (`modules[0].power`, `kitPrice`...). Lines come in the order typed.
 */
export function checkKitFields(f: KitFields): KitFields {
  const supplier = oneOf(KIT_SUPPLIERS, typeof f.supplier === "string" ? f.supplier.trim().toUpperCase() : "", "supplier", KIT_MSG.unknownSupplier);
  const name = textField(f.name, "name", KIT_MSG.nameRequired);
  const code = textField(f.code, "code", null, 60);
  const modulesIn = Array.isArray(f.modules) ? f.modules : [];
  const invertersIn = Array.isArray(f.inverters) ? f.inverters : [];
  const itemsIn = Array.isArray(f.items) ? f.items : [];
  if (modulesIn.length === 0) throw new DomainError(KIT_MSG.noModule, "modules");
  if (modulesIn.length > MAX_KIT_LINES || invertersIn.length > MAX_KIT_LINES || itemsIn.length > MAX_KIT_LINES)
    throw new DomainError(KIT_MSG.tooManyLines, "modules");
  const modules = modulesIn.map((m, i): KitModuleLine => {
    const p = `modules[${i}]`;
    const line: KitModuleLine = {
      manufacturer: textField(m.manufacturer, `${p}.manufacturer`, KIT_MSG.manufacturerRequired),
      model: textField(m.model, `${p}.model`, KIT_MSG.modelRequired),
      power: positive(m.power, `${p}.power`, KIT_MSG.positivePower),
      quantity: quantity(m.quantity, `${p}.quantity`),
    };
    return m.moduleId ? { moduleId: m.moduleId, ...line } : line;
  });
  const inverters = invertersIn.map((v, i): KitInverterLine => {
    const p = `inverters[${i}]`;
    const line: KitInverterLine = {
      iManufacturer: textField(v.iManufacturer, `${p}.iManufacturer`, KIT_MSG.manufacturerRequired),
      iModel: textField(v.iModel, `${p}.iModel`, KIT_MSG.modelRequired),
      iPower: inverterWatts(positive(v.iPower, `${p}.iPower`, KIT_MSG.positivePower)),
      type: oneOf(INVERTER_TYPES, v.type ?? "String", `${p}.type`, KIT_MSG.unknownInverterType),
      quantity: quantity(v.quantity, `${p}.quantity`),
    };
    return v.inverterId ? { inverterId: v.inverterId, ...line } : line;
  });
  const items = itemsIn.map((it, i): KitItemLine => ({
    item: textField(it.item, `items[${i}].item`, KIT_MSG.itemRequired),
    quantity: quantity(it.quantity, `items[${i}].quantity`),
    manufacter: textField(it.manufacter, `items[${i}].manufacter`, null),
    detail: textField(it.detail, `items[${i}].detail`, null, 240),
  }));
  const kitPrice = Math.round(positive(f.kitPrice, "kitPrice", KIT_MSG.positivePrice) * 100) / 100;
  const kitVoltage = oneOf(KIT_VOLTAGES, f.kitVoltage, "kitVoltage", KIT_MSG.unknownVoltage);
  const kitFixation = oneOf(KIT_FIXATIONS, f.kitFixation, "kitFixation", KIT_MSG.unknownFixation);
  return { supplier, code, name, modules, inverters, items, kitPrice, kitVoltage, kitFixation, available: f.available !== false };
}
