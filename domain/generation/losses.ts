// The losses between the sun on the modules and the kWh at the meter (solar-br.md §1). Each loss is
// a named fraction; they combine multiplicatively into the performance ratio PR = Π(1 − Lᵢ), so the
// order does not change PR, and each line's kWh below is what it removes after the ones before it.
import { DomainError } from "../shared/decider";
import { GENERATION_MSG } from "./messages";

export interface LossLine {
  key: string;
  /** pt-BR, shown in the breakdown. */
  label: string;
  /** 0 ≤ fraction < 1 (0.02 = 2 %). */
  fraction: number;
}

/**
 * PVWatts v5 defaults (pvlib `pvwatts_losses`, 14.08 % together), then Brazil's heat as a line of
 * its own (8–12 % is the usual estimate: 10 %), then the inverter's 96 % efficiency. PR ≈ 0.742.
 */
export const DEFAULT_LOSSES: readonly LossLine[] = [
  { key: "soiling", label: "Sujidade", fraction: 0.02 },
  { key: "shading", label: "Sombreamento", fraction: 0.03 },
  { key: "snow", label: "Neve", fraction: 0 },
  { key: "mismatch", label: "Descasamento entre módulos", fraction: 0.02 },
  { key: "wiring", label: "Cabeamento", fraction: 0.02 },
  { key: "connections", label: "Conexões", fraction: 0.005 },
  { key: "lid", label: "Degradação inicial (LID)", fraction: 0.015 },
  { key: "nameplate", label: "Tolerância da potência nominal", fraction: 0.01 },
  { key: "age", label: "Idade", fraction: 0 },
  { key: "availability", label: "Disponibilidade", fraction: 0.03 },
  { key: "temperature", label: "Temperatura", fraction: 0.1 },
  { key: "inverter", label: "Eficiência do inversor", fraction: 0.04 },
];

/** The spec's single `losses` preference (%, part 3 §3) as a one-line breakdown. */
export function lossesFromPreference(lossesPct: number): LossLine[] {
  return [{ key: "system", label: "Perdas do sistema", fraction: lossesPct / 100 }];
}

/** Every line's problem at once, keyed `losses[i]`; {} when valid. */
export function lossErrors(losses: readonly LossLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  losses.forEach((l, i) => {
    const f = l?.fraction;
    if (typeof f !== "number" || !Number.isFinite(f) || f < 0 || f >= 1) out[`losses[${i}]`] = GENERATION_MSG.lossFraction(String(l?.label ?? i + 1));
  });
  if (Object.keys(out).length === 0 && performanceRatio(losses) < 0.01) out.losses = GENERATION_MSG.lossesTotal;
  return out;
}

/** PR = Π(1 − Lᵢ); 1 for no losses. */
export function performanceRatio(losses: readonly LossLine[]): number {
  let pr = 1;
  for (const l of losses) pr *= 1 - l.fraction;
  return pr;
}

/** The PR of a valid list, or a DomainError on the first bad line. */
export function checkLosses(losses: readonly LossLine[]): number {
  const first = Object.entries(lossErrors(losses))[0];
  if (first) throw new DomainError(first[1], first[0]);
  return performanceRatio(losses);
}

/** Splits `grossKwh` into what each loss removes (in order, each on what is left) and the net kWh. */
export function lossesKwh(grossKwh: number, losses: readonly LossLine[]): { key: string; label: string; fraction: number; kwh: number }[] {
  let left = grossKwh;
  return losses.map((l) => {
    const kwh = left * l.fraction;
    left -= kwh;
    return { key: l.key, label: l.label, fraction: l.fraction, kwh };
  });
}
