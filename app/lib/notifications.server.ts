// The bell (spec part 1 §2.5): the user's notifications from rm_notifications that are due (a
// scheduled note shows from its scheduled time: the read model stores due_at, the clock is read
// here), newest first, 10 per page ("Carregar mais" asks for one page more). Dismissing goes
// through the inbox aggregate (DismissNotification → NotificationDismissed).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUser, type SessionUser } from "./auth.server";
import { services } from "./services.server";
import { dueCount } from "../../projections/read-models/notifications.queries";

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const recipient = (user: SessionUser) => ({ userId: user.id, companyId: user.companyId });

export async function unreadCount(user: SessionUser, now = new Date()): Promise<number> {
  const { database } = await services();
  return dueCount(database.db, recipient(user), now);
}

/** The root loader's part: the bell's badge on every signed-in page. */
export async function bellLoader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return { unreadNotifications: user ? await unreadCount(user) : 0 };
}
