// The "tables" projection: the company's irradiation table (rm_irradiation, one row per
// municipality: the latest import or typed values win; rm_irradiation_imports, one row per
// import) and its tariff table (rm_tariffs). Deterministic: dates come from the events.
import type { Transaction } from "kysely";
import "../../db/schema-tables";
import type { DB } from "../../db/schema";
import type { CityIrradiationEvent, IrradiationEvent } from "../../domain/irradiation";
import type { TariffEvent, TariffFields } from "../../domain/tariff";
import type { ImportedTariff, TariffImportEvent } from "../../domain/tariff/import";
import { insertRows, jsonb, updateRows } from "../bulk-sql";
import { deleteRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

/** Rows per INSERT (12 columns each: far under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

type IrradiationRowValues = Omit<DB["rm_irradiation"], "monthly" | "imported_at"> & { monthly: number[]; imported_at: string };

/** Writes each city's row; a city already in the table takes the new values and source (the latest wins). */
async function upsertCities(trx: Transaction<DB>, rows: IrradiationRowValues[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => ({ ...r, monthly: jsonb<string>(r.monthly) }));
    await trx
      .insertInto("rm_irradiation")
      .values(values)
      .onConflict((oc) =>
        oc.columns(["company_id", "ibge_code"]).doUpdateSet((eb) => ({
          city: eb.ref("excluded.city"),
          uf: eb.ref("excluded.uf"),
          monthly: eb.ref("excluded.monthly"),
          annual: eb.ref("excluded.annual"),
          origin: eb.ref("excluded.origin"),
          file_name: eb.ref("excluded.file_name"),
          import_id: eb.ref("excluded.import_id"),
          imported_at: eb.ref("excluded.imported_at"),
          matched_by: eb.ref("excluded.matched_by"),
          distance_km: eb.ref("excluded.distance_km"),
          actor_id: eb.ref("excluded.actor_id"),
        })),
      )
      .execute();
  }
}

export const irradiationHandlers: TypedHandlers<IrradiationEvent | CityIrradiationEvent> = {
  IrradiationImported: async (trx, e) => {
    const d = e.data;
    const companyId = e.metadata.companyId;
    const at = e.metadata.occurredAt;
    const actorId = e.metadata.actorId ?? null;
    await trx
      .insertInto("rm_irradiation_imports")
      .values({
        id: d.importId,
        company_id: companyId,
        file_name: d.fileName,
        origin: d.origin,
        rows: d.rows.length,
        actor_id: actorId,
        imported_at: at,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await upsertCities(
      trx,
      d.rows.map((r) => ({
        company_id: companyId,
        ibge_code: r.ibge,
        city: r.city,
        uf: r.uf,
        monthly: r.monthly,
        annual: r.annual,
        origin: d.origin,
        file_name: d.fileName,
        import_id: d.importId,
        imported_at: at,
        matched_by: r.matchedBy,
        distance_km: r.distanceKm,
        actor_id: actorId,
      })),
    );
  },
  // One city typed on the screen: no file, no import, no matching (the city was picked by its code).
  CityIrradiationTyped: async (trx, e) => {
    const d = e.data;
    await upsertCities(trx, [
      {
        company_id: e.metadata.companyId,
        ibge_code: d.ibge,
        city: d.city,
        uf: d.uf,
        monthly: d.monthly,
        annual: d.annual,
        origin: "digitado",
        file_name: "",
        import_id: null,
        imported_at: e.metadata.occurredAt,
        matched_by: "typed",
        distance_km: null,
        actor_id: e.metadata.actorId ?? null,
      },
    ]);
  },
};

const tariffColumns = (d: TariffFields & { fileName: string | null }) => ({
  distributor: d.distributor,
  subgroup: d.subgroup,
  modality: d.modality,
  tariff_class: d.tariffClass,
  post: d.post,
  te: d.te,
  tusd: d.tusd,
  fio_b_share: d.fioBShare,
  valid_from: d.validFrom,
  valid_to: d.validTo,
  reh: d.reh,
  file_name: d.fileName,
});

export const tariffHandlers: TypedHandlers<TariffEvent | TariffImportEvent> = {
  TariffRegistered: insertRow("rm_tariffs", ({ data: d, metadata }) => ({ id: d.tariffId, ...tariffColumns(d), updated_at: metadata.occurredAt })),
  TariffEdited: updateRow(
    "rm_tariffs",
    (d) => d.tariffId,
    ({ data: d, metadata }) => ({ ...tariffColumns(d), updated_at: metadata.occurredAt }),
    { inCompany: true },
  ),
  TariffDeleted: deleteRow("rm_tariffs", (d) => d.tariffId, { inCompany: true }),
  // A slice of a file import, set-based: the new tariffs inserted, the changed ones updated, in a
  // few statements however many lines. A "new" id already in the table (two imports of the same
  // tariff at once, each seeing the table without it) is replaced, not a duplicate-key failure.
  TariffsImported: async (trx, e) => {
    const d = e.data;
    const companyId = e.metadata.companyId;
    const row = (t: ImportedTariff) => ({
      id: t.tariffId,
      company_id: companyId,
      ...tariffColumns({ ...t, fileName: d.fileName }),
      updated_at: e.metadata.occurredAt,
    });
    for (let i = 0; i < d.created.length; i += CHUNK) {
      const rows = d.created.slice(i, i + CHUNK).map(row);
      await trx
        .deleteFrom("rm_tariffs")
        .where("company_id", "=", companyId)
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
      await insertRows(trx, "rm_tariffs", rows);
    }
    for (let i = 0; i < d.updated.length; i += CHUNK)
      await updateRows(trx, "rm_tariffs", ["id", "company_id"], d.updated.slice(i, i + CHUNK).map(row));
  },
};
