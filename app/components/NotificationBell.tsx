// The top bar's bell (spec part 1 §2.2, §2.5): a link to /notificacoes with the unread badge, from
// the root loader (so every page has it, without JS).
import { useRouteLoaderData } from "@remix-run/react";
import { Icon } from "./Icon";

export function NotificationBell() {
  const root = useRouteLoaderData<{ unreadNotifications?: number }>("root");
  const n = root?.unreadNotifications ?? 0;
  // The name comes from the content (no aria-label): the badge's visible number is part of it, as
  // WCAG 2.5.3 (label in name) asks — "Notificações, 3 não lidas".
  return (
    <a className="notif-bell" href="/notificacoes">
      <Icon name="bell" />
      <span className="visually-hidden">{n > 0 ? "Notificações, " : "Notificações"}</span>
      {n > 0 ? (
        <>
          <span className="notif-badge" data-testid="notification-badge">
            {n > 99 ? "99+" : n}
          </span>
          <span className="visually-hidden">{n === 1 ? " não lida" : " não lidas"}</span>
        </>
      ) : null}
    </a>
  );
}
