// The mail port's SMTP adapter against a real SMTP server on loopback (a small in-process one that
// speaks the protocol's happy path and records what it received): greeting, EHLO, AUTH PLAIN,
// MAIL/RCPT/DATA, and the message's headers and UTF-8 body; a refused recipient is an error.
import { createServer, type Server } from "node:net";
import { afterEach, expect, it } from "vitest";
import { sendSmtp } from "../../app/lib/mail/smtp-client.server";

interface Received {
  commands: string[];
  data: string;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function fakeSmtp(opts: { refuseRcpt?: boolean } = {}): Promise<{ port: number; received: Received }> {
  const received: Received = { commands: [], data: "" };
  server = createServer((socket) => {
    socket.setEncoding("utf8");
    let inData = false;
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        received.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write("250 queued\r\n");
      }
      let i: number;
      while (!inData && (i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        received.commands.push(line);
        const verb = line.split(" ")[0]!.toUpperCase();
        if (verb === "EHLO") socket.write("250-fake\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n");
        else if (verb === "AUTH") socket.write("235 ok\r\n");
        else if (verb === "MAIL") socket.write("250 ok\r\n");
        else if (verb === "RCPT") socket.write(opts.refuseRcpt ? "550 no such user\r\n" : "250 ok\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("502 ?\r\n");
      }
    });
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
  return { port: (server!.address() as { port: number }).port, received };
}

it("delivers a message with AUTH PLAIN, the envelope and a UTF-8 body", async () => {
  const { port, received } = await fakeSmtp();
  await sendSmtp(
    `smtp://usuario:s%40nha@127.0.0.1:${port}`,
    "Girassol <nao-responda@girassol.app>",
    { to: "ana@exemplo.com", subject: "Girassol: criar uma nova senha", text: "Olá, Ana.\nLink: https://x/recuperacao" },
    "id-1@girassol",
  );
  expect(received.commands[0]).toBe("EHLO girassol");
  expect(received.commands[1]).toBe(`AUTH PLAIN ${Buffer.from("\0usuario\0s@nha").toString("base64")}`);
  expect(received.commands[2]).toBe("MAIL FROM:<nao-responda@girassol.app>");
  expect(received.commands[3]).toBe("RCPT TO:<ana@exemplo.com>");
  expect(received.commands[4]).toBe("DATA");
  expect(received.data).toContain("To: ana@exemplo.com");
  expect(received.data).toContain("Message-ID: <id-1@girassol>");
  const body = received.data.split("\r\n\r\n")[1]!.replace(/\r\n/g, "");
  expect(Buffer.from(body, "base64").toString("utf8")).toBe("Olá, Ana.\nLink: https://x/recuperacao");
});

it("a refused recipient is an error (the caller logs the mail as failed)", async () => {
  const { port } = await fakeSmtp({ refuseRcpt: true });
  await expect(sendSmtp(`smtp://127.0.0.1:${port}`, "a@b.c", { to: "x@y.z", subject: "s", text: "t" }, "id-2@girassol")).rejects.toThrow(/550/);
});

it("an address with a line break is refused before anything is sent", async () => {
  const { port, received } = await fakeSmtp();
  await expect(
    sendSmtp(`smtp://127.0.0.1:${port}`, "a@b.c", { to: "x@y.z\r\nRCPT TO:<z@evil>", subject: "s", text: "t" }, "id-3@girassol"),
  ).rejects.toThrow(/endereço inválido/);
  expect(received.commands.some((c) => c.includes("evil"))).toBe(false);
});
