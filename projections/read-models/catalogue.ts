// The "catalogue" projection: rm_modules, rm_inverters and rm_equipment, one row per catalogue
// entry as its last event left it. Register and Edit carry every field, so a row is a function
// of its last event; the handlers are bulk-capable (an import of thousands of lines becomes a few
// statements per run: the deletes, one INSERT of the new rows, one UPDATE per set of columns).
import "../../db/schema-catalogue";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { RecordedEvent } from "../../eventstore/types";
import type { ModuleEvent, ModuleFields } from "../../domain/module";
import type { InverterEvent, InverterFields } from "../../domain/inverter";
import type { EquipmentEvent, EquipmentFields } from "../../domain/equipment";
import { normalizeKeyPart } from "../../domain/catalogue/shared";
import { normalizeSearch } from "../../domain/shared";
import { insertRows, updateRows } from "../bulk-sql";
import { bulkHandler, type BulkHandler, type Recorded, type TypedHandlers } from "../types";

type Row = Record<string, unknown>;
const keyText = (...parts: string[]) => parts.map(normalizeKeyPart).join("|");
const search = (...parts: (string | number | null)[]) => normalizeSearch(parts.filter((p) => p !== null && p !== "").join(" "));

export function moduleColumns(f: ModuleFields): Row {
  return {
    manufacturer: f.manufacturer,
    model: f.model,
    power: f.power,
    m_length: f.mLength,
    width: f.width,
    weight: f.weight,
    warranty_defect: f.warrantyDefect,
    warranty_efficiency: f.warrantyEfficiency,
    efficiency: f.efficiency,
    cell_technology: f.cellTechnology,
    key_text: keyText(f.manufacturer, f.model),
    search_text: search(f.manufacturer, f.model, f.cellTechnology, f.power),
  };
}

export function inverterColumns(f: InverterFields): Row {
  return {
    i_manufacturer: f.iManufacturer,
    i_model: f.iModel,
    i_power: f.iPower,
    type: f.type,
    i_monitoring: f.iMonitoring,
    i_warranty: f.iWarranty,
    phases: f.phases,
    voltage: f.voltage,
    mppts: f.mppts,
    key_text: keyText(f.iManufacturer, f.iModel),
    search_text: search(f.iManufacturer, f.iModel, f.type, f.iPower),
  };
}

export function equipmentColumns(f: EquipmentFields): Row {
  return {
    category: f.category,
    name: f.name,
    manufacturer: f.manufacturer,
    installation_type: f.installationType,
    unit: f.unit,
    price: f.price,
    key_text: keyText(f.category, f.name),
    search_text: search(f.category, f.name, f.manufacturer, f.installationType),
  };
}

type Kind = "Registered" | "Edited" | "Deleted";

/**
 * A run of one catalogue table's events, folded per row in log order: rows registered in the run
 * are inserted with their later edits; rows registered before get an UPDATE; deleted rows are
 * deleted first (a row deleted and registered again in the same run is deleted, then inserted).
 */
function catalogueBulk<E extends RecordedEvent>(
  table: "rm_modules" | "rm_inverters" | "rm_equipment",
  prefix: string,
  idOf: (e: E) => string,
  columnsOf: (e: E) => Row | null,
): BulkHandler<E> {
  return async (trx: Transaction<DB>, events: E[]) => {
    const inserts = new Map<string, Row>();
    const updates = new Map<string, Row>();
    const deletes = new Set<string>();
    for (const e of events) {
      const id = idOf(e);
      const kind = e.type.slice(prefix.length) as Kind;
      const at = e.metadata.occurredAt;
      if (kind === "Registered") {
        inserts.set(id, { id, company_id: e.metadata.companyId, ...columnsOf(e), created_at: at, updated_at: at });
      } else if (kind === "Edited") {
        const set = { ...columnsOf(e), updated_at: at };
        const created = inserts.get(id);
        if (created) Object.assign(created, set);
        else updates.set(id, { ...(updates.get(id) ?? {}), ...set });
      } else if (kind === "Deleted") {
        inserts.delete(id);
        updates.delete(id);
        deletes.add(id);
      }
    }
    if (deletes.size)
      await trx
        .deleteFrom(table)
        .where("id", "in", [...deletes])
        .execute();
    await insertRows(trx, table, [...inserts.values()]);
    await updateRows(
      trx,
      table,
      ["id"],
      [...updates].map(([id, set]) => ({ id, ...set })),
    );
  };
}

type ModuleRecorded = Recorded<ModuleEvent>;
const modulesBulk = bulkHandler(
  catalogueBulk<ModuleRecorded>(
    "rm_modules",
    "Module",
    (e) => e.data.moduleId,
    (e) => (e.type === "ModuleDeleted" ? null : moduleColumns(e.data.fields)),
  ),
);
type InverterRecorded = Recorded<InverterEvent>;
const invertersBulk = bulkHandler(
  catalogueBulk<InverterRecorded>(
    "rm_inverters",
    "Inverter",
    (e) => e.data.inverterId,
    (e) => (e.type === "InverterDeleted" ? null : inverterColumns(e.data.fields)),
  ),
);
type EquipmentRecorded = Recorded<EquipmentEvent>;
const equipmentBulk = bulkHandler(
  catalogueBulk<EquipmentRecorded>(
    "rm_equipment",
    "Equipment",
    (e) => e.data.equipmentId,
    (e) => (e.type === "EquipmentDeleted" ? null : equipmentColumns(e.data.fields)),
  ),
);

export const moduleHandlers: TypedHandlers<ModuleEvent> = {
  ModuleRegistered: modulesBulk,
  ModuleEdited: modulesBulk,
  ModuleDeleted: modulesBulk,
};
export const inverterHandlers: TypedHandlers<InverterEvent> = {
  InverterRegistered: invertersBulk,
  InverterEdited: invertersBulk,
  InverterDeleted: invertersBulk,
};
export const equipmentHandlers: TypedHandlers<EquipmentEvent> = {
  EquipmentRegistered: equipmentBulk,
  EquipmentEdited: equipmentBulk,
  EquipmentDeleted: equipmentBulk,
};
