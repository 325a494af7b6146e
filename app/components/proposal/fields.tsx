// The proposal forms' small fields: a label, the input (or select) named as the form posts it, and
// its error tied by aria-describedby. Uncontrolled: the values come as defaultValue. ADR 019: a
// `required` field has the red "*" beside its label and aria-required (no HTML required), and a
// refused form starts with WizardErrorSummary ("Corrija N campos:", a link to each field).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FieldLabel } from "~/components/forms/Field";

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

/**
 * The summary at the top of a wizard form after a refusal: the form's own errors ("" key) first, then
 * a link per field, named by `labelOf` (the field's label, with its unit and month where it has them).
 */
export function WizardErrorSummary({
  formId,
  errors,
  labelOf,
  order,
}: {
  formId: string;
  errors: Errors;
  labelOf: (name: string) => string;
  order?: (names: string[]) => string[];
}) {
  const names = Object.keys(errors).filter((k) => k !== "" && errors[k]?.length);
  const sorted = order ? order(names) : names;
  const allErrors = Object.fromEntries(sorted.map((k) => [k, errors[k] as string[]]));
  const formErrors = errors[""]?.filter(Boolean) ?? [];
  return (
    <ErrorSummary
      form={{ id: formId, errorId: `${formId}-error`, errors: formErrors, allErrors }}
      labels={Object.fromEntries(sorted.map((k) => [k, labelOf(k)]))}
      fieldIdOf={fieldId}
      // The wizard's forms are keyed by the server's reply: a refusal mounts them anew.
      focusOnMount
    />
  );
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
  required,
  ...rest
}: { label: ReactNode; name: string; value: string; errors: Errors; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "defaultValue" | "value"
>) {
  return (
    <div className={className ?? "p-field"}>
      <FieldLabel htmlFor={fieldId(name)} required={required}>
        {label}
      </FieldLabel>
      <input id={fieldId(name)} name={name} defaultValue={value} aria-required={required || undefined} {...invalid(name, errors)} {...rest} />
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
  required,
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
      <FieldLabel htmlFor={fieldId(name)} required={required}>
        {label}
      </FieldLabel>
      <select id={fieldId(name)} name={name} defaultValue={value} aria-required={required || undefined} {...invalid(name, errors)} {...rest}>
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
