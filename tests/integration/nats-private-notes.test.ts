// Issue 14, finding 3, on the real nats-server (127.0.0.1:4222): a private scheduled note is no
// business message, and the per-event copies of its events (creation, edit) carry its ids only,
// never its text or schedule; a public scheduled note goes out as before.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type NatsConnection } from "nats";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { NatsForwarder } from "../../automation/nats-forwarder";
import { uuidv7 } from "../../eventstore/ids";
import { ProjectionRunner } from "../../projections/runner";
import { automationProjection } from "../../projections/automation";
import { waitUntil } from "../support/wait-until";

const NATS_URL = process.env.NATS_URL ?? "127.0.0.1:4222";
const tag = randomUUID().slice(0, 8);
const streamName = `GIRASSOL_PN_${tag}`;
const prefix = `girassol_pn_${tag}`;
const company = uuidv7();
const author = uuidv7();

describe("NATS forwarder and private notes", () => {
  let database: TestDatabase;
  let store: EventStore;
  let nc: NatsConnection;

  beforeAll(async () => {
    database = await freshDatabase("postgres");
    store = createPostgresEventStore(database);
    nc = await connect({ servers: NATS_URL });
  });
  afterAll(async () => {
    await (await nc.jetstreamManager()).streams.delete(streamName).catch(() => {});
    await nc.drain();
    await store.close();
    await database.drop();
  });

  it("publishes no business message and no text for a private note", async () => {
    const meta = () => ({
      companyId: company,
      actorId: author,
      commandId: uuidv7(),
      correlationId: "c",
      causationId: null,
      occurredAt: new Date().toISOString(),
    });
    const itemId = uuidv7();
    const schedule = { date: "2030-05-06", timeStart: "09:00", timeEnd: "10:00" };
    const note = async (noteText: string, isPrivate: boolean) => {
      const noteId = uuidv7();
      await store.append(
        `note-${noteId}`,
        [{ id: uuidv7(), type: "NoteCreated", data: { noteId, itemId, noteText, noteType: null, isPrivate, schedule } }],
        { expected: "no_stream", metadata: meta() },
      );
      return noteId;
    };
    const secret = await note("SEGREDO-NATS", true);
    await store.append(
      `note-${secret}`,
      [{ id: uuidv7(), type: "NoteEdited", data: { noteId: secret, itemId, changes: { noteText: { from: "SEGREDO-NATS", to: "SEGREDO-NATS-2" } } } }],
      { expected: 0, metadata: meta() },
    );
    const open = await note("NOTA-ABERTA", false);
    await waitUntil("3 events visible in the log", async () => (await store.readAll({ limit: 100 })).length === 3);

    await new ProjectionRunner({ database, store, projections: [automationProjection] }).catchUp();
    const forwarder = new NatsForwarder({ database, store, natsUrl: NATS_URL, streamName, subjectPrefix: prefix });
    expect(await forwarder.catchUp()).toBe(3);
    const jsm = await nc.jetstreamManager();
    const count = (await jsm.streams.info(streamName)).state.messages;
    // 3 events + 1 business event (the public note's).
    expect(count).toBe(4);
    const messages = [];
    for (let seq = 1; seq <= count; seq++) {
      const m = await jsm.streams.getMessage(streamName, { seq });
      messages.push({ subject: m.subject, body: m.string() });
    }
    const all = JSON.stringify(messages);
    expect(all).not.toContain("SEGREDO");
    expect(all).toContain("NOTA-ABERTA");
    const business = messages.filter((m) => m.subject.includes(".business."));
    expect(business).toHaveLength(1);
    expect(JSON.parse(business[0]!.body)).toMatchObject({ action: "SCHEDULED_NOTE_CREATION", note: { noteId: open } });
    const privateCopies = messages.filter((m) => JSON.parse(m.body).streamId === `note-${secret}`).map((m) => JSON.parse(m.body).data);
    expect(privateCopies).toEqual([
      { noteId: secret, itemId, private: true },
      { noteId: secret, itemId, private: true },
    ]);
    await forwarder.stop();
  });
});
