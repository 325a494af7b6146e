// The proposal's public link (part 3 §2 link rule) for the company user to send: a read-only field
// anyone can select and copy (works without JavaScript) and, with JavaScript, a button that copies it
// and says "Link da Proposta Copiado!" for 5 seconds.
import { useEffect, useRef, useState } from "react";

export const COPIED_TOAST = "Link da Proposta Copiado!";
const TOAST_MS = 5_000;

export function CopyLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState(0); // a counter, so that a second click restarts the 5 s
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(0), TOAST_MS);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No Clipboard API (plain http on another host): the old way, from the selected field.
      input.current?.select();
      if (!document.execCommand("copy")) return;
    }
    setCopied((n) => n + 1);
  }

  return (
    <div className="fp-share">
      <label htmlFor="fp-link">Link da proposta</label>
      <div className="fp-share-row">
        <input id="fp-link" ref={input} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        {hydrated && (
          <button type="button" onClick={copy}>
            Copiar link
          </button>
        )}
      </div>
      <p className={copied ? "fp-toast fp-toast--on" : "fp-toast"} role="status" aria-live="polite">
        {copied ? COPIED_TOAST : ""}
      </p>
    </div>
  );
}
