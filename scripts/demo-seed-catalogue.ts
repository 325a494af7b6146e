// DEMO DATA: the demo company's small catalogue (issue 15), typed as a company would type it into
// the forms (decimal commas, "5" for a 5 kW inverter), not a manufacturer's datasheet import. The
// figures are real-looking for the Brazilian market in 2026 but are demo values: check a
// datasheet and a distributor's price before using any of them.
import { equipmentDecider, equipmentStreamId, normalizeEquipment, type RawEquipment } from "../domain/equipment";
import { inverterDecider, inverterStreamId, normalizeInverter, type RawInverter } from "../domain/inverter";
import { moduleDecider, moduleStreamId, normalizeModule, type RawModule } from "../domain/module";
import { equipmentIdFor, inverterIdFor, moduleIdFor } from "../eventstore/catalogue-ids";
import type { EventStore, Position } from "../eventstore/types";
import { seederAs } from "./demo-seed-command";

/** Demo modules, 550–610 Wp. */
export const DEMO_MODULES: RawModule[] = [
  {
    manufacturer: "Canadian Solar",
    model: "HiKu6 CS6W-550MS",
    power: "550",
    mLength: "2261",
    width: "1134",
    weight: "27,8",
    warrantyDefect: "12",
    warrantyEfficiency: "25",
    efficiency: "21,5",
    cellTechnology: "Mono PERC",
  },
  {
    manufacturer: "Jinko Solar",
    model: "Tiger Neo JKM575N-72HL4-BDV",
    power: "575",
    mLength: "2278",
    width: "1134",
    weight: "32",
    warrantyDefect: "12",
    warrantyEfficiency: "30",
    efficiency: "22,26",
    cellTechnology: "TOPCon bifacial",
  },
  {
    manufacturer: "Trina Solar",
    model: "Vertex N TSM-610NEG19RC.20",
    power: "610",
    mLength: "2382",
    width: "1134",
    weight: "33,7",
    warrantyDefect: "12",
    warrantyEfficiency: "30",
    efficiency: "22,6",
    cellTechnology: "TOPCon bifacial",
  },
];

/** Demo inverters, 3–10 kW (the 5 kW one typed in kW, as the spec allows). */
export const DEMO_INVERTERS: RawInverter[] = [
  {
    iManufacturer: "Growatt",
    iModel: "MIN 3000TL-X",
    iPower: "3000",
    type: "String",
    iMonitoring: "Wi-Fi",
    iWarranty: "10",
    phases: "1",
    voltage: "220",
    mppts: "2",
  },
  {
    iManufacturer: "Deye",
    iModel: "SUN-5K-G05",
    iPower: "5",
    type: "String",
    iMonitoring: "Wi-Fi",
    iWarranty: "10",
    phases: "1",
    voltage: "220",
    mppts: "2",
  },
  {
    iManufacturer: "Sungrow",
    iModel: "SG10RT",
    iPower: "10000",
    type: "String",
    iMonitoring: "Wi-Fi",
    iWarranty: "10",
    phases: "3",
    voltage: "380",
    mppts: "2",
  },
];

/** Demo structures (one per installation type), a string box, cable and connectors, with prices. */
export const DEMO_EQUIPMENT: RawEquipment[] = [
  {
    category: "Estrutura",
    name: "Estrutura telhado cerâmico 4 módulos",
    manufacturer: "Romagnole",
    installationType: "Telhado",
    unit: "kit",
    price: "389,90",
  },
  {
    category: "Estrutura",
    name: "Estrutura telhado metálico 4 módulos",
    manufacturer: "Solar Group",
    installationType: "Telhado",
    unit: "kit",
    price: "289,90",
  },
  { category: "Estrutura", name: "Estrutura solo 8 módulos", manufacturer: "Romagnole", installationType: "Solo", unit: "kit", price: "2.890,00" },
  {
    category: "Estrutura",
    name: "Estrutura solo monoposte 8 módulos",
    manufacturer: "Romagnole",
    installationType: "Solo Monoposte",
    unit: "kit",
    price: "3.450,00",
  },
  { category: "Estrutura", name: "Estrutura laje 4 módulos", manufacturer: "Solar Group", installationType: "Laje", unit: "kit", price: "690,00" },
  {
    category: "Estrutura",
    name: "Carport 1 vaga 6 módulos",
    manufacturer: "Solar Group",
    installationType: "Carport",
    unit: "kit",
    price: "6.900,00",
  },
  { category: "String box", name: "String box CC 2 entradas 1000 V", manufacturer: "Clamper", installationType: "", unit: "un", price: "689,00" },
  { category: "Cabo", name: "Cabo solar 6 mm² preto", manufacturer: "Nexans", installationType: "", unit: "m", price: "7,90" },
  { category: "Outro", name: "Conector MC4 (par)", manufacturer: "Stäubli", installationType: "", unit: "par", price: "24,90" },
];

interface Deps {
  store: EventStore;
}

/** Registers the demo catalogue for the company, as its manager; returns the last position. */
export async function seedDemoCatalogue(deps: Deps, companyId: string, managerId: string, at: Date): Promise<Position | null> {
  const send = seederAs(deps.store, managerId, companyId, at);
  let last: Position | null = null;
  for (const raw of DEMO_MODULES) {
    const fields = normalizeModule(raw);
    const moduleId = moduleIdFor(companyId, fields.manufacturer, fields.model);
    last = (await send(moduleStreamId(moduleId), moduleDecider, { type: "RegisterModule", moduleId, fields })) ?? last;
  }
  for (const raw of DEMO_INVERTERS) {
    const fields = normalizeInverter(raw);
    const inverterId = inverterIdFor(companyId, fields.iManufacturer, fields.iModel);
    last = (await send(inverterStreamId(inverterId), inverterDecider, { type: "RegisterInverter", inverterId, fields })) ?? last;
  }
  for (const raw of DEMO_EQUIPMENT) {
    const fields = normalizeEquipment(raw);
    const equipmentId = equipmentIdFor(companyId, fields.category, fields.name);
    last = (await send(equipmentStreamId(equipmentId), equipmentDecider, { type: "RegisterEquipment", equipmentId, fields })) ?? last;
  }
  return last;
}
