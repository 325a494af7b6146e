// The irradiation and tariff files: received to disk as they arrive (the catalogue imports'
// receiveUpload: hashed, refused past the limit), read as a stream with the project's one tabular
// reader (app/lib/tabular/read.server.ts: CSV in UTF-8 or Windows-1252 with `;` `,` or tab, or XLSX),
// and staged between the preview and the import: a row of table_uploads (a plain table: a file is
// not an event) and the bytes in the files directory, kept a day at most, readable only by the user
// who sent it, in their company. The file is never held whole in memory nor as text; the column
// mappings (Atlas/SunData, ANEEL) stay in domain/irradiation and domain/tariff.
import { mkdirSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import "../../../db/schema-tables";
import type { DB } from "../../../db/schema";
import { UUID_RE, uuidv7 } from "../../../eventstore/ids";
import { TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { requireCsrf, type SessionUser } from "../auth.server";
import { receiveUpload, type ReceivedFile } from "../catalogue-import/core.server";
import { filesDir } from "../file-store.server";
import { services } from "../services.server";
import { redirectWithNotice } from "../flash.server";
import { findHeader, TabularError, type RawRow, type TabularFormat } from "../tabular/read.server";

/** "sales": /upload-de-vendas stages its files here too. */
export type UploadKind = "irradiation" | "tariffs" | "sales";
interface Actor {
  id: string;
  companyId: string;
}

/** A file refused whole, with its message in Portuguese. */
export class TableFileError extends Error {}

export const tooLargeMessage = `O arquivo passa de ${TABLE_FILE_MAX_BYTES / 1024 / 1024} MB.`;
export const noFileMessage = "Selecione um arquivo CSV.";
/** Records of a file (past the header) at most. */
export const TABLE_MAX_RECORDS = 200_000;

export type ReceivedTableFile = { path: string; sha256: string; size: number; name: string };

export interface ReceivedTableForm {
  form: FormData;
  /** The received file, or TableFileError (missing, empty, over the limit). */
  file: () => ReceivedTableFile;
  /** Where the received bytes are (null: none kept). */
  path: string | null;
}

/**
 * The upload form (text fields as strings) and its `arquivo` part streamed to disk; the file is
 * TableFileError when it is missing, empty or over the limit (a part over the limit is drained, never kept).
 */
export async function receiveTableUpload(request: Request): Promise<ReceivedTableForm> {
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/");
  const received: ReceivedFile = multipart ? await receiveUpload(request) : { form: await request.formData(), file: null };
  const f = received.file;
  return {
    form: received.form,
    path: f && f !== "too_large" ? f.path : null,
    file: () => {
      if (f === "too_large") throw new TableFileError(tooLargeMessage);
      if (!f || f.size === 0) throw new TableFileError(noFileMessage);
      return f;
    },
  };
}

/** receiveTableUpload, then the form's CSRF token checked (the received file discarded when it fails). */
export async function receiveTableForm(request: Request, user: SessionUser): Promise<ReceivedTableForm> {
  const received = await receiveTableUpload(request);
  try {
    await requireCsrf(received.form, user);
  } catch (e) {
    await discardReceived(received);
    throw e;
  }
  return received;
}

/**
 * The preview's step: the received file checked whole (`check`, the route's own reading), then
 * staged; refused (TableFileError) or failed, it is discarded and nothing is left behind.
 */
export async function stageChecked(
  db: Kysely<DB>,
  actor: Actor,
  kind: UploadKind,
  received: ReceivedTableForm,
  fallbackName: string,
  check: (path: string) => Promise<unknown>,
): Promise<string> {
  try {
    const file = received.file();
    await check(file.path);
    return await stageUpload(db, actor, kind, file, fallbackName);
  } catch (e) {
    await discardReceived(received);
    throw e;
  }
}

/** Removes a received file that was not staged (after staging it is gone from there: nothing to remove). */
export async function discardReceived(received: ReceivedTableForm): Promise<void> {
  if (received.path) await rm(received.path, { force: true });
}

/** How a file was read: its format and its header row (the refused-lines CSV repeats it). */
export interface ReadTableFile {
  format: TabularFormat;
  header: string[];
}

/**
 * Streams the records after the header (the first of the first rows that `recognise` accepts) to
 * `onRecord`, one at a time. TableFileError for a file refused whole: not CSV/XLSX, empty,
 * malformed, no header recognised (`wrongColumns` of the first row), more than `maxRecords` records.
 */
export async function readTableFile<M>(
  path: string,
  recognise: (cells: string[]) => M | null,
  wrongColumns: (first: string[]) => string,
  onRecord: (r: RawRow, match: M) => void,
  maxRecords = TABLE_MAX_RECORDS,
): Promise<ReadTableFile> {
  try {
    const found = await findHeader(path, recognise);
    if ("first" in found) throw new TableFileError(wrongColumns(found.first));
    let n = 0;
    for await (const r of found.rows) {
      if (++n > maxRecords) {
        await found.rows.return(undefined);
        throw new TableFileError(`O arquivo passa de ${maxRecords.toLocaleString("pt-BR")} linhas.`);
      }
      onRecord(r, found.match);
    }
    return { format: found.format, header: found.header };
  } catch (e) {
    if (e instanceof TabularError) throw new TableFileError(e.message);
    throw e;
  }
}

const uploadsDir = () => join(filesDir(), "table-uploads");
/** Where a staged upload's bytes are (named by the upload's id). */
export const stagedPath = (id: string) => join(uploadsDir(), id);

/** Stages a received file: its bytes moved under the upload's id, its row in table_uploads. */
export async function stageUpload(db: Kysely<DB>, actor: Actor, kind: UploadKind, file: ReceivedTableFile, fallbackName: string): Promise<string> {
  const old = await db
    .deleteFrom("table_uploads")
    .where("created_at", "<", new Date(Date.now() - 86_400_000))
    .returning("id")
    .execute();
  await Promise.all(old.map((o) => rm(stagedPath(o.id), { force: true })));
  const id = uuidv7();
  mkdirSync(uploadsDir(), { recursive: true });
  await rename(file.path, stagedPath(id));
  await db
    .insertInto("table_uploads")
    .values({
      id,
      company_id: actor.companyId,
      user_id: actor.id,
      kind,
      file_name: (file.name || fallbackName).slice(0, 200),
      sha256: file.sha256,
      created_at: new Date(),
    })
    .execute();
  return id;
}

/** A staged upload of the actor (with the path of its bytes), or undefined (unknown, expired, someone else's). */
export async function loadUpload(db: Kysely<DB>, actor: Actor, kind: UploadKind, id: string) {
  if (!UUID_RE.test(id)) return undefined;
  const row = await db
    .selectFrom("table_uploads")
    .select(["id", "file_name", "sha256", "created_at"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .where("company_id", "=", actor.companyId)
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
  return row && { ...row, path: stagedPath(row.id) };
}

export async function dropUpload(db: Kysely<DB>, actor: Actor, id: string): Promise<void> {
  await db.deleteFrom("table_uploads").where("id", "=", id).where("company_id", "=", actor.companyId).execute();
  await rm(stagedPath(id), { force: true });
}

/** The preview of the upload named by `?envio=` (null without one); an expired or foreign one goes back to the upload page. */
/**
 * Back to an upload page whose upload is gone (imported already by a second click, or older than a
 * day): its flash says "Este envio já foi importado ou expirou…" (it used to be ?expirado=1).
 */
export const expiredUpload = (uploadPath: string) => redirectWithNotice(uploadPath, "envio-expirado");

export async function stagedPreview<P>(
  actor: Actor,
  q: URLSearchParams,
  kind: UploadKind,
  uploadPath: string,
  preview: (uploadId: string, fileName: string, path: string) => Promise<P>,
): Promise<P | null> {
  const uploadId = q.get("envio");
  if (!uploadId) return null;
  const { database } = await services();
  const upload = await loadUpload(database.db, actor, kind, uploadId);
  if (!upload) throw await expiredUpload(uploadPath);
  return preview(upload.id, upload.file_name, upload.path);
}
