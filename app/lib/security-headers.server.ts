// Security headers for every response (issue 14, finding 7). Documents get a Content-Security-Policy
// with a fresh nonce per response (entry.server hands it to Remix's inline scripts; the board page
// cache puts a new one in every hit); every other response (.data, resource routes, errors, the
// 403/413 answers of server.mjs's own middlewares, static files) gets the same headers with the
// nonce-less policy, filled in just before its headers are written (securityHeadersMiddleware).
//
// The policy: scripts only from our origin plus the nonced inline ones (Remix's context and route
// imports, React's streaming chunks); styles only from our style sheets — no `style=` attribute
// anywhere in the server-rendered HTML (React's client-side style updates go through the CSSOM,
// which CSP does not govern); images only ours (/banners/*.svg, no data: URIs); no plug-ins, no
// <base>, no framing, forms post only to us.
import { randomBytes } from "node:crypto";

/** 128 random bits, base64url (22 characters of [A-Za-z0-9_-]: safe in a header, an attribute and a RegExp). */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers every response carries (the CSP is added beside them). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
};

/** A document: the headers, its nonce's policy, and never stored (signed-in pages, CSRF tokens, commandIds). */
export function setDocumentHeaders(headers: Headers, nonce: string) {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) headers.set(k, v);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Cache-Control", "no-store");
}

/** A single-fetch `.data` response (loaders' data or an action's result): the same headers, no-store. */
export function setDataHeaders(headers: Headers) {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) headers.set(k, v);
  headers.set("Content-Security-Policy", contentSecurityPolicy());
  headers.set("Cache-Control", "no-store");
}

interface Req {
  method: string;
}
interface Res {
  hasHeader(name: string): boolean;
  setHeader(name: string, value: string): unknown;
  writeHead: (...args: never[]) => unknown;
}

/**
 * Express middleware, first in server.mjs: whatever answers the request (a static file, a resource
 * route's download, an error, another middleware's 403/413), the headers it did not set itself are
 * filled in just before they are written. Static files keep their own Cache-Control; a response
 * without one is not to be stored.
 */
export function securityHeadersMiddleware(_req: Req, res: Res, next: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: unknown, ...args: never[]) {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!res.hasHeader(k)) res.setHeader(k, v);
    if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", contentSecurityPolicy());
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as Res["writeHead"];
  next();
}
