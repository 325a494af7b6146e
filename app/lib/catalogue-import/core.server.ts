// The work of a catalogue upload, with its dependencies passed in (the routes give the app's
// services; the bench a database of its own): stage the file on disk as it arrives (hashed,
// bounded), check every line as a stream (the preview), and import the valid lines: one catalogue
// command per line (kinds.server.ts), sent 500 lines at a time as one batch (handleCommandsBulk),
// each slice recorded on the import's stream (domain/catalogue-import).
//
// Nothing beyond what the preview called valid is imported: the import reads the same staged bytes
// (same hash) with the same checks, and numbers the valid lines the same way; a slice [from, to)
// of the valid lines is what the JS progress bar posts, and a retried slice gives no second event.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import "../../../db/schema-imports";
import type { DB } from "../../../db/schema";
import {
  CATALOGUE_MAX_BYTES,
  catalogueImportDecider,
  MAX_REFUSED_RECORDED,
  importStreamId,
  type ImportCommand,
  type ImportKind,
  type RefusedLine,
} from "../../../domain/catalogue-import";
import { DomainError } from "../../../domain/shared/decider";
import { foldStream, handleCommand } from "../../../eventstore/command-handler";
import { handleCommandsBulk } from "../../../eventstore/bulk-command-handler";
import { commandContext } from "../../../eventstore/context";
import { uuidv7, UUID_RE } from "../../../eventstore/ids";
import { comparePositions, type EventStore, type Position } from "../../../eventstore/types";
import { derivedId } from "../commands.server";
import { filesDir } from "../file-store.server";
import { openTable, TabularError, type TableHeader } from "../tabular/read.server";
import { KINDS, type ImportActor, type KindSpec, type LinePlan } from "./kinds.server";

const MB = 1024 * 1024;
export { CATALOGUE_MAX_BYTES };
/** Lines of a file (past the header) at most. */
export const CATALOGUE_MAX_LINES = 50_000;
/** Valid lines per slice (a request of the JS progress bar; the no-JS import runs them in turn). */
export const IMPORT_SLICE = 500;
/** Slices whose commands may be in flight at once while the file is read on. */
const SLICES_IN_FLIGHT = 2;

export const UPLOAD_MSG = {
  tooLarge: `O arquivo passa de ${CATALOGUE_MAX_BYTES / MB} MB. Divida-o em arquivos menores.`,
  noFile: "Selecione um arquivo CSV ou XLSX.",
  empty: "O arquivo não tem nenhuma linha além do cabeçalho.",
  tooManyLines: `O arquivo passa de ${CATALOGUE_MAX_LINES.toLocaleString("pt-BR")} linhas. Divida-o em arquivos menores.`,
  expired: "Este envio já foi importado ou expirou. Envie o arquivo de novo.",
} as const;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface ImportDeps {
  db: Kysely<DB>;
  store: EventStore;
  waitFor: (position: Position) => Promise<unknown>;
}

const uploadsDir = () => join(filesDir(), "catalogue-uploads");

/** The file part streamed to a temporary file: hashed and counted as it comes, refused past the limit (the rest drained, never kept). */
async function streamToDisk(data: AsyncIterable<Uint8Array>): Promise<{ path: string; sha256: string; size: number } | "too_large"> {
  mkdirSync(uploadsDir(), { recursive: true });
  const path = join(uploadsDir(), randomBytes(12).toString("hex"));
  const out = createWriteStream(path);
  const hash = createHash("sha256");
  let size = 0;
  let over = false;
  try {
    for await (const chunk of data) {
      if (over) continue;
      size += chunk.byteLength;
      if (size > CATALOGUE_MAX_BYTES) {
        over = true;
        continue;
      }
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise((r) => out.once("drain", r));
    }
  } finally {
    await new Promise<void>((r) => out.end(r));
  }
  if (over) {
    await rm(path, { force: true });
    return "too_large";
  }
  return { path, sha256: hash.digest("hex"), size };
}

export interface ReceivedFile {
  form: FormData;
  file: { path: string; sha256: string; size: number; name: string } | "too_large" | null;
}

/** Parses the upload form: text fields as strings, the `arquivo` part to disk. */
export async function receiveUpload(request: Request): Promise<ReceivedFile> {
  let file: ReceivedFile["file"] = null;
  const handler: UploadHandler = async (part) => {
    if (!part.filename) {
      let text = "";
      for await (const chunk of part.data) if (text.length < 4096) text += Buffer.from(chunk).toString("utf8");
      return text.slice(0, 4096);
    }
    if (part.name !== "arquivo" || file !== null) {
      for await (const _ of part.data) {
        /* drain */
      }
      return null;
    }
    const r = await streamToDisk(part.data);
    file = r === "too_large" ? r : { ...r, name: part.filename.slice(0, 200) };
    return null;
  };
  const form = await unstable_parseMultipartFormData(request, handler);
  return { form, file };
}

export interface CheckedLine<F> {
  line: number;
  cells: string[];
  fields: F;
  errors: string[];
}

/** Every line of a staged file, checked, one at a time. Throws UploadError for a file refused whole. */
export async function* checkedLines<F>(
  path: string,
  spec: KindSpec<string, F>,
  onHeader?: (h: TableHeader<string>) => void,
): AsyncGenerator<CheckedLine<F>> {
  let table;
  try {
    table = await openTable(path, spec.columns);
  } catch (e) {
    if (e instanceof TabularError) throw new UploadError(e.message);
    throw e;
  }
  onHeader?.(table.header);
  let n = 0;
  try {
    for await (const r of table.rows) {
      if (++n > CATALOGUE_MAX_LINES) throw new UploadError(UPLOAD_MSG.tooManyLines);
      const { fields, errors } = spec.check(r.values);
      yield { line: r.line, cells: r.cells, fields, errors };
    }
  } catch (e) {
    if (e instanceof TabularError) throw new UploadError(e.message);
    throw e;
  }
}

export interface Preview {
  total: number;
  valid: number;
  header: string[];
  ignoredColumns: string[];
  format: string;
  encoding: string | null;
  delimiter: string | null;
  errors: { line: number; messages: string[] }[];
  moreErrors: number;
  sample: { line: number; text: string }[];
}

const PREVIEW_ERRORS = 200;
const PREVIEW_SAMPLE = 10;

/** The preview: counts, the first refused lines with their messages, the first valid lines. */
export async function previewFile(path: string, spec: KindSpec<string, unknown>): Promise<Preview> {
  const p: Preview = {
    total: 0,
    valid: 0,
    header: [],
    ignoredColumns: [],
    format: "",
    encoding: null,
    delimiter: null,
    errors: [],
    moreErrors: 0,
    sample: [],
  };
  for await (const l of checkedLines(path, spec, (h) => {
    p.header = h.header;
    p.ignoredColumns = h.match.ignored;
    p.format = h.format;
    p.encoding = h.csv?.encoding ?? null;
    p.delimiter = h.csv?.delimiter ?? null;
  })) {
    p.total++;
    if (l.errors.length) {
      if (p.errors.length < PREVIEW_ERRORS) p.errors.push({ line: l.line, messages: l.errors });
      else p.moreErrors++;
    } else {
      p.valid++;
      if (p.sample.length < PREVIEW_SAMPLE) p.sample.push({ line: l.line, text: spec.summary(l.fields) });
    }
  }
  if (p.total === 0) throw new UploadError(UPLOAD_MSG.empty);
  return p;
}

export async function stageUpload(
  db: Kysely<DB>,
  actor: ImportActor,
  kind: ImportKind,
  file: { path: string; sha256: string; size: number; name: string },
) {
  // Staged files older than a day are dropped (their bytes too).
  const old = await db
    .deleteFrom("catalogue_uploads")
    .where("created_at", "<", new Date(Date.now() - 86_400_000))
    .returning("path")
    .execute();
  await Promise.all(old.map((o) => rm(o.path, { force: true })));
  const id = uuidv7();
  await db
    .insertInto("catalogue_uploads")
    .values({
      id,
      company_id: actor.companyId,
      user_id: actor.id,
      kind,
      file_name: file.name || "catalogo.csv",
      sha256: file.sha256,
      path: file.path,
      size: file.size,
      import_id: uuidv7(),
      created_at: new Date(),
    })
    .execute();
  return id;
}

export async function loadUpload(db: Kysely<DB>, actor: ImportActor, kind: ImportKind, uploadId: string) {
  if (!UUID_RE.test(uploadId)) return undefined;
  return db
    .selectFrom("catalogue_uploads")
    .selectAll()
    .where("id", "=", uploadId)
    .where("company_id", "=", actor.companyId)
    .where("user_id", "=", actor.id)
    .where("kind", "=", kind)
    .executeTakeFirst();
}

export async function dropUpload(db: Kysely<DB>, uploadId: string, path: string) {
  await db.deleteFrom("catalogue_uploads").where("id", "=", uploadId).execute();
  await rm(path, { force: true });
}

type Upload = NonNullable<Awaited<ReturnType<typeof loadUpload>>>;

async function importCommand(deps: ImportDeps, actor: ImportActor, importId: string, command: ImportCommand, label: string) {
  return handleCommand(deps.store, {
    streamId: importStreamId(importId),
    decider: catalogueImportDecider,
    command,
    commandId: derivedId(importId, label),
    ctx: commandContext(actor.id, actor.companyId),
    newId: () => uuidv7(),
  });
}

export interface SliceResult {
  importId: string;
  validLines: number;
  done: boolean;
  position: Position | null;
}

/** The valid-line count the import recorded when it started (later slices need not count again). */
async function startedValidLines(deps: ImportDeps, importId: string): Promise<number | null> {
  const { state } = await foldStream(deps.store, importStreamId(importId), catalogueImportDecider);
  return state.status === "none" ? null : state.validLines;
}

/**
 * Imports the valid lines [from, to) of a staged upload (all of them when no range is given),
 * starting the import first when it has not started. Idempotent per slice. Memory: the first slice
 * counts the lines in a first pass that keeps only the refused ones (for StartImport; a later
 * slice reads the count from the import's stream); the import pass holds one slice of lines at a
 * time, and sends each slice as one batch (handleCommandsBulk: one read of the slice's streams,
 * one combined append).
 */
export async function runImport(
  deps: ImportDeps,
  actor: ImportActor,
  upload: Upload,
  range: { from?: number; to?: number } = {},
): Promise<SliceResult> {
  const spec = KINDS[upload.kind as ImportKind] as KindSpec<string, unknown>;
  const from = range.from ?? 0;
  const to = range.to ?? Number.MAX_SAFE_INTEGER;
  const importId = upload.import_id;
  let last: Position | null = null;
  const later = (p: Position | null) => {
    if (p && (!last || comparePositions(p, last) > 0)) last = p;
  };

  let validCount = from > 0 ? await startedValidLines(deps, importId) : null;
  if (validCount === null) {
    // Pass 1: the counts and the refused lines, for StartImport.
    let header: string[] = [];
    let format = "csv";
    const refused: RefusedLine[] = [];
    let total = 0;
    validCount = 0;
    for await (const l of checkedLines(upload.path, spec, (h) => {
      header = h.header;
      format = h.format;
    })) {
      total++;
      if (l.errors.length === 0) validCount++;
      else if (refused.length < MAX_REFUSED_RECORDED) refused.push({ line: l.line, cells: l.cells, errors: l.errors });
    }
    try {
      const r = await importCommand(
        deps,
        actor,
        importId,
        {
          type: "StartImport",
          importId,
          kind: spec.kind,
          fileName: upload.file_name,
          sha256: upload.sha256,
          format: format === "xlsx" ? "xlsx" : "csv",
          columns: header,
          totalLines: total,
          validLines: validCount,
          refused,
        },
        "start",
      );
      later(r.position);
    } catch (e) {
      if (!(e instanceof DomainError && e.code === "conflict")) throw e;
    }
  }

  // Pass 2: the valid lines of the range, a slice at a time, each slice one batch of commands.
  const ctx = commandContext(actor.id, actor.companyId);
  type Applied = { created: number; updated: number; unchanged: number; failed: RefusedLine[] };
  async function applySlice(lines: CheckedLine<unknown>[]): Promise<Applied> {
    const r: Applied = { created: 0, updated: 0, unchanged: 0, failed: [] };
    const planned: { line: CheckedLine<unknown>; plan: LinePlan }[] = [];
    for (const l of lines) {
      try {
        planned.push({ line: l, plan: spec.plan(actor, l.fields, derivedId(importId, `line:${l.line}`)) });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        r.failed.push({ line: l.line, cells: l.cells, errors: [e.message] });
      }
    }
    const outcomes = await handleCommandsBulk(
      deps.store,
      planned.map((p) => p.plan),
      ctx,
      () => uuidv7(),
    );
    outcomes.forEach((o, i) => {
      const l = planned[i]!.line;
      if (!o.ok) return r.failed.push({ line: l.line, cells: l.cells, errors: [o.error.message] });
      const wrote = o.result.events.length > 0 && !o.result.duplicate;
      r[wrote ? (o.alternative === 0 ? "created" : "updated") : "unchanged"]++;
      later(o.result.position);
    });
    r.failed.sort((a, b) => a.line - b.line);
    return r;
  }
  async function recordSlice(from: number, to: number, r: Applied) {
    const recorded = await importCommand(deps, actor, importId, { type: "RecordImportSlice", from, to, ...r }, `slice:${from}`);
    later(recorded.position);
  }

  // While a slice's commands are in flight the next slice is read and checked (CPU and database
  // overlap); slices are recorded on the import's stream in order. A line of a later slice on the
  // same row as an earlier one in flight loses the append race and is decided again (an edit).
  const end = Math.min(to, validCount);
  if (from < end) {
    let recorded: Promise<void> = Promise.resolve();
    const inFlight: Promise<void>[] = [];
    const send = async (start: number, lines: CheckedLine<unknown>[]) => {
      const applied = applySlice(lines);
      const previous = recorded;
      recorded = Promise.all([applied, previous]).then(([r]) => recordSlice(start, start + lines.length, r));
      recorded.catch(() => {}); // awaited below; this only keeps a failure from being "unhandled" meanwhile
      inFlight.push(recorded);
      if (inFlight.length >= SLICES_IN_FLIGHT) await inFlight.shift();
    };
    let index = 0;
    let batch: CheckedLine<unknown>[] = [];
    let batchStart = from;
    for await (const l of checkedLines(upload.path, spec)) {
      if (l.errors.length) continue;
      const i = index++;
      if (i < from) continue;
      if (i >= end) break;
      batch.push(l);
      if (batch.length === IMPORT_SLICE) {
        await send(batchStart, batch);
        batchStart += batch.length;
        batch = [];
      }
    }
    if (batch.length) await send(batchStart, batch);
    await Promise.all(inFlight);
  }
  const done = end >= validCount;
  if (done) {
    const r = await importCommand(deps, actor, importId, { type: "CompleteImport" }, "complete");
    later(r.position);
    await dropUpload(deps.db, upload.id, upload.path);
  }
  if (last) await deps.waitFor(last);
  return { importId, validLines: validCount, done, position: last };
}
