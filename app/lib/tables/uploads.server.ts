// Files staged between the preview and the import (table_uploads, a plain table: a file is not an
// event). Kept a day at most, readable only by the user who sent it, in their company.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import "../../../db/schema-tables";
import type { DB } from "../../../db/schema";
import { UUID_RE, uuidv7 } from "../../../eventstore/ids";
import { TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { isTextBytes } from "../../../domain/archive/sniff";
import { decodeText, TableFileError } from "./csv.server";

export type UploadKind = "irradiation" | "tariffs";
interface Actor {
  id: string;
  companyId: string;
}

export const tooLargeMessage = `O arquivo passa de ${TABLE_FILE_MAX_BYTES / 1024 / 1024} MB.`;

/** The file's text, or TableFileError (too large, binary). */
export function fileText(bytes: Uint8Array): string {
  if (bytes.byteLength > TABLE_FILE_MAX_BYTES) throw new TableFileError(tooLargeMessage);
  if (!isTextBytes(bytes)) throw new TableFileError("O arquivo não parece ser um CSV (conteúdo binário).");
  return decodeText(bytes);
}

export async function stageUpload(
  db: Kysely<DB>,
  actor: Actor,
  kind: UploadKind,
  fileName: string,
  bytes: Uint8Array,
  text: string,
): Promise<string> {
  const id = uuidv7();
  await db
    .deleteFrom("table_uploads")
    .where("created_at", "<", new Date(Date.now() - 86_400_000))
    .execute();
  await db
    .insertInto("table_uploads")
    .values({
      id,
      company_id: actor.companyId,
      user_id: actor.id,
      kind,
      file_name: fileName.slice(0, 200),
      sha256: createHash("sha256").update(bytes).digest("hex"),
      content: text,
      created_at: new Date(),
    })
    .execute();
  return id;
}

export async function loadUpload(db: Kysely<DB>, actor: Actor, kind: UploadKind, id: string) {
  if (!UUID_RE.test(id)) return undefined;
  return db
    .selectFrom("table_uploads")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .where("company_id", "=", actor.companyId)
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
}

export async function dropUpload(db: Kysely<DB>, actor: Actor, id: string): Promise<void> {
  await db.deleteFrom("table_uploads").where("id", "=", id).where("company_id", "=", actor.companyId).execute();
}
