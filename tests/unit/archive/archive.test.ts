import { describe, expect, it } from "vitest";
import { archiveDecider, type ArchiveEvent } from "../../../domain/archive";
import { fold } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(archiveDecider);
const C = "cust-1";
const H = (c: string) => c.repeat(64);
const pdf = { hash: H("a"), size: 1200, contentType: "application/pdf" };
const folderA: ArchiveEvent = {
  type: "FolderCreated",
  data: { customerId: C, folderId: "fa", name: "Documentos", position: 0 },
};
const folderB: ArchiveEvent = {
  type: "FolderCreated",
  data: { customerId: C, folderId: "fb", name: "Fotos", position: 1 },
};
const file = (fileId: string, folderId: string, position: number): ArchiveEvent => ({
  type: "FileAdded",
  data: { customerId: C, fileId, folderId, name: `Arquivo ${fileId}`, position, ...pdf },
});

describe("folders", () => {
  it("creates the standard folders once", () => {
    given([])
      .when({
        type: "CreateStandardFolders",
        customerId: C,
        folders: [
          { folderId: "f1", name: "Documentos" },
          { folderId: "f2", name: "Contas de energia" },
        ],
      })
      .then([
        {
          type: "StandardFoldersCreated",
          data: {
            customerId: C,
            folders: [
              { folderId: "f1", name: "Documentos", position: 0 },
              { folderId: "f2", name: "Contas de energia", position: 1 },
            ],
          },
        },
      ]);
    given([{ type: "StandardFoldersCreated", data: { customerId: C, folders: [] } }])
      .when({ type: "CreateStandardFolders", customerId: C, folders: [{ folderId: "f1", name: "Documentos" }] })
      .then([]);
  });
  it.each(["", "  ", "Fotos/2024", "Contas.", "a-b", "<x>"])("refuses the folder name %j", (name) => {
    given([]).when({ type: "CreateFolder", customerId: C, folderId: "f", name }).thenThrows("Insira um nome válido.", { field: "name" });
  });
  it("renames, deletes with its files, moves", () => {
    given([folderA])
      .when({ type: "RenameFolder", folderId: "fa", name: "Docs" })
      .then([{ type: "FolderRenamed", data: { customerId: C, folderId: "fa", from: "Documentos", to: "Docs" } }]);
    given([folderA, folderB, file("x", "fb", 0)])
      .when({ type: "DeleteFolder", folderId: "fb" })
      .then([{ type: "FolderDeleted", data: { customerId: C, folderId: "fb", position: 1, fileIds: ["x"] } }]);
    given([folderA, folderB])
      .when({ type: "MoveFolder", folderId: "fb", toIndex: 0 })
      .then([{ type: "FolderMoved", data: { customerId: C, folderId: "fb", fromIndex: 1, toIndex: 0 } }]);
    given([folderA, folderB]).when({ type: "MoveFolder", folderId: "fb", toIndex: 9 }).then([]);
  });
});

describe("files", () => {
  it("adds a file by its hash at the end of the folder", () => {
    given([folderA, file("x", "fa", 0)])
      .when({ type: "AddFile", customerId: C, fileId: "y", folderId: "fa", name: "Conta de luz", file: pdf })
      .then([
        {
          type: "FileAdded",
          data: { customerId: C, fileId: "y", folderId: "fa", name: "Conta de luz", position: 1, ...pdf },
        },
      ]);
  });
  it("needs a file, a good name, an allowed type and size", () => {
    const addFile = (name: string, file: typeof pdf | null) =>
      given([folderA]).when({ type: "AddFile", customerId: C, fileId: "y", folderId: "fa", name, file });
    addFile("Conta", null).thenThrows("Selecione um arquivo.", { field: "file" });
    addFile("conta.pdf", pdf).thenThrows("Insira um nome válido.", { field: "name" });
    addFile("Conta", { ...pdf, contentType: "application/x-msdownload" }).thenThrows(
      "Tipo de arquivo não permitido (use PDF, imagem, texto, planilha, documento ou ZIP).",
      { field: "file" },
    );
    addFile("Conta", { ...pdf, size: 10 * 1024 * 1024 + 1 }).thenThrows("O arquivo excede o tamanho máximo de 10 MB.", {
      field: "file",
    });
  });
  it("edits the name, and the file only when given", () => {
    given([folderA, file("x", "fa", 0)])
      .when({ type: "EditFile", fileId: "x", name: "Novo nome", file: null })
      .then([
        {
          type: "FileEdited",
          data: { customerId: C, fileId: "x", name: { from: "Arquivo x", to: "Novo nome" }, file: null },
        },
      ]);
    given([folderA, file("x", "fa", 0)])
      .when({ type: "EditFile", fileId: "x", name: "Arquivo x", file: pdf })
      .then([]);
  });
  it("moving to another folder closes the gap in the old one and opens one in the new", () => {
    const history = [folderA, folderB, file("x", "fa", 0), file("y", "fa", 1), file("z", "fa", 2), file("w", "fb", 0)];
    given(history)
      .when({ type: "MoveFile", fileId: "y", folderId: "fb", toIndex: 0 })
      .then([
        {
          type: "FileMoved",
          data: { customerId: C, fileId: "y", fromFolderId: "fa", fromIndex: 1, toFolderId: "fb", toIndex: 0 },
        },
      ]);
    const after = fold(archiveDecider.evolve, archiveDecider.initialState(), [
      ...history,
      {
        type: "FileMoved",
        data: { customerId: C, fileId: "y", fromFolderId: "fa", fromIndex: 1, toFolderId: "fb", toIndex: 0 },
      } as ArchiveEvent,
    ]);
    expect(after.folders.map((f) => f.files.map((x) => x.fileId))).toEqual([
      ["x", "z"],
      ["y", "w"],
    ]);
  });
  it("reorders inside a folder; the same place is nothing", () => {
    given([folderA, file("x", "fa", 0), file("y", "fa", 1)])
      .when({ type: "MoveFile", fileId: "x", folderId: "fa", toIndex: 5 })
      .then([
        {
          type: "FileMoved",
          data: { customerId: C, fileId: "x", fromFolderId: "fa", fromIndex: 0, toFolderId: "fa", toIndex: 1 },
        },
      ]);
    given([folderA, file("x", "fa", 0)])
      .when({ type: "MoveFile", fileId: "x", folderId: "fa", toIndex: 0 })
      .then([]);
  });
  it("a deleted file is not found", () => {
    given([folderA, file("x", "fa", 0), { type: "FileDeleted", data: { customerId: C, fileId: "x", folderId: "fa", position: 0 } }])
      .when({ type: "DeleteFile", fileId: "x" })
      .thenThrows("Arquivo não encontrado.", { code: "not_found" });
  });
});
