// The confirmation step of a permanent delete, inside its form (issue 18 #3). Without JS: a
// required checkbox labelled with the question (the browser and the action both insist on it).
// With JS: the checkbox gives way to a modal dialog that opens when the form is submitted;
// "Excluir" sends the form (with confirm=yes), "Cancelar" sends nothing. (ConfirmDelete.tsx is the
// older pattern: a <details> hiding a form whose only button deletes.)
import { useEffect, useId, useRef, useState } from "react";

export function DeleteConfirmation({
  question,
  errors,
  onlyForIntent,
  confirmLabel = "Excluir",
}: {
  question: string;
  errors?: string[];
  /** In a form with several submit buttons: only the one posting this intent asks (the checkbox is then not required). */
  onlyForIntent?: string;
  confirmLabel?: string;
}) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useRef<{ submitter: HTMLElement | null; confirmed: boolean }>({ submitter: null, confirmed: false });

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!hydrated || !form) return;
    const onSubmit = (e: SubmitEvent) => {
      const submitter = e.submitter as HTMLButtonElement | null;
      const intent = submitter?.name === "intent" ? submitter.value : String(new FormData(form).get("intent") ?? "");
      if (onlyForIntent && intent !== onlyForIntent) return;
      if (pending.current.confirmed) {
        pending.current.confirmed = false;
        return;
      }
      // Before Remix's and conform's handlers (React's listen at the root): nothing is sent yet.
      e.preventDefault();
      e.stopImmediatePropagation();
      pending.current.submitter = submitter;
      dialog.current?.showModal();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [hydrated, onlyForIntent]);

  const confirm = () => {
    const form = anchor.current?.closest("form");
    dialog.current?.close();
    if (!form) return;
    pending.current.confirmed = true;
    form.requestSubmit(pending.current.submitter ?? undefined);
  };

  const errorId = `${id}-error`;
  return (
    <span ref={anchor} className="confirm-delete">
      {hydrated ? (
        <>
          <input type="hidden" name="confirm" value="yes" />
          <dialog ref={dialog} aria-labelledby={`${id}-q`} className="confirm-dialog">
            <p id={`${id}-q`}>{question}</p>
            <p>
              <button type="button" className="danger" onClick={confirm}>
                {confirmLabel}
              </button>{" "}
              <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
                Cancelar
              </button>
            </p>
          </dialog>
        </>
      ) : (
        <label>
          <input
            type="checkbox"
            className="check"
            name="confirm"
            value="yes"
            required={!onlyForIntent}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? errorId : undefined}
          />{" "}
          {question}
        </label>
      )}
      {errors?.length ? (
        <span className="field-error" id={errorId} role="alert">
          {errors.join(" ")}
        </span>
      ) : null}
    </span>
  );
}
