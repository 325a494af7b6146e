// The agenda's groups on real PostgreSQL (issue 18): Atrasadas / Hoje / Próximas by the company's
// calendar day (America/Sao_Paulo) at a clock passed in; done activities leave Atrasadas; private
// notes of others and items outside the reader's scope never show.
import { beforeAll, describe, expect, it } from "vitest";
import "../../db/schema-notes";
import { noteDecider, noteStreamId, type NoteCommand } from "../../domain/note";
import { uuidv7 } from "../../eventstore/ids";
import { agendaGroupRows, scheduleRows, type AgendaGroupsQuery } from "../../projections/read-models/notes.queries";
import { useSeededCompany } from "../support/seeded-company";

describe("agenda groups", () => {
  const fx = useSeededCompany();
  const ids = { late: uuidv7(), lateDone: uuidv7(), today: uuidv7(), tomorrow: uuidv7(), privateOther: uuidv7(), otherOwner: uuidv7() };
  // 23:30 on 24/11 in São Paulo is already 25/11 in UTC: the 24th is still "Hoje".
  const lateEvening = new Date("2026-11-25T02:30:00Z");
  const query = (over: Partial<AgendaGroupsQuery> = {}): AgendaGroupsQuery => ({
    scopes: [["SALES", [fx.manager.id]]],
    from: "2026-11-24",
    to: "2026-12-24",
    showDone: false,
    noteType: "all",
    search: "",
    limit: 100,
    ...over,
  });
  const groups = (q: AgendaGroupsQuery, now: Date) => agendaGroupRows(fx.db, fx.company.id, fx.manager.id, q, now);
  const idsOf = (g: { rows: { noteId: string }[] }) => g.rows.map((r) => r.noteId);

  beforeAll(async () => {
    expect(fx.seeded).toBe(true);
    const mine = fx.items.find((i) => i.owner_id === fx.manager.id)!;
    const theirs = fx.items.find((i) => i.owner_id !== fx.manager.id)!;
    expect(mine && theirs).toBeTruthy();
    const create = (noteId: string, itemId: string, date: string, isPrivate = false, actorId = fx.manager.id) =>
      fx.command(
        noteStreamId(noteId),
        noteDecider,
        {
          type: "CreateNote",
          noteId,
          itemId,
          allowedNoteTypes: [],
          noteText: `Atividade ${date}`,
          noteType: null,
          isPrivate,
          schedule: { date, timeStart: "09:00", timeEnd: "09:00" },
        } as NoteCommand,
        { actorId },
      );
    await create(ids.late, mine.id, "2026-11-23");
    await create(ids.lateDone, mine.id, "2026-11-20");
    await fx.command(noteStreamId(ids.lateDone), noteDecider, { type: "CompleteAgendaItem" } as NoteCommand);
    await create(ids.today, mine.id, "2026-11-24");
    await create(ids.tomorrow, mine.id, "2026-11-25");
    await create(ids.privateOther, mine.id, "2026-11-24", true, fx.vendor.id);
    await create(ids.otherOwner, theirs.id, "2026-11-24");
    await fx.settle();
  });

  it("puts 23:30 of the 24th (São Paulo) in Hoje, earlier open days in Atrasadas, later ones in Próximas", async () => {
    const g = await groups(query(), lateEvening);
    expect(g.today).toBe("2026-11-24");
    expect(idsOf(g.overdue)).toEqual([ids.late]);
    expect(idsOf(g.todays)).toEqual([ids.today]);
    expect(idsOf(g.upcoming)).toEqual([ids.tomorrow]);
    expect([g.overdue.total, g.todays.total, g.upcoming.total, g.done.total]).toEqual([1, 1, 1, 0]);
  });

  it("moves the 24th to Atrasadas half an hour later (00:30 of the 25th)", async () => {
    const g = await groups(query({ from: "2026-11-25" }), new Date("2026-11-25T03:30:00Z"));
    expect(g.today).toBe("2026-11-25");
    expect(idsOf(g.overdue)).toEqual([ids.late, ids.today]);
    expect(idsOf(g.todays)).toEqual([ids.tomorrow]);
    expect(g.upcoming.total).toBe(0);
  });

  it("puts a done activity's reminder away (the bell no longer shows it)", async () => {
    const reminders = await fx.db
      .selectFrom("rm_notifications")
      .select(["id", "dismissed"])
      .where("id", "in", [`note-${ids.lateDone}`, `note-${ids.late}`])
      .orderBy("id")
      .execute();
    expect(Object.fromEntries(reminders.map((r) => [r.id, r.dismissed]))).toEqual({ [`note-${ids.lateDone}`]: true, [`note-${ids.late}`]: false });
  });

  it("shows done activities only when asked, never in Atrasadas", async () => {
    const g = await groups(query({ from: "2026-11-01", showDone: true }), lateEvening);
    expect(idsOf(g.overdue)).toEqual([ids.late]);
    expect(idsOf(g.done)).toEqual([ids.lateDone]);
    expect(g.done.rows[0]!.completedAt).not.toBeNull();
  });

  it("leaves out another user's private note and items outside the scope; the whole company shows the other owner's", async () => {
    const all = await groups(query({ scopes: [["SALES", null]] }), lateEvening);
    expect(idsOf(all.todays).sort()).toEqual([ids.today, ids.otherOwner].sort());
    const vendorView = await agendaGroupRows(fx.db, fx.company.id, fx.vendor.id, query({ scopes: [["SALES", null]] }), lateEvening);
    expect(idsOf(vendorView.todays)).toContain(ids.privateOther);
  });

  it("narrows to the user's own activities for /inicio (their items or their notes)", async () => {
    const mine = await scheduleRows(fx.db, fx.company.id, fx.manager.id, {
      scopes: [["SALES", null]],
      mine: fx.manager.id,
      from: null,
      to: "2026-11-24",
      status: "open",
      noteType: "all",
      search: "",
      offset: 0,
      limit: 10,
    });
    expect(mine.rows.map((r) => r.noteId).sort()).toEqual([ids.late, ids.today, ids.otherOwner].sort());
  });
});
