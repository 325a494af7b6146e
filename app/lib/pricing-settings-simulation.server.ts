// The "Simular" box of /configuracoes/precificacao: a GET form (works without JS) whose query is a
// proposal's priced figures; the engine (priceProposal) prices it with the settings as saved, so a
// manager sees what the settings do. Read-only: nothing is saved.
import { priceProposal, type PricingProposal, type PricingResult, type PricingSettings } from "../../domain/pricing";
import { parseMoneyBRCents } from "../../domain/shared/money";
import { canonicalCity } from "../../domain/shared/places";
import { parseTypedNumber } from "./kit-forms";

export const SIMULATION_FIELDS = [
  "kitPrice",
  "power",
  "modsQtd",
  "invQtd",
  "distance",
  "inverterPower",
  "roofHight",
  "discount",
  "kitVoltage",
  "kitFixation",
  "inverterType",
  "vendor",
  "preVendor",
  "uf",
  "city",
  "service",
] as const;
export type SimulationField = (typeof SIMULATION_FIELDS)[number];
export type SimulationValues = Record<SimulationField, string>;

export type SimulationOutcome =
  | { ok: true; result: PricingResult }
  | { ok: false; /** The form's field, or null when the settings themselves are at fault. */ field: SimulationField | null; message: string };

/** What the box shows typed (the query's values, 200 characters at most), or null when nothing was asked. */
export function simulationValues(url: URL): SimulationValues | null {
  if (url.searchParams.get("simular") !== "1") return null;
  return Object.fromEntries(SIMULATION_FIELDS.map((f) => [f, (url.searchParams.get(f) ?? "").slice(0, 200)])) as SimulationValues;
}

const orZero = (s: string) => (s.trim() ? parseTypedNumber(s) : 0);
const orNull = (s: string) => (s.trim() ? s.trim() : null);

function proposalOf(v: SimulationValues): PricingProposal {
  const uf = v.uf.trim();
  return {
    power: parseTypedNumber(v.power),
    modsQtd: orZero(v.modsQtd),
    invQtd: orZero(v.invQtd),
    distance: orZero(v.distance),
    inverterPower: orZero(v.inverterPower),
    roofHight: orZero(v.roofHight),
    kitPrice: parseMoneyBRCents(v.kitPrice.trim()) ?? Number.NaN,
    discount: v.discount.trim() ? parseTypedNumber(v.discount) : null,
    kitVoltage: v.kitVoltage || "220",
    kitFixation: v.kitFixation || "Telhado",
    inverterType: v.inverterType || "String",
    vendor: orNull(v.vendor),
    preVendor: orNull(v.preVendor),
    location: { uf, city: canonicalCity(uf, v.city) ?? v.city.trim() },
    service: orNull(v.service),
  };
}

/** The engine's refusal fields that are the box's own (location → the UF field). */
const FIELD_OF: Record<string, SimulationField> = {
  kitPrice: "kitPrice",
  power: "power",
  modsQtd: "modsQtd",
  invQtd: "invQtd",
  distance: "distance",
  inverterPower: "inverterPower",
  roofHight: "roofHight",
  discount: "discount",
  location: "uf",
};

export function simulate(values: SimulationValues, settings: PricingSettings): SimulationOutcome {
  const outcome = priceProposal({ proposal: proposalOf(values), settings });
  if (outcome.ok) return { ok: true, result: outcome };
  return { ok: false, field: FIELD_OF[outcome.field] ?? null, message: outcome.message };
}
