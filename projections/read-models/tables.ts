// The "tables" projection: the company's irradiation table (rm_irradiation, one row per
// municipality: the latest import or typed values win; rm_irradiation_imports, one row per
// import) and its tariff table (rm_tariffs). Deterministic: dates come from the events.
import "../../db/schema-tables";
import type { IrradiationEvent } from "../../domain/irradiation";
import type { TariffEvent, TariffFields } from "../../domain/tariff";
import { jsonb } from "../bulk-sql";
import { deleteRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

/** Rows per INSERT (12 columns each: far under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

export const irradiationHandlers: TypedHandlers<IrradiationEvent> = {
  IrradiationImported: async (trx, e) => {
    const d = e.data;
    const companyId = e.metadata.companyId;
    const at = e.metadata.occurredAt;
    await trx
      .insertInto("rm_irradiation_imports")
      .values({
        id: d.importId,
        company_id: companyId,
        file_name: d.fileName,
        origin: d.origin,
        rows: d.rows.length,
        actor_id: e.metadata.actorId ?? null,
        imported_at: at,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    for (let i = 0; i < d.rows.length; i += CHUNK) {
      const rows = d.rows.slice(i, i + CHUNK).map((r) => ({
        company_id: companyId,
        ibge_code: r.ibge,
        city: r.city,
        uf: r.uf,
        monthly: jsonb<string>(r.monthly),
        annual: r.annual,
        origin: d.origin,
        file_name: d.fileName,
        import_id: d.importId,
        imported_at: at,
        matched_by: r.matchedBy,
        distance_km: r.distanceKm,
      }));
      await trx
        .insertInto("rm_irradiation")
        .values(rows)
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
          })),
        )
        .execute();
    }
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

export const tariffHandlers: TypedHandlers<TariffEvent> = {
  TariffRegistered: insertRow("rm_tariffs", ({ data: d, metadata }) => ({ id: d.tariffId, ...tariffColumns(d), updated_at: metadata.occurredAt })),
  TariffEdited: updateRow(
    "rm_tariffs",
    (d) => d.tariffId,
    ({ data: d, metadata }) => ({ ...tariffColumns(d), updated_at: metadata.occurredAt }),
    { inCompany: true },
  ),
  TariffDeleted: deleteRow("rm_tariffs", (d) => d.tariffId, { inCompany: true }),
};
