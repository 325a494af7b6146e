// The checks of the consumption data (spec part 3 §3 energyBillData, §5; solar-br.md §2–§3) as the
// form sends it: texts typed in Brazilian format. Every problem at once, keyed by the form's field
// name (`energyBillData[0].monthlyConsumption[3]`, `location.city`...), or the data as stored.
import { DomainError } from "../shared/decider";
import {
  CLASSIFICATIONS,
  defaultSimultaneityFactor,
  DISTRIBUTOR_MAX,
  isIn,
  MAX_KW,
  MAX_MONTHLY_KWH,
  MAX_RS_KW,
  MAX_RS_KWH,
  MAX_UNITS,
  MINIMUM_BILLED_KWH,
  PHASES,
  PROPOSAL_UC_TYPES,
  TARIFF_MODALITIES,
  UC_NAME_MAX,
  type Consumption,
  type ConsumerUnit,
  type ConsumptionFigures,
  type Decimal,
  type SimultaneityDefaults,
  type TariffModality,
} from "./fields";
import { PROPOSAL_MSG as MSG, UNIT_FIELD_LABELS as L } from "./messages";
import { parseDecimalText, parseQuantity } from "./numbers";

/** One consumer unit as typed: every number a text ("1.234", "0,85"); "" when left empty. */
export interface ConsumerUnitInput {
  ucName: string;
  ucType: string;
  /** Group B: single | two | three. */
  phase: string;
  /** Group A: Verde | Azul. */
  classification: string;
  monthlyConsumption: string[];
  monthlyConsumptionPeak: string[];
  kwhPrice: string;
  tusd: string;
  kwhPricePeak: string;
  tusdPeak: string;
  demand: string;
  demandTariff: string;
  demandPeak: string;
  demandTariffPeak: string;
  demandGen: string;
  demandTariffTusdG: string;
  finViabilityData: { simultaneityFactor: string; bWireValue: string };
}

export interface ConsumptionInput {
  tariffModality: string;
  powerDistCompany: string;
  /** A tariff of the company's table the app found (rm_tariffs); null when typed. */
  tariffId: string | null;
  /** `ibge` is the code of the municipality the app found for (uf, city); null when it found none. */
  location: { uf: string; city: string; ibge: string | null };
  energyBillData: ConsumerUnitInput[];
}

export type FieldErrors = Record<string, string>;
export type CheckedConsumption = { ok: true; consumption: Consumption; figures: ConsumptionFigures } | { ok: false; errors: FieldErrors };

const text = (v: unknown, max = 200) =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, max + 1);
const round2 = (n: number) => Math.round(n * 100) / 100;

class Collector {
  readonly errors: FieldErrors = {};
  put(field: string, message: string) {
    if (!(field in this.errors)) this.errors[field] = message;
  }
}

/** 12 months of kWh; null (and errors under `field`) when they are not 12 valid numbers. */
function months(
  values: unknown,
  field: string,
  c: Collector,
  msg: { count: string; missing: (m: number) => string; invalid: (m: number) => string; high: (m: number) => string },
): number[] | null {
  const list = Array.isArray(values) ? values : [];
  // None typed, or more than 12: one message on the list, not twelve on its months.
  if (list.length > 12 || list.every((v) => String(v ?? "").trim() === "")) {
    c.put(field, msg.count);
    return null;
  }
  const out: number[] = [];
  let ok = true;
  for (let m = 0; m < 12; m++) {
    const p = parseQuantity(list[m]);
    const f = `${field}[${m}]`;
    if (!p.ok) {
      c.put(f, p.empty ? msg.missing(m) : msg.invalid(m));
      ok = false;
    } else if (p.value < 0) {
      c.put(f, msg.invalid(m));
      ok = false;
    } else if (p.value > MAX_MONTHLY_KWH) {
      c.put(f, msg.high(m));
      ok = false;
    } else out.push(p.value);
  }
  return ok ? out : null;
}

/** R$/kWh: required ones must be > 0; all at most MAX_RS_KWH. */
function rsKwh(value: unknown, field: string, label: string, c: Collector, required: boolean): Decimal | null {
  const p = parseDecimalText(value);
  if (!p.ok) {
    if (!p.empty) c.put(field, required ? MSG.rsKwhPositive(label) : MSG.rsKwh(label));
    else if (required) c.put(field, MSG.required(label));
    return null;
  }
  const n = Number(p.value);
  if (n < 0 || (required && n === 0)) c.put(field, required ? MSG.rsKwhPositive(label) : MSG.rsKwh(label));
  else if (n > MAX_RS_KWH) c.put(field, MSG.rsKwhTooHigh(label));
  else return p.value;
  return null;
}

function rsKw(value: unknown, field: string, label: string, c: Collector, required: boolean): Decimal | null {
  const p = parseDecimalText(value);
  if (!p.ok) {
    if (!p.empty) c.put(field, MSG.rsKw(label));
    else if (required) c.put(field, MSG.required(label));
    return null;
  }
  const n = Number(p.value);
  if (n < 0) c.put(field, MSG.rsKw(label));
  else if (n > MAX_RS_KW) c.put(field, MSG.rsKwTooHigh(label));
  else return p.value;
  return null;
}

function kw(value: unknown, field: string, label: string, c: Collector, required: boolean): number | null {
  const p = parseQuantity(value);
  if (!p.ok) {
    if (!p.empty) c.put(field, required ? MSG.kwPositive(label) : MSG.kw(label));
    else if (required) c.put(field, MSG.required(label));
    return null;
  }
  if (p.value < 0 || (required && p.value === 0)) c.put(field, required ? MSG.kwPositive(label) : MSG.kw(label));
  else if (p.value > MAX_KW) c.put(field, MSG.kwTooHigh(label));
  else return p.value;
  return null;
}

function unit(u: ConsumerUnitInput, i: number, group: TariffModality | null, distributor: string, d: SimultaneityDefaults, c: Collector) {
  const p = `energyBillData[${i}]`;
  const name = text(u?.ucName, UC_NAME_MAX);
  if (name.length > UC_NAME_MAX) c.put(`${p}.ucName`, MSG.ucNameTooLong);
  const ucType = isIn(PROPOSAL_UC_TYPES, u?.ucType) ? u.ucType : null;
  if (!ucType) c.put(`${p}.ucType`, MSG.ucType);
  const isA = group === "A";
  const phase = !isA && isIn(PHASES, u?.phase) ? u.phase : null;
  if (group === "B" && !phase) c.put(`${p}.phase`, MSG.phase);
  const classification = isA && isIn(CLASSIFICATIONS, u?.classification) ? u.classification : null;
  if (isA && !classification) c.put(`${p}.classification`, MSG.classification);

  const off = months(u?.monthlyConsumption, `${p}.monthlyConsumption`, c, {
    count: MSG.months,
    missing: MSG.monthMissing,
    invalid: MSG.monthInvalid,
    high: MSG.monthTooHigh,
  });
  const peak = isA
    ? months(u?.monthlyConsumptionPeak, `${p}.monthlyConsumptionPeak`, c, {
        count: MSG.monthsPeak,
        missing: MSG.peakMissing,
        invalid: MSG.peakInvalid,
        high: MSG.peakTooHigh,
      })
    : [];
  if (off && peak && [...off, ...peak].every((v) => v === 0)) c.put(`${p}.monthlyConsumption`, MSG.noConsumption);

  const azul = classification === "Azul";
  const kwhPrice = rsKwh(u?.kwhPrice, `${p}.kwhPrice`, isA ? L.kwhPriceOffPeak : L.kwhPrice, c, true);
  const tusd = rsKwh(u?.tusd, `${p}.tusd`, L.tusd, c, false);
  const kwhPricePeak = isA ? rsKwh(u?.kwhPricePeak, `${p}.kwhPricePeak`, L.kwhPricePeak, c, true) : null;
  const tusdPeak = isA ? rsKwh(u?.tusdPeak, `${p}.tusdPeak`, L.tusdPeak, c, false) : null;
  const demand = isA ? kw(u?.demand, `${p}.demand`, azul ? L.demandOffPeak : L.demand, c, true) : null;
  const demandTariff = isA ? rsKw(u?.demandTariff, `${p}.demandTariff`, L.demandTariff, c, true) : null;
  const demandPeak = azul ? kw(u?.demandPeak, `${p}.demandPeak`, L.demandPeak, c, true) : null;
  const demandTariffPeak = azul ? rsKw(u?.demandTariffPeak, `${p}.demandTariffPeak`, L.demandTariffPeak, c, true) : null;
  const demandGen = isA ? kw(u?.demandGen, `${p}.demandGen`, L.demandGen, c, false) : null;
  const demandTariffTusdG = isA ? rsKw(u?.demandTariffTusdG, `${p}.demandTariffTusdG`, L.demandTariffTusdG, c, false) : null;

  const fin = u?.finViabilityData ?? { simultaneityFactor: "", bWireValue: "" };
  const sf = parseQuantity(fin.simultaneityFactor);
  let simultaneityFactor: number | null = null;
  if (sf.ok && sf.value >= 0 && sf.value <= 100) simultaneityFactor = sf.value;
  else if (!sf.ok && sf.empty) simultaneityFactor = ucType ? defaultSimultaneityFactor(ucType, d) : null;
  else c.put(`${p}.finViabilityData.simultaneityFactor`, MSG.percent(L.simultaneityFactor));
  const bWireValue = rsKwh(fin.bWireValue, `${p}.finViabilityData.bWireValue`, L.bWireValue, c, false);

  if (!ucType || !off || !peak || kwhPrice === null || simultaneityFactor === null) return null;
  const result: ConsumerUnit = {
    ucName: name || `Unidade ${i + 1}`,
    ucType,
    phase,
    minimumBilledKwh: phase ? MINIMUM_BILLED_KWH[phase] : null,
    classification,
    monthlyConsumption: off,
    monthlyConsumptionPeak: peak,
    kwhPrice,
    tusd,
    kwhPricePeak,
    tusdPeak,
    demand,
    demandTariff,
    demandPeak,
    demandTariffPeak,
    demandGen,
    demandTariffTusdG,
    finViabilityData: { powerDistCompany: distributor, simultaneityFactor, bWireValue },
  };
  return result;
}

/** Part 1 §9: Σ of every unit's 12 months ÷ 12, the peak post included; and the peak alone. */
export function consumptionFigures(units: readonly Pick<ConsumerUnit, "monthlyConsumption" | "monthlyConsumptionPeak">[]): ConsumptionFigures {
  const sum = (xs: readonly number[]) => xs.reduce((s, v) => s + v, 0);
  const peak = units.reduce((s, u) => s + sum(u.monthlyConsumptionPeak), 0);
  const off = units.reduce((s, u) => s + sum(u.monthlyConsumption), 0);
  return { averageMonthlyConsumption: round2((off + peak) / 12), averageMonthlyConsumptionPeak: round2(peak / 12) };
}

/** Every problem of the consumption data at once, or the data as the events store it. */
export function checkConsumptionInput(input: ConsumptionInput, defaults: SimultaneityDefaults): CheckedConsumption {
  const c = new Collector();
  const group = isIn(TARIFF_MODALITIES, input?.tariffModality) ? input.tariffModality : null;
  if (!group) c.put("tariffModality", MSG.tariffModality);
  const distributor = text(input?.powerDistCompany, DISTRIBUTOR_MAX);
  if (!distributor) c.put("powerDistCompany", MSG.distributor);
  else if (distributor.length > DISTRIBUTOR_MAX) c.put("powerDistCompany", MSG.distributorTooLong);
  const loc = input?.location ?? { uf: "", city: "", ibge: null };
  const uf = text(loc.uf, 2).toUpperCase();
  const city = text(loc.city, 120);
  if (!/^[A-Z]{2}$/.test(uf)) c.put("location.uf", MSG.uf);
  else if (!city || typeof loc.ibge !== "string" || !/^\d{7}$/.test(loc.ibge)) c.put("location.city", MSG.city);
  const list = Array.isArray(input?.energyBillData) ? input.energyBillData : [];
  if (list.length === 0) c.put("energyBillData", MSG.noUnit);
  if (list.length > MAX_UNITS) c.put("energyBillData", MSG.tooManyUnits);
  const units = list.slice(0, MAX_UNITS).map((u, i) => unit(u, i, group, distributor, defaults, c));
  if (Object.keys(c.errors).length || !group) return { ok: false, errors: c.errors };
  const energyBillData = units as ConsumerUnit[];
  const consumption: Consumption = {
    tariffModality: group,
    powerDistCompany: distributor,
    tariffId: input.tariffId || null,
    location: { uf, city, ibge: loc.ibge as string },
    energyBillData,
  };
  return { ok: true, consumption, figures: consumptionFigures(energyBillData) };
}

/** The decider's form of the check: the data, or a DomainError on the first problem's field. */
export function checkConsumption(input: ConsumptionInput, defaults: SimultaneityDefaults): { consumption: Consumption; figures: ConsumptionFigures } {
  const checked = checkConsumptionInput(input, defaults);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0];
    throw new DomainError(message, field);
  }
  return checked;
}
