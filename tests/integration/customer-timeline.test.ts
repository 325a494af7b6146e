// The customer page's timeline (issue 18) on real PostgreSQL, built through real commands: the
// customer's deals on two boards, notes, agenda items and proposals, newest first; a deal outside
// the reader's owners and its notes stay out, a private note shows only to its author, a deleted
// proposal never shows, another company's item that names the same customer id never shows.
import { describe, expect, it } from "vitest";
import { customerTimeline, type TimelineScope } from "../../projections/read-models/customer-timeline.queries";
import { customerDecider } from "../../domain/customer";
import { noteDecider, noteStreamId, type NoteCommand } from "../../domain/note";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS } from "../../domain/proposal";
import { uuidv7 } from "../../eventstore/ids";
import { consumptionInput } from "../support/proposal-input";
import { useSeededCompany, type CommandAs } from "../support/seeded-company";

describe("customer timeline", () => {
  const fx = useSeededCompany();

  it("merges deals, notes, agenda and proposals in the reader's scope, newest first, one company only", async () => {
    const { db, company, manager, vendor } = fx;
    const customer = { id: uuidv7(), name: "Cliente Linha do Tempo" };
    await fx.command(`customer-${customer.id}`, customerDecider, {
      type: "CreateCustomer",
      customerId: customer.id,
      name: customer.name,
      ownerId: manager.id,
    });
    const [sales] = await fx.columnsOf("SALES");
    const [project] = await fx.columnsOf("PROJECT");
    const deal = async (name: string, boardType: "SALES" | "PROJECT", ownerId: string, at: string, as: CommandAs = {}) => {
      const itemId = uuidv7();
      const column = boardType === "SALES" ? sales : project;
      await fx.item(
        itemId,
        {
          type: "CreateItem",
          itemId,
          boardType,
          name,
          amount: "1000",
          customer,
          leadTemperature: -1,
          validityDate: null,
          power: null,
          ucType: null,
          ownerId,
          column: { id: column?.column_id ?? uuidv7(), title: column?.title ?? "Nova" },
          sortKey: "a0",
        },
        { at, ...as },
      );
      return itemId;
    };
    const note = async (
      itemId: string,
      text: string,
      at: string,
      opts: { private?: boolean; date?: string; actorId?: string; companyId?: string } = {},
    ) => {
      const noteId = uuidv7();
      const cmd: NoteCommand = {
        type: "CreateNote",
        noteId,
        itemId,
        noteText: text,
        noteType: null,
        isPrivate: opts.private ?? false,
        schedule: opts.date ? { date: opts.date, timeStart: "09:00", timeEnd: "10:00" } : null,
        allowedNoteTypes: [],
      };
      await fx.command(noteStreamId(noteId), noteDecider, cmd, { at, actorId: opts.actorId, companyId: opts.companyId });
      return noteId;
    };

    const managerSale = await deal("Venda do gerente", "SALES", manager.id, "2026-01-10T12:00:00Z");
    const vendorSale = await deal("Venda do vendedor", "SALES", vendor.id, "2026-02-10T12:00:00Z");
    const projectItem = await deal("Projeto do gerente", "PROJECT", manager.id, "2026-03-10T12:00:00Z");
    const publicNote = await note(managerSale, "Nota pública", "2026-01-15T12:00:00Z");
    const vendorPrivate = await note(managerSale, "Nota privada do vendedor", "2026-01-16T12:00:00Z", { private: true, actorId: vendor.id });
    const vendorDealNote = await note(vendorSale, "Nota na venda do vendedor", "2026-02-11T12:00:00Z");
    const agenda = await note(projectItem, "Visita técnica", "2026-03-11T12:00:00Z", { date: "2026-04-01" });
    // Another company: an item and a note that name this customer's id.
    const otherCompany = uuidv7();
    const foreign = await deal("Venda de outra empresa", "SALES", manager.id, "2026-05-01T12:00:00Z", { companyId: otherCompany });
    await note(foreign, "Nota de outra empresa", "2026-05-02T12:00:00Z", { companyId: otherCompany });

    const proposalId = uuidv7();
    const deletedProposal = uuidv7();
    for (const id of [proposalId, deletedProposal])
      await fx.command(
        proposalStreamId(id),
        proposalDecider,
        {
          type: "StartProposal",
          proposalId: id,
          frontId: `front_${id.replace(/-/g, "").slice(-16)}`,
          customer,
          ownerId: manager.id,
          allowedOwners: [manager.id],
          itemId: null,
          consumption: consumptionInput({ months: Array(12).fill("200") }),
          simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
        },
        { at: "2026-02-20T12:00:00Z" },
      );
    await fx.command(proposalStreamId(deletedProposal), proposalDecider, { type: "DeleteProposal" }, { at: "2026-02-21T12:00:00Z" });
    expect(await fx.settle()).toBe(true);

    const everything: TimelineScope = {
      boards: [
        ["SALES", null],
        ["PROJECT", null],
      ],
      readerId: manager.id,
      proposals: { owners: null },
      files: true,
    };
    const ids = async (scope: TimelineScope, limit = 50, companyId = company.id) =>
      (await customerTimeline(db, companyId, customer.id, scope, limit)).entries.map((e) => `${e.kind}:${e.id}`);

    // The manager: everything but the vendor's private note and the deleted proposal, newest first
    // (the agenda item at its scheduled day).
    expect(await ids(everything)).toEqual([
      `agenda:${agenda}`,
      `deal:${projectItem}`,
      `proposal:${proposalId}`,
      `note:${vendorDealNote}`,
      `deal:${vendorSale}`,
      `note:${publicNote}`,
      `deal:${managerSale}`,
    ]);
    const first = await customerTimeline(db, company.id, customer.id, everything, 50);
    expect(first.entries[1]).toMatchObject({ kind: "deal", boardType: "PROJECT", name: "Projeto do gerente", columnTitle: project?.title ?? null });

    // Paging: the newest 3 and "more".
    const page = await customerTimeline(db, company.id, customer.id, everything, 3);
    expect(page.entries.map((e) => e.id)).toEqual([agenda, projectItem, proposalId]);
    expect(page.hasMore).toBe(true);

    // The vendor, own records only on the sales board, no project board, own proposals only: his
    // deal and its note, and his private note on the manager's deal is gone with that deal.
    const vendorScope: TimelineScope = { boards: [["SALES", [vendor.id]]], readerId: vendor.id, proposals: { owners: [vendor.id] }, files: false };
    expect(await ids(vendorScope)).toEqual([`note:${vendorDealNote}`, `deal:${vendorSale}`]);
    // The vendor with the whole sales board: his private note shows to him, not to the manager.
    const vendorAllSales: TimelineScope = { ...vendorScope, boards: [["SALES", null]] };
    expect(await ids(vendorAllSales)).toContain(`note:${vendorPrivate}`);
    expect(await ids(everything)).not.toContain(`note:${vendorPrivate}`);
    // No board at all: no deals, notes or agenda; no owners: nothing.
    expect(await ids({ ...everything, boards: [] })).toEqual([`proposal:${proposalId}`]);
    expect(await ids({ boards: [["SALES", []]], readerId: manager.id, proposals: { owners: [] }, files: false })).toEqual([]);
    // Another company's reader sees only its own item, never this company's.
    const foreignView = await ids(everything, 50, otherCompany);
    expect(foreignView).toContain(`deal:${foreign}`);
    expect(foreignView.filter((x) => x !== `deal:${foreign}` && !x.startsWith("note:"))).toEqual([]);
    expect(foreignView.some((x) => [managerSale, vendorSale, projectItem, proposalId].some((id) => x.endsWith(id)))).toBe(false);
  });
});
