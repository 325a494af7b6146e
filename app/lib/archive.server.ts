// /arquivos/:cid — a customer's folders and files (ENTERPRISE only; spec part 2 §2, §3, §5, §7
// "Customer archives"). One action, one command per intent; file forms are multipart and parsed by
// the size-limited handler of file-store.server.ts. Another company's customer (or one outside the
// user's scope) is a 404.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import "../../db/schema-notes";
import { ARCHIVE_MSG, archiveDecider, archiveStreamId, type ArchiveCommand } from "../../domain/archive";
import { UUID_RE } from "../../eventstore/ids";
import { isEnterprise } from "./access.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { loadCustomer } from "./customers.server";
import { discardUpload, keepUpload, parseFileForm, readStored, type UploadResult } from "./file-store.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

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
  const [folders, files] = await Promise.all([
    database.db
      .selectFrom("rm_archive_folders")
      .select(["id", "name", "position"])
      .where("company_id", "=", user.companyId)
      .where("customer_id", "=", customerId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    database.db
      .selectFrom("rm_archive_files")
      .select(["id", "folder_id", "name", "position", "size", "content_type", "updated_at"])
      .where("company_id", "=", user.companyId)
      .where("customer_id", "=", customerId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
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
  if (!customer) throw new Response("Cliente não encontrado.", { status: 404 });
  await ensureStandardFolders(user, customer.id);
  return {
    user,
    state: "ready" as const,
    customer: { id: customer.id, name: customer.name },
    folders: await archiveView(user, customer.id),
    createCommandId: newCommandId(),
  };
}

type Values = Record<string, string>;
const reply = (intent: string, target: string, field: string, error: string, values: Values, status = 400) =>
  data({ intent, target, field, error, values }, { status });

export async function archiveAction(args: ActionFunctionArgs) {
  const uploads: UploadResult[] = [];
  try {
    return await handleArchivePost(args, uploads);
  } finally {
    for (const u of uploads) await discardUpload(u); // no-op for a kept upload (already moved)
  }
}

async function handleArchivePost({ request, params }: ActionFunctionArgs, uploads: UploadResult[]) {
  const user = await requireUser(request);
  if (!isEnterprise(user)) throw new Response("Disponível no plano empresarial.", { status: 403 });
  const customer = await loadCustomer(user, params.cid ?? "");
  if (!customer) throw new Response("Cliente não encontrado.", { status: 404 });
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let form: FormData;
  let upload: UploadResult = { kind: "none" };
  if (multipart) ({ form, upload } = await parseFileForm(request));
  else form = await request.formData();
  uploads.push(upload);
  await requireCsrf(form, user);

  const intent = String(form.get("intent") ?? "");
  const commandId = commandIdFrom(form);
  const v = (k: string) => String(form.get(k) ?? "");
  const values: Values = { name: v("name") };
  const folderId = v("folderId"),
    fileId = v("fileId");
  const target = fileId || folderId;
  if ((folderId && !UUID_RE.test(folderId)) || (fileId && !UUID_RE.test(fileId)))
    throw new Response("Não encontrado.", { status: 404 });
  if (upload.kind === "too_large") return reply(intent, target, "file", ARCHIVE_MSG.fileTooLarge, values, 413);
  const stored = upload.kind === "stored" ? upload.file : null;
  const toIndex = Number.parseInt(v("toIndex"), 10);

  let command: ArchiveCommand;
  switch (intent) {
    case "createFolder":
      command = {
        type: "CreateFolder",
        customerId: customer.id,
        folderId: derivedId(commandId, "folder"),
        name: v("name"),
      };
      break;
    case "renameFolder":
      command = { type: "RenameFolder", folderId, name: v("name") };
      break;
    case "deleteFolder":
      command = { type: "DeleteFolder", folderId };
      break;
    case "moveFolder":
      command = { type: "MoveFolder", folderId, toIndex };
      break;
    case "addFile":
      command = {
        type: "AddFile",
        customerId: customer.id,
        fileId: derivedId(commandId, "file"),
        folderId,
        name: v("name"),
        file: stored,
      };
      break;
    case "editFile":
      command = { type: "EditFile", fileId, name: v("name"), file: stored };
      break;
    case "deleteFile":
      command = { type: "DeleteFile", fileId };
      break;
    case "moveFile":
      command = {
        type: "MoveFile",
        fileId,
        folderId,
        toIndex: Number.isNaN(toIndex) ? Number.MAX_SAFE_INTEGER : toIndex,
      };
      break;
    default:
      return data("Ação desconhecida.", { status: 400 });
  }
  const outcome = await sendCommand(user, archiveStreamId(customer.id), archiveDecider, command, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    if (e.code === "not_found") throw new Response(e.message, { status: 404 });
    return reply(intent, target, e.field ?? "form", e.message, values);
  }
  await keepUpload(upload);
  if (form.get("via") === "fetcher") return { intent, ok: true };
  return redirect(`/arquivos/${customer.id}`);
}

/** GET /arquivos/:cid/arquivo/:fileId — the stored bytes, as an attachment, for users who may see the customer. */
export async function fileDownloadLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!isEnterprise(user)) throw new Response("Disponível no plano empresarial.", { status: 403 });
  const customer = await loadCustomer(user, params.cid ?? "");
  const fileId = params.fileId ?? "";
  if (!customer || !UUID_RE.test(fileId)) throw new Response("Arquivo não encontrado.", { status: 404 });
  const { database } = await services();
  const row = await database.db
    .selectFrom("rm_archive_files")
    .select(["name", "hash", "size", "content_type"])
    .where("id", "=", fileId)
    .where("customer_id", "=", customer.id)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  const body = row ? readStored(row.hash) : null;
  if (!row || !body) throw new Response("Arquivo não encontrado.", { status: 404 });
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
