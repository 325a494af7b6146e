// What the last action did (issue 18 "Feedback", spec part 1 §2.6): the root loader's flash, or an
// older `?aviso=<code>` link. Without JS a message at the top of the page (gone on a reload, the
// cookie is read once); with JS the same live region turns into a toast that leaves after 5 s.
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FlashView } from "~/lib/root-loader.server";
import { noticeText } from "~/lib/notices";

export const TOAST_MS = 5_000;

export function FlashNotice() {
  const root = useRouteLoaderData<{ flash?: FlashView | null }>("root");
  const { search } = useLocation();
  const fromUrl = noticeText(search);
  const flash = root?.flash ?? (fromUrl ? { key: `aviso:${search}`, text: fromUrl } : undefined);
  const [hydrated, setHydrated] = useState(false);
  const [gone, setGone] = useState<string | undefined>();
  useEffect(() => setHydrated(true), []);
  const key = flash?.key;
  useEffect(() => {
    if (!key) return;
    const t = setTimeout(() => setGone(key), TOAST_MS);
    return () => clearTimeout(t);
  }, [key]);
  if (!flash || gone === flash.key) return null;
  return (
    <p className={hydrated ? "success flash toast" : "success flash"} role="status" aria-live="polite">
      {flash.text}
      {flash.link && (
        <>
          {" · "}
          <Link to={flash.link}>Abrir</Link>
        </>
      )}
    </p>
  );
}
