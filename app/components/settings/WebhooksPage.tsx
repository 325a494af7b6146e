// Webhooks settings: one plain form per action (works without JS), field errors under the fields
// with aria-invalid/aria-describedby, the delivery log with "Reenviar" on failed deliveries.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { WEBHOOK_ACTIONS, WEBHOOK_ACTION_LABELS, type WebhookAction } from "../../../domain/webhook/decider";
import { formatDateTimeBR } from "../../../domain/shared";
import type { webhooksLoader } from "~/lib/webhooks.server";
import type { webhooksAction } from "~/lib/webhook-actions.server";
import { Shell } from "../Shell";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { DeleteConfirmation } from "../forms/DeleteConfirmation";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";

type Data = Awaited<ReturnType<typeof webhooksLoader>>;
type Hook = Data["webhooks"][number];
type Reply = ReturnType<typeof useActionData<typeof webhooksAction>>;
/** One message per field; `form`: the form's own. */
type FieldErrors = Partial<Record<"name" | "uri" | "actions" | "secret" | "since" | "confirm" | "form", string>>;

/** The reply's errors, when it answers this form (intent and webhook). */
function errorsIn(reply: Reply, intent: string, id: string | null): FieldErrors {
  if (!reply || reply.intent !== intent || reply.webhookId !== id) return {};
  const e = reply.result.error ?? {};
  const one = (k: string) => e[k]?.join(" ");
  return {
    name: one("name"),
    uri: one("uri"),
    actions: one("actions"),
    secret: one("secret"),
    since: one("since"),
    confirm: one("confirm"),
    form: one(""),
  };
}

/** What was typed, shown again with the errors (the secret is never sent back). */
function typedIn(reply: Reply) {
  const v = reply?.result.initialValue ?? {};
  const str = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
  const actions = v.actions;
  return {
    name: str("name"),
    uri: str("uri"),
    actions: Array.isArray(actions) ? actions.map(String) : typeof actions === "string" ? [actions] : [],
    since: str("since"),
  };
}

const STATUS_LABEL: Record<string, string> = { pending: "Pendente", delivered: "Entregue", failed: "Falhou" };

function WebhookFields({
  prefix,
  values,
  errors,
  secretRequired,
}: {
  prefix: string;
  values: { name: string; uri: string; actions: string[] };
  errors: FieldErrors;
  secretRequired: boolean;
}) {
  const f = (k: string) => `${prefix}-${k}`;
  const described = (k: "name" | "uri" | "actions" | "secret") => (errors[k] ? { "aria-invalid": true, "aria-describedby": `${f(k)}-error` } : {});
  return (
    <>
      <label htmlFor={f("name")}>Nome</label>
      <input id={f("name")} name="name" defaultValue={values.name} maxLength={80} {...described("name")} />
      <ErrorLine id={`${f("name")}-error`} msg={errors.name} />
      <label htmlFor={f("uri")}>URL</label>
      <input id={f("uri")} name="uri" type="url" inputMode="url" defaultValue={values.uri} placeholder="https://" {...described("uri")} />
      <ErrorLine id={`${f("uri")}-error`} msg={errors.uri} />
      <fieldset {...described("actions")}>
        <legend>Eventos</legend>
        {WEBHOOK_ACTIONS.map((a) => (
          <label key={a} className="checkbox-row">
            <input type="checkbox" name="actions" value={a} defaultChecked={values.actions.includes(a)} /> {WEBHOOK_ACTION_LABELS[a]}
          </label>
        ))}
      </fieldset>
      <ErrorLine id={`${f("actions")}-error`} msg={errors.actions} />
      <label htmlFor={f("secret")}>Segredo{secretRequired ? "" : " (deixe em branco para manter o atual)"}</label>
      <input id={f("secret")} name="secret" type="password" autoComplete="new-password" {...described("secret")} />
      <ErrorLine id={`${f("secret")}-error`} msg={errors.secret} />
    </>
  );
}

function DeliveryLog({ hook, csrf }: { hook: Hook; csrf: string }) {
  if (!hook.deliveries.length) return <p>Nenhuma entrega ainda.</p>;
  return (
    <table className="delivery-log">
      <caption>
        Entregas de {hook.name} (últimas {hook.deliveries.length})
      </caption>
      <thead>
        <tr>
          <th>Horário</th>
          <th>Evento</th>
          <th>Situação</th>
          <th>Código</th>
          <th>Duração</th>
          <th>Tentativa</th>
          <th>Último erro</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {hook.deliveries.map((d) => (
          <tr key={d.id}>
            <td>{formatDateTimeBR(d.updatedAt)}</td>
            <td>{WEBHOOK_ACTION_LABELS[d.action as WebhookAction] ?? "Outro evento"}</td>
            <td>
              {STATUS_LABEL[d.status] ?? d.status}
              {d.status === "pending" && d.nextAttemptAt ? ` (próxima: ${formatDateTimeBR(d.nextAttemptAt)})` : ""}
            </td>
            <td>{d.statusCode ?? "—"}</td>
            <td>{d.durationMs === null ? "—" : `${d.durationMs} ms`}</td>
            <td>
              {d.tries.length > 1 ? (
                <details>
                  <summary>{d.attempts}</summary>
                  <ol className="attempts" aria-label={`Tentativas da entrega ${d.eventId}`}>
                    {d.tries.map((t) => (
                      <li key={t.attempt}>
                        {formatDateTimeBR(t.at)}: {t.statusCode ?? "sem resposta"}, {t.durationMs} ms
                        {t.error ? ` — ${t.error}` : ""}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : (
                d.attempts
              )}
            </td>
            <td>{d.error ?? "—"}</td>
            <td>
              {d.status === "failed" && (
                <Form method="post">
                  <Hidden intent="resend" csrf={csrf} />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <button type="submit" className="secondary" aria-label={`Reenviar entrega ${d.eventId}`}>
                    Reenviar
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      {hook.more && (
        <tfoot>
          <tr>
            <td colSpan={8}>
              <Link to={`?entregas=${hook.pages + 1}`} preventScrollReset>
                Carregar mais
              </Link>
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

export function WebhooksPage() {
  const { user, webhooks, createCommandId, allowPrivate } = useLoaderData<Data>();
  const r = useActionData<typeof webhooksAction>();
  const errorsFor = (intent: string, id: string | null) => errorsIn(r, intent, id);
  const createErrors = errorsFor("create", null);
  return (
    <Shell user={user}>
      <main className="settings-webhooks">
        <h1>Webhooks</h1>
        <p>
          Cada evento escolhido é enviado ao endereço cadastrado, com uma assinatura feita com o segredo: assim o seu sistema confere que a mensagem
          veio do Girassol. {allowPrivate ? " Endereços locais permitidos nesta instalação." : ""}
        </p>
        {/* The signature's recipe is for whoever writes the receiving side: folded away from everyone else. */}
        <details>
          <summary>Para quem vai integrar</summary>
          <p>
            Envio por POST com corpo em JSON. O cabeçalho <code>X-Girassol-Signature</code> traz <code>sha256=</code> seguido da assinatura SHA-256 do
            texto <code>timestamp + &quot;.&quot; + corpo</code> com o segredo.
          </p>
        </details>

        {webhooks.length === 0 && <p>Nenhum webhook cadastrado.</p>}
        {webhooks.map((h) => {
          const editErrors = errorsFor("edit", h.id);
          const values = r?.intent === "edit" && r.webhookId === h.id ? typedIn(r) : h;
          const replayErrors = errorsFor("replay", h.id);
          const deleteErrors = errorsFor("delete", h.id);
          return (
            <section key={h.id} className="webhook" aria-labelledby={`wh-${h.id}`}>
              <h2 id={`wh-${h.id}`}>{h.name}</h2>
              <p>
                <code>{h.uri}</code> — {h.actions.map((a) => WEBHOOK_ACTION_LABELS[a]).join(", ")}
              </p>
              <details open={Object.keys(editErrors).length > 0}>
                <summary>Editar</summary>
                <Form method="post" aria-label={`Editar webhook ${h.name}`}>
                  <Hidden intent="edit" csrf={user.csrf} commandId={h.commandIds.edit} webhookId={h.id} />
                  <WebhookFields prefix={`edit-${h.id}`} values={values} errors={editErrors} secretRequired={false} />
                  <ErrorLine id={`edit-${h.id}-form`} msg={editErrors.form} />
                  <button type="submit">Salvar webhook</button>
                </Form>
              </details>
              <Form method="post" aria-label={`Excluir webhook ${h.name}`}>
                <Hidden intent="delete" csrf={user.csrf} commandId={h.commandIds.delete} webhookId={h.id} />
                <DeleteConfirmation question={DELETE_QUESTIONS.webhook} errors={deleteErrors.confirm ? [deleteErrors.confirm] : undefined} />
                <ErrorLine id={`delete-${h.id}-form`} msg={deleteErrors.form} />
                <button type="submit" className="danger">
                  Excluir webhook
                </button>
              </Form>
              <Form method="post" aria-label={`Reenviar desde, webhook ${h.name}`}>
                <Hidden intent="replay" csrf={user.csrf} webhookId={h.id} />
                <label htmlFor={`since-${h.id}`}>Reenviar desde</label>
                <input
                  id={`since-${h.id}`}
                  name="since"
                  type="datetime-local"
                  defaultValue={r?.intent === "replay" && r.webhookId === h.id ? typedIn(r).since : ""}
                  {...(replayErrors.since ? { "aria-invalid": true, "aria-describedby": `since-${h.id}-error` } : {})}
                />
                <ErrorLine id={`since-${h.id}-error`} msg={replayErrors.since} />
                <button type="submit" className="secondary">
                  Reenviar desde
                </button>
              </Form>
              <DeliveryLog hook={h} csrf={user.csrf} />
            </section>
          );
        })}

        <section aria-labelledby="novo-webhook">
          <h2 id="novo-webhook">Novo webhook</h2>
          <Form method="post" aria-label="Novo webhook">
            <Hidden intent="create" csrf={user.csrf} commandId={createCommandId} />
            <WebhookFields
              prefix="new"
              values={r?.intent === "create" ? typedIn(r) : { name: "", uri: "", actions: [] }}
              errors={createErrors}
              secretRequired
            />
            <ErrorLine id="new-form" msg={createErrors.form} />
            <button type="submit">Adicionar webhook</button>
          </Form>
        </section>
      </main>
    </Shell>
  );
}
