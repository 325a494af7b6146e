// The root loader: what every page shares. The bell's unread count, and the flash of the action
// that redirected here (read once and cleared, so a reload shows the page without it).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { takeFlash } from "./flash.server";
import { NOTICES } from "./notices";
import { bellLoader } from "./notifications.server";

/** The flash as the page shows it: the code's fixed text, its link, and a key that changes per flash. */
export interface FlashView {
  key: string;
  text: string;
  link?: string;
}

export async function rootLoader(args: LoaderFunctionArgs) {
  const [bell, flash] = await Promise.all([bellLoader(args), takeFlash(args.request)]);
  const notice: FlashView | undefined = flash.notice && { key: flash.key ?? "", text: NOTICES[flash.notice.code], link: flash.notice.link };
  return data({ ...bell, flash: notice ?? null }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}
