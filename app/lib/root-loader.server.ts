// The root loader: what every page shares. The bell's unread count, and the flash of the action
// that redirected here (read once and cleared, so a reload shows the page without it).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { takeFlash } from "./flash.server";
import { getUser } from "./auth.server";
import { newCommandId } from "./commands.server";
import { deletedText, noticeLinkLabel, noticeTone, noticeWords, type NoticeCode } from "./notices";
import { bellLoader } from "./notifications.server";

/** The flash as the page shows it: the code's fixed text, its link, and a key that changes per flash. */
export interface FlashView {
  key: string;
  /** The notice's code: a page may shape itself after it (the recovery page's button says "Enviar outro link"). */
  code?: NoticeCode;
  text: string;
  /** "info" for a notice that reports a problem (an expired upload), else a success. */
  tone?: "success" | "info";
  link?: string;
  /** The link's words ("Abrir" unless the code says otherwise). */
  linkLabel?: string;
  /** "Desfazer" after a delete (ADR 016): the items, the session's CSRF token and a fresh command id for its form. */
  undo?: { itemIds: string[]; csrf: string; commandId: string };
}

export async function rootLoader(args: LoaderFunctionArgs) {
  const [bell, flash] = await Promise.all([bellLoader(args), takeFlash(args.request)]);
  const notice: FlashView | undefined = flash.notice && {
    key: flash.key ?? "",
    code: flash.notice.code,
    text: noticeWords(flash.notice),
    tone: noticeTone(flash.notice.code),
    link: flash.notice.link,
    linkLabel: flash.notice.link ? noticeLinkLabel(flash.notice.code) : undefined,
  };
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
