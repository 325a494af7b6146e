// rm_archive_folders and rm_archive_files: a customer's folders and files with 0-based positions.
// Moves shift the neighbours exactly as the decider's evolve does.
import { sql, type Transaction } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";
import type { ArchiveEvent } from "../../domain/archive";
import type { TypedHandlers } from "../types";

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

export const archiveHandlers: TypedHandlers<ArchiveEvent> = {
  async StandardFoldersCreated(trx, e) {
    for (const f of e.data.folders) {
      await trx
        .insertInto("rm_archive_folders")
        .values({
          id: f.folderId,
          company_id: e.metadata.companyId,
          customer_id: e.data.customerId,
          name: f.name,
          position: f.position,
        })
        .execute();
    }
  },
  async FolderCreated(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_archive_folders")
      .values({
        id: d.folderId,
        company_id: e.metadata.companyId,
        customer_id: d.customerId,
        name: d.name,
        position: d.position,
      })
      .execute();
  },
  async FolderRenamed(trx, e) {
    await trx.updateTable("rm_archive_folders").set({ name: e.data.to }).where("id", "=", e.data.folderId).execute();
  },
  async FolderDeleted(trx, e) {
    const d = e.data;
    await trx.deleteFrom("rm_archive_files").where("folder_id", "=", d.folderId).execute();
    await trx.deleteFrom("rm_archive_folders").where("id", "=", d.folderId).execute();
    await trx
      .updateTable("rm_archive_folders")
      .set({ position: sql`position - 1` })
      .where("customer_id", "=", d.customerId)
      .where("position", ">", d.position)
      .execute();
  },
  async FolderMoved(trx, e) {
    const d = e.data;
    await trx.updateTable("rm_archive_folders").set({ position: -1 }).where("id", "=", d.folderId).execute();
    await shift(
      trx,
      "rm_archive_folders",
      { column: "customer_id", value: d.customerId, id: d.folderId },
      d.fromIndex,
      d.toIndex,
    );
    await trx.updateTable("rm_archive_folders").set({ position: d.toIndex }).where("id", "=", d.folderId).execute();
  },
  async FileAdded(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_archive_files")
      .values({
        id: d.fileId,
        company_id: e.metadata.companyId,
        customer_id: d.customerId,
        folder_id: d.folderId,
        name: d.name,
        position: d.position,
        hash: d.hash,
        size: d.size,
        content_type: d.contentType,
        updated_at: e.metadata.occurredAt,
      })
      .execute();
  },
  async FileEdited(trx, e) {
    const d = e.data;
    const set: Record<string, unknown> = { updated_at: e.metadata.occurredAt };
    if (d.name) set.name = d.name.to;
    if (d.file) Object.assign(set, { hash: d.file.to.hash, size: d.file.to.size, content_type: d.file.to.contentType });
    await trx.updateTable("rm_archive_files").set(set).where("id", "=", d.fileId).execute();
  },
  async FileDeleted(trx, e) {
    const d = e.data;
    await trx.deleteFrom("rm_archive_files").where("id", "=", d.fileId).execute();
    await trx
      .updateTable("rm_archive_files")
      .set({ position: sql`position - 1` })
      .where("folder_id", "=", d.folderId)
      .where("position", ">", d.position)
      .execute();
  },
  async FileMoved(trx, e) {
    const d = e.data;
    if (d.fromFolderId === d.toFolderId) {
      await shift(
        trx,
        "rm_archive_files",
        { column: "folder_id", value: d.fromFolderId, id: d.fileId },
        d.fromIndex,
        d.toIndex,
      );
    } else {
      // Close the gap in the old folder, open one in the new.
      await trx
        .updateTable("rm_archive_files")
        .set({ position: sql`position - 1` })
        .where("folder_id", "=", d.fromFolderId)
        .where("position", ">", d.fromIndex)
        .execute();
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
