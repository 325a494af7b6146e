// A form field as every page writes it: the label, the control conform wires (id, name,
// aria-invalid, aria-describedby) and the error line under it.
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

type InputType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;

export function InputField({
  label,
  field,
  type = "text",
  ...rest
}: { label: ReactNode; field: AnyField; type?: InputType } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <>
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type })} {...rest} />
      <FieldError field={field} />
    </>
  );
}

export function SelectField({
  label,
  field,
  options,
  blank,
  ...rest
}: {
  label: ReactNode;
  field: AnyField;
  options: readonly Option[];
  blank?: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <>
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field)} {...rest}>
        <Options options={options} blank={blank} />
      </select>
      <FieldError field={field} />
    </>
  );
}

export function TextareaField({ label, field, ...rest }: { label: ReactNode; field: AnyField } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <>
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field)} {...rest} />
      <FieldError field={field} />
    </>
  );
}
