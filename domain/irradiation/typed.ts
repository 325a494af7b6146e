// One city's 12 monthly means typed by the company on /tabelas/irradiacao/editar/:ibge (Wh/m²/day,
// the Atlas unit the table keeps), for a city its file lacks or whose values it prefers. Stream
// `irradiation-city-<companyId>-<ibge>`: the city's typed values over time. The read model shows
// them as "digitado pela empresa"; a later import of the city replaces them, as typing again
// replaces an import (the latest wins). So typing the values the stream already has is not a
// no-op (an import may have come between): a double submit is caught by its command id instead.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { MAX_WH, MONTH_FIELDS, MONTH_NAMES } from "./months";

export const TYPED_MSG = {
  missing: (m: number) => `Insira a média de ${MONTH_NAMES[m]} (Wh/m²/dia).`,
  notNumber: (m: number) => `Média de ${MONTH_NAMES[m]}: insira um número (Wh/m²/dia).`,
  negative: (m: number) => `A média de ${MONTH_NAMES[m]} não pode ser negativa.`,
  tooHigh: (m: number) => `Média de ${MONTH_NAMES[m]} acima de ${MAX_WH.toLocaleString("pt-BR")} Wh/m²/dia: confira o valor.`,
  looksKwh: "Os valores parecem estar em kWh/m²/dia: digite-os em Wh/m²/dia (5,23 kWh/m²/dia = 5230 Wh/m²/dia).",
  city: "Município inválido.",
} as const;

/** Every month under this (Wh/m²/day) is a table typed in kWh/m²/day, as SunData shows it. */
const KWH_CEILING = 20;

export interface TypeCityIrradiation {
  type: "TypeCityIrradiation";
  ibge: string;
  city: string;
  uf: string;
  /** Wh/m²/day, January first; null where the form had no number. */
  monthly: (number | null)[];
}
export type CityIrradiationCommand = TypeCityIrradiation;

export type CityIrradiationTyped = DomainEvent<"CityIrradiationTyped", { ibge: string; city: string; uf: string; monthly: number[]; annual: number }>;
export type CityIrradiationEvent = CityIrradiationTyped;

/** How many times the city's values were typed (the table's values live in the read model). */
export type CityIrradiationState = { typed: number };

export const cityIrradiationStreamId = (companyId: string, ibge: string) => `irradiation-city-${companyId}-${ibge}`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The month's problem, or null: missing (no value typed), not a number (NaN), negative, above
 * MAX_WH. The form shows it on the month's field (its name is MONTH_FIELDS[m]).
 */
export function typedMonthError(m: number, v: number | null | undefined): string | null {
  if (v === null || v === undefined) return TYPED_MSG.missing(m);
  if (!Number.isFinite(v)) return TYPED_MSG.notNumber(m);
  if (v < 0) return TYPED_MSG.negative(m);
  if (v > MAX_WH) return TYPED_MSG.tooHigh(m);
  return null;
}

export function typeCityIrradiation(c: TypeCityIrradiation): CityIrradiationTyped[] {
  if (!/^\d{7}$/.test(String(c.ibge)) || !/^[A-Z]{2}$/.test(String(c.uf)) || !String(c.city ?? "").trim()) throw new DomainError(TYPED_MSG.city);
  const values = Array.isArray(c.monthly) ? c.monthly : [];
  for (let m = 0; m < 12; m++) {
    const problem = typedMonthError(m, values[m]);
    if (problem) throw new DomainError(problem, MONTH_FIELDS[m]);
  }
  const monthly = values.slice(0, 12).map((v) => round1(v!));
  if (monthly.every((v) => v <= KWH_CEILING)) throw new DomainError(TYPED_MSG.looksKwh);
  const annual = round1(monthly.reduce((s, v) => s + v, 0) / 12);
  return [{ type: "CityIrradiationTyped", data: { ibge: c.ibge, city: c.city.trim(), uf: c.uf, monthly, annual } }];
}

function decide(command: CityIrradiationCommand, _state: CityIrradiationState, _ctx: DecideContext): CityIrradiationEvent[] {
  switch (command.type) {
    case "TypeCityIrradiation":
      return typeCityIrradiation(command);
    default:
      return assertNever(command.type as never, new DomainError("Comando desconhecido."));
  }
}

function evolve(state: CityIrradiationState, e: CityIrradiationEvent): CityIrradiationState {
  switch (e.type) {
    case "CityIrradiationTyped":
      return { typed: state.typed + 1 };
    default:
      return ignoreUnknownEvent(e.type as never, state);
  }
}

export const cityIrradiationDecider: Decider<CityIrradiationState, CityIrradiationCommand, CityIrradiationEvent> = {
  initialState: () => ({ typed: 0 }),
  evolve,
  decide,
};
