// Maximum lengths of free text (issue 14, finding 10: a 16 KB folder name was stored). Each decider
// refuses a name or text past its limit with "Use no máximo N caracteres." on the field; one
// character less is accepted. The spec names no numbers (part 1 §5 lists "maximum length" as a
// rule kind), so the limits are domain/shared MAX_LENGTH.
import { describe, expect, it } from "vitest";
import { adminDecider } from "../../../domain/company/admin";
import { archiveDecider, type ArchiveCommand, type ArchiveEvent } from "../../../domain/archive";
import { boardDecider, type BoardCommand, type BoardEvent } from "../../../domain/board";
import { checklistDecider, type ChecklistCommand, type ChecklistEvent } from "../../../domain/checklist";
import { companyDecider, type CompanyCommand, type CompanyEvent } from "../../../domain/company";
import { customerDecider, type CustomerCommand, type CustomerEvent } from "../../../domain/customer";
import { itemDecider, type ItemCommand, type ItemEvent } from "../../../domain/item";
import { noteDecider, type NoteCommand, type NoteEvent } from "../../../domain/note";
import { MAX_LENGTH, tooLongMessage } from "../../../domain/shared";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { created as boardCreated } from "../board/fixtures";
import { createCommand, created as itemCreated, createdOn } from "../item/fixtures";

const long = (n: number) => "a".repeat(n);
const NAME = MAX_LENGTH.name;
const TEXT = MAX_LENGTH.text;
const LONG = MAX_LENGTH.longText;

describe("the limits", () => {
  it("are sensible and the message is Portuguese", () => {
    expect(NAME).toBe(100);
    expect(TEXT).toBe(200);
    expect(LONG).toBe(5000);
    expect(tooLongMessage(100)).toBe("Use no máximo 100 caracteres.");
  });
});

describe("archive: folder and file names", () => {
  const given = specFor(archiveDecider);
  const C = "cust-1";
  const folder: ArchiveEvent = { type: "FolderCreated", data: { customerId: C, folderId: "fa", name: "Documentos", position: 0 } };
  const pdf = { hash: "a".repeat(64), size: 1200, contentType: "application/pdf" };
  const fileAdded: ArchiveEvent = { type: "FileAdded", data: { customerId: C, fileId: "x", folderId: "fa", name: "Conta", position: 0, ...pdf } };
  const rows = [
    [{ name: long(NAME + 1) }, tooLongMessage(NAME), "name"],
    [{ name: long(16 * 1024) }, tooLongMessage(NAME), "name"],
  ] as const;
  itRejectsEach<ArchiveCommand, ArchiveEvent>("CreateFolder", given, [], { type: "CreateFolder", customerId: C, folderId: "f", name: "Docs" }, rows);
  itRejectsEach<ArchiveCommand, ArchiveEvent>("RenameFolder", given, [folder], { type: "RenameFolder", folderId: "fa", name: "Docs" }, rows);
  itRejectsEach<ArchiveCommand, ArchiveEvent>(
    "AddFile",
    given,
    [folder],
    { type: "AddFile", customerId: C, fileId: "y", folderId: "fa", name: "Foto", file: pdf },
    rows,
  );
  itRejectsEach<ArchiveCommand, ArchiveEvent>(
    "EditFile",
    given,
    [folder, fileAdded],
    { type: "EditFile", fileId: "x", name: "Foto", file: null },
    rows,
  );

  it("accepts a name of exactly the limit", () => {
    given([])
      .when({ type: "CreateFolder", customerId: C, folderId: "f", name: long(NAME) })
      .thenState({ folders: [{ folderId: "f", name: long(NAME), files: [] }] });
  });
  it("leaves a too long standard folder out", () => {
    given([])
      .when({
        type: "CreateStandardFolders",
        customerId: C,
        folders: [
          { folderId: "f1", name: long(NAME + 1) },
          { folderId: "f2", name: "Fotos" },
        ],
      })
      .then([{ type: "StandardFoldersCreated", data: { customerId: C, folders: [{ folderId: "f2", name: "Fotos", position: 0 }] } }]);
  });
});

describe("board: column titles", () => {
  const given = specFor(boardDecider);
  itRejectsEach<BoardCommand, BoardEvent>(
    "AddColumn",
    given,
    [boardCreated],
    { type: "AddColumn", columnId: "col-9", title: "Vistoria", inactivityWindow: 0, sortKey: "a9" },
    [[{ title: long(TEXT + 1) }, tooLongMessage(TEXT), "title"]],
  );
  itRejectsEach<BoardCommand, BoardEvent>(
    "RenameColumn",
    given,
    [boardCreated],
    { type: "RenameColumn", columnId: "col-1", title: "Vistoria", inactivityWindow: 0 },
    [[{ title: long(TEXT + 1) }, tooLongMessage(TEXT), "title"]],
  );
  it("CreateBoard refuses a too long column title", () => {
    const columns = [{ columnId: "c1", title: long(TEXT + 1), inactivityWindow: 0, sortKey: "a0" }];
    given([]).when({ type: "CreateBoard", boardType: "SALES", columns }).thenThrows(tooLongMessage(TEXT), { field: "columns.0.title" });
  });
});

describe("checklists: task, category, options", () => {
  const given = specFor(checklistDecider);
  itRejectsEach<ChecklistCommand, ChecklistEvent>(
    "AddChecklistItem",
    given,
    [],
    {
      type: "AddChecklistItem",
      boardType: "SALES",
      templateItemId: "b",
      task: "Fixar inversor",
      category: "",
      kind: "LIST",
      options: ["Sim", "Não"],
    },
    [
      [{ task: long(TEXT + 1) }, tooLongMessage(TEXT), "task"],
      [{ category: long(NAME + 1) }, tooLongMessage(NAME), "category"],
      [{ options: ["Sim", long(NAME + 1)] }, tooLongMessage(NAME), "options"],
    ],
  );
});

describe("items: name and reasons", () => {
  const given = specFor(itemDecider);
  itRejectsEach<ItemCommand, ItemEvent>("CreateItem", given, [], createCommand, [[{ name: long(TEXT + 1) }, tooLongMessage(TEXT), "name"]]);
  itRejectsEach<ItemCommand, ItemEvent>("LoseSale", given, [itemCreated], { type: "LoseSale", reason: "Preço" }, [
    [{ reason: long(TEXT + 1) }, tooLongMessage(TEXT), "reason"],
  ]);
  itRejectsEach<ItemCommand, ItemEvent>(
    "AddRejectReason",
    given,
    [createdOn("PROJECT")],
    { type: "AddRejectReason", reasonId: "r1", reason: "Falta ART" },
    [[{ reason: long(TEXT + 1) }, tooLongMessage(TEXT), "reason"]],
  );
});

describe("notes: text", () => {
  const given = specFor(noteDecider);
  itRejectsEach<NoteCommand, NoteEvent>(
    "CreateNote",
    given,
    [],
    { type: "CreateNote", noteId: "n1", itemId: "i1", allowedNoteTypes: [], noteText: "Ligar", noteType: null, isPrivate: false, schedule: null },
    [[{ noteText: long(LONG + 1) }, tooLongMessage(LONG), "noteText"]],
  );
});

describe("company: company, user and team names", () => {
  const given = specFor(companyDecider);
  const manager = { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" };
  const registered: CompanyEvent = {
    type: "CompanyRegistered",
    data: { companyId: "company-1", name: "Solar Nordeste", plan: "ENTERPRISE", statusOk: true, salesLostReasons: ["Preço"], manager },
  };
  itRejectsEach<CompanyCommand, CompanyEvent>(
    "RegisterCompany",
    given,
    [],
    { type: "RegisterCompany", name: "Solar Nordeste", plan: "ENTERPRISE", manager },
    [
      [{ name: long(NAME + 1) }, tooLongMessage(NAME), "name"],
      [{ manager: { ...manager, name: long(NAME + 1) } }, tooLongMessage(NAME), "managerName"],
    ],
  );
  itRejectsEach<CompanyCommand, CompanyEvent>(
    "AddVendor",
    given,
    [registered],
    { type: "AddVendor", vendor: { id: "user-vendor-1", name: "Paulo Vendas", email: "paulo@solar.com.br" } },
    [[{ vendor: { id: "user-vendor-1", name: long(NAME + 1), email: "paulo@solar.com.br" } }, tooLongMessage(NAME), "name"]],
  );
  itRejectsEach<CompanyCommand, CompanyEvent>(
    "CreateTeam",
    given,
    [registered],
    { type: "CreateTeam", team: { id: "t1", name: "Equipe Norte", leaderId: "user-manager", memberIds: [] } },
    [[{ team: { id: "t1", name: long(NAME + 1), leaderId: "user-manager", memberIds: [] } }, tooLongMessage(NAME), "name"]],
  );
  it("RegisterAdmin refuses a too long name", () => {
    specFor(adminDecider)([])
      .when({ type: "RegisterAdmin", id: "a1", name: long(NAME + 1), email: "admin@girassol.com.br" })
      .thenThrows(tooLongMessage(NAME), { field: "name" });
  });
});

describe("customers: the name of a customer made from an item form", () => {
  const given = specFor(customerDecider);
  itRejectsEach<CustomerCommand, CustomerEvent>(
    "CreateCustomer",
    given,
    [],
    { type: "CreateCustomer", customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" },
    [[{ name: long(TEXT + 1) }, tooLongMessage(TEXT), "name"]],
  );
});
