// /tabelas/tarifas/upload: ANEEL's "tarifas homologadas" CSV (R$/MWh) → preview (errors by line,
// lines outside the accepted subset counted apart) → import: one ImportTariffs command per slice of
// TARIFF_IMPORT_SLICE valid lines on the import's stream, each tariff named by its natural key
// (distributor, subgroup, modality, class, post, start of validity) and compared with the table's
// row of that id, so a re-import adds nothing and a changed value updates the row.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  aneelColumns,
  ANEEL_MSG,
  checkAneelRecord,
  keepLastPerKey,
  TARIFF_MSG,
  tariffKey,
  type CheckedTariffLine,
  type TariffFields,
} from "../../../domain/tariff";
import { TARIFF_IMPORT_SLICE, tariffImportDecider, tariffImportStreamId, type TariffImportCommand } from "../../../domain/tariff/import";
import type { RefusedTableLine } from "../../../domain/tables/imports";
import { parseDecimal, TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { nameUuid } from "../../../eventstore/ids";
import type { SessionUser } from "~/lib/auth.server";
import { getImport } from "../../../projections/read-models/catalogue-imports.queries";
import { tariffsByIds } from "../../../projections/read-models/tables.queries";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { formReply, refusedReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { redirectWithCounts } from "~/lib/flash.server";
import { requireTablesUser, TARIFFS_PATH } from "~/lib/tables/access.server";
import {
  discardReceived,
  dropUpload,
  expiredUpload,
  loadUpload,
  readTableFile,
  receiveTableForm,
  stageChecked,
  stagedPreview,
  TableFileError,
  tooLargeMessage,
  type ReadTableFile,
} from "~/lib/tables/uploads.server";

const UPLOAD_PATH = `${TARIFFS_PATH}/upload`;
/** Fio B share of the TUSD when the company has no figure of its own (solar-br.md §2: ≈ 28 % nationally). */
const DEFAULT_FIO_B = 28;

/** The id of an imported tariff: name-based over the company and the natural key. */
export const tariffIdFor = (companyId: string, f: TariffFields) => nameUuid(`tariff:${companyId}:${tariffKey(f)}`);

/** ANEEL's header (its column names), or null. */
function aneelHeader(cells: string[]) {
  const c = aneelColumns(cells);
  return "missing" in c ? null : c;
}

/**
 * Every line checked (the file streamed from disk), with how the file was read and its refused
 * lines (cells and messages, for the imports list's CSV); TableFileError when the file as a whole
 * is not acceptable.
 */
async function checkFile(path: string, fioBShare: number): Promise<{ lines: CheckedTariffLine[]; read: ReadTableFile; refused: RefusedTableLine[] }> {
  const lines: CheckedTariffLine[] = [];
  const refused: RefusedTableLine[] = [];
  const read = await readTableFile(
    path,
    aneelHeader,
    (first) => {
      const c = aneelColumns(first);
      return ANEEL_MSG.columns("missing" in c ? c.missing : []);
    },
    (r, cols) => {
      const l = checkAneelRecord(cols, r.cells, r.line, fioBShare);
      lines.push(l);
      if (l.errors.length) refused.push({ line: r.line, cells: r.cells, errors: l.errors });
    },
  );
  if (lines.length === 0) throw new TableFileError("O arquivo não tem nenhuma linha de dados (só o cabeçalho).");
  return { lines: keepLastPerKey(lines), read, refused };
}

const split = (lines: CheckedTariffLine[]) => ({
  valid: lines.filter((l) => l.fields && !l.replacedBy),
  invalid: lines.filter((l) => l.errors.length > 0),
  ignored: lines.filter((l) => l.ignored),
  replaced: lines.filter((l) => l.replacedBy),
});

export async function tariffUploadLoader({ request }: LoaderFunctionArgs) {
  const user = await requireTablesUser(request);
  const q = new URL(request.url).searchParams;
  const staged = await stagedPreview(user, q, "tariffs", UPLOAD_PATH, preview);
  return { user, maxMb: TABLE_FILE_MAX_BYTES / 1024 / 1024, preview: staged };
}

async function preview(uploadId: string, fileName: string, path: string) {
  const { lines } = await checkFile(path, DEFAULT_FIO_B);
  const { valid, invalid, ignored, replaced } = split(lines);
  return {
    uploadId,
    fileName,
    commandId: newCommandId(),
    total: lines.length,
    validCount: valid.length,
    ignoredCount: ignored.length,
    replacedCount: replaced.length,
    errors: invalid.slice(0, 200).map((l) => ({ line: l.line, messages: l.errors })),
    moreErrors: Math.max(0, invalid.length - 200),
    sample: valid.slice(0, 20).map((l) => {
      const f = l.fields!;
      return {
        line: l.line,
        distributor: f.distributor,
        subgroup: f.subgroup,
        modality: f.modality,
        tariffClass: f.tariffClass,
        post: f.post,
        te: f.te,
        tusd: f.tusd,
        validFrom: f.validFrom,
        validTo: f.validTo,
      };
    }),
  };
}

const uploadIntents = z.discriminatedUnion("intent", [
  // The file part is not in the form: receiveTableForm streams it to disk.
  z.object({ intent: z.literal("preview") }),
  z.object({
    intent: z.literal("import"),
    uploadId: z.string().optional().default(""),
    fioBShare: z
      .string({ error: TARIFF_MSG.fioB })
      .trim()
      .refine((s) => {
        const n = parseDecimal(s);
        return n !== null && n >= 0 && n <= 100;
      }, TARIFF_MSG.fioB),
  }),
]);

/**
 * The valid lines as ImportTariffs commands, a slice at a time, each compared with the table's rows
 * of its ids (read after the previous slice is applied). A slice's command id is derived from the
 * form's, so a repeated submit appends nothing. The counts are the import's, as the imports list
 * has them (also the first submit's, for a repeated one).
 */
async function importTariffs(
  user: SessionUser,
  commandId: string,
  upload: { file_name: string; sha256: string },
  checked: Awaited<ReturnType<typeof checkFile>>,
) {
  const valid = split(checked.lines).valid;
  const importId = derivedId(commandId, "tariff-import");
  const slices = Math.max(1, Math.ceil(valid.length / TARIFF_IMPORT_SLICE));
  const { database } = await services();
  for (let slice = 0; slice < slices; slice++) {
    const tariffs = valid
      .slice(slice * TARIFF_IMPORT_SLICE, (slice + 1) * TARIFF_IMPORT_SLICE)
      .map((l) => ({ tariffId: tariffIdFor(user.companyId, l.fields!), ...l.fields! }));
    const current = await tariffsByIds(
      database.db,
      user.companyId,
      tariffs.map((t) => t.tariffId),
    );
    const command: TariffImportCommand = {
      type: "ImportTariffs",
      importId,
      fileName: upload.file_name,
      slice,
      slices,
      validLines: valid.length,
      tariffs,
      current: current.map(({ id, fileName: _f, ...fields }) => ({ tariffId: id, ...fields })),
      file:
        slice === 0
          ? {
              sha256: upload.sha256,
              format: checked.read.format,
              columns: checked.read.header,
              totalLines: checked.lines.length,
              refused: checked.refused,
            }
          : undefined,
    };
    const outcome = await sendCommand(user, tariffImportStreamId(importId), tariffImportDecider, command, derivedId(commandId, `slice-${slice}`));
    if (!outcome.ok) return outcome;
  }
  const imp = await getImport(database.db, user.companyId, importId);
  return { ok: true as const, saved: (imp?.created ?? 0) + (imp?.updated ?? 0), unchanged: imp?.unchanged ?? 0 };
}

export async function tariffUploadAction({ request }: ActionFunctionArgs) {
  const user = await requireTablesUser(request);
  if (Number(request.headers.get("content-length") ?? 0) > TABLE_FILE_MAX_BYTES + 64 * 1024)
    return refusedReply(tooLargeMessage, 413, { intent: "preview" });
  const received = await receiveTableForm(request, user);
  const form = received.form;
  const submission = parseIntent(form, uploadIntents);
  if (submission.status !== "success" || submission.value.intent !== "preview") await discardReceived(received);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent")) } });
  const v = submission.value;
  const { database } = await services();
  switch (v.intent) {
    case "preview": {
      try {
        // Checked before it is staged: a file refused whole leaves nothing behind.
        const id = await stageChecked(database.db, user, "tariffs", received, "tarifas.csv", (path) => checkFile(path, DEFAULT_FIO_B));
        return redirect(`${UPLOAD_PATH}?envio=${id}`);
      } catch (e) {
        if (e instanceof TableFileError)
          return formReply(submission, { problem: { message: e.message, field: "arquivo" }, with: { intent: v.intent } });
        throw e;
      }
    }
    case "import": {
      const upload = await loadUpload(database.db, user, "tariffs", v.uploadId);
      if (!upload) throw await expiredUpload(UPLOAD_PATH);
      const checked = await checkFile(upload.path, parseDecimal(v.fioBShare) ?? DEFAULT_FIO_B);
      const done = await importTariffs(user, commandIdFrom(form), upload, checked);
      if (!done.ok) return formReply(submission, { problem: done.error, with: { intent: v.intent } });
      await dropUpload(database.db, user, upload.id);
      // The flash says the counts (they used to ride in ?importadas=…&iguais=…).
      return redirectWithCounts(TARIFFS_PATH, "tarifas-importadas", [done.saved, done.unchanged]);
    }
    default:
      return unknownIntent(v);
  }
}
