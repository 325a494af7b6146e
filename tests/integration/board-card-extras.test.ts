// What a board card reads beside its item row (issue 18): the next activity from the agenda read
// model (rm_notes' scheduled notes, a private one only for its author) and the owner's name, both
// scoped to the company. Real commands on the seeded demo company, then the queries.
import { describe, expect, it } from "vitest";
import "../../db/schema-notes";
import { sql } from "kysely";
import { uuidv7 } from "../../eventstore/ids";
import { noteDecider, noteStreamId } from "../../domain/note";
import { cardActivities, ownerNames } from "../../projections/read-models/board-cards.queries";
import { useSeededCompany } from "../support/seeded-company";

describe("board card extras", () => {
  const fx = useSeededCompany();

  it("reads each card's next and oldest open late activity around today, private notes only for their author", async () => {
    const { db, runner, company, vendor } = fx;
    expect(fx.seeded).toBe(true);
    // Items without notes of their own, so the seed's notes do not enter the expectation.
    const items = await db
      .selectFrom("rm_items")
      .select(["id", "owner_id"])
      .where("company_id", "=", company.id)
      .where(sql<boolean>`not exists (select 1 from rm_notes n where n.item_id = rm_items.id)`)
      .orderBy("number")
      .limit(4)
      .execute();
    expect(items).toHaveLength(4);
    const [late, today, ahead, none] = items.map((i) => i.id);
    const note = async (itemId: string, date: string, opts: { isPrivate?: boolean; actorId?: string } = {}) => {
      const noteId = uuidv7();
      const { position } = await fx.command(
        noteStreamId(noteId),
        noteDecider,
        {
          type: "CreateNote",
          noteId,
          itemId,
          allowedNoteTypes: [],
          noteText: `Atividade ${date}`,
          noteType: null,
          isPrivate: opts.isPrivate ?? false,
          schedule: { date, timeStart: null, timeEnd: null },
        },
        { actorId: opts.actorId ?? company.manager_id },
      );
      return { noteId, position };
    };
    const done = await note(late, "2030-05-20");
    await note(late, "2030-06-01");
    await note(late, "2030-06-10");
    await note(today, "2030-06-02");
    await note(today, "2030-06-15");
    await note(today, "2030-06-20");
    await note(ahead, "2030-06-22");
    // The vendor's private note: the manager does not see it, the vendor does.
    const { position: last } = await note(none, "2030-06-16", { isPrivate: true, actorId: vendor.id });
    // An activity marked done is neither late nor next: the oldest open one is what is late.
    const { position: ticked } = await fx.command(
      noteStreamId(done.noteId),
      noteDecider,
      { type: "CompleteAgendaItem" },
      { actorId: company.manager_id },
    );
    expect(await runner.waitFor(last!, { timeoutMs: 30_000 })).toBe(true);
    expect(await runner.waitFor(ticked!, { timeoutMs: 30_000 })).toBe(true);

    const asManager = await cardActivities(db, company.id, company.manager_id, [late, today, ahead, none], "2030-06-15");
    expect(Object.fromEntries(asManager)).toEqual({
      [late]: { upcoming: null, overdue: "2030-06-01" },
      [today]: { upcoming: "2030-06-15", overdue: "2030-06-02" },
      [ahead]: { upcoming: "2030-06-22", overdue: null },
    });
    const asVendor = await cardActivities(db, company.id, vendor.id, [none], "2030-06-15");
    expect(asVendor.get(none)).toEqual({ upcoming: "2030-06-16", overdue: null });
    // Another company's id reads nothing.
    expect((await cardActivities(db, uuidv7(), company.manager_id, [late], "2030-06-15")).size).toBe(0);

    const owners = [...new Set(items.map((i) => i.owner_id))];
    const names = await ownerNames(db, company.id, owners);
    const users = await db.selectFrom("rm_users").select(["id", "name"]).where("id", "in", owners).execute();
    expect(Object.fromEntries(names)).toEqual(Object.fromEntries(users.map((u) => [u.id, u.name])));
    expect((await ownerNames(db, uuidv7(), owners)).size).toBe(0);
  });
});
