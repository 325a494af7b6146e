// A nats-server of the test's own (random port, own JetStream store dir), so a test can stop and
// restart it without touching the shared server on 4222.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.NATS_SERVER_BIN ?? "/usr/sbin/nats-server";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = new Socket();
    sock.once("connect", () => {
      sock.destroy();
      resolve(true);
    });
    sock.once("error", () => resolve(false));
    sock.connect(port, "127.0.0.1");
  });
}

export class PrivateNats {
  #proc: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    readonly storeDir: string,
  ) {}

  static async start(): Promise<PrivateNats> {
    const n = new PrivateNats(await freePort(), mkdtempSync(join(tmpdir(), "girassol-nats-")));
    await n.restart();
    return n;
  }

  get url() {
    return `127.0.0.1:${this.port}`;
  }

  /** Starts the server (same port, same store) and waits until it accepts connections. */
  async restart() {
    if (this.#proc) throw new Error("already running");
    this.#proc = spawn(BIN, ["-a", "127.0.0.1", "-p", String(this.port), "-js", "-sd", this.storeDir], {
      stdio: "ignore",
    });
    const deadline = Date.now() + 10_000;
    while (!(await accepting(this.port))) {
      if (Date.now() > deadline) throw new Error(`nats-server did not start on ${this.port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Graceful stop (SIGTERM), waiting for the process to exit. */
  async stop() {
    const p = this.#proc;
    if (!p) return;
    this.#proc = null;
    await new Promise<void>((resolve) => {
      p.once("exit", () => resolve());
      p.kill("SIGTERM");
      setTimeout(() => p.kill("SIGKILL"), 5000).unref();
    });
  }

  async destroy() {
    await this.stop();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}
