// The proposal forms' small fields: a label, the input (or select) named as the form posts it, and
// its error tied by aria-describedby. Uncontrolled: the values come as defaultValue.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

export type Errors = Record<string, string[] | null | undefined>;

/** The id of a field: its name, with the brackets and dots of array paths made id-safe. */
export const fieldId = (name: string) => `f-${name.replace(/[[\].]+/g, "-").replace(/-$/, "")}`;

export function FieldError({ name, errors }: { name: string; errors: Errors }) {
  const e = errors[name]?.[0];
  return e ? (
    <p className="field-error" id={`${fieldId(name)}-error`}>
      {e}
    </p>
  ) : null;
}

const invalid = (name: string, errors: Errors) =>
  errors[name]?.[0] ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(name)}-error` } : {};

export function TextField({
  label,
  name,
  value,
  errors,
  hint,
  className,
  ...rest
}: { label: ReactNode; name: string; value: string; errors: Errors; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "defaultValue" | "value"
>) {
  return (
    <div className={className ?? "p-field"}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <input id={fieldId(name)} name={name} defaultValue={value} {...invalid(name, errors)} {...rest} />
      {hint && <small className="hint">{hint}</small>}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  errors,
  options,
  blank,
  className,
  ...rest
}: {
  label: ReactNode;
  name: string;
  value: string;
  errors: Errors;
  options: readonly (readonly [string, string])[];
  blank?: string;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "defaultValue" | "value">) {
  return (
    <div className={className ?? "p-field"}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <select id={fieldId(name)} name={name} defaultValue={value} {...invalid(name, errors)} {...rest}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}
