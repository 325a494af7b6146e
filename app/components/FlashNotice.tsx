// What the last action did (issue 18 "Feedback", spec part 1 §2.6): the root loader's flash, or an
// older `?aviso=<code>` link. Without JS a message at the top of the page (gone on a reload, the
// cookie is read once); with JS the same live region turns into a toast that leaves after 5 s.
// After a delete it offers "Desfazer" (ADR 016): a small POST form, kept ~10 s as a toast.
import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FlashView } from "~/lib/root-loader.server";
import { noticeText } from "~/lib/notices";

export const TOAST_MS = 5_000;
/** The toast with "Desfazer" stays this long (the server accepts the undo a little longer, RESTORE_WINDOW_MS). */
export const UNDO_TOAST_MS = 10_000;

export function FlashNotice() {
  const root = useRouteLoaderData<{ flash?: FlashView | null }>("root");
  const { pathname, search } = useLocation();
  const fromUrl = noticeText(search);
  const flash: FlashView | undefined = root?.flash ?? (fromUrl ? { key: `aviso:${search}`, text: fromUrl } : undefined);
  const [hydrated, setHydrated] = useState(false);
  const [gone, setGone] = useState<string | undefined>();
  useEffect(() => setHydrated(true), []);
  const key = flash?.key;
  const ms = flash?.undo ? UNDO_TOAST_MS : TOAST_MS;
  useEffect(() => {
    if (!key) return;
    const t = setTimeout(() => setGone(key), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  if (!flash || gone === flash.key) return null;
  const tone = flash.tone === "info" ? "notice" : "success";
  const className = hydrated ? `${tone} flash toast` : `${tone} flash`;
  if (flash.undo)
    return (
      // A div, not a p: the "Desfazer" form cannot sit inside a paragraph.
      <div className={`${className} flash-undo`} role="status" aria-live="polite">
        {flash.text}
        {" · "}
        <Form method="post" action="/itens/desfazer-exclusao" className="flash-undo-form">
          <input type="hidden" name="csrf" value={flash.undo.csrf} />
          <input type="hidden" name="commandId" value={flash.undo.commandId} />
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          {flash.undo.itemIds.map((id) => (
            <input key={id} type="hidden" name="itemIds" value={id} />
          ))}
          <button type="submit" className="link-button">
            Desfazer
          </button>
        </Form>
      </div>
    );
  return (
    <p className={className} role="status" aria-live="polite">
      {flash.text}
      {flash.link && (
        <>
          {" · "}
          <Link to={flash.link}>{flash.linkLabel ?? "Abrir"}</Link>
        </>
      )}
    </p>
  );
}
