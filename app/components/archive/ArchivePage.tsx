// /arquivos/:cid: folders and files. Every action is a plain POST form (file forms are multipart);
// up/down buttons order without JS. With JS, files are dragged (SortableJS, inside a folder or to
// another one) and the same move-file intent goes through a fetcher.
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { FOLDER_NAME_SHOWN } from "../../../domain/archive/rules";
import { truncate } from "../../../domain/shared";
import type { archiveAction, archiveLoader } from "~/lib/archive.server";
import { ArchiveErrorSummary, FileField, Hidden, NameField, readReply, type Reply } from "./ArchiveFields";
import { FileRow } from "./ArchiveFileRow";
import { Shell } from "../Shell";
import { UpgradeNotice } from "../UpgradeNotice";
import { Icon } from "../Icon";

type LoaderData = Awaited<ReturnType<typeof archiveLoader>>;
export type Folder = Extract<LoaderData, { state: "ready" }>["folders"][number];
export function ArchivePage() {
  const loaded = useLoaderData<LoaderData>();
  const reply = readReply(useActionData<typeof archiveAction>());
  if (loaded.state === "upgrade") {
    return (
      <Shell user={loaded.user}>
        <h1>Arquivos</h1>
        <p>Seu plano não possui gerenciador de arquivos</p>
        <UpgradeNotice />
      </Shell>
    );
  }
  const { user, customer, folders, createCommandId } = loaded;
  const mineCreate = reply?.intent === "create-folder";
  const formError =
    reply && reply.field === "form" ? (
      <p className="form-error" role="alert">
        {reply.error}
      </p>
    ) : null;
  return (
    <Shell user={user}>
      <h1>Arquivos · {customer!.name}</h1>
      {formError}
      <Form method="post" aria-label="Nova pasta" key={createCommandId} className="inline-form" id="new-folder">
        <Hidden intent="create-folder" csrf={user.csrf} commandId={createCommandId} />
        <ArchiveErrorSummary formId="new-folder" reply={reply} mine={mineCreate} labels={{ name: "Nome da Pasta" }} />
        <NameField formId="new-folder" label="Nome da Pasta" value="" reply={reply} mine={mineCreate} />
        <button type="submit">Criar pasta</button>
      </Form>
      {folders.length === 0 && <p>Nenhuma pasta ainda.</p>}
      <FileLists csrf={user.csrf}>
        {folders.map((f, i) => (
          <FolderBlock
            key={f.id}
            folder={f}
            index={i}
            count={folders.length}
            folders={folders}
            csrf={user.csrf}
            reply={reply}
            customerId={customer!.id}
          />
        ))}
      </FileLists>
    </Shell>
  );
}

/** Wires SortableJS on every folder's file list once JS runs (loaded on demand, browser only). */
function FileLists({ csrf, children }: { csrf: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher({ key: "archive-move" });
  const submitRef = useRef(fetcher.submit);
  submitRef.current = fetcher.submit;
  useEffect(() => {
    let sortables: { destroy(): void }[] = [];
    let cancelled = false;
    import("sortablejs").then(({ default: Sortable }) => {
      if (cancelled || !ref.current) return;
      sortables = Array.from(ref.current.querySelectorAll<HTMLElement>("ul.files")).map((list) =>
        Sortable.create(list, {
          group: "archive-files",
          animation: 120,
          draggable: "li.file",
          handle: ".drag-handle",
          ghostClass: "sortable-ghost",
          onEnd(evt) {
            const { item, from, to, oldIndex, newIndex } = evt;
            if (oldIndex === undefined || newIndex === undefined || (from === to && oldIndex === newIndex)) return;
            // Back where React drew it; the revalidated page then shows the saved order.
            from.insertBefore(item, from.children[oldIndex] ?? null);
            submitRef.current(
              {
                intent: "move-file",
                fileId: item.dataset.id!,
                folderId: to.dataset.folderId!,
                toIndex: String(newIndex),
                csrf,
                commandId: crypto.randomUUID(),
                via: "fetcher",
              },
              { method: "post" },
            );
          },
        }),
      );
      ref.current.dataset.dnd = "ready";
    });
    return () => {
      cancelled = true;
      sortables.forEach((s) => s.destroy());
    };
  }, [csrf]);
  return (
    <div className="archive" ref={ref}>
      {children}
    </div>
  );
}

function FolderBlock({
  folder: f,
  index,
  count,
  folders,
  csrf,
  reply,
  customerId,
}: {
  folder: Folder;
  index: number;
  count: number;
  folders: Folder[];
  csrf: string;
  reply: Reply;
  customerId: string;
}) {
  const mine = reply?.target === f.id;
  return (
    <section className="card-panel folder" aria-label={`Pasta ${f.name}`}>
      <h2 title={f.name}>
        <Icon name="folder" /> {truncate(f.name, FOLDER_NAME_SHOWN)}
      </h2>
      <div className="row">
        {index > 0 && (
          <Form method="post">
            <Hidden intent="move-folder" csrf={csrf} commandId={f.commandIds.up} extra={{ folderId: f.id, toIndex: index - 1 }} />
            <button type="submit" aria-label={`Subir pasta ${f.name}`}>
              ↑
            </button>
          </Form>
        )}
        {index < count - 1 && (
          <Form method="post">
            <Hidden intent="move-folder" csrf={csrf} commandId={f.commandIds.down} extra={{ folderId: f.id, toIndex: index + 1 }} />
            <button type="submit" aria-label={`Descer pasta ${f.name}`}>
              ↓
            </button>
          </Form>
        )}
      </div>
      {f.files.length === 0 && <p className="empty">Pasta vazia.</p>}
      <ul className="files" data-folder-id={f.id} aria-label={`Arquivos de ${f.name}`}>
        {f.files.map((x, i) => (
          <FileRow
            key={x.id}
            file={x}
            index={i}
            count={f.files.length}
            folderId={f.id}
            folders={folders}
            csrf={csrf}
            reply={reply}
            customerId={customerId}
          />
        ))}
      </ul>
      <details open={mine && (reply?.intent === "add-file" || reply?.intent === "rename-folder" || reply?.intent === "delete-folder")}>
        <summary>Opções da pasta</summary>
        <Form method="post" encType="multipart/form-data" aria-label={`Novo Arquivo em ${f.name}`} key={f.commandIds.addFile} id={`add-file-${f.id}`}>
          <h3>Novo Arquivo</h3>
          <Hidden intent="add-file" csrf={csrf} commandId={f.commandIds.addFile} extra={{ folderId: f.id }} />
          <ArchiveErrorSummary
            formId={`add-file-${f.id}`}
            reply={reply}
            mine={mine && reply?.intent === "add-file"}
            labels={{ name: "Nome do Arquivo" }}
          />
          <NameField formId={`add-file-${f.id}`} label="Nome do Arquivo" value="" reply={reply} mine={mine && reply?.intent === "add-file"} />
          <FileField formId={`add-file-${f.id}`} label="Arquivo" reply={reply} mine={mine && reply?.intent === "add-file"} required />
          <button type="submit">Adicionar arquivo</button>
        </Form>
        <Form method="post" aria-label={`Editar Pasta ${f.name}`} id={`rename-folder-${f.id}`}>
          <h3>Editar Pasta</h3>
          <Hidden intent="rename-folder" csrf={csrf} commandId={f.commandIds.rename} extra={{ folderId: f.id }} />
          <ArchiveErrorSummary
            formId={`rename-folder-${f.id}`}
            reply={reply}
            mine={mine && reply?.intent === "rename-folder"}
            labels={{ name: "Nome da Pasta" }}
          />
          <NameField
            formId={`rename-folder-${f.id}`}
            label="Nome da Pasta"
            value={f.name}
            reply={reply}
            mine={mine && reply?.intent === "rename-folder"}
          />
          <button type="submit">Salvar pasta</button>
        </Form>
        <Form method="post" aria-label={`Excluir Pasta ${f.name}`}>
          <h3>Excluir Pasta</h3>
          <Hidden intent="delete-folder" csrf={csrf} commandId={f.commandIds.delete} extra={{ folderId: f.id }} />
          <p>Deseja excluir permanentemente esta pasta?</p>
          <button type="submit" className="danger">
            Excluir pasta
          </button>
        </Form>
      </details>
    </section>
  );
}
