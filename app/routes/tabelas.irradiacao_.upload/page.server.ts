// /tabelas/irradiacao/upload: send an Atlas/SunData-style CSV → preview (errors by line, how each
// row found its municipality) → import the valid lines as ONE ImportIrradiation command (one event
// with every row and the file's refused lines; the "tables" projection writes one row per city, the
// "imports" projection lists it in /importacoes/lista).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  checkIrradiationRecord,
  IRRADIATION_MSG,
  irradiationColumns,
  irradiationDecider,
  irradiationStreamId,
  keepBestPerCity,
  rowMatchLabel,
  type CheckedIrradiationLine,
  type IrradiationCommand,
} from "../../../domain/irradiation";
import type { RefusedTableLine } from "../../../domain/tables/imports";
import { TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { formReply, refusedReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { redirectWithCounts } from "~/lib/flash.server";
import { IRRADIATION_PATH, requireTablesUser } from "~/lib/tables/access.server";
import { municipalities } from "~/lib/tables/municipalities.server";
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

const UPLOAD_PATH = `${IRRADIATION_PATH}/upload`;

/**
 * Every line checked (the file streamed from disk), with how the file was read and its refused
 * lines (cells and messages, for the imports list's CSV); TableFileError when the file as a whole
 * is not acceptable.
 */
async function checkFile(path: string): Promise<{ lines: CheckedIrradiationLine[]; read: ReadTableFile; refused: RefusedTableLine[] }> {
  const g = municipalities();
  const lines: CheckedIrradiationLine[] = [];
  const refused: RefusedTableLine[] = [];
  const read = await readTableFile(
    path,
    irradiationColumns,
    () => IRRADIATION_MSG.columns,
    (r, cols) => {
      const l = checkIrradiationRecord(g, cols, r.cells, r.line);
      lines.push(l);
      if (l.errors.length) refused.push({ line: r.line, cells: r.cells, errors: l.errors });
    },
  );
  if (lines.length === 0) throw new TableFileError(IRRADIATION_MSG.empty);
  return { lines: keepBestPerCity(lines), read, refused };
}

function summary(lines: CheckedIrradiationLine[]) {
  const valid = lines.filter((l) => l.row && !l.replacedBy);
  const invalid = lines.filter((l) => l.errors.length > 0);
  const replaced = lines.filter((l) => l.replacedBy);
  return { valid, invalid, replaced };
}

export async function irradiationUploadLoader({ request }: LoaderFunctionArgs) {
  const user = await requireTablesUser(request);
  const url = new URL(request.url);
  const q = url.searchParams;
  const staged = await stagedPreview(user, q, "irradiation", UPLOAD_PATH, preview);
  return { user, maxMb: TABLE_FILE_MAX_BYTES / 1024 / 1024, preview: staged };
}

async function preview(uploadId: string, fileName: string, path: string) {
  const { lines } = await checkFile(path);
  const { valid, invalid, replaced } = summary(lines);
  return {
    uploadId,
    fileName,
    commandId: newCommandId(),
    total: lines.length,
    validCount: valid.length,
    replacedCount: replaced.length,
    errors: invalid.slice(0, 200).map((l) => ({ line: l.line, place: l.place, messages: l.errors })),
    moreErrors: Math.max(0, invalid.length - 200),
    sample: valid.slice(0, 10).map((l) => ({
      line: l.line,
      place: l.place,
      city: `${l.row!.city} / ${l.row!.uf}`,
      ibge: l.row!.ibge,
      matched: rowMatchLabel(l.row!),
      annual: (l.row!.annual / 1000).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    })),
  };
}

const uploadIntents = z.discriminatedUnion("intent", [
  // The file part is not in the form: receiveTableForm streams it to disk.
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("import"), uploadId: z.string().optional().default("") }),
]);

export async function irradiationUploadAction({ request }: ActionFunctionArgs) {
  const user = await requireTablesUser(request);
  if (Number(request.headers.get("content-length") ?? 0) > TABLE_FILE_MAX_BYTES + 64 * 1024)
    return refusedReply(tooLargeMessage, 413, { intent: "preview" });
  const received = await receiveTableForm(request, user);
  const form = received.form;
  const submission = parseIntent(form, uploadIntents);
  if (submission.status !== "success" || submission.value.intent !== "preview") await discardReceived(received);
  if (submission.status !== "success") return formReply(submission, { with: { intent: "preview" } });
  const v = submission.value;
  const { database } = await services();
  switch (v.intent) {
    case "preview": {
      try {
        // Checked before it is staged: a file refused whole leaves nothing behind.
        const id = await stageChecked(database.db, user, "irradiation", received, "irradiacao.csv", checkFile);
        return redirect(`${UPLOAD_PATH}?envio=${id}`);
      } catch (e) {
        if (e instanceof TableFileError)
          return formReply(submission, { problem: { message: e.message, field: "arquivo" }, with: { intent: v.intent } });
        throw e;
      }
    }
    case "import": {
      const upload = await loadUpload(database.db, user, "irradiation", v.uploadId);
      if (!upload) throw await expiredUpload(UPLOAD_PATH);
      const { lines, read, refused } = await checkFile(upload.path);
      const { valid } = summary(lines);
      const commandId = commandIdFrom(form);
      const importId = derivedId(commandId, "irradiation-import");
      const command: IrradiationCommand = {
        type: "ImportIrradiation",
        importId,
        fileName: upload.file_name,
        origin: "arquivo",
        rows: valid.map((l) => l.row!),
        file: { sha256: upload.sha256, format: read.format, columns: read.header, totalLines: lines.length, refused },
      };
      const outcome = await sendCommand(user, irradiationStreamId(importId), irradiationDecider, command, commandId);
      if (!outcome.ok) return formReply(submission, { problem: outcome.error, with: { intent: v.intent } });
      await dropUpload(database.db, user, upload.id);
      // The flash says the counts (they used to ride in ?importadas=…&ignoradas=…).
      return redirectWithCounts(UPLOAD_PATH, "cidades-importadas", [valid.length, lines.length - valid.length]);
    }
    default:
      return unknownIntent(v);
  }
}
