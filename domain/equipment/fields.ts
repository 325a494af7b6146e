// An equipment item's fields: structures per installation type (spec part 3 §9: Telhado, Solo,
// Solo Monoposte, Laje, Carport), string boxes, cables and other items, each with a unit and a
// price. The price travels as a decimal string with two decimals ("1234.56", domain/shared/money).
import { parseMoneyBRCents } from "../shared";
import { CATALOGUE_MSG, cleanText, normalizeKeyPart, textError, type Errors } from "../catalogue/shared";

export const EQUIPMENT_CATEGORIES = ["Estrutura", "String box", "Cabo", "Outro"] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export const INSTALLATION_TYPES = ["Telhado", "Solo", "Solo Monoposte", "Laje", "Carport"] as const;
export type InstallationType = (typeof INSTALLATION_TYPES)[number];

export interface EquipmentFields {
  category: EquipmentCategory;
  name: string;
  manufacturer: string;
  /** For structures (required there); "" for the others. */
  installationType: InstallationType | "";
  /** "un", "m", "kit"... */
  unit: string;
  /** R$ as "1234.56", ≥ 0; "" when what was typed is not an amount (the rules report it). */
  price: string;
}

export const EQUIPMENT_FIELDS = [
  "category",
  "name",
  "manufacturer",
  "installationType",
  "unit",
  "price",
] as const satisfies readonly (keyof EquipmentFields)[];
export type EquipmentField = (typeof EQUIPMENT_FIELDS)[number];
export type RawEquipment = Partial<Record<EquipmentField, string | number | null | undefined>>;

export const EQUIPMENT_LABELS: Record<EquipmentField, string> = {
  category: "Categoria",
  name: "Nome",
  manufacturer: "Fabricante",
  installationType: "Tipo de instalação",
  unit: "Unidade",
  price: "Preço (R$)",
};

function option<T extends string>(typed: unknown, options: readonly T[]): T | string {
  const t = cleanText(typed);
  return options.find((o) => normalizeKeyPart(o) === normalizeKeyPart(t)) ?? t;
}

/** Typed values → stored shape (the canonical spelling of an option typed in another case). */
export function normalizeEquipment(raw: RawEquipment): EquipmentFields {
  const priceTyped = cleanText(raw.price);
  const cents = priceTyped === "" ? null : parseMoneyBRCents(typeof raw.price === "number" ? raw.price.toFixed(2) : priceTyped);
  return {
    category: option(raw.category, EQUIPMENT_CATEGORIES) as EquipmentCategory,
    name: cleanText(raw.name),
    manufacturer: cleanText(raw.manufacturer),
    installationType: option(raw.installationType, INSTALLATION_TYPES) as InstallationType | "",
    unit: cleanText(raw.unit) || "un",
    price: cents === null || cents < 0 ? (priceTyped === "" ? "0.00" : "") : (cents / 100).toFixed(2),
  };
}

export function equipmentErrors(f: EquipmentFields): Errors<EquipmentField> {
  const e: Errors<EquipmentField> = {};
  if (!(EQUIPMENT_CATEGORIES as readonly string[]).includes(f.category)) e.category = CATALOGUE_MSG.invalidOption;
  const name = textError(f.name, true);
  if (name) e.name = name;
  const manufacturer = textError(f.manufacturer, false);
  if (manufacturer) e.manufacturer = manufacturer;
  if (f.installationType !== "" && !(INSTALLATION_TYPES as readonly string[]).includes(f.installationType))
    e.installationType = CATALOGUE_MSG.invalidOption;
  else if (f.category === "Estrutura" && f.installationType === "") e.installationType = CATALOGUE_MSG.invalidOption;
  const unit = textError(f.unit, true);
  if (unit || f.unit.length > 10) e.unit = unit ?? CATALOGUE_MSG.invalidText;
  if (!/^\d{1,10}\.\d{2}$/.test(f.price)) e.price = CATALOGUE_MSG.invalidPrice;
  return e;
}

export function flatEquipment(f: EquipmentFields): Record<EquipmentField, string> {
  return { ...f, price: f.price.replace(".", ",") };
}
