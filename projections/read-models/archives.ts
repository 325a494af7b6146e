// rm_archive_folders and rm_archive_files: a customer's folders and files with 0-based positions.
// Moves shift the neighbours exactly as the decider's evolve does.
import { sql, type SelectQueryBuilder, type Transaction } from "kysely";
import "../../db/schema-notes";
import "../../db/schema-archive";
import type { DB } from "../../db/schema";
import type { ArchiveEvent } from "../../domain/archive";
import { insertCompanyRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";
import type { RecordedEvent } from "../../eventstore/types";

/**
 * Moves row `id` from `from` to `to` inside one ordered group (the rows whose `column` is `value`),
 * shifting the rows between. Table and column names come from this file, never from input.
 */
async function shift(
  trx: Transaction<DB>,
  table: "rm_archive_folders" | "rm_archive_files",
  group: { column: "customer_id" | "folder_id"; value: string; id: string },
  from: number,
  to: number,
) {
  const inGroup = sql`${sql.ref(group.column)} = ${group.value} and id != ${group.id}`;
  if (to > from) {
    await sql`update ${sql.table(table)} set position = position - 1
      where ${inGroup} and position > ${from} and position <= ${to}`.execute(trx);
  } else if (to < from) {
    await sql`update ${sql.table(table)} set position = position + 1
      where ${inGroup} and position >= ${to} and position < ${from}`.execute(trx);
  }
}

/** Closes the gap a row leaves at `position` in its group: the rows after it move up by one. */
async function closeGap(
  trx: Transaction<DB>,
  table: "rm_archive_folders" | "rm_archive_files",
  group: { column: "customer_id" | "folder_id"; value: string },
  position: number,
) {
  await sql`update ${sql.table(table)} set position = position - 1
    where ${sql.ref(group.column)} = ${group.value} and position > ${position}`.execute(trx);
}

/** Deleted files (the rows `files` selects) are kept with their hash and the instant of deletion, for the purge. */
async function keepDeleted(trx: Transaction<DB>, e: RecordedEvent, files: SelectQueryBuilder<DB, "rm_archive_files", object>) {
  const rows = await files.select(["id", "company_id", "customer_id", "hash"]).execute();
  if (!rows.length) return;
  await trx
    .insertInto("rm_archive_deleted_files")
    .values(rows.map((r) => ({ ...r, deleted_at: e.metadata.occurredAt, purged_at: null })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

const folderRow = (customerId: string, f: { folderId: string; name: string; position: number }) => ({
  id: f.folderId,
  customer_id: customerId,
  name: f.name,
  position: f.position,
});

export const archiveHandlers: TypedHandlers<ArchiveEvent> = {
  async StandardFoldersCreated(trx, e) {
    for (const f of e.data.folders) {
      await insertCompanyRow(trx, "rm_archive_folders", e, folderRow(e.data.customerId, f));
    }
  },
  FolderCreated: insertRow("rm_archive_folders", ({ data: d }) => folderRow(d.customerId, d)),
  FolderRenamed: updateRow(
    "rm_archive_folders",
    (d) => d.folderId,
    (e) => ({ name: e.data.to }),
  ),
  async FolderDeleted(trx, e) {
    const d = e.data;
    await keepDeleted(trx, e, trx.selectFrom("rm_archive_files").where("folder_id", "=", d.folderId));
    await trx.deleteFrom("rm_archive_files").where("folder_id", "=", d.folderId).execute();
    await trx.deleteFrom("rm_archive_folders").where("id", "=", d.folderId).execute();
    await closeGap(trx, "rm_archive_folders", { column: "customer_id", value: d.customerId }, d.position);
  },
  async FolderMoved(trx, e) {
    const d = e.data;
    await trx.updateTable("rm_archive_folders").set({ position: -1 }).where("id", "=", d.folderId).execute();
    await shift(trx, "rm_archive_folders", { column: "customer_id", value: d.customerId, id: d.folderId }, d.fromIndex, d.toIndex);
    await trx.updateTable("rm_archive_folders").set({ position: d.toIndex }).where("id", "=", d.folderId).execute();
  },
  FileAdded: insertRow("rm_archive_files", ({ data: d, metadata }) => ({
    id: d.fileId,
    customer_id: d.customerId,
    folder_id: d.folderId,
    name: d.name,
    position: d.position,
    hash: d.hash,
    size: d.size,
    content_type: d.contentType,
    updated_at: metadata.occurredAt,
  })),
  FileEdited: updateRow(
    "rm_archive_files",
    (d) => d.fileId,
    ({ data: d, metadata }) => {
      const set: Record<string, unknown> = { updated_at: metadata.occurredAt };
      if (d.name) set.name = d.name.to;
      if (d.file) Object.assign(set, { hash: d.file.to.hash, size: d.file.to.size, content_type: d.file.to.contentType });
      return set;
    },
  ),
  async FileDeleted(trx, e) {
    const d = e.data;
    await keepDeleted(trx, e, trx.selectFrom("rm_archive_files").where("id", "=", d.fileId));
    await trx.deleteFrom("rm_archive_files").where("id", "=", d.fileId).execute();
    await closeGap(trx, "rm_archive_files", { column: "folder_id", value: d.folderId }, d.position);
  },
  FileBytesPurged: updateRow(
    "rm_archive_deleted_files",
    (d) => d.fileId,
    ({ data: d }) => ({ purged_at: d.purgedAt }),
  ),
  async FileMoved(trx, e) {
    const d = e.data;
    if (d.fromFolderId === d.toFolderId) {
      await shift(trx, "rm_archive_files", { column: "folder_id", value: d.fromFolderId, id: d.fileId }, d.fromIndex, d.toIndex);
    } else {
      // Close the gap in the old folder, open one in the new.
      await closeGap(trx, "rm_archive_files", { column: "folder_id", value: d.fromFolderId }, d.fromIndex);
      await trx
        .updateTable("rm_archive_files")
        .set({ position: sql`position + 1` })
        .where("folder_id", "=", d.toFolderId)
        .where("position", ">=", d.toIndex)
        .execute();
    }
    await trx
      .updateTable("rm_archive_files")
      .set({ folder_id: d.toFolderId, position: d.toIndex, updated_at: e.metadata.occurredAt })
      .where("id", "=", d.fileId)
      .execute();
  },
};
