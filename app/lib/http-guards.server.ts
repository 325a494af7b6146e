// Express middleware before the Remix handler (server.mjs, issue 14 findings 2 and 8): the methods
// the app answers, the body types its forms send, and a size limit on every request body, enforced
// on the declared Content-Length at once and on the bytes as they arrive (chunked bodies).
//
// How the bytes are counted: @remix-run/express builds the Fetch Request's body from the Node
// request stream (createReadableStreamFromReadable(req): 'data' events). Node's HTTP parser hands
// each body chunk to `req.push(chunk)` as it comes off the socket; the guard wraps that push, so a
// chunk is counted before it enters any buffer, and nothing past the limit is kept.
// - Forms (every route but the two upload routes): the body is held here, up to the limit
//   (1 MB), and handed on only once complete; multipart bodies are parsed once here (the same
//   parser as request.formData()), so a malformed one is a 400 before any loader or action runs.
//   Over the limit: 413 at once, the rest of the body read and dropped, never kept.
// - Uploads (customer CSV, archive files) with a body larger than a form or of unknown length:
//   streamed through (the routes write files to disk as they read), counted, the multipart shape
//   checked chunk by chunk before the route's parser sees it (MultipartShape); past the limit or
//   malformed, the answer is 413/400 from here and the route's reader sees an error, never a
//   clean end.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CSV_MAX_BYTES } from "../../domain/customer";
import { MAX_FILE_BYTES } from "../../domain/archive";
import { TABLE_FILE_MAX_BYTES } from "../../domain/tables/values";
import { CATALOGUE_MAX_BYTES } from "../../domain/catalogue-import";
import { MAX_LOGO_BYTES } from "../../domain/proposal-defaults/logo";
import { refusalBody } from "./http-refusal.server";
import { VERIFY_MAX_BYTES } from "./pdf/verification-limits";

const MB = 1024 * 1024;
/** Urlencoded and multipart forms without files. The largest form of ours (bulk actions over a page of ids) is far below. */
export const FORM_BODY_LIMIT = 1 * MB;
/** Multipart framing and the form's other fields, on top of the file itself. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** The routes that take files, and their limits (the documented file limits plus framing). */
export const UPLOAD_ROUTES: readonly { path: RegExp; limit: number }[] = [
  { path: /^\/upload-de-clientes(?:\.data)?\/?$/, limit: CSV_MAX_BYTES + MULTIPART_OVERHEAD },
  { path: /^\/arquivos\/[^/]+?(?:\.data)?\/?$/, limit: MAX_FILE_BYTES + MULTIPART_OVERHEAD },
  { path: /^\/tabelas\/(?:irradiacao|tarifas)\/upload(?:\.data)?\/?$/, limit: TABLE_FILE_MAX_BYTES + MULTIPART_OVERHEAD },
  // Catalogue files (issue 15, docs/catalogue-imports.md): 20 MB, written to disk as they arrive.
  {
    path: /^\/(?:modulos|inversores|equipamentos)\/upload(?:\.data)?\/?$|^\/upload-de-kits(?:\.data)?\/?$/,
    limit: CATALOGUE_MAX_BYTES + MULTIPART_OVERHEAD,
  },
  // The company's proposal logo (docs/proposals.md): 2 MB, PNG or JPEG.
  { path: /^\/personalizar-proposta\/[^/]+?(?:\.data)?\/?$/, limit: MAX_LOGO_BYTES + MULTIPART_OVERHEAD },
  // A proposal PDF to verify (issue 17, /proposta/verificacao): 10 MB, hashed and dropped.
  { path: /^\/proposta\/verificacao(?:\.data)?\/?$/, limit: VERIFY_MAX_BYTES + MULTIPART_OVERHEAD },
];
/** After a refusal the rest of the body is read and dropped for this long at most, then the connection is closed. */
const DRAIN_MS = 5_000;

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export const GUARD_MSG = {
  method: "Método não permitido.",
  contentType: "Tipo de conteúdo não aceito: os formulários são enviados como application/x-www-form-urlencoded ou multipart/form-data.",
  boundary: "Formulário inválido: o envio multipart não traz um separador (boundary) válido.",
  malformed: "Formulário inválido: o corpo do envio está malformado ou incompleto.",
  badLength: "Cabeçalho Content-Length inválido.",
  tooLarge: (limit: number) => `O envio passa do limite de ${formatMb(limit)}.`,
};

function formatMb(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(2).replace(".", ",")} MB`;
}

type Req = IncomingMessage & { path?: string };
type Next = (err?: unknown) => void;
type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/** Responses this guard answered itself (a route still reading the body may fail after it). */
const answered = new WeakSet<ServerResponse>();

function pathOf(req: Req): string {
  return req.path ?? (req.url ?? "/").split("?")[0]!;
}

/** The 413's message: an upload route's documented file limit (what its page says, framing not counted), else the form limit. */
export function tooLargeMessage(limit: number): string {
  return GUARD_MSG.tooLarge(limit > FORM_BODY_LIMIT ? limit - MULTIPART_OVERHEAD : limit);
}

export function bodyLimitFor(path: string, multipart: boolean): { limit: number; upload: boolean } {
  if (multipart) for (const r of UPLOAD_ROUTES) if (r.path.test(path)) return { limit: r.limit, upload: true };
  return { limit: FORM_BODY_LIMIT, upload: false };
}

/** The boundary of a multipart/form-data Content-Type (RFC 2046: 1-70 characters), or null. */
export function multipartBoundary(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  const b = m ? (m[1] ?? m[2])! : null;
  return b && /^[0-9A-Za-z'()+_,\-./:=? ]+$/.test(b) && !b.endsWith(" ") ? b : null;
}

function refuse(req: Req, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (answered.has(res) || res.headersSent) return;
  answered.add(res);
  res.statusCode = status;
  // A browser's form post gets a page with a link back; JSON clients JSON; others the plain message.
  const { contentType, body } = refusalBody(status, message, { accept: req.headers.accept, referer: req.headers.referer, host: req.headers.host });
  res.setHeader("Content-Type", contentType);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  // Answered before the body ended: Node would close a "Connection: close" connection at once,
  // with the client's bytes unread, and the reset can lose this answer; it stays open while the
  // rest is dropped (bounded by DRAIN_MS below).
  if (!req.complete) res.setHeader("Connection", "keep-alive");
  res.end(body);
  // The body not read yet is dropped as it comes (Node reads and discards it after the answer);
  // a client that keeps sending loses the connection.
  if (!req.complete) {
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, DRAIN_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.socket.once("close", () => clearTimeout(timer));
  }
}

/** The guard: methods, content types, body limits. Mounted first in server.mjs. */
export function httpGuards(req: Req, res: ServerResponse, next: Next): void {
  const method = (req.method ?? "").toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return refuse(req, res, 405, GUARD_MSG.method, { Allow: ALLOWED_METHODS.join(", ") });
  }
  const contentType = String(req.headers["content-type"] ?? "");
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const multipart = mediaType === "multipart/form-data";
  const path = pathOf(req);
  const { limit, upload } = bodyLimitFor(path, multipart);
  const declared = req.headers["content-length"];
  const length = declared === undefined ? null : Number(declared);
  if (length !== null && !(Number.isSafeInteger(length) && length >= 0)) return refuse(req, res, 400, GUARD_MSG.badLength);
  if (length !== null && length > limit) return refuse(req, res, 413, tooLargeMessage(limit));
  // GET and HEAD bodies are never read by the app (and are small or refused above).
  if (method !== "POST") return next();

  const hasBody = (length ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (mediaType !== "application/x-www-form-urlencoded" && !multipart) {
    // A POST with no body and no type (a bare `fetch(url, { method: "POST" })`) reads as an empty form.
    if (!(mediaType === "" && !hasBody)) return refuse(req, res, 415, GUARD_MSG.contentType);
  }
  const boundary = multipart ? multipartBoundary(contentType) : null;
  if (multipart && !boundary) return refuse(req, res, 400, GUARD_MSG.boundary);
  if (req.complete || req.readableEnded) return next(); // no body to wait for (it came with the headers)

  if (upload && (length === null || length > FORM_BODY_LIMIT)) streamUpload(req, res, next, limit, boundary!);
  else holdForm(req, res, next, limit, multipart ? contentType : null);
}

/** Wraps the request's push; returns the original and a restore function. */
function wrapPush(req: Req, push: Push): { original: Push; restore: () => void } {
  const original = req.push.bind(req) as Push;
  (req as unknown as { push: Push }).push = push;
  return { original, restore: () => delete (req as unknown as { push?: Push }).push };
}

const asBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

/** A form body: held here (at most `limit` bytes), checked, then handed on whole. */
function holdForm(req: Req, res: ServerResponse, next: Next, limit: number, multipartType: string | null) {
  const chunks: Buffer[] = [];
  let size = req.readableLength; // bytes already buffered by the stream, if any
  let over = size > limit;
  if (over) return refuse(req, res, 413, tooLargeMessage(limit));
  const { original, restore } = wrapPush(req, (chunk, encoding) => {
    if (chunk === null) {
      restore();
      if (over) return original(null);
      void handOn();
      return false;
    }
    if (over) return true; // dropped
    const buf = asBuffer(chunk, encoding);
    size += buf.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
      refuse(req, res, 413, tooLargeMessage(limit));
      return true;
    }
    chunks.push(buf);
    return true;
  });
  req.once("close", () => {
    if (!req.complete) chunks.length = 0;
  });

  async function handOn() {
    if (multipartType) {
      try {
        await new Response(Buffer.concat(chunks), { headers: { "Content-Type": multipartType } }).formData();
      } catch {
        chunks.length = 0;
        return refuse(req, res, 400, GUARD_MSG.malformed);
      }
    }
    for (const c of chunks) original(c);
    chunks.length = 0;
    original(null);
    next();
  }
}

/**
 * The shape of a multipart/form-data body, checked as it streams (RFC 7578 / 2046): the opening
 * delimiter first, after each delimiter a header block (header lines, one of them
 * `Content-Disposition: form-data; name=…`, at most 16 KB) then the part's bytes, up to the closing
 * delimiter and its line end. `feed` answers false from the first byte that breaks it, so a chunk
 * can be checked before a parser downstream sees it.
 */
export class MultipartShape {
  private state: "start" | "after" | "headers" | "body" | "closed" = "start";
  private pending = Buffer.alloc(0);
  private readonly first: Buffer;
  private readonly delimiter: Buffer;
  private epilogue = 0;
  static readonly MAX_HEADERS = 16 * 1024;

  constructor(boundary: string) {
    this.first = Buffer.from(`--${boundary}`, "latin1");
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  feed(chunk: Buffer): boolean {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    let pos = 0;
    while (pos < data.length) {
      const rest = data.length - pos;
      switch (this.state) {
        case "start":
          if (rest < this.first.length) return this.wait(data, pos);
          if (!data.subarray(pos, pos + this.first.length).equals(this.first)) return false;
          pos += this.first.length;
          this.state = "after";
          break;
        case "after": {
          if (rest < 2) return this.wait(data, pos);
          const two = data.toString("latin1", pos, pos + 2);
          if (two === "--") this.state = "closed";
          else if (two === "\r\n") this.state = "headers";
          else return false;
          pos += 2;
          break;
        }
        case "headers": {
          if (data[pos] === 13 && rest >= 2 && data[pos + 1] === 10) return false; // a part without headers
          const end = data.indexOf("\r\n\r\n", pos, "latin1");
          if (end === -1) return rest > MultipartShape.MAX_HEADERS ? false : this.wait(data, pos);
          if (end - pos > MultipartShape.MAX_HEADERS || !validHeaders(data.toString("latin1", pos, end))) return false;
          pos = end + 4;
          this.state = "body";
          break;
        }
        case "body": {
          const at = data.indexOf(this.delimiter, pos);
          if (at === -1) return this.wait(data, Math.max(pos, data.length - (this.delimiter.length - 1)));
          pos = at + this.delimiter.length;
          this.state = "after";
          break;
        }
        case "closed":
          // Only the line end after the closing delimiter (what browsers and fetch send).
          for (; pos < data.length; pos++, this.epilogue++) if ((data[pos] !== 13 && data[pos] !== 10) || this.epilogue >= 2) return false;
          break;
      }
    }
    return true;
  }

  /** The body ended: true when it ended after its closing delimiter. */
  end(): boolean {
    return this.state === "closed" && this.pending.length === 0;
  }

  private wait(data: Buffer, from: number): true {
    this.pending = Buffer.from(data.subarray(from));
    return true;
  }
}

function validHeaders(block: string): boolean {
  const lines = block.split("\r\n");
  return (
    lines.every((l) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[^\r\n]*$/.test(l)) &&
    lines.some((l) => /^content-disposition:\s*form-data\s*;(.*;)?\s*name=("[^"]*"|[^;\s]+)/i.test(l))
  );
}

/** The error a route reading a refused body gets: the client has its 413/400 already, so it is not logged. */
export class BodyRefused extends Error {
  override name = "BodyRefused";
}

/** Whether `error` (or one of its causes) is a refused body. */
export function isBodyRefusal(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e instanceof BodyRefused) return true;
  return false;
}

/** An upload body: passed on as it arrives, counted, its shape checked; refused from here when it fails. */
function streamUpload(req: Req, res: ServerResponse, next: Next, limit: number, boundary: string) {
  const shape = new MultipartShape(boundary);
  const keep = boundary.length + 8; // "\r\n--boundary--\r\n", held back until the end
  let size = req.readableLength;
  let tail = Buffer.alloc(0);
  let failed = false;

  const fail = (status: number, message: string) => {
    failed = true;
    tail = Buffer.alloc(0);
    refuse(req, res, status, message);
    // The route reading the body gets an error, never a clean end of a cut body.
    const error = new BodyRefused(message);
    const poison = () => req.listenerCount("error") > 0 && (req.emit("error", error), true);
    if (!poison()) req.on("newListener", (event) => event === "error" && setImmediate(poison));
  };

  const { original, restore } = wrapPush(req, (chunk, encoding) => {
    if (failed) return true; // dropped
    if (chunk === null) {
      if (!shape.end()) {
        fail(400, GUARD_MSG.malformed);
        return false;
      }
      restore();
      original(tail);
      return original(null);
    }
    const buf = asBuffer(chunk, encoding);
    size += buf.length;
    if (size > limit) {
      fail(413, tooLargeMessage(limit));
      return true;
    }
    // Checked before the route's parser sees it.
    if (!shape.feed(buf)) {
      fail(400, GUARD_MSG.malformed);
      return true;
    }
    const all = tail.length ? Buffer.concat([tail, buf]) : buf;
    if (all.length <= keep) {
      tail = all;
      return true;
    }
    tail = Buffer.from(all.subarray(all.length - keep));
    return original(all.subarray(0, all.length - keep));
  });
  req.once("close", () => {
    if (!req.complete) restore();
  });
  next();
}

/**
 * Express error middleware after the Remix handler: a route that was still reading a body this
 * guard refused fails once the answer (413/400) is already sent; that failure is not answered again.
 */
export function httpGuardErrors(err: unknown, _req: Req, res: ServerResponse, next: Next): void {
  if (answered.has(res)) return;
  next(err);
}
