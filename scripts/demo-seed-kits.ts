// Demo data (issue 15), labelled as such: three kits of the demo manager, typed as a company would,
// with prices per kWp typical of the Brazilian kit-only market in 2026 (R$ 2.000–2.800/kWp; the
// smaller the kit, the dearer per kWp). They are not real offers of these suppliers.
import { kitDecider, kitStreamId, type KitFields } from "../domain/kit";
import { uuidv7 } from "../eventstore/ids";
import type { EventStore, Position } from "../eventstore/types";
import { seedCommand } from "./demo-seed-command";

/** DEMO kits: 4,4 kWp (R$ 2.682/kWp), 8,25 kWp (R$ 2.291/kWp), 16,5 kWp (R$ 2.055/kWp). */
export const DEMO_KITS: KitFields[] = [
  {
    supplier: "ALDO",
    code: "DEMO-ALDO-4K4",
    name: "Kit demo 4,4 kWp telhado cerâmico",
    modules: [{ manufacturer: "Canadian Solar", model: "CS6R-550MS", power: 550, quantity: 8 }],
    inverters: [{ iManufacturer: "Growatt", iModel: "MIN 4200TL-X", iPower: 4200, type: "String", quantity: 1 }],
    items: [
      { item: "Estrutura telhado cerâmico", quantity: 2, manufacter: "Romagnole", detail: "4 módulos por trilho" },
      { item: "Cabo solar 6 mm²", quantity: 50, manufacter: "Prysmian", detail: "metros, vermelho e preto" },
    ],
    kitPrice: 11800,
    kitVoltage: "220",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "SOU ENERGY",
    code: "DEMO-SOU-8K25",
    name: "Kit demo 8,25 kWp telhado metálico",
    modules: [{ manufacturer: "JA Solar", model: "JAM72S30-550/MR", power: 550, quantity: 15 }],
    inverters: [{ iManufacturer: "Sungrow", iModel: "SG8.0RS", iPower: 8000, type: "String", quantity: 1 }],
    items: [{ item: "Estrutura telhado metálico", quantity: 4, manufacter: "Solar Group", detail: "perfil 2,4 m" }],
    kitPrice: 18900,
    kitVoltage: "220",
    kitFixation: "Telhado",
    available: true,
  },
  {
    supplier: "PRÓPRIO",
    code: "",
    name: "Kit demo 16,5 kWp solo com microinversores",
    modules: [{ manufacturer: "Trina Solar", model: "TSM-550DE19", power: 550, quantity: 30 }],
    inverters: [{ iManufacturer: "Hoymiles", iModel: "HMS-2000-4T", iPower: 2000, type: "Micro", quantity: 8 }],
    items: [{ item: "Estrutura de solo", quantity: 1, manufacter: "Pratyc", detail: "30 módulos, 2 fileiras" }],
    kitPrice: 33900,
    kitVoltage: "220/380",
    kitFixation: "Solo",
    available: true,
  },
];

/** Registers the DEMO kits as the manager; returns the last position. `registered` collects their ids (the story's proposals choose them). */
export async function seedDemoKits(
  store: EventStore,
  companyId: string,
  managerId: string,
  at: Date,
  registered: { kitId: string; fields: KitFields }[] = [],
): Promise<Position | null> {
  let last: Position | null = null;
  for (const fields of DEMO_KITS) {
    const kitId = uuidv7(at.getTime());
    registered.push({ kitId, fields });
    const command = { type: "RegisterKit" as const, kitId, ownerId: managerId, fields };
    last = (await seedCommand(store, managerId, companyId, kitStreamId(kitId), kitDecider, command, at)) ?? last;
  }
  return last;
}
