// A minimal SMTP client (RFC 5321) for the mail port's real adapter: no dependency, one message per
// connection. SMTP_URL is `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
// `smtps://user:pass@host:465` (TLS from the start); AUTH PLAIN when the URL has a user.
import { isIP, connect as netConnect, type Socket } from "node:net";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import type { MailMessage } from "./mail.server";

const TIMEOUT_MS = 10_000;

/** Reads SMTP replies line by line; a reply ends with "NNN " (a space after the code). */
class ReplyReader {
  private buffer = "";
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: ((e: Error) => void) | null = null;
  private lines: string[] = [];

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket) {
    this.socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.feed(chunk));
    socket.on("error", (e) => this.failed?.(e));
    socket.on("close", () => this.failed?.(new Error("SMTP: conexão fechada")));
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    let i: number;
    while ((i = this.buffer.indexOf("\r\n")) >= 0) {
      const line = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 2);
      this.lines.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.join("\n") };
        this.lines = [];
        const w = this.waiting;
        this.waiting = null;
        w?.(reply);
      }
    }
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("SMTP: tempo esgotado")), TIMEOUT_MS);
      this.waiting = (r) => {
        clearTimeout(timer);
        resolve(r);
      };
      this.failed = (e) => {
        clearTimeout(timer);
        reject(e);
      };
    });
  }

  async command(line: string | null, expect: number[]): Promise<string> {
    const reply = this.next();
    if (line !== null) this.socket.write(`${line}\r\n`);
    const r = await reply;
    if (!expect.includes(r.code)) throw new Error(`SMTP: ${line?.split(" ")[0] ?? "saudação"} respondeu ${r.text}`);
    return r.text;
  }
}

/** Encodes a header value with non-ASCII characters (RFC 2047, base64). */
const header = (v: string) => (/^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, "utf8").toString("base64")}?=`);
/** Refuses CR/LF in an address: a header injection would add recipients. */
const address = (v: string) => {
  if (/[\r\n<>]/.test(v)) throw new Error("SMTP: endereço inválido");
  return v;
};
/** A header line must stay one line ("Nome <e-mail>" is fine). */
const oneLine = (v: string) => {
  if (/[\r\n]/.test(v)) throw new Error("SMTP: endereço inválido");
  return v;
};

/** The message as sent after DATA: headers, base64 UTF-8 text body, dot-stuffing not needed for base64. */
export function formatMessage(m: MailMessage, from: string, date: Date, messageId: string): string {
  const body = Buffer.from(m.text, "utf8")
    .toString("base64")
    .replace(/.{1,76}/g, "$&\r\n");
  return [
    `From: ${oneLine(from)}`,
    `To: ${address(m.to)}`,
    `Subject: ${header(m.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    body,
  ].join("\r\n");
}

/** Extra trust for the server's certificate (a test's self-signed one); production trusts the system CAs (or NODE_EXTRA_CA_CERTS). */
export interface SmtpTlsOptions {
  ca?: string;
}

const isLoopback = (host: string) => host === "localhost" || host === "::1" || /^127\./.test(host);

export async function sendSmtp(url: string, from: string, m: MailMessage, messageId: string, tls: SmtpTlsOptions = {}): Promise<void> {
  const u = new URL(url);
  const secure = u.protocol === "smtps:";
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const port = Number(u.port || (secure ? 465 : 587));
  // The certificate is checked against `host` (an IP is matched to the certificate's IP entries);
  // SNI carries names only (RFC 6066), so an IP host sends none.
  const verify = { host, ...(isIP(host) ? {} : { servername: host }), ...(tls.ca ? { ca: tls.ca } : {}) };
  let socket: Socket | TLSSocket = secure ? tlsConnect({ ...verify, port }) : netConnect({ host, port });
  const reader = new ReplyReader(socket);
  try {
    await reader.command(null, [220]);
    let ehlo = await reader.command("EHLO girassol", [250]);
    let encrypted = secure;
    if (!secure && /STARTTLS/i.test(ehlo)) {
      await reader.command("STARTTLS", [220]);
      socket.removeAllListeners("data");
      socket = tlsConnect({ ...verify, socket });
      reader.attach(socket);
      ehlo = await reader.command("EHLO girassol", [250]);
      encrypted = true;
    }
    if (u.username) {
      // A password never crosses the network in clear text; a relay on this machine may go without TLS.
      if (!encrypted && !isLoopback(host)) throw new Error("SMTP: o servidor não oferece STARTTLS; a senha não é enviada sem criptografia");
      const plain = Buffer.from(`\0${decodeURIComponent(u.username)}\0${decodeURIComponent(u.password)}`).toString("base64");
      await reader.command(`AUTH PLAIN ${plain}`, [235]);
    }
    await reader.command(`MAIL FROM:<${address(from.replace(/^.*<|>$/g, ""))}>`, [250]);
    await reader.command(`RCPT TO:<${address(m.to)}>`, [250, 251]);
    await reader.command("DATA", [354]);
    await reader.command(`${formatMessage(m, from, new Date(), messageId)}\r\n.`, [250]);
    await reader.command("QUIT", [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
