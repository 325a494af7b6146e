// The readers of rm_archive_folders and rm_archive_files (written by archives.ts): a customer's
// archive, each query scoped to one company.
import type { Kysely } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";

/** A customer's folders and files, each in position order. */
export async function archiveRows(db: Kysely<DB>, companyId: string, customerId: string) {
  const [folders, files] = await Promise.all([
    db
      .selectFrom("rm_archive_folders")
      .select(["id", "name", "position"])
      .where("company_id", "=", companyId)
      .where("customer_id", "=", customerId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("rm_archive_files")
      .select(["id", "folder_id", "name", "position", "size", "content_type", "updated_at"])
      .where("company_id", "=", companyId)
      .where("customer_id", "=", customerId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return { folders, files };
}

/** One file of the customer (name, stored content hash, size, type); undefined otherwise. */
export function archiveFile(db: Kysely<DB>, companyId: string, customerId: string, fileId: string) {
  return db
    .selectFrom("rm_archive_files")
    .select(["name", "hash", "size", "content_type"])
    .where("id", "=", fileId)
    .where("customer_id", "=", customerId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}
