// A small SMTP server on loopback for the mail adapter's tests: it speaks the happy path (EHLO,
// STARTTLS when given a certificate, AUTH PLAIN, MAIL/RCPT/DATA, QUIT) and records each command with
// whether it arrived over TLS, so a test can tell the credentials never crossed in clear text.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TLSSocket } from "node:tls";

export interface FakeSmtpOptions {
  /** Offer STARTTLS with this key and certificate. */
  tls?: { key: string; cert: string };
  refuseRcpt?: boolean;
  refuseAuth?: boolean;
  /** The address to listen on (127.0.0.1 unless given). */
  host?: string;
}

export interface FakeSmtp {
  port: number;
  /** Each command line, prefixed "tls " when it came after the TLS handshake. */
  commands: string[];
  /** The DATA of the last message (without the final dot). */
  data: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made by the openssl command line (valid one day). */
export function selfSignedCert(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "fake-smtp-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"].concat([
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeSmtp(opts: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const state = { commands: [] as string[], data: "" };
  const sockets = new Set<Socket>();
  const server: Server = createServer((plain) => {
    sockets.add(plain);
    plain.on("close", () => sockets.delete(plain));
    plain.on("error", () => undefined);
    let socket: Socket = plain;
    let secure = false;
    let inData = false;
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        state.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write("250 queued\r\n");
      }
      let i: number;
      while (!inData && (i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        state.commands.push(secure ? `tls ${line}` : line);
        const verb = line.split(" ")[0]!.toUpperCase();
        if (verb === "EHLO") {
          const offer = opts.tls && !secure ? "250-STARTTLS\r\n" : "";
          socket.write(`250-fake\r\n${offer}250-AUTH PLAIN\r\n250 8BITMIME\r\n`);
        } else if (verb === "STARTTLS" && opts.tls && !secure) {
          socket.write("220 go ahead\r\n");
          // From here the same TCP connection carries TLS; the server's side of the handshake.
          plain.removeListener("data", onData);
          const tls = new TLSSocket(plain, { isServer: true, key: opts.tls.key, cert: opts.tls.cert });
          tls.on("error", () => undefined);
          tls.on("data", onData);
          socket = tls;
          secure = true;
          buffer = "";
          return;
        } else if (verb === "AUTH") socket.write(opts.refuseAuth ? "535 bad credentials\r\n" : "235 ok\r\n");
        else if (verb === "MAIL") socket.write("250 ok\r\n");
        else if (verb === "RCPT") socket.write(opts.refuseRcpt ? "550 no such user\r\n" : "250 ok\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("502 ?\r\n");
      }
    };
    plain.on("data", onData);
    plain.write("220 fake ESMTP\r\n");
  });
  await new Promise<void>((r) => server.listen(0, opts.host ?? "127.0.0.1", () => r()));
  return {
    port: (server.address() as { port: number }).port,
    get commands() {
      return state.commands;
    },
    get data() {
      return state.data;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
