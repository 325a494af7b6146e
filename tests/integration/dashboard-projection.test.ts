// The dashboard projection: hand-computed figures after real commands (win, loss, return, amount
// edit, send, delete, a scheduled note, a dismissal) with fixed instants around a month boundary in
// America/Sao_Paulo; then a rebuild from the first event gives identical tables.
import { describe, expect, it } from "vitest";
import type { Position } from "../../eventstore/types";
import { allProjections, dashboardProjection } from "../../projections/index";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import type { DomainEvent } from "../../domain/shared";
import { inboxDecider, inboxStreamId } from "../../domain/notification";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";
import { appendDomainEvents, noteCreated, noteDeleted, noteEdited } from "../support/events";
import { monthlyFigures, openDeals } from "../../projections/read-models/analytics.queries";

describe.each(["postgres", "pglite"] as const)("dashboard projection on %s", (kind) => {
  const fx = useSeededCompany({
    kind,
    seed: false,
    runner: {
      log: (m) => {
        if (/fail|error/i.test(m)) console.log(m);
      },
    },
  });

  it("sums items per owner and São Paulo month, follows edits, and rebuilds identically", async () => {
    const { database, store, runner } = fx;
    const deps = { database, store, runner };
    const { companyId, managerId, columns } = await registerCompany(
      deps,
      {
        name: "Solar Teste",
        plan: "ENTERPRISE",
        manager: { name: "Gerente", email: `g${uuidv7()}@t.dev`, password: "Senha1234" },
      },
      new Date("2025-11-01T12:00:00Z"),
    );
    const vendorId = await addVendor(
      deps,
      companyId,
      managerId,
      { name: "Vera", email: `v${uuidv7()}@t.dev`, password: "Senha1234" },
      new Date("2025-11-02T12:00:00Z"),
    );
    let last: Position | null = null;
    const item = async (itemId: string, command: ItemCommand, at: string, actor = managerId) => {
      const r = await fx.item(itemId, command, { actorId: actor, companyId, at });
      last = r.position ?? last;
    };
    const create = (itemId: string, name: string, amount: string, ownerId: string, at: string) =>
      item(itemId, createItemCommand({ itemId, name, amount, ownerId, column: columns[0] }), at);
    const [a, b, c, d] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    // A: created at 23:00 on 31/12/2025 in São Paulo (02:00 UTC on 01/01): December's; won in January.
    await create(a, "Venda A", "1000.00", managerId, "2026-01-01T02:00:00Z");
    await item(a, { type: "WinSale", power: "5,5", ucType: "Residencial" }, "2026-01-10T15:00:00Z");
    // B: the vendor's; lost, back to the funnel, amount raised: open with 2500.
    await create(b, "Venda B", "2000.00", vendorId, "2026-01-05T15:00:00Z");
    await item(b, { type: "LoseSale", reason: "Preço" }, "2026-01-06T15:00:00Z");
    await item(b, { type: "ReturnItemToFunnel", to: { id: columns[1].columnId, title: columns[1].title }, sortKey: "a1" }, "2026-01-07T15:00:00Z");
    await item(b, { type: "EditItem", amount: "2500.00" }, "2026-01-07T16:00:00Z");
    // C: the manager's, moved twice, then sent to the vendor: all of it becomes the vendor's.
    await create(c, "Venda C", "3000.00", managerId, "2026-01-08T15:00:00Z");
    await item(c, { type: "MoveItem", to: { id: columns[1].columnId, title: columns[1].title }, sortKey: "a2" }, "2026-01-09T15:00:00Z");
    await item(c, { type: "MoveItem", to: { id: columns[2].columnId, title: columns[2].title }, sortKey: "a2" }, "2026-01-11T15:00:00Z");
    await item(c, { type: "SendItem", toUserId: vendorId, toUserName: "Vera", allowedReceivers: [vendorId] }, "2026-01-12T15:00:00Z");
    // D: created and deleted: counts nowhere.
    await create(d, "Venda D", "400.00", managerId, "2026-01-09T15:00:00Z");
    await item(d, { type: "DeleteItem", actorRole: "MANAGER" }, "2026-01-09T16:00:00Z");
    // A scheduled note (the notes aggregate is another area's: the event as it is specified).
    const noteId = uuidv7();
    const noteMeta = (occurredAt: string) => ({ meta: { companyId, actorId: managerId, occurredAt } });
    const schedule = { date: "2026-02-03", timeStart: "09:30", timeEnd: "10:00" };
    await appendDomainEvents(
      store,
      `note-${noteId}`,
      [noteCreated({ noteId, itemId: a, noteText: "Ligar para o cliente", noteType: "", isPrivate: false, schedule })],
      { expected: "no_stream", ...noteMeta("2026-01-20T12:00:00Z") },
    );
    // A second note rescheduled to a whole day; a third one deleted (its reminder goes too).
    const noteEvent = async (id: string, event: DomainEvent, expected: "no_stream" | number) =>
      (await appendDomainEvents(store, `note-${id}`, [event], { expected, ...noteMeta("2026-01-21T12:00:00Z") })).position;
    const [n2, n3] = [uuidv7(), uuidv7()];
    const sched = { date: "2026-02-10", timeStart: "08:00", timeEnd: null };
    await noteEvent(
      n2,
      noteCreated({
        noteId: n2,
        itemId: b,
        noteText: "Enviar proposta",
        noteType: "Visita",
        isPrivate: true,
        schedule: sched,
      }),
      "no_stream",
    );
    await noteEvent(
      n2,
      noteEdited({
        noteId: n2,
        itemId: b,
        changes: { schedule: { from: sched, to: { date: "2026-03-01", timeStart: null, timeEnd: null } } },
      }),
      0,
    );
    await noteEvent(n3, noteCreated({ noteId: n3, itemId: b, noteText: "Apagar", noteType: null, isPrivate: false, schedule: sched }), "no_stream");
    last = await noteEvent(n3, noteDeleted({ noteId: n3, itemId: b }), 0);
    expect(await runner.waitFor(last!, { timeoutMs: 30_000 })).toBe(true);

    const db = database.db;
    const months = ["2025-12", "2026-01"];
    const mgr = await monthlyFigures(db, companyId, "SALES", [managerId], months);
    expect(mgr.map((m) => [m.generatedCount, m.generatedAmount, m.wonCount, m.wonAmount, m.wonPower])).toEqual([
      [1, 1000, 0, 0, 0],
      [0, 0, 1, 1000, 5.5],
    ]);
    const ven = await monthlyFigures(db, companyId, "SALES", [vendorId], months);
    expect(ven.map((m) => [m.generatedCount, m.generatedAmount, m.wonCount, m.lostCount])).toEqual([
      [0, 0, 0, 0],
      [2, 5500, 0, 0],
    ]);
    // A team is the sum of its members' rows; the whole company is the same here.
    const team = await monthlyFigures(db, companyId, "SALES", [managerId, vendorId], months);
    expect(team.map((m) => m.generatedCount)).toEqual([1, 2]);
    expect(await monthlyFigures(db, companyId, "SALES", null, months)).toEqual(team);
    expect(await openDeals(db, companyId, "SALES", [vendorId])).toEqual({ count: 2, amount: 5500 });
    expect(await openDeals(db, companyId, "SALES", [managerId])).toEqual({ count: 0, amount: 0 });
    // Another company sees nothing of this one.
    expect(await openDeals(db, uuidv7(), "SALES", null)).toEqual({ count: 0, amount: 0 });

    const stays = await db.selectFrom("rm_an_column_stays").select(["column_id", "left_at"]).where("item_id", "=", c).orderBy("seq").execute();
    expect(stays.map((s) => [s.column_id, s.left_at === null])).toEqual([
      [columns[0].columnId, false],
      [columns[1].columnId, false],
      [columns[2].columnId, true],
    ]);
    const aStays = await db.selectFrom("rm_an_column_stays").select(["left_at"]).where("item_id", "=", a).execute();
    expect(aStays.map((s) => new Date(s.left_at!).toISOString())).toEqual(["2026-01-10T15:00:00.000Z"]);

    const notes = await db
      .selectFrom("rm_notifications")
      .select(["id", "user_id", "title", "due_at", "dismissed"])
      .orderBy("registry_date")
      .execute();
    expect(notes.map((n) => [n.id, n.user_id, n.title, new Date(n.due_at).toISOString()])).toEqual([
      [notes[0].id, vendorId, "Negócio recebido", "2026-01-12T15:00:00.000Z"],
      [`note-${noteId}`, managerId, "Nota agendada: Sem Tipo", "2026-02-03T12:30:00.000Z"],
      [`note-${n2}`, managerId, "Nota agendada: Visita", "2026-03-01T03:00:00.000Z"],
    ]);
    const dismiss = await fx.command(
      inboxStreamId(vendorId),
      inboxDecider,
      { type: "DismissNotification", notificationId: notes[0].id, notificationType: "PRIVATE" },
      { actorId: vendorId, companyId },
    );
    expect(await runner.waitFor(dismiss.position!, { timeoutMs: 30_000 })).toBe(true);
    const after = await db.selectFrom("rm_notifications").select("dismissed").where("id", "=", notes[0].id).executeTakeFirstOrThrow();
    expect(after.dismissed).toBe(true);

    const { live, rebuilt } = await fx.rebuild(dashboardProjection.tables, allProjections);
    expect(rebuilt).toEqual(live);
    expect(live.rm_an_monthly.length).toBeGreaterThanOrEqual(3);
  });
});
