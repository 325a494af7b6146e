// What the request guards (http-guards.server.ts) answer when they refuse a body before Remix runs
// (413 over the size limit, 400, 405, 415): a browser's form post gets a page with the app's look
// (the root error boundary's: /styles.css, .error-page) and a link back to the page it came from;
// a client asking for JSON gets JSON; anything else the plain text it always got. The page has no
// inline script or style, so the nonce-less CSP every non-document response carries lets it render.

export type RefusalFormat = "html" | "json" | "text";

/** The q value of each media range in an Accept header ("text/html;q=0.9" → ["text/html", 0.9]). */
function mediaRanges(accept: string): Map<string, number> {
  const ranges = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!type) continue;
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)?.[1]).find((v) => v !== undefined);
    ranges.set(type, Math.max(ranges.get(type) ?? 0, q === undefined ? 1 : Number(q)));
  }
  return ranges;
}

/**
 * HTML only when the client names it (a browser's navigation: `text/html,…,*\/*;q=0.8`), JSON when
 * it names JSON above HTML; `*\/*` alone (fetch, curl) keeps the plain text.
 */
export function refusalFormat(accept: string | undefined): RefusalFormat {
  const ranges = mediaRanges(accept ?? "");
  const html = Math.max(ranges.get("text/html") ?? 0, ranges.get("application/xhtml+xml") ?? 0);
  const json = ranges.get("application/json") ?? 0;
  if (html > 0 && html >= json) return "html";
  return json > 0 ? "json" : "text";
}

/**
 * Where "Voltar" leads: the Referer's path when it is a page of this host, else "/". Only a path is
 * kept (never another origin, nor a "//host" path a browser would read as one).
 */
export function backLink(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return "/";
  try {
    const url = new URL(referer);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host !== host.toLowerCase()) return "/";
    const path = url.pathname + url.search;
    return /^\/(?![/\\])/.test(path) ? path : "/";
  } catch {
    return "/";
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const HEADINGS: Record<number, string> = { 413: "ENVIO GRANDE DEMAIS", 400: "ENVIO INVÁLIDO" };

/** The page a browser sees: the message and a link back, in the app's error-page look. */
export function refusalPage(status: number, message: string, back: string): string {
  const heading = HEADINGS[status] ?? "ENVIO RECUSADO";
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading.charAt(0) + heading.slice(1).toLowerCase())} — Girassol</title>
<link rel="stylesheet" href="/styles.css">
</head>
<body>
<main class="error-page" role="alert">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(back)}" class="button">Voltar</a>
</main>
</body>
</html>
`;
}

/** The body and its Content-Type for a refusal, by what the client accepts. */
export function refusalBody(
  status: number,
  message: string,
  headers: { accept?: string; referer?: string; host?: string },
): { contentType: string; body: string } {
  switch (refusalFormat(headers.accept)) {
    case "html":
      return { contentType: "text/html; charset=utf-8", body: refusalPage(status, message, backLink(headers.referer, headers.host)) };
    case "json":
      return { contentType: "application/json; charset=utf-8", body: JSON.stringify({ status, error: message }) };
    default:
      return { contentType: "text/plain; charset=utf-8", body: message };
  }
}
