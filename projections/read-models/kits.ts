// rm_kits: every kit as the log says it is (issue 15), with its power (kWp, computed from the
// module lines when the event was decided) and its price per kWp, the figures the kit choice
// filters and sorts by. A deleted kit's row goes; a re-imported one comes back.
import "../../db/schema-kits";
import { pricePerKwp, type KitEvent, type KitFields } from "../../domain/kit";
import { jsonb } from "../bulk-sql";
import type { TypedHandlers } from "../types";

/** "Micro" when any inverter line is a micro-inverter, "String" otherwise, null when the kit has none. */
export function kitInverterType(inverters: KitFields["inverters"]): string | null {
  if (!inverters.length) return null;
  return inverters.some((i) => i.type === "Micro") ? "Micro" : "String";
}

function kitColumns(d: KitFields & { powerKwp: number }) {
  return {
    supplier: d.supplier,
    code: d.code,
    name: d.name,
    modules: jsonb<string>(d.modules),
    inverters: jsonb<string>(d.inverters),
    items: jsonb<string>(d.items),
    kit_price: d.kitPrice,
    power_kwp: d.powerKwp,
    price_per_kwp: pricePerKwp(d.kitPrice, d.powerKwp),
    kit_voltage: d.kitVoltage,
    kit_fixation: d.kitFixation,
    inverter_type: kitInverterType(d.inverters),
    available: d.available,
  };
}

export const kitHandlers: TypedHandlers<KitEvent> = {
  async KitRegistered(trx, e) {
    const cols = kitColumns(e.data);
    await trx
      .insertInto("rm_kits")
      .values({
        id: e.data.kitId,
        company_id: e.metadata.companyId,
        owner_id: e.data.ownerId,
        ...cols,
        created_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .onConflict((oc) => oc.column("id").doUpdateSet({ ...cols, owner_id: e.data.ownerId, updated_at: e.metadata.occurredAt }))
      .execute();
  },
  async KitEdited(trx, e) {
    await trx
      .updateTable("rm_kits")
      .set({ ...kitColumns(e.data), updated_at: e.metadata.occurredAt })
      .where("id", "=", e.data.kitId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async KitAvailabilitySet(trx, e) {
    await trx
      .updateTable("rm_kits")
      .set({ available: e.data.available, updated_at: e.metadata.occurredAt })
      .where("id", "=", e.data.kitId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async KitDeleted(trx, e) {
    await trx.deleteFrom("rm_kits").where("id", "=", e.data.kitId).where("company_id", "=", e.metadata.companyId).execute();
  },
};
