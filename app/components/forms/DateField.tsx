// The dd/mm/aaaa date field (issue 18, ADR 019): a text input, not type=date (whose display
// follows the browser's language). The server reads it (readDateInput, the truth, stores ISO);
// with JS the slashes go in while typing and a short form ("1/2/26") is shown in full on leaving.
import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import { maskDateTyping, readDateInput } from "../../../domain/shared/date-input";
import { InputField, type AnyField } from "./Field";

/** What the browser lets through without JS: the shapes readDateInput reads (it says "Data inválida." for the rest). */
export const DATE_PATTERN = String.raw`\d{1,2}[\/.\-]\d{1,2}[\/.\-](\d{2}|\d{4})|\d{6}|\d{8}|\d{4}-\d{2}-\d{2}`;

/** The props of a dd/mm/aaaa text input, for fields drawn without conform (the GET filters). */
export function dateInputProps(): InputHTMLAttributes<HTMLInputElement> {
  return {
    type: "text",
    inputMode: "numeric",
    placeholder: "dd/mm/aaaa",
    pattern: DATE_PATTERN,
    title: "Data no formato dd/mm/aaaa",
    maxLength: 10,
    autoComplete: "off",
    onInput: (e: FormEvent<HTMLInputElement>) => {
      const el = e.currentTarget;
      const masked = maskDateTyping(el.value, el.selectionStart ?? el.value.length);
      if (masked.value !== el.value) {
        el.value = masked.value;
        el.setSelectionRange(masked.caret, masked.caret);
      }
    },
    onBlur: (e: FormEvent<HTMLInputElement>) => {
      const el = e.currentTarget;
      const read = readDateInput(el.value);
      if (read.ok) el.value = read.iso.split("-").reverse().join("/");
    },
  };
}

export function DateField({ label, field, ...rest }: { label: ReactNode; field: AnyField } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return <InputField label={label} field={field} {...dateInputProps()} type="text" {...rest} />;
}
