// Column management forms (managers). Plain forms: they work without JS.
import { Form } from "@remix-run/react";
import { MAX_LENGTH } from "../../../domain/shared/validation";
import type { ColumnFormIds } from "~/lib/board-page.server";
import { Hidden } from "~/components/forms/intent-form";
import { DeleteConfirmation } from "../forms/DeleteConfirmation";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";

export interface ColumnError {
  intent: string;
  columnId: string;
  message: string;
}

export function ColumnOptions(props: {
  column: { id: string; title: string; inactivityWindow: number };
  others: { id: string; title: string }[];
  first: boolean;
  last: boolean;
  csrf: string;
  ids: ColumnFormIds;
  error?: ColumnError;
  receivers: { id: string; label: string }[];
}) {
  const { column, ids, csrf } = props;
  const p = `col-${column.id}`;
  return (
    <details className="column-options" open={!!props.error}>
      <summary>Opções da coluna</summary>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error.message}
        </p>
      )}
      <Form method="post" aria-label={`Editar coluna ${column.title}`}>
        <Hidden intent="rename-column" csrf={csrf} commandId={ids.rename} columnId={column.id} />
        <label htmlFor={`${p}-title`}>Título</label>
        <input id={`${p}-title`} name="title" maxLength={MAX_LENGTH.text} defaultValue={column.title} />
        <label htmlFor={`${p}-window`}>Dias até inatividade</label>
        <input id={`${p}-window`} name="inactivityWindow" type="number" min={0} defaultValue={column.inactivityWindow} />
        <button type="submit" className="secondary">
          Salvar coluna
        </button>
      </Form>
      <div className="column-move">
        {(["left", "right"] as const).map((direction) => (
          <Form method="post" key={direction}>
            <Hidden intent="reorder-column" csrf={csrf} commandId={ids[direction]} columnId={column.id} direction={direction} />
            <button
              type="submit"
              className="secondary"
              disabled={direction === "left" ? props.first : props.last}
              aria-label={`Mover coluna ${column.title} para a ${direction === "left" ? "esquerda" : "direita"}`}
            >
              {direction === "left" ? "←" : "→"}
            </button>
          </Form>
        ))}
      </div>
      {props.receivers.length > 0 && (
        <Form method="post" aria-label={`Enviar coluna ${column.title}`}>
          <Hidden intent="send-column" csrf={csrf} commandId={ids.send} columnId={column.id} />
          <label htmlFor={`${p}-receiver`}>Enviar todos os itens para</label>
          <select id={`${p}-receiver`} name="receiver" defaultValue="">
            <option value="" disabled>
              Selecione
            </option>
            {props.receivers.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
          <button type="submit" className="secondary">
            Enviar
          </button>
        </Form>
      )}
      {props.others.length > 0 && (
        <Form method="post" aria-label={`Excluir coluna ${column.title}`}>
          <Hidden intent="delete-column" csrf={csrf} commandId={ids.delete} columnId={column.id} />
          <label htmlFor={`${p}-moveto`}>Mover os itens para</label>
          <select id={`${p}-moveto`} name="moveTo">
            {props.others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
          <DeleteConfirmation question={DELETE_QUESTIONS.column} />
          <button type="submit" className="danger">
            Excluir coluna
          </button>
        </Form>
      )}
    </details>
  );
}

export function AddColumnForm({ csrf, commandId, error }: { csrf: string; commandId: string; error?: ColumnError }) {
  return (
    <details className="add-column" open={!!error}>
      <summary>Adicionar coluna</summary>
      <Form method="post" aria-label="Adicionar coluna">
        <Hidden intent="add-column" csrf={csrf} commandId={commandId} />
        {error && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
        <label htmlFor="new-col-title">Título</label>
        <input id="new-col-title" name="title" maxLength={MAX_LENGTH.text} />
        <label htmlFor="new-col-window">Dias até inatividade</label>
        <input id="new-col-window" name="inactivityWindow" type="number" min={0} defaultValue={7} />
        <button type="submit">Adicionar coluna</button>
      </Form>
    </details>
  );
}
