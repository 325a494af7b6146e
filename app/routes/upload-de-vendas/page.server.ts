// /upload-de-vendas (issue 20, part 2 §2): a CSV or XLSX of sales → preview (errors by line, a
// sample of the valid lines with their customer and owner) → import. The file is staged like the
// table uploads (a plain row and its bytes, a day at most, the sender's only); the work is in
// app/lib/sales-upload/core.server.ts. Non-vendors or sales managers only (part 1 §4).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { formatBRL, formatDateBR } from "../../../domain/shared";
import { TABLE_FILE_MAX_BYTES } from "../../../domain/tables/values";
import { requireUser, type SessionUser } from "~/lib/auth.server";
import { requireBoardFlag } from "~/lib/board-page.server";
import { canBulkCustomers, companyUsers, customerRules } from "~/lib/customers.server";
import { forbidden } from "~/lib/http.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { formReply, refusedReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { redirectWithCounts } from "~/lib/flash.server";
import { getCompanySettings } from "~/lib/settings.server";
import { checkSalesFile, importSales } from "~/lib/sales-upload/core.server";
import {
  discardReceived,
  dropUpload,
  loadUpload,
  receiveTableForm,
  stageChecked,
  expiredUpload,
  stagedPreview,
  TableFileError,
  tooLargeMessage,
} from "~/lib/tables/uploads.server";

export const SALES_UPLOAD_PATH = "/upload-de-vendas";

async function requireSalesUploader(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requireBoardFlag(user, "SALES");
  if (!canBulkCustomers(user)) throw forbidden("Acesso negado.");
  return user;
}

export async function salesUploadLoader({ request }: LoaderFunctionArgs) {
  const user = await requireSalesUploader(request);
  const q = new URL(request.url).searchParams;
  const [preview, settings] = await Promise.all([
    stagedPreview(user, q, "sales", SALES_UPLOAD_PATH, (id, name, path) => previewOf(user, id, name, path)),
    getCompanySettings(user.companyId),
  ]);
  return {
    user,
    maxMb: TABLE_FILE_MAX_BYTES / 1024 / 1024,
    distributeLeads: settings.preferences.distributeLeads,
    preview,
  };
}

async function previewOf(user: SessionUser, uploadId: string, fileName: string, path: string) {
  const { database } = await services();
  const [{ lines }, users, settings] = await Promise.all([
    checkSalesFile(database.db, user, path, await customerRules(user.companyId)),
    companyUsers(user.companyId),
    getCompanySettings(user.companyId),
  ]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const noOwner = settings.preferences.distributeLeads ? "Distribuição automática" : `${user.name} (você)`;
  const valid = lines.filter((l) => l.sale);
  const invalid = lines.filter((l) => !l.sale);
  return {
    uploadId,
    fileName,
    total: lines.length,
    validCount: valid.length,
    errors: invalid.slice(0, 200).map((l) => ({ line: l.line, messages: l.errors })),
    moreErrors: Math.max(0, invalid.length - 200),
    sample: valid.slice(0, 10).map(({ line, sale: s }) => ({
      line,
      name: s!.name,
      customer: s!.customer ? `${s!.customer.name}${s!.customer.kind === "new" ? " (novo)" : ""}` : "—",
      amount: formatBRL(s!.amount),
      column: s!.column.title,
      power: s!.power ? `${s!.power.replace(".", ",")} kWp` : "—",
      owner: s!.ownerId ? (names.get(s!.ownerId) ?? "—") : noOwner,
      registeredAt: s!.registeredAt ? formatDateBR(s!.registeredAt) : "hoje",
    })),
  };
}

const uploadIntents = z.discriminatedUnion("intent", [
  // The file part is not in the form: receiveTableForm streams it to disk.
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("import"), uploadId: z.string().optional().default("") }),
]);

export async function salesUploadAction({ request }: ActionFunctionArgs) {
  const user = await requireSalesUploader(request);
  if (Number(request.headers.get("content-length") ?? 0) > TABLE_FILE_MAX_BYTES + 64 * 1024)
    return refusedReply(tooLargeMessage, 413, { intent: "preview" });
  const received = await receiveTableForm(request, user);
  const form = received.form;
  const submission = parseIntent(form, uploadIntents);
  if (submission.status !== "success" || submission.value.intent !== "preview") await discardReceived(received);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent")) } });
  const v = submission.value;
  const { database, store, runner } = await services();
  const rules = await customerRules(user.companyId);
  switch (v.intent) {
    case "preview": {
      try {
        // Checked before it is staged: a file refused whole leaves nothing behind.
        const id = await stageChecked(database.db, user, "sales", received, "vendas.csv", (path) => checkSalesFile(database.db, user, path, rules));
        return redirect(`${SALES_UPLOAD_PATH}?envio=${id}`);
      } catch (e) {
        if (e instanceof TableFileError)
          return formReply(submission, { problem: { message: e.message, field: "arquivo" }, with: { intent: v.intent } });
        throw e;
      }
    }
    case "import": {
      const upload = await loadUpload(database.db, user, "sales", v.uploadId);
      // Imported already (a second click) or older than a day: nothing to do, say so.
      if (!upload) throw await expiredUpload(SALES_UPLOAD_PATH);
      const { lines } = await checkSalesFile(database.db, user, upload.path, rules);
      const { preferences } = await getCompanySettings(user.companyId);
      // The board and the customers' pages shown next read core's and customers' tables.
      const deps = {
        db: database.db,
        store,
        waitFor: (p: Parameters<typeof runner.waitFor>[0]) => runner.waitFor(p, { timeoutMs: 60_000, projections: ["core", "customers"] }),
      };
      const r = await importSales(deps, user, upload.sha256, lines, {
        distributeLeads: preferences.distributeLeads,
        rules,
        stdOwners: preferences.stdOwners,
      });
      if (r.failed.length === 0) await dropUpload(database.db, user, upload.id);
      const skipped = lines.length - lines.filter((l) => l.sale).length;
      // The flash says the counts (they used to ride in ?importadas=…&repetidas=…), with the way to the funnel.
      return redirectWithCounts(
        SALES_UPLOAD_PATH,
        "vendas-importadas",
        [r.created, r.duplicates, skipped, r.distributed, r.failed.length],
        `/vendas/funil/${user.id}`,
      );
    }
    default:
      return unknownIntent(v);
  }
}
