// The archive page's small parts: hidden fields, the name and file fields with their errors, the
// error summary of each form (ADR 019) and the action's reply read into what a form shows.
import type { useActionData } from "@remix-run/react";
import type { archiveAction } from "~/lib/archive.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FieldLabel } from "~/components/forms/Field";
import { ALLOWED_FILE_TYPES } from "../../../domain/archive/rules";
import { MAX_LENGTH } from "../../../domain/shared/validation";

/**
 * The action's reply, read once: its first error (field "form" = the form's own), every field's
 * errors (for the form's summary) and what was typed.
 */
export type Reply =
  { intent: string; target: string; field: string; error: string; fieldErrors: Record<string, string[]>; values: Record<string, string> } | undefined;

export function readReply(data: ReturnType<typeof useActionData<typeof archiveAction>>): Reply {
  if (!data) return undefined;
  const [field, errors] = Object.entries(data.result.error ?? {}).find(([, e]) => e?.length) ?? ["", null];
  if (!errors) return undefined;
  const name = data.result.initialValue?.name;
  const fieldErrors = Object.fromEntries(Object.entries(data.result.error ?? {}).filter(([k, e]) => k !== "" && e?.length)) as Record<
    string,
    string[]
  >;
  return {
    intent: data.intent,
    target: data.target,
    field: field || "form",
    error: errors.join(" "),
    fieldErrors,
    values: { name: typeof name === "string" ? name : "" },
  };
}

/** The archive forms' field names as the summary says them. */
const ARCHIVE_LABELS: Record<string, string> = { name: "Nome", file: "Arquivo" };

/**
 * "Corrija 1 campo: Nome" at the top of the form that was refused (ADR 019): its links lead to the
 * form's fields (`<formId>-name`, `<formId>-file`). The form's own errors ("Pasta não encontrada.")
 * are said once, at the top of the page.
 */
export function ArchiveErrorSummary({
  formId,
  reply,
  mine,
  labels = {},
}: {
  formId: string;
  reply: Reply;
  mine: boolean;
  labels?: Record<string, string>;
}) {
  const allErrors = mine && reply ? reply.fieldErrors : {};
  return <ErrorSummary form={{ id: formId, errorId: `${formId}-error`, allErrors }} labels={{ ...ARCHIVE_LABELS, ...labels }} />;
}

/** The stored type (sniffed from the bytes) as its usual extension: "PNG", "PDF"… */
export const typeText = (contentType: string) => (ALLOWED_FILE_TYPES[contentType]?.[0] ?? "").toUpperCase();

export const sizeText = (n: number) =>
  n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1).replace(".", ",")} KB` : `${(n / 1048576).toFixed(1).replace(".", ",")} MB`;

export function Hidden({
  intent,
  csrf,
  commandId,
  extra = {},
}: {
  intent: string;
  csrf: string;
  commandId: string;
  extra?: Record<string, string | number>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="commandId" value={commandId} />
      {Object.entries(extra).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/** A "name" field with its error (spec: "Insira um nome válido."), keeping what was typed; always required. */
export function NameField({ formId, label, value, reply, mine }: { formId: string; label: string; value: string; reply: Reply; mine: boolean }) {
  const id = `${formId}-name`;
  const err = mine ? reply?.fieldErrors.name?.join(" ") : undefined;
  return (
    <>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      {/* maxLength: the browser stops at the limit; a longer name sent anyway gets the server's message. */}
      <input
        id={id}
        name="name"
        maxLength={MAX_LENGTH.name}
        defaultValue={mine && reply ? reply.values.name : value}
        aria-required
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
}

/** The file input; `required` when adding (replacing a file is optional). A file input cannot keep its file after a refusal. */
export function FileField({
  formId,
  label,
  reply,
  mine,
  required,
}: {
  formId: string;
  label: string;
  reply: Reply;
  mine: boolean;
  required?: boolean;
}) {
  const id = `${formId}-file`;
  const err = mine ? reply?.fieldErrors.file?.join(" ") : undefined;
  return (
    <>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="file"
        name="file"
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
}
