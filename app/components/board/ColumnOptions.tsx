// Column management forms (managers). Plain forms: they work without JS. The title and inactivity
// forms follow ADR 019: an error summary at the top of the refused form, a red "*" on the title
// (aria-required, no HTML required), each message beside its field, and what was typed kept.
import { Form } from "@remix-run/react";
import type { ColumnFormIds } from "~/lib/board-page.server";
import { Hidden } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FieldLabel } from "~/components/forms/Field";
import { DeleteConfirmation } from "../forms/DeleteConfirmation";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";

export interface ColumnError {
  intent: string;
  columnId: string;
  /** The first message (the details open on it). */
  message: string;
  /** The form's own errors ("Coluna não encontrada.") and each field's, for the summary and beside the fields. */
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  /** What was typed, kept after a refusal. */
  values?: Record<string, string>;
}

const COLUMN_LABELS = { title: "Título", inactivityWindow: "Dias até inatividade", moveTo: "Mover os itens para" };

/**
 * The title and inactivity window of a column form (add or edit): ids `<formId>-title` and
 * `<formId>-inactivityWindow` (the summary's links), the summary first, messages beside the fields.
 */
function ColumnFields({ formId, error, title, windowDays }: { formId: string; error?: ColumnError; title: string; windowDays: string }) {
  const errs = error?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => error?.values?.[name] ?? fallback;
  const field = (name: "title" | "inactivityWindow", input: { type?: string; inputMode?: "numeric"; defaultValue: string }, required: boolean) => {
    const id = `${formId}-${name}`;
    const err = errs[name]?.join(" ");
    return (
      <>
        <FieldLabel htmlFor={id} required={required}>
          {COLUMN_LABELS[name]}
        </FieldLabel>
        <input
          id={id}
          name={name}
          {...input}
          aria-required={required || undefined}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-error` : undefined}
        />
        {err && (
          <p className="field-error" id={`${id}-error`}>
            {err}
          </p>
        )}
      </>
    );
  };
  return (
    <>
      <ErrorSummary
        form={{ id: formId, errorId: `${formId}-error`, errors: error?.formErrors, allErrors: error ? errs : {} }}
        labels={COLUMN_LABELS}
      />
      {field("title", { defaultValue: value("title", title) }, true)}
      {/* Text with a numeric keypad, not type=number: a typed "7,5" or "-1" comes back as typed, beside its message. */}
      {field("inactivityWindow", { inputMode: "numeric", defaultValue: value("inactivityWindow", windowDays) }, false)}
    </>
  );
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
      {props.error && props.error.intent !== "rename-column" && (
        <p className="field-error" role="alert">
          {props.error.message}
        </p>
      )}
      <Form method="post" aria-label={`Editar coluna ${column.title}`} id={`${p}-edit`}>
        <Hidden intent="rename-column" csrf={csrf} commandId={ids.rename} columnId={column.id} />
        <ColumnFields
          formId={`${p}-edit`}
          error={props.error?.intent === "rename-column" ? props.error : undefined}
          title={column.title}
          windowDays={String(column.inactivityWindow)}
        />
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
          <FieldLabel htmlFor={`${p}-receiver`} required>
            Enviar todos os itens para
          </FieldLabel>
          <select id={`${p}-receiver`} name="receiver" defaultValue="" aria-required>
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
      <Form method="post" aria-label="Adicionar coluna" id="new-col">
        <Hidden intent="add-column" csrf={csrf} commandId={commandId} />
        <ColumnFields formId="new-col" error={error} title="" windowDays="7" />
        <button type="submit">Adicionar coluna</button>
      </Form>
    </details>
  );
}
