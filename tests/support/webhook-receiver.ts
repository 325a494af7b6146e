// A real HTTP receiver on 127.0.0.1 for webhook tests: records every request; `behave` decides
// the answer (status, hang, or drop the connection) per request.
import { createServer, type IncomingMessage, type Server } from "node:http";

export interface Received {
  n: number;
  headers: IncomingMessage["headers"];
  body: string;
  answered: number | "hang" | "drop";
}

export type Behaviour = (n: number, body: string) => number | "hang" | "drop";

export class WebhookReceiver {
  readonly requests: Received[] = [];
  behave: Behaviour = () => 200;
  #server: Server;
  #port = 0;

  private constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const n = this.requests.length + 1;
        const answer = this.behave(n, body);
        this.requests.push({ n, headers: req.headers, body, answered: answer });
        if (answer === "hang") return; // never answers: the dispatcher's timeout must fire
        if (answer === "drop") return req.socket.destroy();
        res.writeHead(answer, { "content-type": "text/plain" }).end("ok");
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const r = new WebhookReceiver();
    await new Promise<void>((resolve) => r.#server.listen(0, "127.0.0.1", resolve));
    r.#port = (r.#server.address() as { port: number }).port;
    return r;
  }

  get url() {
    return `http://127.0.0.1:${this.#port}/hook`;
  }

  /** Successful deliveries per X-Girassol-Delivery (event id). */
  okByEvent(): Map<string, number> {
    const m = new Map<string, number>();
    for (const r of this.requests) {
      if (typeof r.answered === "number" && r.answered >= 200 && r.answered < 300) {
        const id = String(r.headers["x-girassol-delivery"]);
        m.set(id, (m.get(id) ?? 0) + 1);
      }
    }
    return m;
  }

  /** The receiver goes down: its port refuses connections until `restart()`. */
  async stop() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Back up on the same port. */
  async restart() {
    await new Promise<void>((resolve) => this.#server.listen(this.#port, "127.0.0.1", resolve));
  }

  async close() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
