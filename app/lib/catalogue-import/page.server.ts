// The upload pages of the catalogue (/modulos/upload, /inversores/upload, /equipamentos/upload,
// /upload-de-kits), the JS slice endpoint (/importacoes/lote), the imports list (/importacoes/lista)
// and its refused-lines CSV (/importacoes/recusadas/:id). Same shape as the customer upload:
// send a file → preview (?envio=) → import (one POST without JS; slices with a progress bar with
// JS) → result (?importacao=).
import { rm } from "node:fs/promises";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind } from "../../../domain/catalogue-import";
import { toCsv } from "../../../domain/customer/csv";
import { UUID_RE } from "../../../eventstore/ids";
import { getImport, listImports, refusedLines } from "../../../projections/read-models/catalogue-imports.queries";
import { can, isEnterprise } from "../access.server";
import { requireCsrf, requireUser, type SessionUser } from "../auth.server";
import { forbidden, notFound } from "../http.server";
import { parseIntent, unknownIntent } from "../intents.server";
import { formReply, refusedReply } from "../replies.server";
import { services } from "../services.server";
import {
  CATALOGUE_MAX_BYTES,
  IMPORT_SLICE,
  loadUpload,
  previewFile,
  receiveUpload,
  runImport,
  stageUpload,
  UPLOAD_MSG,
  UploadError,
  type ImportDeps,
} from "./core.server";
import { KINDS } from "./kinds.server";
import { redirectWithNotice } from "../flash.server";

/** The upload is gone (imported by a second click, or older than a day): the flash says so (it used to be ?expirado=1). */
const expiredUpload = (path: string) => redirectWithNotice(path, "envio-expirado");
import { canRegisterKits } from "../kit-access";

/**
 * Who may upload a kind (spec part 1 §6, part 3 §6): kits as who may register them (hidden only from a
 * vendor using the manager's kits, unless kitsManager; the uploader owns them); the company
 * catalogue, managers or kitsManager; equipment also needs ENTERPRISE.
 */
export function canUpload(user: SessionUser, kind: ImportKind): boolean {
  if (kind === "kits") return canRegisterKits(user);
  if (kind === "equipment" && !isEnterprise(user)) return false;
  return can(user, "kitsManager");
}

/** Imports list: non-vendors or configManager. */
export const canSeeImports = (user: SessionUser) => user.role !== "VENDOR" || can(user, "configManager");

async function requireUploader(request: Request, kind: ImportKind) {
  const user = await requireUser(request);
  if (!canUpload(user, kind)) throw forbidden("Acesso negado.");
  return user;
}

async function importDeps(): Promise<ImportDeps> {
  const { database, store, runner } = await services();
  return { db: database.db, store, waitFor: (p) => runner.waitFor(p, { timeoutMs: 60_000 }) };
}

export function uploadLoader(kind: ImportKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUploader(request, kind);
    const spec = KINDS[kind];
    const url = new URL(request.url);
    const { database } = await services();
    const base = {
      user,
      kind,
      label: spec.label,
      path: spec.path,
      columns: spec.columns.map((c) => ({ key: c.key, header: c.header, required: !!c.required })),
      maxMb: CATALOGUE_MAX_BYTES / 1024 / 1024,
      slice: IMPORT_SLICE,
      result: null as null | Awaited<ReturnType<typeof getImport>>,
      preview: null as null | (Awaited<ReturnType<typeof previewFile>> & { uploadId: string; fileName: string }),
    };
    const importId = url.searchParams.get("importacao");
    if (importId && UUID_RE.test(importId)) {
      const result = await getImport(database.db, user.companyId, importId);
      if (!result) throw notFound();
      return { ...base, result };
    }
    const uploadId = url.searchParams.get("envio");
    if (!uploadId) return base;
    const upload = await loadUpload(database.db, user, kind, uploadId);
    if (!upload) throw await expiredUpload(spec.path);
    return { ...base, preview: { ...(await previewFile(upload.path, spec)), uploadId: upload.id, fileName: upload.file_name } };
  };
}

const uploadIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("import"), uploadId: z.string().optional().default("") }),
]);

export function uploadAction(kind: ImportKind) {
  return async ({ request }: ActionFunctionArgs) => {
    const user = await requireUploader(request, kind);
    const spec = KINDS[kind];
    const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/");
    if (Number(request.headers.get("content-length") ?? 0) > CATALOGUE_MAX_BYTES + 256 * 1024)
      return refusedReply(UPLOAD_MSG.tooLarge, 413, { intent: "preview" });
    const received = multipart ? await receiveUpload(request) : { form: await request.formData(), file: null };
    const { database } = await services();
    const fail = async (message: string, status = 400) => {
      if (received.file && received.file !== "too_large") await rm(received.file.path, { force: true });
      return refusedReply(message, status, { intent: "preview" });
    };
    await requireCsrf(received.form, user);
    const submission = parseIntent(received.form, uploadIntents);
    if (submission.status !== "success") return formReply(submission, { with: { intent: "preview" } });
    const v = submission.value;
    switch (v.intent) {
      case "preview": {
        const file = received.file;
        if (file === "too_large") return fail(UPLOAD_MSG.tooLarge, 413);
        if (!file || file.size === 0) return fail(UPLOAD_MSG.noFile);
        try {
          // Checked before it is staged: a file refused whole leaves nothing behind.
          await previewFile(file.path, spec);
        } catch (e) {
          if (e instanceof UploadError) return fail(e.message, e.status);
          throw e;
        }
        const uploadId = await stageUpload(database.db, user, kind, file);
        return redirect(`${spec.path}?envio=${uploadId}`);
      }
      case "import": {
        const upload = await loadUpload(database.db, user, kind, v.uploadId);
        if (!upload) return expiredUpload(spec.path);
        const r = await runImport(await importDeps(), user, upload);
        return redirect(`${spec.path}?importacao=${r.importId}`);
      }
      default:
        return unknownIntent(v);
    }
  };
}

/** POST /importacoes/lote (JS on): imports valid lines [from, to) of an upload and answers JSON. */
export async function sliceAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const kind = IMPORT_KINDS.find((k) => k === form.get("kind"));
  if (!kind || !canUpload(user, kind)) throw forbidden("Acesso negado.");
  const from = Math.max(0, Number.parseInt(String(form.get("from") ?? "0"), 10) || 0);
  const to = Math.min(from + IMPORT_SLICE, Math.max(from, Number.parseInt(String(form.get("to") ?? "0"), 10) || 0));
  const deps = await importDeps();
  const upload = await loadUpload(deps.db, user, kind, String(form.get("uploadId") ?? ""));
  if (!upload) return Response.json({ error: UPLOAD_MSG.expired }, { status: 410 });
  const r = await runImport(deps, user, upload, { from, to });
  return Response.json({ importId: r.importId, done: r.done });
}

export async function listLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!canSeeImports(user)) throw forbidden("Acesso negado.");
  const { database } = await services();
  const rows = await listImports(database.db, user.companyId);
  return {
    user,
    uploads: IMPORT_KINDS.filter((k) => canUpload(user, k)).map((k) => ({ kind: k, label: IMPORT_KIND_LABELS[k], path: KINDS[k].path })),
    imports: rows.map((r) => ({
      id: r.id,
      kind: IMPORT_KIND_LABELS[r.kind as ImportKind] ?? r.kind,
      fileName: r.file_name,
      at: new Date(r.started_at).toISOString(),
      who: r.user_name ?? "—",
      total: r.total_lines,
      imported: r.created + r.updated,
      unchanged: r.unchanged,
      refused: r.refused,
      completed: r.completed,
    })),
  };
}

/** GET /importacoes/recusadas/:id: the refused lines as CSV (the file's columns + "Erro"), streamed a page at a time. */
export async function refusedCsvLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!canSeeImports(user)) throw forbidden("Acesso negado.");
  const id = params.id ?? "";
  if (!UUID_RE.test(id)) throw notFound();
  const { database } = await services();
  const imp = await getImport(database.db, user.companyId, id);
  if (!imp) throw notFound();
  const db = database.db;
  const enc = new TextEncoder();
  let after = 0;
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first) {
        first = false;
        controller.enqueue(enc.encode(toCsv([[...imp.columns, "Erro"]])));
        return;
      }
      const page = await refusedLines(db, id, after, 1000);
      if (page.length === 0) return controller.close();
      after = page[page.length - 1]!.line;
      const width = imp.columns.length;
      const rows = page.map((r) => [...Array.from({ length: width }, (_, i) => r.cells[i] ?? ""), r.errors]);
      controller.enqueue(enc.encode(toCsv(rows).slice(1)));
    },
  });
  const base = imp.file_name.replace(/\.[^.]+$/, "").replace(/[^\w.-]+/g, "_") || "importacao";
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${base}-recusadas.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
