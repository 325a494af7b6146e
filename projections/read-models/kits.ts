// rm_kits: every kit as the log says it is (issue 15), with its power (kWp, computed from the
// module lines when the event was decided) and its price per kWp, the figures the kit choice
// filters and sorts by. A deleted kit's row goes; a re-imported one comes back.
import "../../db/schema-kits";
import { pricePerKwp, type KitEvent, type KitFields } from "../../domain/kit";
import { updateRows, upsertRows } from "../bulk-sql";
import { bulkHandler, type BulkHandler, type Recorded, type TypedHandlers } from "../types";

/** "Micro" when any inverter line is a micro-inverter, "String" otherwise, null when the kit has none. */
export function kitInverterType(inverters: KitFields["inverters"]): string | null {
  if (!inverters.length) return null;
  return inverters.some((i) => i.type === "Micro") ? "Micro" : "String";
}

/** The row's columns as plain values (jsonb_populate_recordset takes the lines as JSON). */
function kitColumns(d: KitFields & { powerKwp: number }) {
  return {
    supplier: d.supplier,
    code: d.code,
    name: d.name,
    modules: d.modules,
    inverters: d.inverters,
    items: d.items,
    kit_price: d.kitPrice,
    power_kwp: d.powerKwp,
    price_per_kwp: pricePerKwp(d.kitPrice, d.powerKwp),
    kit_voltage: d.kitVoltage,
    kit_fixation: d.kitFixation,
    inverter_type: kitInverterType(d.inverters),
    available: d.available,
  };
}

type Row = Record<string, unknown>;
type KitRecorded = Recorded<KitEvent>;

/**
 * A run of kit events folded per kit in log order, then a few statements: the deletes, one upsert
 * of the kits registered in the run (with their later changes; a kit registered again keeps its
 * created_at), one UPDATE per set of columns for the kits registered before. An import of
 * thousands of kits is a handful of statements.
 */
const kitsBulk: BulkHandler<KitRecorded> = async (trx, events) => {
  const inserts = new Map<string, Row>();
  const updates = new Map<string, Row>();
  const deletes = new Set<string>();
  const change = (id: string, set: Row) => {
    const created = inserts.get(id);
    if (created) Object.assign(created, set);
    else updates.set(id, { ...(updates.get(id) ?? {}), ...set });
  };
  for (const e of events) {
    const at = e.metadata.occurredAt;
    const id = e.data.kitId;
    switch (e.type) {
      case "KitRegistered":
        updates.delete(id);
        inserts.set(id, {
          id,
          company_id: e.metadata.companyId,
          owner_id: e.data.ownerId,
          ...kitColumns(e.data),
          created_at: at,
          updated_at: at,
        });
        break;
      case "KitEdited":
        change(id, { company_id: e.metadata.companyId, ...kitColumns(e.data), updated_at: at });
        break;
      case "KitAvailabilitySet":
        change(id, { company_id: e.metadata.companyId, available: e.data.available, updated_at: at });
        break;
      case "KitDeleted":
        inserts.delete(id);
        updates.delete(id);
        deletes.add(id);
        break;
    }
  }
  if (deletes.size)
    await trx
      .deleteFrom("rm_kits")
      .where("id", "in", [...deletes])
      .execute();
  await upsertRows(trx, "rm_kits", ["id"], [...inserts.values()], ["company_id", "created_at"]);
  await updateRows(
    trx,
    "rm_kits",
    ["id", "company_id"],
    [...updates].map(([id, set]) => ({ id, ...set })),
  );
};

const kits = bulkHandler(kitsBulk);

export const kitHandlers: TypedHandlers<KitEvent> = {
  KitRegistered: kits,
  KitEdited: kits,
  KitAvailabilitySet: kits,
  KitDeleted: kits,
};
