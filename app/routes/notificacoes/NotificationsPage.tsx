// The notifications page: the list, a dismiss form per dismissable notification (works without JS),
// and "Carregar mais" as a plain link.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import type { notificationsLoader } from "./page.server";

export function NotificationsPage() {
  const d = useLoaderData<typeof notificationsLoader>();
  return (
    <Shell user={d.user}>
      <h1>Notificações</h1>
      <section className="card-panel" aria-labelledby="notif-title">
        <h2 id="notif-title" className="visually-hidden">
          Lista de notificações
        </h2>
        {d.notifications.length === 0 ? (
          <p>Nenhuma Notificação</p>
        ) : (
          <ul className="plain-list notif-list">
            {d.notifications.map((n) => (
              <li key={n.id}>
                <div>
                  <strong>{n.openUrl ? <Link to={n.openUrl}>{n.title}</Link> : n.title}</strong>
                  <p className="notif-content">{n.content}</p>
                  <small className="muted">{n.registryDate}</small>
                </div>
                {n.dismissable ? (
                  <Form method="post" aria-label={`Excluir notificação ${n.title}`}>
                    <input type="hidden" name="csrf" value={d.user.csrf} />
                    <input type="hidden" name="commandId" value={d.commandIds[n.id]} />
                    <input type="hidden" name="intent" value="dismiss" />
                    <input type="hidden" name="notificationId" value={n.id} />
                    <input type="hidden" name="pagina" value={d.pages} />
                    <button type="submit" className="secondary">
                      Excluir
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {d.hasMoreItems ? (
          <p>
            <Link className="button secondary" to={`/notificacoes?pagina=${d.pages + 1}`} preventScrollReset>
              Carregar mais
            </Link>
          </p>
        ) : null}
      </section>
    </Shell>
  );
}
