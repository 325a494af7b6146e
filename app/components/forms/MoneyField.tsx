// The BRL money field (issue 18): a text input that takes "1.850.050,00", "R$ 1.850.050,00" or
// "1850050" (reais). Without JS the server reads it (readMoneyInput, the truth); with JS a mask
// groups thousands as you type, keeps the caret after the digit just typed, shows the reading
// ("= R$ 1.850.050,00") beside the field and writes the canonical form when the field is left.
import { useEffect, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { maskMoneyTyping, moneyInputValue, moneyReading, readMoneyInput } from "../../../domain/shared/money-input";
import { InputField, type AnyField } from "./Field";

/**
 * The money mask for a money input drawn without MoneyField (the proposal wizard's TextFields):
 * thousands grouped while typing, the canonical "1.850.050,00" when the field is left.
 */
export function moneyInputHandlers(onRead?: (reading: string) => void) {
  return {
    onInput: (e: FormEvent<HTMLInputElement>) => {
      const el = e.currentTarget;
      const masked = maskMoneyTyping(el.value, el.selectionStart ?? el.value.length);
      if (masked.value !== el.value) {
        el.value = masked.value;
        el.setSelectionRange(masked.caret, masked.caret);
      }
      onRead?.(moneyReading(el.value));
    },
    onBlur: (e: FormEvent<HTMLInputElement>) => {
      const el = e.currentTarget;
      const read = readMoneyInput(el.value);
      if (read.ok) el.value = moneyInputValue(read.cents);
    },
  };
}

export function MoneyField({
  label,
  field,
  "aria-describedby": describedBy,
  ...rest
}: { label: ReactNode; field: AnyField } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onInput" | "onBlur">) {
  const [hydrated, setHydrated] = useState(false);
  const [reading, setReading] = useState("");
  const readingId = `${field.id}-reading`;
  useEffect(() => {
    setHydrated(true);
    const el = document.getElementById(field.id);
    if (el instanceof HTMLInputElement) setReading(moneyReading(el.value));
  }, [field.id]);

  const { onInput, onBlur } = moneyInputHandlers(setReading);

  return (
    <InputField
      label={label}
      field={field}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      {...rest}
      onInput={onInput}
      onBlur={onBlur}
      // A caller's own description (a hint) is kept beside the error and the reading.
      aria-describedby={
        [describedBy ?? "", field.errors?.length ? field.errorId : "", hydrated ? readingId : ""].filter(Boolean).join(" ") || undefined
      }
      after={
        hydrated ? (
          <span className="money-reading" id={readingId} aria-live="polite">
            {reading}
          </span>
        ) : null
      }
    />
  );
}
