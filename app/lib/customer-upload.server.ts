// /upload-de-clientes: send a CSV → preview (line-numbered errors, a sample of the valid lines) →
// import. Without JS the import is one POST; with JS the page posts slices of the valid lines to
// /upload-de-clientes/lote and shows a progress bar. Non-vendors or sales managers only.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { isTextBytes } from "../../domain/archive/sniff";
import { CSV_COLUMNS, CSV_MAX_BYTES, CsvError } from "../../domain/customer";
import { maskDocument } from "../../domain/shared";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { checkCsv, decodeCsv, dropUpload, importLines, loadUpload, sha256, stageUpload, type ImportDeps } from "./customer-import-core.server";
import { canBulkCustomers, companyUsers, customerRules, standardOwners } from "./customers.server";
import { forbidden } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply, refusedReply } from "./replies.server";
import { services } from "./services.server";
import { flashCookie, redirectWithCounts, redirectWithNotice } from "./flash.server";

const UPLOAD_PATH = "/upload-de-clientes";
/** Imported already (a second click) or older than a day: back to the form, whose flash says so (it used to be ?expirado=1). */
const expiredUpload = () => redirectWithNotice(UPLOAD_PATH, "envio-expirado");

/** Lines per request when the browser imports in slices (JS on). */
export const IMPORT_SLICE = 100;

async function requireUploader(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  if (!canBulkCustomers(user)) throw forbidden("Acesso negado.");
  return user;
}

async function importDeps(): Promise<ImportDeps> {
  const { database, store, runner } = await services();
  // The pages shown next (list, customer) read core's and customers' tables.
  return {
    db: database.db,
    store,
    waitFor: (p) => runner.waitFor(p, { timeoutMs: 60_000, projections: ["core", "customers"] }),
  };
}

export async function uploadLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUploader(request);
  const url = new URL(request.url);
  const columns = CSV_COLUMNS.filter((c) => c.key !== "archived" && c.key !== "registeredAt").map((c) => c.header);
  const base = {
    user,
    columns,
    maxMb: CSV_MAX_BYTES / 1024 / 1024,
    slice: IMPORT_SLICE,
    preview: null as null | Awaited<ReturnType<typeof preview>>,
  };
  const uploadId = url.searchParams.get("envio");
  if (!uploadId) return base;
  const { database } = await services();
  const upload = await loadUpload(database.db, user, uploadId);
  if (!upload) throw await expiredUpload();
  return { ...base, preview: await preview(user, upload.id, upload.file_name, upload.content) };
}

async function preview(user: SessionUser, uploadId: string, fileName: string, content: string) {
  const { database } = await services();
  const [rules, users, std] = await Promise.all([customerRules(user.companyId), companyUsers(user.companyId), standardOwners(user.companyId)]);
  const { lines, ignoredColumns } = await checkCsv(database.db, user, rules, content, std);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const valid = lines.filter((l) => l.errors.length === 0);
  const invalid = lines.filter((l) => l.errors.length > 0);
  return {
    uploadId,
    fileName,
    total: lines.length,
    validCount: valid.length,
    ignoredColumns,
    errors: invalid.slice(0, 200).map((l) => ({ line: l.line, messages: l.errors })),
    moreErrors: Math.max(0, invalid.length - 200),
    sample: valid.slice(0, 10).map((l) => ({
      line: l.line,
      name: l.name,
      email: l.details.email,
      document: l.details.document ? maskDocument(l.details.document, l.details.cpfCnpjSwitch) : "",
      place: [l.details.city, l.details.uf].filter(Boolean).join(" / "),
      owners: l.owners.map((o) => names.get(o) ?? "—").join(", "),
    })),
  };
}

async function runImport(user: SessionUser, uploadId: string, range: { from?: number; to?: number }) {
  const deps = await importDeps();
  const upload = await loadUpload(deps.db, user, uploadId);
  // Imported already (a second click) or older than a day: nothing to do, say so.
  if (!upload) throw await expiredUpload();
  const [rules, std] = await Promise.all([customerRules(user.companyId), standardOwners(user.companyId)]);
  const { lines } = await checkCsv(deps.db, user, rules, upload.content, std);
  const result = await importLines(deps, user, rules, upload.sha256, lines, range);
  const validCount = lines.filter((l) => l.errors.length === 0).length;
  if (result.failed.length === 0 && (range.to === undefined || range.to >= validCount)) await dropUpload(deps.db, user, upload.id);
  return { ...result, skipped: lines.length - validCount, validCount };
}

const tooLarge = `O arquivo passa de ${CSV_MAX_BYTES / 1024 / 1024} MB.`;
/** The CSV parser's own message for a NUL byte (domain/customer/csv.ts), for every binary file. */
const NOT_TEXT = "O arquivo não parece ser um CSV (conteúdo binário).";

/** Text bytes (no binary control byte) that no magic number claims (file-type). */
async function isCsvText(bytes: Uint8Array): Promise<boolean> {
  if (!isTextBytes(bytes)) return false;
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return !detected;
}

/** Send a file for the preview, then import the upload previewed. */
const uploadIntents = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preview"),
    arquivo: z.instanceof(File, { error: "Selecione um arquivo CSV." }),
  }),
  z.object({ intent: z.literal("import"), uploadId: z.string().optional().default("") }),
]);

export async function uploadAction({ request }: ActionFunctionArgs) {
  const user = await requireUploader(request);
  // A file far over the limit is refused before its body is read.
  if (Number(request.headers.get("content-length") ?? 0) > CSV_MAX_BYTES + 64 * 1024) return refusedReply(tooLarge, 413, { intent: "preview" });
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, uploadIntents);
  if (submission.status !== "success") return formReply(submission, { with: { intent: "preview" } });
  const v = submission.value;
  switch (v.intent) {
    case "preview": {
      const file = v.arquivo;
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (bytes.byteLength > CSV_MAX_BYTES) throw new CsvError(tooLarge);
        // Whatever its name and declared type, a CSV is text: binary bytes (a spreadsheet, a PDF, an image) are refused.
        if (!(await isCsvText(bytes))) throw new CsvError(NOT_TEXT);
        const { database } = await services();
        // Checked before it is stored: a malformed file leaves nothing behind.
        await checkCsv(database.db, user, await customerRules(user.companyId), decodeCsv(bytes), []); // the lines are checked again, with the owners, at the preview
        const uploadId = await stageUpload(database.db, user, file.name || "clientes.csv", bytes);
        return redirect(`/upload-de-clientes?envio=${uploadId}`);
      } catch (e) {
        if (e instanceof CsvError) return formReply(submission, { problem: e, with: { intent: v.intent } });
        throw e;
      }
    }
    case "import": {
      const r = await runImport(user, v.uploadId, {});
      // The flash says the counts (they used to ride in ?importados=…&repetidos=…&ignoradas=…).
      return redirectWithCounts(
        UPLOAD_PATH,
        "clientes-importados",
        [r.created, r.duplicates, r.skipped, r.failed.length],
        `/clientes/lista/${user.id}`,
      );
    }
    default:
      return unknownIntent(v);
  }
}

/**
 * POST /upload-de-clientes/lote (JS on): imports valid lines [from, to) and answers JSON. The last
 * slice also sets the flash the page shows next, counting the earlier slices' results that the
 * browser sends back (`createdBefore`, `duplicatesBefore`: numbers only, bounded by the file's lines).
 */
export async function uploadSliceAction({ request }: ActionFunctionArgs) {
  const user = await requireUploader(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const int = (name: string) => Math.max(0, Number.parseInt(String(form.get(name) ?? "0"), 10) || 0);
  const from = int("from");
  const to = Math.min(from + 1000, Math.max(from, int("to")));
  const r = await runImport(user, String(form.get("uploadId") ?? ""), { from, to });
  const body = { created: r.created, duplicates: r.duplicates, failed: r.failed.length, skipped: r.skipped };
  if (to < r.validCount) return Response.json(body);
  const counts = [
    Math.min(r.validCount, int("createdBefore") + r.created),
    Math.min(r.validCount, int("duplicatesBefore") + r.duplicates),
    r.skipped,
    r.failed.length,
  ];
  const cookie = await flashCookie({ code: "clientes-importados", counts, link: `/clientes/lista/${user.id}` });
  return Response.json(body, { headers: { "Set-Cookie": cookie } });
}
