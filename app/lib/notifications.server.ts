// The bell (spec part 1 §2.5): the user's notifications from rm_notifications that are due (a
// scheduled note shows from its scheduled time: the read model stores due_at, the clock is read
// here), newest first, 10 per page ("Carregar mais" asks for one page more). Dismissing goes
// through the inbox aggregate (DismissNotification → NotificationDismissed).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DISMISSABLE_TYPES, inboxDecider, inboxStreamId, type InboxCommand } from "../../domain/notification";
import { formatDateTimeBR, type BoardType } from "../../domain/shared";
import { getUser, requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { itemPath } from "./board-types";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import { parseIntent } from "./intents.server";
import { commandReply, formReply } from "./replies.server";
import { services } from "./services.server";
import { dueCount, dueNotifications, ownNotification } from "../../projections/read-models/notifications.queries";
import { pageParam } from "./paging";

export const NOTIFICATIONS_PAGE_SIZE = 10;

const recipient = (user: SessionUser) => ({ userId: user.id, companyId: user.companyId });

export async function unreadCount(user: SessionUser, now = new Date()): Promise<number> {
  const { database } = await services();
  return dueCount(database.db, recipient(user), now);
}

/** The root loader's part: the bell's badge on every signed-in page. */
export async function bellLoader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return { unreadNotifications: user ? await unreadCount(user) : 0 };
}

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
  return commandReply(outcome, submission, () =>
    redirect(pages > 1 ? `/notificacoes?pagina=${pages}` : "/notificacoes"),
  );
}
