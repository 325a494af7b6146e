// rm_catalogue_imports / rm_catalogue_import_refused (issue 15, /importacoes/lista): every catalogue
// import of a company (who, when, file, kind, counts) and its refused lines, original cells and
// messages, for the "linhas recusadas" CSV. Refused lines come from the preview (ImportStarted) and
// from lines the catalogue refused when sent (ImportSliceApplied.failed).
import { sql, type Transaction } from "kysely";
import "../../db/schema-imports";
import type { DB } from "../../db/schema";
import type { ImportEvent, RefusedLine } from "../../domain/catalogue-import";
import { insertRows, jsonb } from "../bulk-sql";
import { insertRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

/** The refused lines of an import (also the irradiation and tariff imports': catalogue-imports-tables.ts). */
export async function insertRefused(trx: Transaction<DB>, importId: string, lines: RefusedLine[]) {
  for (let i = 0; i < lines.length; i += 1000) {
    const rows = lines.slice(i, i + 1000).map((l) => ({ import_id: importId, line: l.line, cells: l.cells, errors: l.errors.join(" ") }));
    await insertRows(trx, "rm_catalogue_import_refused", rows);
  }
}

export const catalogueImportHandlers: TypedHandlers<ImportEvent> = {
  ImportStarted: async (trx, e) => {
    const d = e.data;
    await insertRow("rm_catalogue_imports", () => ({
      id: d.importId,
      user_id: d.userId,
      kind: d.kind,
      file_name: d.fileName,
      sha256: d.sha256,
      format: d.format,
      columns: jsonb(d.columns),
      total_lines: d.totalLines,
      valid_lines: d.validLines,
      refused: d.refusedCount,
      started_at: e.metadata.occurredAt,
    }))(trx, e);
    await insertRefused(trx, d.importId, d.refused);
  },
  ImportSliceApplied: async (trx, e) => {
    const d = e.data;
    await trx
      .updateTable("rm_catalogue_imports")
      .set({
        created: sql`created + ${d.created}`,
        updated: sql`updated + ${d.updated}`,
        unchanged: sql`unchanged + ${d.unchanged}`,
        refused: sql`refused + ${d.failed.length}`,
      })
      .where("id", "=", d.importId)
      .execute();
    await insertRefused(trx, d.importId, d.failed);
  },
  ImportCompleted: async (trx, e) => {
    await trx
      .updateTable("rm_catalogue_imports")
      .set({ completed: true, completed_at: e.metadata.occurredAt })
      .where("id", "=", e.data.importId)
      .execute();
  },
};
