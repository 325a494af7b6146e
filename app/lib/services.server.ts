// The process-wide services: one database, one event store, one projection runner. Created once
// by boot() (called from server.mjs before the first request) and shared by loaders and actions.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { connect, type Database } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { ProjectionRunner } from "../../projections/runner";
import { allProjections } from "../../projections/index";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import { NatsForwarder } from "../../automation/nats-forwarder";
import { WebhookDispatcher } from "../../automation/webhook-dispatcher";
import { startFilePurge } from "./archive-purge.server";

export interface Services {
  database: Database;
  store: EventStore;
  runner: ProjectionRunner;
  forwarder: NatsForwarder | null;
  webhooks: WebhookDispatcher;
  sessionSecret: string;
  /** Stops the hourly purge of deleted files' bytes (archive-purge.server.ts). */
  stopFilePurge: () => void;
}

declare global {
  var __girassol: Promise<Services> | undefined;
}

const DATA_DIR = process.env.GIRASSOL_DATA_DIR ?? "./data";

function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = `${DATA_DIR}/session-secret`;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function start(): Promise<Services> {
  const url = process.env.DATABASE_URL;
  const database = await connect(url ? { url } : { dataDir: `${DATA_DIR}/pglite` });
  console.log(url ? "Banco: PostgreSQL (DATABASE_URL)" : `Banco: PGlite embutido em ${DATA_DIR}/pglite`);
  await migrateToLatest(database.db);
  if (process.env.EVENTSTORE_URL) {
    console.log("EVENTSTORE_URL definido: o adaptador EventStoreDB ainda não é usado pelo app; usando o PostgreSQL.");
  }
  const store = createPostgresEventStore(database);
  const runner = new ProjectionRunner({ database, store, projections: allProjections, log: (m) => console.log(m) });
  await runner.start();
  let forwarder: NatsForwarder | null = null;
  if (process.env.NATS_URL) {
    forwarder = new NatsForwarder({ database, store, natsUrl: process.env.NATS_URL, log: (m) => console.log(m) });
    await forwarder.start();
    console.log(`NATS: encaminhando eventos para ${process.env.NATS_URL} (stream GIRASSOL, girassol.>)`);
  } else {
    console.log("NATS_URL não definido: encaminhamento para NATS desligado.");
  }
  // Webhooks (issue 5): always on; loopback/private receivers only with GIRASSOL_WEBHOOKS_ALLOW_PRIVATE=1.
  const webhooks = new WebhookDispatcher({
    database,
    allowPrivate: webhooksAllowPrivate(),
    log: (m) => console.log(m),
  });
  await webhooks.start();
  // Deleted customer files lose their bytes after the company's retention period: at boot, then hourly.
  const stopFilePurge = startFilePurge({
    db: database.db,
    store,
    waitFor: (p) => runner.waitFor(p, { timeoutMs: 60_000 }),
    caughtUp: async () => {
      const head = await store.headPosition();
      return !head || runner.waitFor(head, { timeoutMs: 600_000, projections: ["notes"] });
    },
    log: (m) => console.log(m),
  });
  const services: Services = { database, store, runner, forwarder, webhooks, sessionSecret: sessionSecret(), stopFilePurge };
  if (!url || process.env.SEED_DEMO === "1") {
    // The embedded default (or SEED_STORY=1) tells the 12-month story; SEED_DEMO=1 alone keeps the e2e suite's small demo.
    const story = !url || process.env.SEED_STORY === "1";
    const seeded = await seedDemoIfEmpty({ ...services, log: (m) => console.log(m) }, { story });
    if (seeded) console.log("Dados de demonstração criados: gerente@girassol.demo / Girassol123");
  }
  return services;
}

export function webhooksAllowPrivate(): boolean {
  return process.env.GIRASSOL_WEBHOOKS_ALLOW_PRIVATE === "1";
}

export function boot(): Promise<Services> {
  globalThis.__girassol ??= start();
  return globalThis.__girassol;
}

export async function services(): Promise<Services> {
  return boot();
}

export async function shutdown() {
  if (!globalThis.__girassol) return;
  const s = await globalThis.__girassol;
  s.stopFilePurge();
  await s.forwarder?.stop();
  await s.webhooks.stop();
  await s.runner.stop();
  await s.store.close();
  await s.database.close();
  globalThis.__girassol = undefined;
}
