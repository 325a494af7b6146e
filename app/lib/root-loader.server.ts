// The root loader: what every page shares. The bell's unread count, and the flash of the action
// that redirected here (read once and cleared, so a reload shows the page without it).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { takeFlash } from "./flash.server";
import { getUser } from "./auth.server";
import { newCommandId } from "./commands.server";
import { deletedText, NOTICES } from "./notices";
import { bellLoader } from "./notifications.server";

/** The flash as the page shows it: the code's fixed text, its link, and a key that changes per flash. */
export interface FlashView {
  key: string;
  text: string;
  link?: string;
  /** "Desfazer" after a delete (ADR 016): the items, the session's CSRF token and a fresh command id for its form. */
  undo?: { itemIds: string[]; csrf: string; commandId: string };
}

export async function rootLoader(args: LoaderFunctionArgs) {
  const [bell, flash] = await Promise.all([bellLoader(args), takeFlash(args.request)]);
  const notice: FlashView | undefined = flash.notice && { key: flash.key ?? "", text: NOTICES[flash.notice.code], link: flash.notice.link };
  if (notice && flash.notice?.undo) {
    // Only a signed-in manager can undo; anyone else just reads what was done.
    const user = await getUser(args.request);
    if (user?.role === "MANAGER") {
      notice.text = deletedText(flash.notice.undo.length);
      notice.undo = { itemIds: flash.notice.undo, csrf: user.csrf, commandId: newCommandId() };
    }
  }
  return data({ ...bell, flash: notice ?? null }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}
