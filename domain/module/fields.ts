// A module's fields (spec part 3 §3 pvModuleData: manufacturer, power in Wp, mLength, width,
// weight, warrantyDefect, warrantyEfficiency; plus model, efficiency and cell technology). One
// function turns what a form or an imported line typed into stored values, another lists the
// broken rules in pt-BR; the form, the import and the decider all use both.
import { CATALOGUE_MSG, cleanText, optionalNumberError, parseDecimal, textError, type Errors } from "../catalogue/shared";

export interface ModuleFields {
  manufacturer: string;
  model: string;
  /** Wp, > 0. */
  power: number;
  /** mm */
  mLength: number | null;
  /** mm */
  width: number | null;
  /** kg */
  weight: number | null;
  /** years */
  warrantyDefect: number | null;
  /** years */
  warrantyEfficiency: number | null;
  /** % */
  efficiency: number | null;
  cellTechnology: string;
}

export const MODULE_FIELDS = [
  "manufacturer",
  "model",
  "power",
  "mLength",
  "width",
  "weight",
  "warrantyDefect",
  "warrantyEfficiency",
  "efficiency",
  "cellTechnology",
] as const satisfies readonly (keyof ModuleFields)[];
export type ModuleField = (typeof MODULE_FIELDS)[number];
export type RawModule = Partial<Record<ModuleField, string | number | null | undefined>>;

/** pt-BR labels, for the form, the list and an import's column names. */
export const MODULE_LABELS: Record<ModuleField, string> = {
  manufacturer: "Fabricante",
  model: "Modelo",
  power: "Potência (Wp)",
  mLength: "Comprimento (mm)",
  width: "Largura (mm)",
  weight: "Peso (kg)",
  warrantyDefect: "Garantia contra defeitos (anos)",
  warrantyEfficiency: "Garantia de eficiência (anos)",
  efficiency: "Eficiência (%)",
  cellTechnology: "Tecnologia da célula",
};

/** Typed values → stored shape. A number that does not parse is NaN (the rules report it). */
export function normalizeModule(raw: RawModule): ModuleFields {
  return {
    manufacturer: cleanText(raw.manufacturer),
    model: cleanText(raw.model),
    power: parseDecimal(raw.power) ?? NaN,
    mLength: parseDecimal(raw.mLength),
    width: parseDecimal(raw.width),
    weight: parseDecimal(raw.weight),
    warrantyDefect: parseDecimal(raw.warrantyDefect),
    warrantyEfficiency: parseDecimal(raw.warrantyEfficiency),
    efficiency: parseDecimal(raw.efficiency),
    cellTechnology: cleanText(raw.cellTechnology),
  };
}

/** The broken rules, field by field, in pt-BR. */
export function moduleErrors(f: ModuleFields): Errors<ModuleField> {
  const e: Errors<ModuleField> = {};
  const set = (k: ModuleField, m: string | undefined) => {
    if (m) e[k] = m;
  };
  set("manufacturer", textError(f.manufacturer, true));
  set("model", textError(f.model, true));
  if (typeof f.power !== "number" || !Number.isFinite(f.power) || f.power <= 0 || f.power > 100_000) e.power = CATALOGUE_MSG.positivePower;
  set("mLength", optionalNumberError(f.mLength, { positive: true, max: 10_000 }));
  set("width", optionalNumberError(f.width, { positive: true, max: 10_000 }));
  set("weight", optionalNumberError(f.weight, { positive: true, max: 1_000 }));
  set("warrantyDefect", optionalNumberError(f.warrantyDefect, { max: 100 }));
  set("warrantyEfficiency", optionalNumberError(f.warrantyEfficiency, { max: 100 }));
  if (f.efficiency !== null && (Number.isNaN(f.efficiency) || f.efficiency <= 0 || f.efficiency > 100)) e.efficiency = CATALOGUE_MSG.invalidPercent;
  set("cellTechnology", textError(f.cellTechnology, false));
  return e;
}

/** Form values of a stored module (numbers as the form shows them, "" for none). */
export function flatModule(f: ModuleFields): Record<ModuleField, string> {
  const n = (v: number | null) => (v === null ? "" : String(v).replace(".", ","));
  return {
    manufacturer: f.manufacturer,
    model: f.model,
    power: n(f.power),
    mLength: n(f.mLength),
    width: n(f.width),
    weight: n(f.weight),
    warrantyDefect: n(f.warrantyDefect),
    warrantyEfficiency: n(f.warrantyEfficiency),
    efficiency: n(f.efficiency),
    cellTechnology: f.cellTechnology,
  };
}
