// The notes projection (notes and agenda, checklists, customer files) on real PostgreSQL: commands
// through the real command handler, then a rebuild from the first event must give identical rows.
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import "../../db/schema-notes";
import { allProjections } from "../../projections/index";
import { notesProjection } from "../../projections/notes-projection";
import { uuidv7 } from "../../eventstore/ids";
import type { Decider, DomainEvent } from "../../domain/shared";
import { useSeededCompany } from "../support/seeded-company";
import { noteDecider, noteStreamId } from "../../domain/note";
import { archiveDecider, archiveStreamId } from "../../domain/archive";
import { checklistAnswersDecider, checklistAnswersStreamId, checklistDecider, checklistStreamId } from "../../domain/checklist";

describe("notes projection on postgres", () => {
  const fx = useSeededCompany();

  it("applies note, checklist and archive commands and rebuilds to identical tables", async () => {
    const { db, runner, company, vendor } = fx;
    expect(fx.seeded).toBe(true);
    const items = await db.selectFrom("rm_items").select(["id"]).orderBy("number").limit(2).execute();
    const send = async <S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C, actorId = company.manager_id) =>
      (await fx.command(streamId, decider, command, { actorId })).position;
    const types = ["Ligação", "Reunião"];
    const [n1, n2, n3] = [uuidv7(), uuidv7(), uuidv7()];
    await send(noteStreamId(n1), noteDecider, {
      type: "CreateNote",
      noteId: n1,
      itemId: items[0].id,
      allowedNoteTypes: types,
      noteText: "Ligar",
      noteType: "Ligação",
      isPrivate: false,
      schedule: { date: "2026-12-01", timeStart: "09:00", timeEnd: "10:00" },
    });
    await send(
      noteStreamId(n2),
      noteDecider,
      {
        type: "CreateNote",
        noteId: n2,
        itemId: items[0].id,
        allowedNoteTypes: types,
        noteText: "Privada do vendedor",
        noteType: null,
        isPrivate: true,
        schedule: null,
      },
      vendor.id,
    );
    await send(noteStreamId(n3), noteDecider, {
      type: "CreateNote",
      noteId: n3,
      itemId: items[1].id,
      allowedNoteTypes: types,
      noteText: "Apagar",
      noteType: null,
      isPrivate: false,
      schedule: null,
    });
    await send(noteStreamId(n1), noteDecider, {
      type: "EditNote",
      allowedNoteTypes: types,
      noteText: "Ligar de novo",
      noteType: "Reunião",
      isPrivate: false,
      schedule: { date: "2026-12-02", timeStart: null, timeEnd: null },
    });
    // Agenda activities: n1 ticked "concluída" (twice: the second is a no-op), n4 ticked and reopened.
    const n4 = uuidv7();
    await send(noteStreamId(n4), noteDecider, {
      type: "CreateNote",
      noteId: n4,
      itemId: items[1].id,
      allowedNoteTypes: types,
      noteText: "Visita",
      noteType: null,
      isPrivate: false,
      schedule: { date: "2026-11-20", timeStart: "14:00", timeEnd: "15:00" },
    });
    await send(noteStreamId(n1), noteDecider, { type: "CompleteAgendaItem" }, vendor.id);
    await send(noteStreamId(n1), noteDecider, { type: "CompleteAgendaItem" });
    await send(noteStreamId(n4), noteDecider, { type: "CompleteAgendaItem" });
    await send(noteStreamId(n4), noteDecider, { type: "ReopenAgendaItem" });
    let last = await send(noteStreamId(n3), noteDecider, { type: "DeleteNote", actorRole: "MANAGER" });
    expect(await runner.waitFor(last!, { timeoutMs: 30_000 })).toBe(true);
    const done = await db.selectFrom("rm_notes").select(["id", "completed_by"]).where("completed_at", "is not", null).execute();
    expect(done).toEqual([{ id: n1, completed_by: vendor.id }]);

    const notes = await db
      .selectFrom("rm_notes")
      .select(["id", "note_text", "note_type", "is_private", "author_id", "time_start"])
      .orderBy("note_text")
      .execute();
    expect(notes).toEqual([
      {
        id: n1,
        note_text: "Ligar de novo",
        note_type: "Reunião",
        is_private: false,
        author_id: company.manager_id,
        time_start: null,
      },
      {
        id: n2,
        note_text: "Privada do vendedor",
        note_type: null,
        is_private: true,
        author_id: vendor.id,
        time_start: null,
      },
      { id: n4, note_text: "Visita", note_type: null, is_private: false, author_id: company.manager_id, time_start: "14:00" },
    ]);

    // Checklists: entries added, edited, reordered, one removed (its answers go with it); answers saved twice.
    const cl = checklistStreamId(company.id, "SALES");
    const [c1, c2, c3] = [uuidv7(), uuidv7(), uuidv7()];
    await send(cl, checklistDecider, {
      type: "AddChecklistItem",
      boardType: "SALES",
      templateItemId: c1,
      task: "Telhado",
      category: "Vistoria",
      kind: "LIST",
      options: ["Cerâmico", "Metálico"],
    });
    await send(cl, checklistDecider, {
      type: "AddChecklistItem",
      boardType: "SALES",
      templateItemId: c2,
      task: "Medidor",
      category: "",
      kind: "NUMBER",
      options: [],
    });
    await send(cl, checklistDecider, {
      type: "AddChecklistItem",
      boardType: "SALES",
      templateItemId: c3,
      task: "ART",
      category: "",
      kind: "CHECKBOX",
      options: [],
    });
    await send(cl, checklistDecider, {
      type: "EditChecklistItem",
      templateItemId: c1,
      task: "Tipo de telhado",
      category: "Vistoria",
      options: ["Cerâmico", "Metálico", "Laje"],
    });
    await send(cl, checklistDecider, { type: "MoveChecklistItem", templateItemId: c3, by: -1 });
    const answers = checklistAnswersStreamId(items[0].id);
    await send(answers, checklistAnswersDecider, {
      type: "AnswerChecklistItem",
      itemId: items[0].id,
      template: { templateItemId: c1, kind: "LIST", options: ["Cerâmico", "Metálico", "Laje"] },
      answer: "Laje",
    });
    await send(answers, checklistAnswersDecider, {
      type: "AnswerChecklistItem",
      itemId: items[0].id,
      template: { templateItemId: c2, kind: "NUMBER", options: [] },
      answer: "60",
    });
    await send(answers, checklistAnswersDecider, {
      type: "AnswerChecklistItem",
      itemId: items[0].id,
      template: { templateItemId: c2, kind: "NUMBER", options: [] },
      answer: "63,5",
    });
    await send(answers, checklistAnswersDecider, {
      type: "AnswerChecklistItem",
      itemId: items[0].id,
      template: { templateItemId: c3, kind: "CHECKBOX", options: [] },
      answer: "true",
    });
    last = await send(cl, checklistDecider, { type: "RemoveChecklistItem", templateItemId: c1 });
    expect(await runner.waitFor(last!, { timeoutMs: 30_000 })).toBe(true);
    const entries = await db
      .selectFrom("rm_checklist_items")
      .select(["task", "position"])
      .where("board_type", "=", "SALES")
      .orderBy("position")
      .execute();
    expect(entries).toEqual([
      { task: "ART", position: 0 },
      { task: "Medidor", position: 1 },
    ]);
    // Options are a jsonb array, not a JSON string (a JSON.stringify through the Json type stored "\"[…]\"" on PostgreSQL).
    const kinds = await sql<{ t: string }>`select distinct jsonb_typeof(options) as t from rm_checklist_items`.execute(db);
    expect(kinds.rows).toEqual([{ t: "array" }]);
    const saved = await db
      .selectFrom("rm_checklist_answers")
      .select(["template_item_id", "answer_number", "answer_boolean"])
      .orderBy("answer_boolean")
      .execute();
    expect(saved.map((r) => [r.template_item_id, r.answer_number === null ? null : Number(r.answer_number), r.answer_boolean])).toEqual([
      [c3, null, true],
      [c2, 63.5, null],
    ]);

    // Customer files: standard folders, a folder created, renamed and moved, files added, reordered,
    // moved to another folder (gap closed), edited, deleted; a folder deleted with its files.
    const cust = uuidv7();
    const ar = archiveStreamId(cust);
    const [s1, s2, f1] = [uuidv7(), uuidv7(), uuidv7()];
    const [x1, x2, x3, x4] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const bytes = (c: string) => ({ hash: c.repeat(64), size: 100, contentType: "application/pdf" });
    await send(ar, archiveDecider, {
      type: "CreateStandardFolders",
      customerId: cust,
      folders: [
        { folderId: s1, name: "Documentos" },
        { folderId: s2, name: "Fotos" },
      ],
    });
    await send(ar, archiveDecider, { type: "CreateFolder", customerId: cust, folderId: f1, name: "Projeto" });
    await send(ar, archiveDecider, { type: "RenameFolder", folderId: f1, name: "Projeto 2026" });
    await send(ar, archiveDecider, { type: "MoveFolder", folderId: f1, toIndex: 0 });
    for (const [id, c] of [
      [x1, "a"],
      [x2, "b"],
      [x3, "c"],
    ] as const) {
      await send(ar, archiveDecider, {
        type: "AddFile",
        customerId: cust,
        fileId: id,
        folderId: s1,
        name: `Arquivo ${c}`,
        file: bytes(c),
      });
    }
    await send(ar, archiveDecider, {
      type: "AddFile",
      customerId: cust,
      fileId: x4,
      folderId: s2,
      name: "Foto",
      file: bytes("d"),
    });
    await send(ar, archiveDecider, { type: "MoveFile", fileId: x3, folderId: s1, toIndex: 0 });
    await send(ar, archiveDecider, { type: "MoveFile", fileId: x1, folderId: s2, toIndex: 0 });
    await send(ar, archiveDecider, { type: "EditFile", fileId: x2, name: "Renomeado", file: bytes("e") });
    await send(ar, archiveDecider, { type: "DeleteFile", fileId: x4 });
    last = await send(ar, archiveDecider, { type: "DeleteFolder", folderId: f1 });
    expect(await runner.waitFor(last!, { timeoutMs: 30_000 })).toBe(true);
    const folders = await db
      .selectFrom("rm_archive_folders")
      .select(["name", "position"])
      .where("customer_id", "=", cust)
      .orderBy("position")
      .execute();
    expect(folders).toEqual([
      { name: "Documentos", position: 0 },
      { name: "Fotos", position: 1 },
    ]);
    const files = await db
      .selectFrom("rm_archive_files")
      .select(["folder_id", "name", "position", "hash"])
      .where("customer_id", "=", cust)
      .orderBy("folder_id")
      .orderBy("position")
      .execute();
    expect(files.map((f) => [f.folder_id, f.name, f.position])).toEqual(
      [
        [s1, "Arquivo c", 0],
        [s1, "Renomeado", 1],
        [s2, "Arquivo a", 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // Batches of 1 and 5,000: the bulk handler leaves what one event at a time leaves.
    for (const batchSize of [1, 5000]) {
      const { live, rebuilt } = await fx.rebuild(notesProjection.tables, allProjections, batchSize);
      expect(rebuilt, `batch ${batchSize}`).toEqual(live);
    }
  });
});
