// A form field as every page writes it: the label (with " *" when required), the control conform
// wires (id, name, aria-invalid, aria-describedby, aria-required) and the error line under it.
// Required comes from the form's schema (useSchemaForm's constraint: field.required) or the
// `required` prop. It is announced with aria-required, never the HTML attribute: the browser's
// own bubble (in the browser's language) would stop a plain POST before the server's summary.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError } from "./FieldError";

/** Any conform field of a string-valued form. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** An option: its value (shown as is) or [value, label]. */
export type Option = string | readonly [value: string, label: ReactNode];

/** The `<option>`s of a select, after an optional blank one (`value=""`). */
export function Options({ options, blank }: { options: readonly Option[]; blank?: ReactNode }) {
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {options.map((o) => {
        const [value, label] = typeof o === "string" ? [o, o] : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

/** Rows with an id and a title (columns, boards) as options. */
export const byTitle = (rows: readonly { id: string; title: string }[]): Option[] => rows.map((r) => [r.id, r.title]);
/** Rows with an id and a label (users) as options. */
export const byLabel = (rows: readonly { id: string; label: string }[]): Option[] => rows.map((r) => [r.id, r.label]);

/**
 * The visible " *" of a required field (tooltip "obrigatório"), beside its label, not inside it:
 * screen readers hear the control's aria-required ("obrigatório" in a pt-BR reader), and the label
 * keeps its exact text ("Valor (R$)") as the field's name, for voice control and for the specs.
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true" title="obrigatório">
      *
    </span>
  );
}

/** A field's label, with the required mark after it on the same line. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  if (!required) return <label htmlFor={htmlFor}>{children}</label>;
  return (
    <span className="label-row">
      <label htmlFor={htmlFor}>{children}</label>
      <RequiredMark />
    </span>
  );
}

/** Conform's control props without the browser's constraint attributes (the server's messages answer instead). */
function withoutNativeConstraints<P extends object>(props: P, required: boolean): P {
  const rest = { ...props } as Record<string, unknown>;
  for (const k of ["required", "minLength", "maxLength", "min", "max", "step", "pattern"]) delete rest[k];
  return { ...rest, "aria-required": required || undefined } as P;
}

type InputType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;

export function InputField({
  label,
  field,
  type = "text",
  required,
  after,
  ...rest
}: {
  label: ReactNode;
  field: AnyField;
  type?: InputType;
  /** Shown right after the control, before the error line (the money field's reading). */
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const isRequired = required ?? Boolean(field.required);
  return (
    <>
      <FieldLabel htmlFor={field.id} required={isRequired}>
        {label}
      </FieldLabel>
      <input {...withoutNativeConstraints(getInputProps(field, { type }), isRequired)} {...rest} />
      {after}
      <FieldError field={field} />
    </>
  );
}

export function SelectField({
  label,
  field,
  options,
  blank,
  required,
  ...rest
}: {
  label: ReactNode;
  field: AnyField;
  options: readonly Option[];
  blank?: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const isRequired = required ?? Boolean(field.required);
  return (
    <>
      <FieldLabel htmlFor={field.id} required={isRequired}>
        {label}
      </FieldLabel>
      <select {...withoutNativeConstraints(getSelectProps(field), isRequired)} {...rest}>
        <Options options={options} blank={blank} />
      </select>
      <FieldError field={field} />
    </>
  );
}

export function TextareaField({
  label,
  field,
  required,
  ...rest
}: { label: ReactNode; field: AnyField } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const isRequired = required ?? Boolean(field.required);
  return (
    <>
      <FieldLabel htmlFor={field.id} required={isRequired}>
        {label}
      </FieldLabel>
      <textarea {...withoutNativeConstraints(getTextareaProps(field), isRequired)} {...rest} />
      <FieldError field={field} />
    </>
  );
}
