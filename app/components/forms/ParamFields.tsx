// The fields of the GET filter forms (agenda, customer list, metrics): named as the URL's
// parameter, which is also their id; no conform (the loader reads and checks them).
import type { InputHTMLAttributes, ReactNode } from "react";
import { ErrorLine } from "./FieldError";
import { Options, type Option } from "./Field";

/** A labelled input, with the loader's error for it (wired by aria-describedby). */
export function ParamInput({
  name,
  label,
  error,
  ...rest
}: { name: string; label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${name}-error`;
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} {...rest} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      <ErrorLine id={errorId} msg={error} />
    </>
  );
}

/** A labelled select of options, after an optional blank one. */
export function ParamSelect({
  name,
  label,
  value,
  options,
  blank,
  children,
}: {
  name: string;
  label: ReactNode;
  value: string;
  options: readonly Option[];
  blank?: ReactNode;
  /** More options after the list. */
  children?: ReactNode;
}) {
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value}>
        <Options options={options} blank={blank} />
        {children}
      </select>
    </>
  );
}
