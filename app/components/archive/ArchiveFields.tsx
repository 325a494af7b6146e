// The archive page's small parts: hidden fields, the name and file fields with their errors, and
// the action's reply read into the one error a form shows.
import type { useActionData } from "@remix-run/react";
import type { archiveAction } from "~/lib/archive.server";
import { MAX_LENGTH } from "../../../domain/shared/validation";
import { ALLOWED_FILE_TYPES } from "../../../domain/archive/rules";

/** The action's reply, read once: its first error (field "form" = the form's own) and what was typed. */
export type Reply = { intent: string; target: string; field: string; error: string; values: Record<string, string> } | undefined;

export function readReply(data: ReturnType<typeof useActionData<typeof archiveAction>>): Reply {
  if (!data) return undefined;
  const [field, errors] = Object.entries(data.result.error ?? {}).find(([, e]) => e?.length) ?? ["", null];
  if (!errors) return undefined;
  const name = data.result.initialValue?.name;
  return {
    intent: data.intent,
    target: data.target,
    field: field || "form",
    error: errors.join(" "),
    values: { name: typeof name === "string" ? name : "" },
  };
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

/** A "name" field with its error (spec: "Insira um nome válido."), keeping what was typed. */
export function NameField({ id, label, value, reply, mine }: { id: string; label: string; value: string; reply: Reply; mine: boolean }) {
  const err = mine && reply?.field === "name" ? reply.error : undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="name"
        maxLength={MAX_LENGTH.name}
        defaultValue={mine && reply ? reply.values.name : value}
        aria-invalid={err ? true : undefined}
        aria-describedby={err ? `${id}-error` : undefined}
      />
      {err && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {err}
        </p>
      )}
    </>
  );
}

export function FileField({ id, label, reply, mine }: { id: string; label: string; reply: Reply; mine: boolean }) {
  const err = mine && reply?.field === "file" ? reply.error : undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" name="file" aria-invalid={err ? true : undefined} aria-describedby={err ? `${id}-error` : undefined} />
      {err && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {err}
        </p>
      )}
    </>
  );
}
