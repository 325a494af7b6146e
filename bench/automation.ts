// Automation latency (issue 5): p50/p99 from a command (MoveItem through the command handler) to
// its business event on NATS and to its webhook request at a receiver, against floors measured in
// the same run on the same machine:
//   NATS floor:    a raw core-NATS publish → receive round trip on the same server;
//   webhook floor: a raw signed-size HTTP POST → receive on the same loopback receiver.
// The path measured: append → projections (core, dashboard, automation; LISTEN/NOTIFY wake-up) →
// automation checkpoint NOTIFY → forwarder JetStream publish + PubAck → subscriber; and the
// dispatcher fan-out → signed POST. One command at a time (latency, not throughput).
//   npx tsx bench/automation.ts     env: DATABASE_URL (server), BENCH_N (200 commands)
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { connect as natsConnect, StringCodec } from "nats";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { ProjectionRunner } from "../projections/runner";
import { allProjections } from "../projections/index";
import { registerCompany } from "../scripts/demo-seed";
import { uuidv7 } from "../eventstore/ids";
import { webhookDecider, webhookStreamId } from "../domain/webhook";
import { NatsForwarder } from "../automation/nats-forwarder";
import { WebhookDispatcher } from "../automation/webhook-dispatcher";
import { PrivateNats } from "../tests/support/private-nats";
import { createItemCommand, sendCommand, sendItemCommand } from "../tests/support/commands";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const N = Number(process.env.BENCH_N ?? 200);
const DB_NAME = `girassol_bench_auto_${randomBytes(3).toString("hex")}`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${DB_NAME}"`);
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  const nats = await PrivateNats.start();
  const database = await connect({ url: url.toString() });
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    await migrateToLatest(database.db);
    const store = createPostgresEventStore(database);
    const runner = new ProjectionRunner({ database, store, projections: allProjections });
    await runner.start();
    const forwarder = new NatsForwarder({ database, store, natsUrl: nats.url });
    await forwarder.start();
    const dispatcher = new WebhookDispatcher({ database, allowPrivate: true });
    await dispatcher.start();
    cleanup.push(
      () => dispatcher.stop(),
      () => forwarder.stop(),
      () => runner.stop(),
      () => store.close(),
    );

    // Receivers: a NATS subscription on the business subjects and an HTTP server.
    const nc = await natsConnect({ servers: nats.url });
    cleanup.unshift(() => nc.close());
    const sc = StringCodec();
    const natsSeen = new Map<string, number>();
    const hookSeen = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    const check = (id: string) => {
      if (natsSeen.has(id) && hookSeen.has(id)) waiters.get(id)?.();
    };
    nc.subscribe("girassol.*.business.>", {
      callback: (_e, m) => {
        const id = JSON.parse(sc.decode(m.data)).eventId;
        natsSeen.set(id, performance.now());
        check(id);
      },
    });
    let floorHttpResolve: (() => void) | null = null;
    const http = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const t = performance.now();
        const id = req.headers["x-girassol-delivery"];
        res.writeHead(204).end();
        if (typeof id === "string") {
          hookSeen.set(id, t);
          check(id);
        } else floorHttpResolve?.();
      });
    });
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    cleanup.unshift(() => new Promise((r) => http.close(r)));
    const hookUrl = `http://127.0.0.1:${(http.address() as { port: number }).port}/hook`;

    // Floors.
    const natsFloor: number[] = [];
    for (let i = 0; i < N; i++) {
      const subject = `floor.${i}`;
      const got = new Promise<void>((r) => {
        const s = nc.subscribe(subject, { max: 1, callback: () => r() });
        void s;
      });
      await nc.flush();
      const t0 = performance.now();
      nc.publish(subject, sc.encode(JSON.stringify({ i, pad: "x".repeat(600) })));
      await got;
      natsFloor.push(performance.now() - t0);
    }
    const httpFloor: number[] = [];
    const body = JSON.stringify({ pad: "x".repeat(700) });
    for (let i = 0; i < N; i++) {
      const got = new Promise<void>((r) => {
        floorHttpResolve = r;
      });
      const t0 = performance.now();
      const res = fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
      await got;
      httpFloor.push(performance.now() - t0);
      await (await res).body?.cancel();
    }

    // The company, one item, one webhook.
    const { companyId, managerId, columns } = await registerCompany(
      { database, store },
      {
        name: "Bench",
        plan: "ENTERPRISE",
        manager: { name: "Gerente Bench", email: `b-${uuidv7()}@x.test`, password: "Girassol123" },
      },
    );
    const manager = { actorId: managerId, companyId };
    const item = uuidv7();
    await sendItemCommand(
      store,
      manager,
      item,
      createItemCommand({ itemId: item, name: "Bench", amount: "100", ownerId: managerId, column: columns[0] }),
    );
    const hook = uuidv7();
    await database.db.insertInto("webhook_secrets").values({ webhook_id: hook, company_id: companyId, secret: "segredo-bench" }).execute();
    const created = await sendCommand(store, manager, {
      streamId: webhookStreamId(hook),
      decider: webhookDecider,
      command: {
        type: "CreateWebhook",
        webhookId: hook,
        name: "Bench",
        uri: hookUrl,
        actions: ["MOVING_BUSINESS_BETWEEN_STAGES"],
        allowPrivate: true,
      },
    });
    await runner.waitFor(created.position!, { timeoutMs: 30_000 });

    const toNats: number[] = [];
    const toHook: number[] = [];
    for (let i = 0; i < N + 10; i++) {
      const col = columns[(i + 1) % 2];
      const t0 = performance.now();
      const r = await sendItemCommand(store, manager, item, {
        type: "MoveItem",
        to: { id: col.columnId, title: col.title },
        sortKey: `a${i}`,
      });
      const id = r.events[0].id;
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`evento ${id} não chegou em 30 s`)), 30_000);
        waiters.set(id, () => {
          clearTimeout(t);
          resolve();
        });
        check(id);
      });
      waiters.delete(id);
      if (i >= 10) {
        // the first ones warm up connections and plans
        toNats.push(natsSeen.get(id)! - t0);
        toHook.push(hookSeen.get(id)! - t0);
      }
    }

    const row = (label: string, xs: number[], floor?: number[]) =>
      console.log(
        `${label.padEnd(34)} p50 ${ms(pct(xs, 50)).padStart(10)}  p99 ${ms(pct(xs, 99)).padStart(10)}` +
          (floor ? `   (×${(pct(xs, 50) / pct(floor, 50)).toFixed(0)} / ×${(pct(xs, 99) / pct(floor, 99)).toFixed(0)} the floor)` : ""),
      );
    console.log(`bench:automation — ${N} commands, one at a time; floors measured in this run`);
    row("floor: raw NATS publish→receive", natsFloor);
    row("floor: raw HTTP POST→receive", httpFloor);
    row("command → NATS business message", toNats, natsFloor);
    row("command → webhook received", toHook, httpFloor);
    console.log(`goal: p99 < 1 s — NATS ${pct(toNats, 99) < 1000 ? "ok" : "NOT MET"}, webhook ${pct(toHook, 99) < 1000 ? "ok" : "NOT MET"}`);
  } finally {
    for (const c of cleanup) await c().catch(() => {});
    await database.close();
    await nats.destroy();
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.end();
  }
}

await main();
