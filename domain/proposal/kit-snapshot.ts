// The kit as a proposal keeps it (ProposalKit): a catalogue kit (rm_kits) copied with each module's
// and inverter's specs from the catalogue when the line names one (weight, sizes, warranties), and
// the price in integer centavos. A snapshot: later edits of the kit or the catalogue leave the
// proposal as it was sent.
import type { ProposalInverter, ProposalKit, ProposalModule } from "./steps";

export interface CatalogueKit {
  id: string;
  name: string;
  supplier: string;
  /** R$ (the kit read model keeps reais). */
  kitPrice: number;
  kitVoltage: string;
  kitFixation: string;
  modules: { moduleId?: string; manufacturer: string; model: string; power: number; quantity: number }[];
  inverters: { inverterId?: string; iManufacturer: string; iModel: string; iPower: number; type: string; quantity: number }[];
  items: { item: string; quantity: number; manufacter: string; detail: string }[];
}

export interface ModuleSpecs {
  weight: number | null;
  mLength: number | null;
  width: number | null;
  warrantyDefect: number | null;
  warrantyEfficiency: number | null;
}
export interface InverterSpecs {
  iMonitoring: string;
  iWarranty: number | null;
}

/** R$ to integer centavos (R$ 12.345,67 → 1234567); rounding removes the binary float's dust. */
export const centavos = (reais: number): number => Math.round(reais * 100);

export function kitSnapshot(
  kit: CatalogueKit,
  moduleSpecs: ReadonlyMap<string, ModuleSpecs>,
  inverterSpecs: ReadonlyMap<string, InverterSpecs>,
): ProposalKit {
  const pvModuleData = kit.modules.map((m): ProposalModule => {
    const s = m.moduleId ? moduleSpecs.get(m.moduleId) : undefined;
    return {
      moduleId: m.moduleId ?? null,
      manufacturer: m.manufacturer,
      model: m.model,
      power: m.power,
      quantity: m.quantity,
      weight: s?.weight ?? null,
      mLength: s?.mLength ?? null,
      width: s?.width ?? null,
      warrantyDefect: s?.warrantyDefect ?? null,
      warrantyEfficiency: s?.warrantyEfficiency ?? null,
    };
  });
  const inverterData = kit.inverters.map((v): ProposalInverter => {
    const s = v.inverterId ? inverterSpecs.get(v.inverterId) : undefined;
    return {
      inverterId: v.inverterId ?? null,
      iManufacturer: v.iManufacturer,
      iModel: v.iModel,
      iMonitoring: s?.iMonitoring ?? "",
      iPower: v.iPower,
      iQuantity: v.quantity,
      iWarranty: s?.iWarranty ?? null,
      type: v.type === "Micro" ? "Micro" : "String",
    };
  });
  return {
    kitId: kit.id,
    name: kit.name,
    kitData: {
      saveKit: false,
      kitPrice: centavos(kit.kitPrice),
      kitSupplier: kit.supplier,
      kitVoltage: kit.kitVoltage,
      kitFixation: kit.kitFixation,
    },
    pvModuleData,
    inverterData,
    additionalItems: kit.items.map((i) => ({ item: i.item, quantity: i.quantity, manufacter: i.manufacter, detail: i.detail })),
  };
}
