// With JS, a file over the upload's limit is refused on the page before it travels: the server's
// guard would refuse it too, but its 413 page is for the plain form post, and Remix's fetch can
// only show it as "Algo deu errado". Without JS the guard's page answers (app/lib/http-refusal.server.ts).
import { useState, type FormEvent } from "react";

export function tooLargeText(maxMb: number): string {
  return `O envio passa do limite de ${String(maxMb).replace(".", ",")} MB.`;
}

/** `onSubmit` for a multipart form whose file input is `field`; `tooLarge` is the message to show, or null. */
export function useFileLimit(maxMb: number, field = "arquivo") {
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const input = e.currentTarget.elements.namedItem(field);
    const size = input instanceof HTMLInputElement ? (input.files?.[0]?.size ?? 0) : 0;
    const over = size > maxMb * 1024 * 1024;
    setTooLarge(over ? tooLargeText(maxMb) : null);
    if (over) e.preventDefault();
  }
  return { tooLarge, onSubmit };
}
