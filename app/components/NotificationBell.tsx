// The top bar's bell (spec part 1 §2.2, §2.5): a link to /notificacoes with the unread badge, from
// the root loader (so every page has it, without JS).
import { useRouteLoaderData } from "@remix-run/react";
import { Icon } from "./Icon";

export function NotificationBell() {
  const root = useRouteLoaderData<{ unreadNotifications?: number }>("root");
  const n = root?.unreadNotifications ?? 0;
  return (
    <a className="notif-bell" href="/notificacoes" aria-label={n > 0 ? `Notificações (${n} não lidas)` : "Notificações"}>
      <Icon name="bell" />
      {n > 0 ? (
        <span className="notif-badge" data-testid="notification-badge" aria-hidden="true">
          {n > 99 ? "99+" : n}
        </span>
      ) : null}
    </a>
  );
}
