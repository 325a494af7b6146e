// A kit of the read model (rm_kits) as the kit tables show it (KitTable): figures as numbers, module
// and inverter lines as text. Shared by the kit list and the kit choice loaders.
import type { getKit } from "../../projections/read-models/kits.queries";

type KitReadRow = NonNullable<Awaited<ReturnType<typeof getKit>>>;

export interface KitRow {
  id: string;
  name: string;
  supplier: string;
  /** The supplier's code ("" when none). */
  code: string;
  powerKwp: number;
  kitPrice: number;
  pricePerKwp: number | null;
  kitVoltage: string;
  kitFixation: string;
  inverterType: string | null;
  available: boolean;
  modules: string[];
  inverters: string[];
}

export function kitRowOf(k: KitReadRow): KitRow {
  return {
    id: k.id,
    name: k.name,
    supplier: k.supplier,
    code: k.code,
    powerKwp: k.power_kwp,
    kitPrice: k.kit_price,
    pricePerKwp: k.price_per_kwp,
    kitVoltage: k.kit_voltage,
    kitFixation: k.kit_fixation,
    inverterType: k.inverter_type,
    available: k.available,
    modules: k.modules.map((m) => `${m.quantity} × ${m.manufacturer} ${m.model} (${m.power} Wp)`),
    inverters: k.inverters.map((i) => `${i.quantity} × ${i.iManufacturer} ${i.iModel}`),
  };
}
