// One file of a folder on /arquivos/:cid: download, up/down and "Mover para" (forms without JS),
// rename or replace, delete.
import { Form } from "@remix-run/react";
import { FOLDER_NAME_SHOWN } from "../../../domain/archive/rules";
import { truncate } from "../../../domain/shared";
import { ArchiveErrorSummary, FileField, Hidden, NameField, sizeText, typeText, type Reply } from "./ArchiveFields";
import type { Folder } from "./ArchivePage";

export function FileRow({
  file: x,
  index,
  count,
  folderId,
  folders,
  csrf,
  reply,
  customerId,
}: {
  file: Folder["files"][number];
  index: number;
  count: number;
  folderId: string;
  folders: Folder[];
  csrf: string;
  reply: Reply;
  customerId: string;
}) {
  const mine = reply?.target === x.id;
  return (
    <li className="file" data-id={x.id} aria-label={x.name}>
      <span className="drag-handle" aria-hidden="true" title="Arrastar">
        ⠿
      </span>
      <a href={`/arquivos/${customerId}/arquivo/${x.id}`} download>
        {x.name}
      </a>
      <small>
        {" "}
        · <span className="file-type">{typeText(x.contentType)}</span> · {sizeText(x.size)}
      </small>
      <div className="row">
        {index > 0 && (
          <Form method="post">
            <Hidden intent="move-file" csrf={csrf} commandId={x.commandIds.up} extra={{ fileId: x.id, folderId, toIndex: index - 1 }} />
            <button type="submit" aria-label={`Subir ${x.name}`}>
              ↑
            </button>
          </Form>
        )}
        {index < count - 1 && (
          <Form method="post">
            <Hidden intent="move-file" csrf={csrf} commandId={x.commandIds.down} extra={{ fileId: x.id, folderId, toIndex: index + 1 }} />
            <button type="submit" aria-label={`Descer ${x.name}`}>
              ↓
            </button>
          </Form>
        )}
      </div>
      <details open={mine}>
        <summary>Opções do arquivo</summary>
        {folders.length > 1 && (
          <Form method="post" aria-label={`Mover ${x.name}`}>
            <Hidden intent="move-file" csrf={csrf} commandId={x.commandIds.move} extra={{ fileId: x.id }} />
            <label htmlFor={`move-${x.id}`}>Mover para a pasta</label>
            <select id={`move-${x.id}`} name="folderId" defaultValue={folderId}>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {truncate(f.name, FOLDER_NAME_SHOWN)}
                </option>
              ))}
            </select>
            <button type="submit">Mover</button>
          </Form>
        )}
        <Form method="post" encType="multipart/form-data" aria-label={`Editar ${x.name}`} id={`edit-file-${x.id}`}>
          <Hidden intent="edit-file" csrf={csrf} commandId={x.commandIds.edit} extra={{ fileId: x.id }} />
          <ArchiveErrorSummary
            formId={`edit-file-${x.id}`}
            reply={reply}
            mine={mine && reply?.intent === "edit-file"}
            labels={{ name: "Nome do Arquivo", file: "Substituir arquivo" }}
          />
          <NameField formId={`edit-file-${x.id}`} label="Nome do Arquivo" value={x.name} reply={reply} mine={mine && reply?.intent === "edit-file"} />
          <FileField formId={`edit-file-${x.id}`} label="Substituir arquivo (opcional)" reply={reply} mine={mine && reply?.intent === "edit-file"} />
          <button type="submit">Editar arquivo</button>
        </Form>
        <Form method="post" aria-label={`Excluir ${x.name}`}>
          <Hidden intent="delete-file" csrf={csrf} commandId={x.commandIds.delete} extra={{ fileId: x.id }} />
          <p>Deseja excluir permanentemente este arquivo?</p>
          <button type="submit" className="danger">
            Excluir arquivo
          </button>
        </Form>
      </details>
    </li>
  );
}
