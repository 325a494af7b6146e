// /notificacoes: the user's due notifications, paged, each dismissable (spec part 1 §2.5). The
// route folder's server module (docs/decisions/008-route-folders.md); the bell's count stays in
// app/lib/notifications.server.ts, which every page's root loader uses.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DISMISSABLE_TYPES, inboxDecider, inboxStreamId, type InboxCommand } from "../../../domain/notification";
import { formatDateTimeBR, type BoardType } from "../../../domain/shared";
import { dueNotifications, ownNotification } from "../../../projections/read-models/notifications.queries";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { itemPath } from "~/lib/board-types";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { notFound } from "~/lib/http.server";
import { parseIntent } from "~/lib/intents.server";
import { NOTIFICATIONS_PAGE_SIZE, recipient, unreadCount } from "~/lib/notifications.server";
import { pageParam } from "~/lib/paging";
import { commandReply, formReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";

export async function notificationsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pages = pageParam(new URL(request.url).searchParams.get("pagina"), 100);
  const { database } = await services();
  const now = new Date();
  const rows = await dueNotifications(database.db, recipient(user), now, pages * NOTIFICATIONS_PAGE_SIZE + 1);
  const shown = rows.slice(0, pages * NOTIFICATIONS_PAGE_SIZE);
  return {
    user,
    pages,
    hasMoreItems: rows.length > shown.length,
    totalItems: await unreadCount(user, now),
    commandIds: Object.fromEntries(shown.map((n) => [n.id, newCommandId()])),
    notifications: shown.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      content: n.content,
      openUrl: n.item_id && n.board_type ? itemPath(n.board_type as BoardType, n.item_id) : null,
      registryDate: formatDateTimeBR(new Date(n.due_at).toISOString()),
      dismissable: (DISMISSABLE_TYPES as readonly string[]).includes(n.type),
    })),
  };
}

const NOTIFICATION_NOT_FOUND = "Notificação não encontrada.";

/** The page's one form: dismiss a notification, back to the page the user was on. */
const dismissSchema = z.object({
  intent: z.literal("dismiss"),
  notificationId: z.string().optional().default(""),
  pagina: z.string().optional().default("1"),
});

export async function notificationsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, dismissSchema);
  if (submission.status !== "success") return formReply(submission);
  const v = submission.value;
  const pages = pageParam(v.pagina);
  const { database } = await services();
  // Only the user's own notification: another user's or company's id is not found.
  const n = await ownNotification(database.db, recipient(user), v.notificationId);
  if (!n) throw notFound(NOTIFICATION_NOT_FOUND);
  const command: InboxCommand = { type: "DismissNotification", notificationId: n.id, notificationType: n.type };
  const outcome = await sendCommand(user, inboxStreamId(user.id), inboxDecider, command, commandIdFrom(form));
  return commandReply(outcome, submission, () => redirect(pages > 1 ? `/notificacoes?pagina=${pages}` : "/notificacoes"));
}
