// /configuracoes/checklists: the company's checklist per board type. Plain POST forms: add, edit,
// move up/down, remove (with the spec's confirmation).
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CHECKLIST_KIND_LABELS } from "../../../domain/checklist/messages";
import { MAX_LENGTH } from "../../../domain/shared/validation";
import type { checklistSettingsLoader } from "~/lib/checklists.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { Shell } from "../Shell";
import { ConfirmDelete } from "../forms/ConfirmDelete";
import { ErrorLine } from "../forms/FieldError";
import { FormErrors, Hidden } from "../forms/intent-form";

type LoaderData = Awaited<ReturnType<typeof checklistSettingsLoader>>;
type Reply = { intent: string; templateItemId: string; values: Record<string, string>; field: string; error: string } | undefined;

export function ChecklistSettingsPage() {
  const { user, boardType, boardTypes, kinds, entries, addCommandId } = useLoaderData<LoaderData>();
  const reply = useActionData() as Reply;
  const mine = (intent: string, id = "") => (reply && reply.intent === intent && reply.templateItemId === id ? reply : undefined);
  const add = mine("add");
  const hidden = (intent: string, commandId: string, id?: string) => (
    <>
      <Hidden intent={intent} csrf={user.csrf} commandId={commandId} boardType={boardType} templateItemId={id} />
    </>
  );
  return (
    <Shell user={user}>
      <h1>Checklists</h1>
      <nav aria-label="Quadros" className="tab-list">
        {boardTypes.map((t) => (
          <Link key={t} to={`?tipo=${t}`} aria-current={t === boardType ? "page" : undefined}>
            {BOARD_TYPE_INFO[t].menuLabel}
          </Link>
        ))}
      </nav>
      <section className="card-panel" aria-labelledby="cl-title">
        <h2 id="cl-title">Itens do checklist · {BOARD_TYPE_INFO[boardType].menuLabel}</h2>
        {entries.length === 0 ? (
          <p>Nenhum item neste checklist ainda.</p>
        ) : (
          <ol className="checklist-settings">
            {entries.map((e, i) => {
              const r = mine("edit", e.id) ?? mine("remove", e.id);
              return (
                <li key={e.id} aria-label={e.task}>
                  <p>
                    <strong>{e.task}</strong> · {CHECKLIST_KIND_LABELS[e.kind]}
                    {e.category ? ` · ${e.category}` : ""}
                    {e.kind === "LIST" ? ` · ${e.options.join(", ")}` : ""}
                  </p>
                  <div className="row">
                    {i > 0 && (
                      <Form method="post">
                        {hidden("up", e.commandIds.up, e.id)}
                        <button type="submit" aria-label={`Subir ${e.task}`}>
                          ↑ Subir
                        </button>
                      </Form>
                    )}
                    {i < entries.length - 1 && (
                      <Form method="post">
                        {hidden("down", e.commandIds.down, e.id)}
                        <button type="submit" aria-label={`Descer ${e.task}`}>
                          ↓ Descer
                        </button>
                      </Form>
                    )}
                  </div>
                  <details open={!!r}>
                    <summary>Editar</summary>
                    <Form method="post" aria-label={`Editar ${e.task}`}>
                      {hidden("edit", e.commandIds.edit, e.id)}
                      <label htmlFor={`task-${e.id}`}>Tarefa</label>
                      <input
                        id={`task-${e.id}`}
                        name="task"
                        maxLength={MAX_LENGTH.text}
                        defaultValue={r?.values.task ?? e.task}
                        aria-invalid={r?.field === "task" || undefined}
                        aria-describedby={r?.field === "task" ? `task-${e.id}-err` : undefined}
                      />
                      <ErrorLine id={`task-${e.id}-err`} msg={r?.field === "task" ? r?.error : undefined} />
                      <label htmlFor={`cat-${e.id}`}>Categoria</label>
                      <input id={`cat-${e.id}`} name="category" maxLength={MAX_LENGTH.name} defaultValue={r?.values.category ?? e.category} />
                      {e.kind === "LIST" && (
                        <>
                          <label htmlFor={`opt-${e.id}`}>Opções (uma por linha)</label>
                          <textarea
                            id={`opt-${e.id}`}
                            name="options"
                            rows={3}
                            defaultValue={r?.values.options ?? e.options.join("\n")}
                            aria-invalid={r?.field === "options" || undefined}
                            aria-describedby={r?.field === "options" ? `opt-${e.id}-err` : undefined}
                          />
                          <ErrorLine id={`opt-${e.id}-err`} msg={r?.field === "options" ? r?.error : undefined} />
                        </>
                      )}
                      <p>
                        <button type="submit">Salvar item</button>
                      </p>
                    </Form>
                  </details>
                  <ConfirmDelete summary="Excluir" label={`Excluir ${e.task}`} question="Deseja excluir permanentemente este item?">
                    {hidden("remove", e.commandIds.remove, e.id)}
                  </ConfirmDelete>
                </li>
              );
            })}
          </ol>
        )}
        <Form method="post" aria-label="Novo item do checklist" key={addCommandId}>
          <h3>Novo item</h3>
          {hidden("add", addCommandId)}
          <FormErrors errors={add?.field === "form" ? [add.error] : undefined} />
          <label htmlFor="new-task">Tarefa</label>
          <input
            id="new-task"
            name="task"
            maxLength={MAX_LENGTH.text}
            defaultValue={add?.values.task ?? ""}
            aria-invalid={add?.field === "task" || undefined}
            aria-describedby={add?.field === "task" ? "new-task-err" : undefined}
          />
          <ErrorLine id="new-task-err" msg={add?.field === "task" ? add?.error : undefined} />
          <label htmlFor="new-category">Categoria</label>
          <input id="new-category" name="category" maxLength={MAX_LENGTH.name} defaultValue={add?.values.category ?? ""} />
          <label htmlFor="new-kind">Tipo</label>
          <select id="new-kind" name="kind" defaultValue={add?.values.kind ?? "CHECKBOX"} aria-invalid={add?.field === "kind" || undefined}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {CHECKLIST_KIND_LABELS[k]}
              </option>
            ))}
          </select>
          <ErrorLine id="new-kind-err" msg={add?.field === "kind" ? add?.error : undefined} />
          <label htmlFor="new-options">Opções (tipo lista; uma por linha)</label>
          <textarea
            id="new-options"
            name="options"
            rows={3}
            defaultValue={add?.values.options ?? ""}
            aria-invalid={add?.field === "options" || undefined}
            aria-describedby={add?.field === "options" ? "new-options-err" : undefined}
          />
          <ErrorLine id="new-options-err" msg={add?.field === "options" ? add?.error : undefined} />
          <p>
            <button type="submit">Adicionar item</button>
          </p>
        </Form>
      </section>
    </Shell>
  );
}
