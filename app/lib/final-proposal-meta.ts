// The head of every final proposal page: its title, no indexing (a link sent to one customer), and
// the company-colour sheet (a URL that depends on the loader's data, so it goes through meta).
import type { MetaDescriptor } from "@remix-run/node";
import type { FinalPageData } from "./final-proposal-page.server";

export const FINAL_STYLES = "/proposal-final.css";

export function finalMeta(d: FinalPageData | undefined): MetaDescriptor[] {
  if (!d) return [{ title: "Proposta — Girassol" }, { name: "robots", content: "noindex, nofollow" }];
  return [
    { title: `${d.view.title} — ${d.view.company.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { tagName: "link", rel: "stylesheet", href: d.themeHref },
  ];
}
