// Issue 14, finding 3: a private note exists only for its author. The audit export leaves it out
// (and its later edits) for the manager and the platform admin and says how many it left out;
// its author still finds it; a private scheduled note is no business event (no webhook delivery,
// no NATS business message) and its per-event NATS copy carries no text.
import { describe, expect, it } from "vitest";
import { useWebhookDispatch } from "../support/automation-fixture";
import { waitUntil } from "../support/wait-until";
import { exportLines } from "../../audit/export";
import { countCompanyEvents } from "../../audit/company-events";
import { messagesFor, privateNoteEventIds } from "../../automation/nats-forwarder";
import { noteDecider, noteStreamId } from "../../domain/note";
import { uuidv7 } from "../../eventstore/ids";

describe("private notes stay private", () => {
  const setup = useWebhookDispatch({ retryDelaysMs: [30], pollMs: 20, timeoutMs: 2000 });

  it("are left out of exports, business events, webhooks and NATS copies for everyone but their author", async () => {
    const {
      fx,
      receivers: [receiver],
      dispatcher,
    } = setup;
    await fx.createWebhook(receiver.url, ["SCHEDULED_NOTE_CREATION"], "segredo-teste");
    const itemId = fx.items[0].id;
    const note = async (text: string, isPrivate: boolean, actorId: string) => {
      const noteId = uuidv7();
      await fx.command(
        noteStreamId(noteId),
        noteDecider,
        {
          type: "CreateNote",
          noteId,
          itemId,
          noteText: text,
          noteType: null,
          isPrivate,
          schedule: { date: "2030-01-02", timeStart: "09:00", timeEnd: "10:00" },
          allowedNoteTypes: [],
        },
        { actorId },
      );
      return noteId;
    };
    const vendorSecret = await note("SEGREDO-DO-VENDEDOR", true, fx.vendor.id);
    // Later events about it (an edit of the text and of the schedule) are private too.
    await fx.command(
      noteStreamId(vendorSecret),
      noteDecider,
      {
        type: "EditNote",
        noteText: "SEGREDO-EDITADO",
        noteType: null,
        isPrivate: true,
        schedule: { date: "2030-01-03", timeStart: "09:00", timeEnd: "10:00" },
        allowedNoteTypes: [],
      },
      { actorId: fx.vendor.id },
    );
    const publicNote = await note("NOTA-PUBLICA", false, fx.vendor.id);
    const managerSecret = await note("SEGREDO-DO-GERENTE", true, fx.company.manager_id);
    await fx.settle();

    // Business events: only the public scheduled note.
    const rows = await fx.db.selectFrom("rm_business_events").select(["payload"]).where("action", "=", "SCHEDULED_NOTE_CREATION").execute();
    const noteIds = rows.map((r) => (r.payload as { note: { noteId: string } }).note.noteId);
    expect(noteIds).toContain(publicNote);
    expect(noteIds).not.toContain(vendorSecret);
    expect(noteIds).not.toContain(managerSecret);

    // Webhooks: one delivery, the public note's.
    await waitUntil("the public note's delivery", () => receiver.requests.length >= 1);
    await dispatcher.idle();
    expect(receiver.requests.map((r) => JSON.parse(r.body).note.noteId)).toEqual([publicNote]);

    // Audit export.
    const exportAs = async (viewerId: string | null) => {
      const lines: string[] = [];
      for await (const l of exportLines(fx.database, {
        companyId: fx.company.id,
        from: new Date(0),
        until: new Date(Date.now() + 60_000),
        format: "jsonl",
        viewerId,
      }))
        lines.push(l);
      return { text: lines.join("\n"), end: JSON.parse(lines[lines.length - 1]) };
    };
    const manager = await exportAs(fx.company.manager_id);
    expect(manager.text).not.toContain("SEGREDO-DO-VENDEDOR");
    expect(manager.text).not.toContain("SEGREDO-EDITADO");
    expect(manager.text).not.toContain(vendorSecret);
    expect(manager.text).toContain("NOTA-PUBLICA");
    expect(manager.text).toContain("SEGREDO-DO-GERENTE");
    expect(manager.end).toMatchObject({ kind: "end", privateOmitted: 2, notice: "2 registros privados omitidos" });
    // The page's count (and the progress bar's) is what the manager's file holds.
    const period = { companyId: fx.company.id, from: new Date(0), until: new Date(Date.now() + 60_000) };
    expect(await countCompanyEvents(fx.database, { ...period, viewerId: fx.company.manager_id })).toBe(manager.end.count);
    expect(await countCompanyEvents(fx.database, period)).toBe(manager.end.count + 2);

    const admin = await exportAs(null);
    for (const secret of ["SEGREDO-DO-VENDEDOR", "SEGREDO-EDITADO", "SEGREDO-DO-GERENTE"]) expect(admin.text).not.toContain(secret);
    expect(admin.end).toMatchObject({ privateOmitted: 3, notice: "3 registros privados omitidos" });

    const author = await exportAs(fx.vendor.id);
    expect(author.text).toContain("SEGREDO-DO-VENDEDOR");
    expect(author.text).toContain("SEGREDO-EDITADO");
    expect(author.text).not.toContain("SEGREDO-DO-GERENTE");
    expect(author.end).toMatchObject({ privateOmitted: 1 });

    // The per-event NATS copy of a private note's events carries only ids.
    const streams = [noteStreamId(vendorSecret), noteStreamId(publicNote)];
    const events = (await Promise.all(streams.map((s) => fx.store.readStream(s)))).flat();
    const hidden = await privateNoteEventIds(fx.database, streams);
    expect(hidden.size).toBe(2);
    for (const e of events) {
      const messages = messagesFor(e, "girassol", hidden.has(e.id) ? undefined : { stub: true }, hidden.has(e.id));
      const text = JSON.stringify(messages);
      if (e.streamId === noteStreamId(vendorSecret)) {
        expect(messages).toHaveLength(1);
        expect(text).not.toContain("SEGREDO");
        expect(messages[0].payload).toMatchObject({ data: { noteId: vendorSecret, itemId, private: true } });
      } else expect(text).toContain("NOTA-PUBLICA");
    }
  });
});
