// /tabelas/tarifas/upload: ANEEL's "tarifas homologadas" CSV (R$/MWh) → preview (errors by line,
// lines outside the accepted subset counted apart) → import: one RegisterTariff per tariff on the
// stream of its natural key (distributor, subgroup, modality, class, post, start of validity), so
// a re-import changes nothing, and a changed value becomes an EditTariff.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  aneelColumns,
  ANEEL_MSG,
  checkAneelRecord,
  keepLastPerKey,
  TARIFF_MSG,
  tariffDecider,
  tariffKey,
  tariffStreamId,
  type CheckedTariffLine,
  type TariffCommand,
  type TariffFields,
} from "../../../domain/tariff";
import { dayBr, parseDecimal, TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { nameUuid } from "../../../eventstore/ids";
import type { SessionUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { formReply, refusedReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { requireTablesUser, TARIFFS_PATH } from "~/lib/tables/access.server";
import {
  discardReceived,
  dropUpload,
  loadUpload,
  readTableFile,
  receiveTableForm,
  stageChecked,
  stagedPreview,
  TableFileError,
  tooLargeMessage,
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

/** Every line checked (the file streamed from disk); TableFileError when the file as a whole is not acceptable. */
async function checkFile(path: string, fioBShare: number): Promise<CheckedTariffLine[]> {
  const lines: CheckedTariffLine[] = [];
  await readTableFile(
    path,
    aneelHeader,
    (first) => {
      const c = aneelColumns(first);
      return ANEEL_MSG.columns("missing" in c ? c.missing : []);
    },
    (r, cols) => lines.push(checkAneelRecord(cols, r.cells, r.line, fioBShare)),
  );
  if (lines.length === 0) throw new TableFileError("O arquivo não tem nenhuma linha de dados (só o cabeçalho).");
  return keepLastPerKey(lines);
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
  return { user, expired: q.get("expirado") === "1", maxMb: TABLE_FILE_MAX_BYTES / 1024 / 1024, preview: staged };
}

async function preview(uploadId: string, fileName: string, path: string) {
  const lines = await checkFile(path, DEFAULT_FIO_B);
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
        validity: f.validTo ? `${dayBr(f.validFrom)} a ${dayBr(f.validTo)}` : `desde ${dayBr(f.validFrom)}`,
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

async function importTariffs(user: SessionUser, commandId: string, fileName: string, lines: CheckedTariffLine[]) {
  const counts = { saved: 0, unchanged: 0, refused: 0 };
  let n = 0;
  for (const l of lines) {
    const fields = l.fields!;
    const id = tariffIdFor(user.companyId, fields);
    // One command id per line, derived from the import's: a repeated submit changes nothing.
    const lineCommand = nameUuid(`${commandId}:${n++}`);
    const register: TariffCommand = { type: "RegisterTariff", tariffId: id, fields, fileName };
    let outcome = await sendCommand(user, tariffStreamId(id), tariffDecider, register, lineCommand);
    if (!outcome.ok && outcome.error.code === "conflict") {
      const edit: TariffCommand = { type: "EditTariff", fields, fileName };
      outcome = await sendCommand(user, tariffStreamId(id), tariffDecider, edit, nameUuid(`${lineCommand}:edit`));
    }
    if (!outcome.ok) counts.refused++;
    else if (outcome.duplicate) counts.unchanged++;
    else counts.saved++;
  }
  return counts;
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
      if (!upload) throw redirect(`${UPLOAD_PATH}?expirado=1`);
      const lines = await checkFile(upload.path, parseDecimal(v.fioBShare) ?? DEFAULT_FIO_B);
      const counts = await importTariffs(user, commandIdFrom(form), upload.file_name, split(lines).valid);
      if (counts.refused === 0) await dropUpload(database.db, user, upload.id);
      return redirect(`${TARIFFS_PATH}?importadas=${counts.saved}&iguais=${counts.unchanged}`);
    }
    default:
      return unknownIntent(v);
  }
}
