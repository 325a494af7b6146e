// A test file's own corner of the shared nats-server (127.0.0.1:4222, or NATS_URL): a fresh
// PostgreSQL database and event store, a NATS connection, and a JetStream stream name and subject
// prefix of its own (the stream deleted afterwards), so files running side by side never see each
// other's messages. (tests/support/private-nats.ts is for a test that stops and restarts its server.)
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { connect, type NatsConnection } from "nats";
import { NatsForwarder } from "../../automation/nats-forwarder";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { uuidv7 } from "../../eventstore/ids";
import type { EventMetadata, EventStore } from "../../eventstore/types";
import { freshDatabase, type TestDatabase } from "./test-db";

export const SHARED_NATS_URL = process.env.NATS_URL ?? "127.0.0.1:4222";

export interface SharedNats {
  /** GIRASSOL_<label>_<tag>: this file's JetStream stream. */
  streamName: string;
  /** girassol_<label>_<tag>: the subjects this file's forwarder publishes under. */
  subjectPrefix: string;
  /** The tenant of the events the test appends. */
  company: string;
  database: TestDatabase;
  store: EventStore;
  nc: NatsConnection;
  /** A forwarder publishing this file's events to its own stream and subjects. */
  forwarder(): NatsForwarder;
  /** Metadata of an append by `actorId` (a new user when not given) of `company`, now. */
  meta(actorId?: string): EventMetadata;
}

/** Built in beforeAll, closed and dropped in afterAll; read its fields inside the tests only. */
export function useSharedNats(label: string): SharedNats {
  const tag = randomUUID().slice(0, 8);
  const fx = {
    streamName: `GIRASSOL_${label.toUpperCase()}_${tag}`,
    subjectPrefix: `girassol_${label.toLowerCase()}_${tag}`,
    company: uuidv7(),
    forwarder: () =>
      new NatsForwarder({
        database: fx.database,
        store: fx.store,
        natsUrl: SHARED_NATS_URL,
        streamName: fx.streamName,
        subjectPrefix: fx.subjectPrefix,
      }),
    meta: (actorId = uuidv7()) => ({
      companyId: fx.company,
      actorId,
      commandId: uuidv7(),
      correlationId: "c",
      causationId: null,
      occurredAt: new Date().toISOString(),
    }),
  } as SharedNats;
  beforeAll(async () => {
    fx.database = await freshDatabase("postgres");
    fx.store = createPostgresEventStore(fx.database);
    fx.nc = await connect({ servers: SHARED_NATS_URL });
  });
  afterAll(async () => {
    await (await fx.nc?.jetstreamManager())?.streams.delete(fx.streamName).catch(() => {});
    await fx.nc?.drain();
    await fx.store?.close();
    await fx.database?.drop();
  });
  return fx;
}
