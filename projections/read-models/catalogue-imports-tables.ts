// The irradiation and tariff imports in /importacoes/lista, beside the catalogue's: the same rows
// of rm_catalogue_imports (kind "irradiation" or "tariffs") and rm_catalogue_import_refused, so the
// list and the refused-lines CSV read them as they read a catalogue import. From the events those
// imports append: IrradiationImported (a file's, not typed values), one TariffsImported per slice.
// Imports recorded before the events carried their file (hash, header, refused lines) list as a
// file of their valid rows: total = imported, nothing refused. Tariffs imported before the
// imports were sliced (one RegisterTariff per line) have no import to list.
import { sql } from "kysely";
import "../../db/schema-imports";
import type { IrradiationEvent } from "../../domain/irradiation";
import type { TariffImportEvent } from "../../domain/tariff/import";
import { jsonb } from "../bulk-sql";
import { insertRow } from "../row-handlers";
import type { TypedHandlers } from "../types";
import { insertRefused } from "./catalogue-imports";

export const TABLE_IMPORT_KINDS = { irradiation: "Irradiação", tariffs: "Tarifas" } as const;

export const tableImportHandlers: TypedHandlers<IrradiationEvent | TariffImportEvent> = {
  IrradiationImported: async (trx, e) => {
    const d = e.data;
    if (d.origin !== "arquivo") return;
    const at = e.metadata.occurredAt;
    await insertRow("rm_catalogue_imports", () => ({
      id: d.importId,
      user_id: e.metadata.actorId,
      kind: "irradiation",
      file_name: d.fileName,
      sha256: d.sha256 ?? "",
      format: d.format ?? "",
      columns: jsonb(d.columns ?? []),
      total_lines: d.totalLines ?? d.rows.length,
      valid_lines: d.rows.length,
      created: d.rows.length,
      refused: d.refusedCount ?? 0,
      completed: true,
      started_at: at,
      completed_at: at,
    }))(trx, e);
    await insertRefused(trx, d.importId, d.refused ?? []);
  },
  TariffsImported: async (trx, e) => {
    const d = e.data;
    const at = e.metadata.occurredAt;
    const last = d.slice === d.slices - 1;
    if (d.slice === 0) {
      await insertRow("rm_catalogue_imports", () => ({
        id: d.importId,
        user_id: e.metadata.actorId,
        kind: "tariffs",
        file_name: d.fileName,
        sha256: d.sha256 ?? "",
        format: d.format ?? "",
        columns: jsonb(d.columns ?? []),
        total_lines: d.totalLines ?? d.validLines ?? 0,
        valid_lines: d.validLines ?? 0,
        created: d.created.length,
        updated: d.updated.length,
        unchanged: d.unchanged,
        refused: d.refusedCount ?? 0,
        completed: last,
        started_at: at,
        completed_at: last ? at : null,
      }))(trx, e);
      await insertRefused(trx, d.importId, d.refused ?? []);
      return;
    }
    await trx
      .updateTable("rm_catalogue_imports")
      .set({
        created: sql`created + ${d.created.length}`,
        updated: sql`updated + ${d.updated.length}`,
        unchanged: sql`unchanged + ${d.unchanged}`,
        ...(last ? { completed: true, completed_at: at } : {}),
      })
      .where("id", "=", d.importId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
