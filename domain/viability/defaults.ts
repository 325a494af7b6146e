// Where the simulation's per-unit inputs come from when the user types none: the company's
// simultaneity preferences (spec part 3 §5: 30/70/50) and a tariff row of the company's table.
import type { UcType } from "../shared/constants";
import type { TariffFields } from "../tariff";

export interface SimultaneityPreferences {
  simultFactorResidential: number;
  simultFactorCommercial: number;
  simultFactorIndustrial: number;
}

/**
 * % of a unit's generation used as it is made. A remote unit (Autoconsumo Remoto) has no modules
 * of its own: all its share is injected. Rural follows the residential figure (a house on a farm;
 * the spec gives no rural default).
 */
export function defaultSimultaneityPct(ucType: UcType, p: SimultaneityPreferences): number {
  switch (ucType) {
    case "Comercial":
      return p.simultFactorCommercial;
    case "Industrial":
      return p.simultFactorIndustrial;
    case "Autoconsumo Remoto":
      return 0;
    default:
      return p.simultFactorResidential;
  }
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A tariff row (domain/tariff: TE, TUSD in R$/kWh, Fio B as % of the TUSD) as a unit's prices. */
export function unitTariff(t: Pick<TariffFields, "te" | "tusd" | "fioBShare">): { kwhPrice: number; bWireValue: number } {
  return { kwhPrice: round6(t.te + t.tusd), bWireValue: round6((t.tusd * t.fioBShare) / 100) };
}
