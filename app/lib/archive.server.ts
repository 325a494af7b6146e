// /arquivos/:cid — a customer's folders and files (ENTERPRISE only; spec part 2 §2, §3, §5, §7
// "Customer archives"). One action, one command per intent; file forms are multipart and parsed by
// the size-limited handler of file-store.server.ts. Another company's customer (or one outside the
// user's scope) is a 404.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import "../../db/schema-notes";
import { ARCHIVE_MSG, archiveDecider, archiveStreamId, type ArchiveCommand } from "../../domain/archive";
import { UUID_RE } from "../../eventstore/ids";
import { isEnterprise } from "./access.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { loadCustomer } from "./customers.server";
import { forbidden, notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply } from "./replies.server";
import { discardUpload, keepUpload, parseFileForm, readStored, type UploadResult } from "./file-store.server";
import { services } from "./services.server";
import { archiveFile, archiveRows } from "../../projections/read-models/archives.queries";
import { getCompanySettings } from "./settings.server";

const ENTERPRISE_ONLY = "Disponível no plano empresarial.";
const CUSTOMER_NOT_FOUND = "Cliente não encontrado.";
const FILE_NOT_FOUND = "Arquivo não encontrado.";

/**
 * The company's standard folders (settings.stdFolders), created with the customer (and, for
 * customers made before this existed or by an import, the first time their archive is opened). Idempotent twice over: a command id derived from the customer (a second
 * request is a duplicate) and the decider appends nothing once they exist.
 */
export async function ensureStandardFolders(user: SessionUser, customerId: string) {
  const { database } = await services();
  const any = await database.db
    .selectFrom("events")
    .select("stream_position")
    .where("stream_id", "=", archiveStreamId(customerId))
    .where("type", "=", "StandardFoldersCreated")
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const { stdFolders } = await getCompanySettings(user.companyId);
  await sendCommand(
    user,
    archiveStreamId(customerId),
    archiveDecider,
    {
      type: "CreateStandardFolders",
      customerId,
      folders: stdFolders.map((name, i) => ({ folderId: derivedId(customerId, `std-folder-${i}`), name })),
    },
    derivedId(customerId, "std-folders"),
  );
}

async function archiveView(user: SessionUser, customerId: string) {
  const { database } = await services();
  const { folders, files } = await archiveRows(database.db, user.companyId, customerId);
  return folders.map((f) => ({
    id: f.id,
    name: f.name,
    commandIds: {
      rename: newCommandId(),
      delete: newCommandId(),
      up: newCommandId(),
      down: newCommandId(),
      addFile: newCommandId(),
    },
    files: files
      .filter((x) => x.folder_id === f.id)
      .map((x) => ({
        id: x.id,
        name: x.name,
        size: Number(x.size),
        contentType: x.content_type,
        commandIds: {
          edit: newCommandId(),
          delete: newCommandId(),
          up: newCommandId(),
          down: newCommandId(),
          move: newCommandId(),
        },
      })),
  }));
}

export async function archiveLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!isEnterprise(user)) return { user, state: "upgrade" as const, customer: null, folders: [], createCommandId: "" };
  const customer = await loadCustomer(user, params.cid ?? "");
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  await ensureStandardFolders(user, customer.id);
  return {
    user,
    state: "ready" as const,
    customer: { id: customer.id, name: customer.name },
    folders: await archiveView(user, customer.id),
    createCommandId: newCommandId(),
  };
}

export async function archiveAction(args: ActionFunctionArgs) {
  const uploads: UploadResult[] = [];
  try {
    return await handleArchivePost(args, uploads);
  } finally {
    for (const u of uploads) await discardUpload(u); // no-op for a kept upload (already moved)
  }
}

const text = z.string().optional().default("");

/** Folders and files. Ids are checked as UUIDs first (404), then by the decider. */
const archiveIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-folder"), name: text }),
  z.object({ intent: z.literal("rename-folder"), folderId: text, name: text }),
  z.object({ intent: z.literal("delete-folder"), folderId: text }),
  z.object({ intent: z.literal("move-folder"), folderId: text, toIndex: text }),
  z.object({ intent: z.literal("add-file"), folderId: text, name: text }),
  z.object({ intent: z.literal("edit-file"), fileId: text, name: text }),
  z.object({ intent: z.literal("delete-file"), fileId: text }),
  z.object({ intent: z.literal("move-file"), fileId: text, folderId: text, toIndex: text }),
]);

async function handleArchivePost({ request, params }: ActionFunctionArgs, uploads: UploadResult[]) {
  const user = await requireUser(request);
  if (!isEnterprise(user)) throw forbidden(ENTERPRISE_ONLY);
  const customer = await loadCustomer(user, params.cid ?? "");
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let form: FormData;
  let upload: UploadResult = { kind: "none" };
  if (multipart) ({ form, upload } = await parseFileForm(request));
  else form = await request.formData();
  uploads.push(upload);
  await requireCsrf(form, user);

  const folderId = String(form.get("folderId") ?? ""),
    fileId = String(form.get("fileId") ?? "");
  if ((folderId && !UUID_RE.test(folderId)) || (fileId && !UUID_RE.test(fileId))) throw notFound();
  // The reply names the folder or file whose form it answers.
  const target = fileId || folderId;
  const submission = parseIntent(form, archiveIntents);
  const intent = String(form.get("intent"));
  if (submission.status !== "success") return formReply(submission, { with: { intent, target } });
  const v = submission.value;
  const answer = { intent: v.intent, target };
  if (upload.kind === "too_large")
    return formReply(submission, {
      problem: { message: ARCHIVE_MSG.fileTooLarge, field: "file" },
      status: 413,
      with: answer,
    });
  const file = upload.kind === "stored" ? upload.file : null;
  const commandId = commandIdFrom(form);

  let command: ArchiveCommand;
  switch (v.intent) {
    case "create-folder":
      command = {
        type: "CreateFolder",
        customerId: customer.id,
        folderId: derivedId(commandId, "folder"),
        name: v.name,
      };
      break;
    case "rename-folder":
      command = { type: "RenameFolder", folderId: v.folderId, name: v.name };
      break;
    case "delete-folder":
      command = { type: "DeleteFolder", folderId: v.folderId };
      break;
    case "move-folder":
      command = { type: "MoveFolder", folderId: v.folderId, toIndex: Number.parseInt(v.toIndex, 10) };
      break;
    case "add-file": {
      const id = derivedId(commandId, "file");
      command = { type: "AddFile", customerId: customer.id, fileId: id, folderId: v.folderId, name: v.name, file };
      break;
    }
    case "edit-file":
      command = { type: "EditFile", fileId: v.fileId, name: v.name, file };
      break;
    case "delete-file":
      command = { type: "DeleteFile", fileId: v.fileId };
      break;
    case "move-file": {
      // Without a position (a plain form that only changes the folder): to the end.
      const toIndex = Number.parseInt(v.toIndex, 10);
      const to = Number.isNaN(toIndex) ? Number.MAX_SAFE_INTEGER : toIndex;
      command = { type: "MoveFile", fileId: v.fileId, folderId: v.folderId, toIndex: to };
      break;
    }
    default:
      return unknownIntent(v);
  }
  const outcome = await sendCommand(user, archiveStreamId(customer.id), archiveDecider, command, commandId);
  if (!outcome.ok) return formReply(submission, { problem: outcome.error, with: answer });
  await keepUpload(upload);
  // Dragging a file posts through a fetcher: it stays on the page, which revalidates.
  if (form.get("via") === "fetcher") return { ...answer, result: submission.reply() };
  return redirect(`/arquivos/${customer.id}`);
}

/** GET /arquivos/:cid/arquivo/:fileId — the stored bytes, as an attachment, for users who may see the customer. */
export async function fileDownloadLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!isEnterprise(user)) throw forbidden(ENTERPRISE_ONLY);
  const customer = await loadCustomer(user, params.cid ?? "");
  const fileId = params.fileId ?? "";
  if (!customer || !UUID_RE.test(fileId)) throw notFound(FILE_NOT_FOUND);
  const { database } = await services();
  const row = await archiveFile(database.db, user.companyId, customer.id, fileId);
  const body = row ? readStored(row.hash) : null;
  if (!row || !body) throw notFound(FILE_NOT_FOUND);
  const ext = extensionFor(row.content_type);
  return new Response(body, {
    headers: {
      "Content-Type": row.content_type,
      "Content-Length": String(row.size),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.name + ext)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function extensionFor(contentType: string): string {
  const map: Record<string, string> = {
    "application/pdf": ".pdf",
    "image/jpeg": ".jpg",
    "image/png": ".png",
    "image/webp": ".webp",
    "text/plain": ".txt",
    "text/csv": ".csv",
    "application/msword": ".doc",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
    "application/vnd.ms-excel": ".xls",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
    "application/zip": ".zip",
  };
  return map[contentType] ?? "";
}
