// Issue 14, finding 3, on the real nats-server (127.0.0.1:4222): a private scheduled note is no
// business message, and the per-event copies of its events (creation, edit) carry its ids only,
// never its text or schedule; a public scheduled note goes out as before.
import { describe, expect, it } from "vitest";
import { uuidv7 } from "../../eventstore/ids";
import { ProjectionRunner } from "../../projections/runner";
import { automationProjection } from "../../projections/automation";
import { useSharedNats } from "../support/shared-nats";
import { waitUntil } from "../support/wait-until";

const author = uuidv7();

describe("NATS forwarder and private notes", () => {
  const fx = useSharedNats("PN");

  it("publishes no business message and no text for a private note", async () => {
    const { store, database, nc, streamName } = fx;
    const meta = () => fx.meta(author);
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
    const forwarder = fx.forwarder();
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
