// The item's checklist (spec part 2 §4: answers save immediately — on toggle, on blur when changed,
// on selection). Each entry is its own small form: without JS it posts with its "Salvar" button;
// with JS a fetcher posts it at once (fresh commandId per change) and the button is hidden.
// A refused answer follows ADR 019: the entry's error summary at the top of its form (a link to the
// field, named by the task), the message beside the field, and what was typed kept. A text, number
// or list answer cannot be saved empty (spec part 2 §5): those fields carry the red "*" and
// aria-required (no HTML required); a checkbox is either answer.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { RequiredMark } from "~/components/forms/Field";

export interface ChecklistPanelEntry {
  id: string;
  task: string;
  category: string;
  kind: "CHECKBOX" | "TEXT" | "NUMBER" | "LIST";
  options: string[];
  answer: string;
  answered: boolean;
  commandId: string;
}
/** The action's answer: `ok` to a fetcher once saved, or formReply's (conform's result) when refused. */
type Reply = { intent: string; templateItemId: string; ok?: boolean; result?: SubmissionResult<string[]> } | undefined;

const errorOf = (r: Reply) =>
  Object.values(r?.result?.error ?? {})
    .flatMap((e) => e ?? [])
    .find(Boolean);
const typedOf = (r: Reply) => {
  const answer = (r?.result?.initialValue as Record<string, unknown> | undefined)?.answer;
  return typeof answer === "string" ? answer : undefined;
};

export function ChecklistPanel({ entries, csrf, canConfigure }: { entries: ChecklistPanelEntry[]; csrf: string; canConfigure: boolean }) {
  if (entries.length === 0 && !canConfigure) return null;
  return (
    <section className="card-panel mt-1" aria-labelledby="checklist-title">
      <h2 id="checklist-title">Checklist</h2>
      {entries.length === 0 ? (
        <p>Nenhum item no checklist deste quadro.</p>
      ) : (
        <ul className="checklist">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} csrf={csrf} />
          ))}
        </ul>
      )}
      {canConfigure && (
        <p>
          <Link to="/configuracoes/checklists">Configurar checklists</Link>
        </p>
      )}
    </section>
  );
}

function Entry({ entry: e, csrf }: { entry: ChecklistPanelEntry; csrf: string }) {
  const fetcher = useFetcher<Reply>();
  const actionData = useActionData() as Reply;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const last = useRef(e.answer);
  useEffect(() => {
    last.current = e.answer;
  }, [e.answer]);
  const fromFetcher = fetcher.data?.templateItemId === e.id ? fetcher.data : undefined;
  const fromAction = actionData?.intent === "answer-checklist" && actionData.templateItemId === e.id ? actionData : undefined;
  const error = fetcher.state === "idle" ? errorOf(fromFetcher ?? fromAction) : undefined;
  // The summary's link targets `<form id>-answer`.
  const formId = `cl-${e.id}`;
  const inputId = `${formId}-answer`;
  const errorId = `${inputId}-error`;

  const save = (value: string) => {
    const form = formRef.current;
    if (!form) return;
    if (value === last.current && e.kind !== "CHECKBOX") return; // blur without a change
    last.current = value;
    const fd = new FormData(form);
    fd.set("commandId", crypto.randomUUID());
    fd.set("via", "fetcher");
    fetcher.submit(fd, { method: "post" });
  };
  const onSubmit = (ev: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    ev.preventDefault();
    last.current = "\u0000"; // an explicit save always posts
    save(String(new FormData(ev.currentTarget).get("answer") ?? ""));
  };
  const common = {
    id: inputId,
    name: "answer",
    "aria-required": e.kind === "CHECKBOX" ? undefined : true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  const typed = typedOf(fromAction);

  return (
    <li>
      <form method="post" ref={formRef} onSubmit={onSubmit} aria-label={`Checklist: ${e.task}`} id={formId}>
        <ErrorSummary form={{ id: formId, errorId: `${formId}-error`, allErrors: error ? { answer: [error] } : {} }} labels={{ answer: e.task }} />
        <input type="hidden" name="intent" value="answer-checklist" />
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="commandId" value={e.commandId} />
        <input type="hidden" name="templateItemId" value={e.id} />
        {e.kind === "CHECKBOX" ? (
          <label className="check">
            <input
              {...common}
              type="checkbox"
              value="true"
              defaultChecked={e.answer === "true"}
              onChange={(ev) => save(String(ev.currentTarget.checked))}
            />{" "}
            {e.task}
          </label>
        ) : (
          <>
            <span className="label-row">
              <label htmlFor={inputId}>
                {e.task}
                {e.category ? <small> · {e.category}</small> : null}
              </label>
              <RequiredMark />
            </span>
            {e.kind === "LIST" ? (
              <select {...common} defaultValue={typed ?? e.answer} onChange={(ev) => save(ev.currentTarget.value)}>
                <option value="">—</option>
                {e.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type="text"
                inputMode={e.kind === "NUMBER" ? "decimal" : undefined}
                defaultValue={typed ?? e.answer}
                onBlur={(ev) => save(ev.currentTarget.value)}
              />
            )}
          </>
        )}
        <button type="submit" className={hydrated ? "visually-hidden" : "secondary"}>
          Salvar
        </button>
        {fetcher.state !== "idle" && <small role="status"> salvando…</small>}
        {error && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
