// Server entry: renders documents (whole, one body) and exposes boot/shutdown to
// server.mjs, so the database, migrations and projections are ready before the first request.
import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { currentCapture, storeTemplate } from "./lib/page-cache.server";
import { isBodyRefusal } from "./lib/http-guards.server";
import { newNonce, setDataHeaders, setDocumentHeaders } from "./lib/security-headers.server";

export { boot, shutdown } from "./lib/services.server";
export { invalidatePageCache, pageCacheMiddleware, setPageCache } from "./lib/page-cache.server";
export { finalPageCacheMiddleware, setFinalPageCache } from "./lib/final-page-cache.server";
export { securityHeadersMiddleware } from "./lib/security-headers.server";
export { httpGuardErrors, httpGuards } from "./lib/http-guards.server";

/** Remix's error log, without the routes that failed reading a body the guard already refused (413/400 sent). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isBodyRefusal(error)) return;
  console.error(error);
}

const ABORT_DELAY = 5_000;

/**
 * Documents are rendered whole and sent as one body. No route defers data, so the shell is nearly
 * the whole page anyway; streaming it cost a Node stream write, a web-stream chunk and a socket
 * write for each of React's 2 kB chunks (~100 for a board), measured at a tenth of the page's CPU
 * (docs/performance.md, P4).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // A board page the render cache may keep: kept as a template once rendered.
  const cacheable = currentCapture();
  // A fresh nonce per document: the only inline scripts the CSP allows are the ones carrying it
  // (Remix's context and route imports, single fetch's stream transfer, React's streaming chunks).
  const nonce = newNonce();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const app = (
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>
    );
    const chunks: Uint8Array[] = [];
    const body = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const html = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        setDocumentHeaders(responseHeaders, nonce);
        if (cacheable) storeTemplate(cacheable, responseStatusCode, responseHeaders, html.toString("utf8"), nonce);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        shellRendered = true;
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Single-fetch `.data` responses (loader data, action results): the documents' headers, never stored. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  setDataHeaders(response.headers);
  return response;
};
