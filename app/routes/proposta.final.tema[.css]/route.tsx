// /proposta/final/tema.css?p=rrggbb&s=rrggbb: the company's colours for the final proposal pages (app/lib/final-theme.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { themeCss } from "~/lib/final-theme";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(themeCss(new URL(request.url).searchParams), {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
