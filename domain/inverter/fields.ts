// An inverter's fields (spec part 3 §3 inverterData: iManufacturer, iModel, iMonitoring, iPower in
// W, iWarranty, type; plus phases, voltage and MPPTs). A power typed under 100 is kW and becomes
// W (×1000), as the spec says; type and monitoring take the spec's defaults when left empty.
import { CATALOGUE_MSG, cleanText, normalizeKeyPart, optionalNumberError, parseDecimal, textError, type Errors } from "../catalogue/shared";

export const INVERTER_TYPES = ["String", "Micro"] as const;
export type InverterType = (typeof INVERTER_TYPES)[number];
export const INVERTER_MONITORING = ["Wi-Fi", "4g", "Nenhum"] as const;
export type InverterMonitoring = (typeof INVERTER_MONITORING)[number];
export const INVERTER_PHASES = [1, 2, 3] as const;

export interface InverterFields {
  iManufacturer: string;
  iModel: string;
  /** W, > 0 (a value typed under 100 was kW). */
  iPower: number;
  type: InverterType;
  iMonitoring: InverterMonitoring;
  /** years */
  iWarranty: number | null;
  /** 1, 2 or 3 */
  phases: number | null;
  /** V (220, 380...) */
  voltage: number | null;
  mppts: number | null;
}

export const INVERTER_FIELDS = [
  "iManufacturer",
  "iModel",
  "iPower",
  "type",
  "iMonitoring",
  "iWarranty",
  "phases",
  "voltage",
  "mppts",
] as const satisfies readonly (keyof InverterFields)[];
export type InverterField = (typeof INVERTER_FIELDS)[number];
export type RawInverter = Partial<Record<InverterField, string | number | null | undefined>>;

export const INVERTER_LABELS: Record<InverterField, string> = {
  iManufacturer: "Fabricante",
  iModel: "Modelo",
  iPower: "Potência (W)",
  type: "Tipo",
  iMonitoring: "Monitoramento",
  iWarranty: "Garantia (anos)",
  phases: "Fases",
  voltage: "Tensão (V)",
  mppts: "MPPTs",
};

/** W from what was typed: under 100 is kW (spec part 3 §3), e.g. 5 → 5000, 8,2 → 8200. */
export function inverterPowerW(typed: number): number {
  if (!Number.isFinite(typed)) return typed;
  return typed > 0 && typed < 100 ? Math.round(typed * 1000) : typed;
}

/** An option typed in any case or spacing ("micro", "WIFI", "4G"); "" → the default; else as typed. */
function option<T extends string>(typed: unknown, options: readonly T[], fallback: T): T | string {
  const t = cleanText(typed);
  if (!t) return fallback;
  const key = normalizeKeyPart(t).replace(/[\s-]/g, "");
  return options.find((o) => normalizeKeyPart(o).replace(/[\s-]/g, "") === key) ?? t;
}

/** Typed values → stored shape. Unknown type/monitoring are kept as typed (the rules report them). */
export function normalizeInverter(raw: RawInverter): InverterFields {
  const power = parseDecimal(raw.iPower);
  return {
    iManufacturer: cleanText(raw.iManufacturer),
    iModel: cleanText(raw.iModel),
    iPower: power === null ? NaN : inverterPowerW(power),
    type: option(raw.type, INVERTER_TYPES, "String") as InverterType,
    iMonitoring: option(raw.iMonitoring, INVERTER_MONITORING, "Wi-Fi") as InverterMonitoring,
    iWarranty: parseDecimal(raw.iWarranty),
    phases: parseDecimal(raw.phases),
    voltage: parseDecimal(raw.voltage),
    mppts: parseDecimal(raw.mppts),
  };
}

export function inverterErrors(f: InverterFields): Errors<InverterField> {
  const e: Errors<InverterField> = {};
  const set = (k: InverterField, m: string | undefined) => {
    if (m) e[k] = m;
  };
  set("iManufacturer", textError(f.iManufacturer, true));
  set("iModel", textError(f.iModel, true));
  if (typeof f.iPower !== "number" || !Number.isFinite(f.iPower) || f.iPower <= 0 || f.iPower > 10_000_000) e.iPower = CATALOGUE_MSG.positivePower;
  if (!(INVERTER_TYPES as readonly string[]).includes(f.type)) e.type = CATALOGUE_MSG.invalidOption;
  if (!(INVERTER_MONITORING as readonly string[]).includes(f.iMonitoring)) e.iMonitoring = CATALOGUE_MSG.invalidOption;
  set("iWarranty", optionalNumberError(f.iWarranty, { max: 100 }));
  if (f.phases !== null && !(INVERTER_PHASES as readonly number[]).includes(f.phases)) e.phases = CATALOGUE_MSG.invalidOption;
  set("voltage", optionalNumberError(f.voltage, { positive: true, max: 100_000 }));
  if (f.mppts !== null && (!Number.isInteger(f.mppts) || f.mppts < 1 || f.mppts > 100)) e.mppts = CATALOGUE_MSG.invalidNumber;
  return e;
}

export function flatInverter(f: InverterFields): Record<InverterField, string> {
  const n = (v: number | null) => (v === null ? "" : String(v).replace(".", ","));
  return {
    iManufacturer: f.iManufacturer,
    iModel: f.iModel,
    iPower: n(f.iPower),
    type: f.type,
    iMonitoring: f.iMonitoring,
    iWarranty: n(f.iWarranty),
    phases: n(f.phases),
    voltage: n(f.voltage),
    mppts: n(f.mppts),
  };
}
