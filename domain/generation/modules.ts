// What the modules weigh and cover (spec part 3 §3 pvModuleData: power Wp, quantity, mLength and
// width in mm, weight in kg; realSystemData.minArea and distributedWeight). The area is the
// modules' own, without walkways: the least roof the system needs.
import { kitPowerKwp } from "../kit";
import { GENERATION_MSG } from "./messages";
import type { FieldErrors } from "./errors";

export interface ModuleSpec {
  /** Wp. */
  power: number;
  quantity: number;
  /** mm. */
  mLength?: number | null;
  /** mm. */
  width?: number | null;
  /** kg. */
  weight?: number | null;
}

export interface Footprint {
  /** kWp (3 decimals), as a kit's power is computed (domain/kit). */
  powerKwp: number;
  moduleCount: number;
  /** m² (2 decimals); null when a module has no dimensions. */
  minArea: number | null;
  /** kg (1 decimal); null when a module has no weight. */
  totalWeight: number | null;
  /** kg/m² over the modules' area (2 decimals); null when either is unknown. */
  distributedWeight: number | null;
}

export function moduleErrors(modules: readonly ModuleSpec[], field = "pvModuleData"): FieldErrors {
  if (!Array.isArray(modules) || modules.length === 0) return { [field]: GENERATION_MSG.noModule };
  const out: FieldErrors = {};
  modules.forEach((m, i) => {
    if (typeof m?.power !== "number" || !Number.isFinite(m.power) || m.power <= 0) out[`${field}[${i}].power`] = GENERATION_MSG.modulePower;
    if (!Number.isInteger(m?.quantity) || m.quantity <= 0) out[`${field}[${i}].quantity`] = GENERATION_MSG.moduleQuantity;
  });
  return out;
}

const known = (v: number | null | undefined): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;

/** Power, count, area and weight of the modules (assumed valid: see moduleErrors). */
export function footprint(modules: readonly ModuleSpec[]): Footprint {
  let count = 0;
  let areaM2: number | null = 0;
  let weightKg: number | null = 0;
  for (const m of modules) {
    count += m.quantity;
    areaM2 = areaM2 !== null && known(m.mLength) && known(m.width) ? areaM2 + (m.quantity * m.mLength * m.width) / 1e6 : null;
    weightKg = weightKg !== null && known(m.weight) ? weightKg + m.quantity * m.weight : null;
  }
  const minArea = areaM2 === null ? null : Math.round(areaM2 * 100) / 100;
  const totalWeight = weightKg === null ? null : Math.round(weightKg * 10) / 10;
  return {
    powerKwp: kitPowerKwp(modules),
    moduleCount: count,
    minArea,
    totalWeight,
    distributedWeight: areaM2 && weightKg !== null ? Math.round((weightKg / areaM2) * 100) / 100 : null,
  };
}
