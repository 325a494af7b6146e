// Requests fetch() will not send (issue 14, finding 8 and 2): any method (TRACE is forbidden to
// fetch), any Content-Type and body bytes as given, a declared Content-Length that is never sent,
// and a chunked body streamed until the server answers (to show it answers before the end).
import { Agent, request, type IncomingHttpHeaders } from "node:http";

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes written before the answer came (or all of them). */
  sent: number;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A body sent whole (Content-Length set from it unless given in headers). */
  body?: Buffer | string;
  /** A body streamed chunked (no Content-Length), `chunk` after `chunk`, until an answer comes or `upTo` bytes are sent. */
  stream?: { chunk: Buffer; upTo: number; prefix?: Buffer };
  /** Headers only: the body the headers announce is never sent (for a declared Content-Length). */
  withholdBody?: boolean;
}

// Keep-alive, as browsers and fetch() send: a client that asks for "Connection: close" has its
// connection closed by Node right after an early answer (before its body ends), which may reset it.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export function rawRequest(baseUrl: string, path: string, o: RawOptions = {}): Promise<RawReply> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { ...o.headers };
  if (o.body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === "content-length"))
    headers["content-length"] = String(Buffer.byteLength(o.body));
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: o.method ?? "POST", headers, agent });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within 30 s: ${o.method ?? "POST"} ${path}`)), 30_000);
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), sent });
        // A body still being written when the answer came: that connection is not reused.
        if (!req.writableFinished) req.destroy();
      });
      res.on("error", reject);
    });
    req.on("error", (e) => {
      clearTimeout(timer);
      // Writing after the server answered and stopped reading: the answer is what counts.
      if (!answered) reject(e);
    });
    if (o.withholdBody) {
      req.flushHeaders();
      return;
    }
    if (o.stream) {
      const { chunk, upTo, prefix } = o.stream;
      void (async () => {
        if (prefix) {
          sent += prefix.length;
          req.write(prefix);
        }
        while (!answered && sent < upTo && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise<void>((r) => req.once("drain", () => r()).once("close", () => r()));
          else await new Promise((r) => setImmediate(r)); // lets an answer in between chunks
        }
        if (!answered && !req.destroyed) req.end();
      })();
      return;
    }
    if (o.body !== undefined) sent = Buffer.byteLength(o.body);
    req.end(o.body);
  });
}
