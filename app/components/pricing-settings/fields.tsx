// The pricing forms' fields, named by the spec's field names (`rules[2].value`), with their label,
// aria-invalid / aria-describedby and the error line the action's reply gives for that name.
import type { SubmissionResult } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Options, type Option } from "~/components/forms/Field";
import { ErrorLine } from "~/components/forms/FieldError";

/** The first error of each field of a reply (conform's result), "" being the form's own. */
export type Errors = Record<string, string[] | null | undefined>;
export const errorsOf = (result: SubmissionResult<string[]> | undefined): Errors => result?.error ?? {};
/** A field's id: its name, prefixed with `scope` when two forms of a page share a field name. */
const idOf = (name: string, scope?: string) => `f-${scope ? `${scope}-` : ""}${name.replace(/[^\w-]/g, "_")}`;

function wired(name: string, errors: Errors, scope?: string) {
  const error = errors[name]?.[0];
  return {
    id: idOf(name, scope),
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${idOf(name, scope)}-error` : undefined,
  } as const;
}

export function TextInput({
  label,
  name,
  value,
  errors,
  scope,
  ...rest
}: { label: ReactNode; name: string; value: string; errors: Errors; scope?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "value"
>) {
  return (
    <div className="ps-field">
      <label htmlFor={idOf(name, scope)}>{label}</label>
      <input {...wired(name, errors, scope)} defaultValue={value} {...rest} />
      <ErrorLine id={`${idOf(name, scope)}-error`} msg={errors[name]?.[0]} />
    </div>
  );
}

export function SelectInput({
  label,
  name,
  value,
  errors,
  options,
  blank,
  children,
  scope,
  ...rest
}: {
  label: ReactNode;
  name: string;
  value: string;
  errors: Errors;
  scope?: string;
  options?: readonly Option[];
  blank?: ReactNode;
  children?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "value">) {
  return (
    <div className="ps-field">
      <label htmlFor={idOf(name, scope)}>{label}</label>
      <select {...wired(name, errors, scope)} defaultValue={value} {...rest}>
        {options ? <Options options={options} blank={blank} /> : children}
      </select>
      <ErrorLine id={`${idOf(name, scope)}-error`} msg={errors[name]?.[0]} />
    </div>
  );
}

/** An "Adicionar ..." button: posts the form back with one more row (no JS needed). */
export function AddLineButton({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate className="secondary">
      {children}
    </button>
  );
}

/** The errors of a list as a whole (`rules`, `autoPricing`), shown above its rows. */
export function ListError({ errors, name }: { errors: Errors; name: string }) {
  return <ErrorLine msg={errors[name]?.[0]} />;
}
