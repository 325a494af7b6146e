// The error summary at the top of a form after a failed submit (issue 18): "Corrija 2 campos:" and
// a link to each field. Server-rendered from conform's reply, so it shows without JS (the links
// jump to the fields); with JS, a failed submit moves the focus to it and a link focuses its field.
// The form's own errors (conform's "" key) come first, as FormErrors shows them.
// The items name the fields, not the messages: the message stays beside its field, said once.
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { FIELD_LABELS, summaryTitle } from "./field-labels";

/** What the summary reads of a conform form (FormMetadata has all of it). */
export interface SummaryForm {
  id: string;
  errorId: string;
  errors?: string[];
  allErrors: Record<string, string[]>;
}

/** The field errors of a form as [name, label] pairs, in the order conform reports them. */
export function erroredFields(allErrors: Record<string, string[]>, labels: Record<string, ReactNode> = {}): [string, ReactNode][] {
  return Object.entries(allErrors)
    .filter(([name, errors]) => name !== "" && errors?.length)
    .map(([name]) => [name, labels[name] ?? FIELD_LABELS[name.replace(/\[\d+\].*$/, "")] ?? name]);
}

/**
 * `fieldIdOf` names a field's element when it is not conform's `<form id>-<name>` (the proposal
 * wizard's fields are `f-energyBillData-0-kwhPrice`: fields.tsx fieldId). `focusOnMount`: for a form
 * that is mounted anew by the server's reply (keyed by it, as the wizard's): errors present when it
 * mounts are that reply's, so the summary takes the focus then.
 */
export function ErrorSummary({
  form,
  labels,
  fieldIdOf = (name) => `${form.id}-${name}`,
  focusOnMount = false,
}: {
  form: SummaryForm;
  labels?: Record<string, ReactNode>;
  fieldIdOf?: (name: string) => string;
  focusOnMount?: boolean;
}) {
  const fields = erroredFields(form.allErrors, labels);
  const box = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const key = fields.map(([name]) => name).join("|");

  // A submit (refused by conform on the page or answered with errors by the server) brings the
  // summary into focus; errors that change while typing do not steal it.
  useEffect(() => {
    const formEl = document.getElementById(form.id);
    if (!formEl) return;
    const onSubmit = () => (submitted.current = true);
    formEl.addEventListener("submit", onSubmit, true);
    return () => formEl.removeEventListener("submit", onSubmit, true);
  }, [form.id]);
  const mountFocus = useRef(focusOnMount);
  useEffect(() => {
    if (mountFocus.current && box.current) box.current.focus();
    mountFocus.current = false;
  }, []);
  // The flag stays up until errors come to show: a re-render while the submit is on its way (a new
  // `allErrors` object from a hand-written form, the navigation state) must not drop it.
  useEffect(() => {
    if (submitted.current && key) {
      box.current?.focus();
      submitted.current = false;
    }
  }, [key, form.allErrors]);

  const focusField = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    el.focus();
    el.scrollIntoView({ block: "center" });
  };

  return (
    <>
      {form.errors?.length ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {form.errors.join(" ")}
        </p>
      ) : null}
      {fields.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby={`${form.id}-summary`}>
          <p id={`${form.id}-summary`}>{summaryTitle(fields.length)}</p>
          <ul>
            {fields.map(([name, label]) => (
              <li key={name}>
                <a href={`#${fieldIdOf(name)}`} onClick={(e) => focusField(e, fieldIdOf(name))}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
