// The embedded default's 12-month story (scripts/demo-seed-story.ts, ADR 021) on PostgreSQL: the
// boards hold items, wins and losses fall in at least ten months, the agenda has overdue items, the
// events carry their historical instants, and a rebuild of the read models gives identical tables.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { localDate } from "../../eventstore/context";
import { allProjections } from "../../projections/index";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import { STORY } from "../../scripts/demo-seed-story";
import { useSeededCompany } from "../support/seeded-company";
import { proposalDecider, proposalStreamId } from "../../domain/proposal";
import { foldStream } from "../../eventstore/command-handler";
import { itemProposals } from "../../projections/read-models/proposals-panel.queries";

describe("demo story seed", () => {
  const fx = useSeededCompany({ kind: "postgres", seed: false });

  it("tells twelve months through the boards, the agenda and the metrics, and rebuilds identically", { timeout: 240_000 }, async () => {
    const { database, store, runner, db } = fx;
    expect(await seedDemoIfEmpty({ database, store, runner }, { story: true })).toBe(true);
    expect(await fx.settle(null, 120_000)).toBe(true);

    const perBoard = await db
      .selectFrom("rm_items")
      .select(["board_type", db.fn.countAll<string>().as("n")])
      .where("status", "=", "IN_PROGRESS")
      .groupBy("board_type")
      .execute();
    const open = Object.fromEntries(perBoard.map((r) => [r.board_type, Number(r.n)]));
    for (const board of ["PRE_SALES", "SALES", "PROJECT", "INSTALLATION"]) expect(open[board] ?? 0, board).toBeGreaterThan(0);

    const deals = await db
      .selectFrom("rm_items")
      .select(db.fn.countAll<string>().as("n"))
      .where("board_type", "=", "SALES")
      .executeTakeFirstOrThrow();
    expect(Number(deals.n)).toBeGreaterThanOrEqual(200);
    expect(Number(deals.n)).toBeLessThanOrEqual(STORY.deals + 20);

    // Wins and losses (with their reasons) in at least ten distinct months, read from the metrics.
    const months = await db
      .selectFrom("rm_an_monthly")
      .select("month")
      .distinct()
      .where("board_type", "=", "SALES")
      .where((eb) => eb.or([eb("won_count", ">", 0), eb("lost_count", ">", 0)]))
      .execute();
    expect(months.length).toBeGreaterThanOrEqual(10);
    const lost = await db.selectFrom("rm_items").select("lost_reason").where("status", "=", "LOST").where("board_type", "=", "SALES").execute();
    expect(lost.length).toBeGreaterThan(20);
    expect(lost.every((r) => !!r.lost_reason)).toBe(true);
    const finished = await db.selectFrom("rm_items").select("id").where("board_type", "=", "INSTALLATION").where("status", "=", "CLOSED").execute();
    expect(finished.length).toBeGreaterThan(0);

    // The agenda: something overdue, something today, something in the coming week.
    const today = localDate(new Date());
    const scheduled = await db
      .selectFrom("rm_notes")
      .select(sql<string>`schedule_date::text`.as("date"))
      .where("schedule_date", "is not", null)
      .execute();
    const dates = scheduled.map((r) => r.date);
    expect(dates.some((d) => d < today)).toBe(true);
    expect(dates.some((d) => d === today)).toBe(true);
    expect(dates.some((d) => d > today)).toBe(true);

    // Proposals: most deals past "Contato" have one, finished (priced) and tied to its sale, started over the year.
    const proposals = await db
      .selectFrom("rm_proposals")
      .select(["id", "count", "item_id", "finished", "power_kwp", "views", "created_at"])
      .where("deleted_at", "is", null)
      .execute();
    expect(proposals.length).toBeGreaterThanOrEqual(150);
    expect(proposals.length).toBeLessThanOrEqual(STORY.deals * 2);
    expect(proposals.every((p) => p.finished && p.item_id !== null && Number(p.power_kwp) > 0)).toBe(true);
    expect(new Set(proposals.map((p) => p.count)).size).toBe(proposals.length);
    expect(proposals.some((p) => Number(p.views) > 0)).toBe(true);
    const proposalMonths = new Set(proposals.map((p) => new Date(p.created_at).toISOString().slice(0, 7)));
    expect(proposalMonths.size).toBeGreaterThanOrEqual(10);
    const byItem = new Map(proposals.map((p) => [p.item_id, p]));
    const pastContact = await db
      .selectFrom("rm_items as i")
      .innerJoin("rm_board_columns as c", (j) => j.onRef("c.column_id", "=", "i.column_id"))
      .select("i.id")
      .where("i.board_type", "=", "SALES")
      .where("c.title", "in", ["Proposta", "Negociação", "Fechamento"])
      .execute();
    expect(pastContact.length).toBeGreaterThan(50);
    expect(pastContact.filter((i) => byItem.has(i.id)).length / pastContact.length).toBeGreaterThan(0.6);

    // Every won sale was won with its approved proposal: one of its own, by the number the list shows, at the proposal's kWp.
    const won = await sql<{ id: string; approved: { id: string; count: number } | null; power: string }>`
      select substr(e.stream_id, 6) as id, e.data->'approvedProposal' as approved, e.data->>'power' as power
      from events e where e.type = 'SaleWon'`.execute(db);
    expect(won.rows.length).toBeGreaterThan(20);
    const ours = new Map(proposals.map((p) => [p.id, p]));
    for (const w of won.rows) {
      const p = w.approved ? ours.get(w.approved.id) : undefined;
      if (!w.approved) continue; // the small demo's "Galpão Industrial" is won without a proposal
      expect(p, w.id).toBeDefined();
      expect(p!.item_id).toBe(w.id);
      expect(p!.count).toBe(w.approved.count);
      expect(Number(w.power)).toBeCloseTo(Number(p!.power_kwp), 2);
    }
    expect(won.rows.filter((w) => w.approved).length).toBe(won.rows.length - 1);

    // One won deal as the manager's item page reads it: its Propostas tab lists the approved
    // proposal, whose stream folds to a finished, priced proposal (what the final proposal shows).
    const sample = won.rows.find((w) => w.approved)!;
    const { company_id: companyId } = await db.selectFrom("rm_items").select("company_id").where("id", "=", sample.id).executeTakeFirstOrThrow();
    const tab = await itemProposals(db, companyId, sample.id, { owners: null });
    expect(tab.map((p) => p.id)).toContain(sample.approved!.id);
    const { state } = await foldStream(store, proposalStreamId(sample.approved!.id), proposalDecider);
    expect(state.status === "active" && state.finished && state.pricing !== null && state.customization !== null).toBe(true);

    // Events carry the story's instants: the log spans about a year, and never runs ahead of now.
    const { rows } = await sql<{ first: Date; last: Date }>`
      select min((metadata->>'occurredAt')::timestamptz) as first, max((metadata->>'occurredAt')::timestamptz) as last from events`.execute(db);
    const span = (new Date(rows[0]!.last).getTime() - new Date(rows[0]!.first).getTime()) / 86_400_000;
    expect(span).toBeGreaterThan(360);
    expect(new Date(rows[0]!.last).getTime()).toBeLessThanOrEqual(Date.now());

    const { live, rebuilt } = await fx.rebuild(allProjections.flatMap((p) => p.tables));
    expect(Object.keys(live).length).toBeGreaterThan(5);
    expect(rebuilt).toEqual(live);
  });
});
