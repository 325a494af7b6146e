// The mail adapter over TLS (issue 20): against a local SMTP server that offers STARTTLS with a
// self-signed certificate made by openssl, the client upgrades the connection before it sends the
// password — EHLO → STARTTLS → EHLO → AUTH PLAIN → MAIL/RCPT/DATA, all after the handshake — with
// the UTF-8 subject encoded (RFC 2047); the certificate is checked (an untrusted one is an error,
// nothing sent), and smtps:// speaks TLS from the first byte.
import { networkInterfaces } from "node:os";
import { createServer as createTlsServer } from "node:tls";
import { afterEach, beforeAll, expect, it } from "vitest";
import { sendSmtp } from "../../app/lib/mail/smtp-client.server";
import { selfSignedCert, startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";

let cert: { key: string; cert: string };
let smtp: FakeSmtp | undefined;
beforeAll(() => {
  cert = selfSignedCert();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const message = { to: "joão@exemplo.com.br", subject: "Girassol: sua proposta está pronta ☀", text: "Olá, João.\nAté já." };
const decoded = (subject: string) => {
  const m = subject.match(/^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/);
  return m ? Buffer.from(m[1]!, "base64").toString("utf8") : subject;
};

it("upgrades with STARTTLS before AUTH PLAIN and sends the envelope and a UTF-8 subject over TLS", async () => {
  smtp = await startFakeSmtp({ tls: cert });
  await sendSmtp(`smtp://usuário:s%40nha@127.0.0.1:${smtp.port}`, "Girassol <nao-responda@girassol.app>", message, "id-tls@girassol", {
    ca: cert.cert,
  });
  expect(smtp.commands).toEqual([
    "EHLO girassol",
    "STARTTLS",
    "tls EHLO girassol",
    `tls AUTH PLAIN ${Buffer.from("\0usuário\0s@nha").toString("base64")}`,
    "tls MAIL FROM:<nao-responda@girassol.app>",
    "tls RCPT TO:<joão@exemplo.com.br>",
    "tls DATA",
    "tls QUIT",
  ]);
  const [head, body] = smtp.data.split("\r\n\r\n");
  const subject = head!
    .split("\r\n")
    .find((l) => l.startsWith("Subject: "))!
    .slice("Subject: ".length);
  expect(subject).toMatch(/^=\?UTF-8\?B\?/);
  expect(decoded(subject)).toBe(message.subject);
  expect(head).toContain("Content-Type: text/plain; charset=utf-8");
  expect(Buffer.from(body!.replace(/\r\n/g, ""), "base64").toString("utf8")).toBe(message.text);
});

it("refuses a certificate it cannot trust: the handshake fails and no password or message is sent", async () => {
  smtp = await startFakeSmtp({ tls: cert });
  await expect(sendSmtp(`smtp://u:p@127.0.0.1:${smtp.port}`, "a@b.c", message, "id-untrusted@girassol")).rejects.toThrow(/self[- ]signed/i);
  expect(smtp.commands).toEqual(["EHLO girassol", "STARTTLS"]);
});

it("a server that refuses the credentials over TLS is an error (the caller records the mail as failed)", async () => {
  smtp = await startFakeSmtp({ tls: cert, refuseAuth: true });
  await expect(sendSmtp(`smtp://u:p@127.0.0.1:${smtp.port}`, "a@b.c", message, "id-auth@girassol", { ca: cert.cert })).rejects.toThrow(/535/);
  expect(smtp.commands.some((c) => c.startsWith("tls MAIL"))).toBe(false);
});

it("smtps:// speaks TLS from the first byte (implicit TLS, port 465 style)", async () => {
  const lines: string[] = [];
  const server = createTlsServer({ key: cert.key, cert: cert.cert }, (socket) => {
    socket.setEncoding("utf8");
    socket.write("220 tls ESMTP\r\n");
    let buffer = "";
    let inData = false;
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          }
          continue;
        }
        lines.push(line);
        const verb = line.split(" ")[0]!;
        if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else if (verb === "AUTH") socket.write("235 ok\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as { port: number }).port;
  try {
    await sendSmtp(`smtps://u:p@127.0.0.1:${port}`, "a@b.c", message, "id-smtps@girassol", { ca: cert.cert });
    expect(lines.map((l) => l.split(" ")[0])).toEqual(["EHLO", "AUTH", "MAIL", "RCPT", "DATA", "QUIT"]);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

// A non-loopback address of this machine, where a server without STARTTLS must not get the password.
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

it.skipIf(!lanAddress)("does not send the password in clear text to a server off this machine that offers no STARTTLS", async () => {
  smtp = await startFakeSmtp({ host: lanAddress });
  await expect(sendSmtp(`smtp://u:p@${lanAddress}:${smtp.port}`, "a@b.c", message, "id-plain@girassol")).rejects.toThrow(/sem criptografia/);
  expect(smtp.commands).toEqual(["EHLO girassol"]);
});
