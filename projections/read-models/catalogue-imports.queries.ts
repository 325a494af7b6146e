// Read-model queries of the catalogue imports (/importacoes/lista and the refused-lines CSV).
import type { Kysely } from "kysely";
import "../../db/schema-imports";
import type { DB } from "../../db/schema";

export async function listImports(db: Kysely<DB>, companyId: string, opts: { limit?: number } = {}) {
  return db
    .selectFrom("rm_catalogue_imports as i")
    .leftJoin("rm_users as u", "u.id", "i.user_id")
    .select([
      "i.id",
      "i.kind",
      "i.file_name",
      "i.started_at",
      "i.total_lines",
      "i.valid_lines",
      "i.created",
      "i.updated",
      "i.unchanged",
      "i.refused",
      "i.completed",
      "u.name as user_name",
    ])
    .where("i.company_id", "=", companyId)
    .orderBy("i.started_at", "desc")
    .orderBy("i.id", "desc")
    .limit(opts.limit ?? 200)
    .execute();
}

export async function getImport(db: Kysely<DB>, companyId: string, importId: string) {
  return db.selectFrom("rm_catalogue_imports").selectAll().where("company_id", "=", companyId).where("id", "=", importId).executeTakeFirst();
}

/** The refused lines of an import, in file order, a page at a time (the CSV streams them). */
export async function refusedLines(db: Kysely<DB>, importId: string, afterLine: number, limit: number) {
  return db
    .selectFrom("rm_catalogue_import_refused")
    .select(["line", "cells", "errors"])
    .where("import_id", "=", importId)
    .where("line", ">", afterLine)
    .orderBy("line")
    .limit(limit)
    .execute();
}
