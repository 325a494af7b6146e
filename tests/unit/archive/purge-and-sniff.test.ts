// Issue 14, finding 10: a deleted file's bytes are purged after the retention period (decider), and
// the stored type is chosen from what the bytes show (sniff rules).
import { describe, expect, it } from "vitest";
import { ARCHIVE_MSG, archiveDecider, isTextBytes, looksLikeMarkup, sniffedContentType, type ArchiveEvent } from "../../../domain/archive";
import { specFor } from "../support/given-when-then";

const given = specFor(archiveDecider);
const C = "cust-1";
const pdf = { hash: "a".repeat(64), size: 1200, contentType: "application/pdf" };
const DELETED_AT = "2026-10-01T12:00:00.000Z";
const at = (occurredAt: string) => ({ metadata: { occurredAt } });
const folder: ArchiveEvent = { type: "FolderCreated", data: { customerId: C, folderId: "fa", name: "Documentos", position: 0 } };
const added: ArchiveEvent = { type: "FileAdded", data: { customerId: C, fileId: "x", folderId: "fa", name: "Conta", position: 0, ...pdf } };
const deleted = { type: "FileDeleted", data: { customerId: C, fileId: "x", folderId: "fa", position: 0 }, ...at(DELETED_AT) } as ArchiveEvent;
const folderDeleted = {
  type: "FolderDeleted",
  data: { customerId: C, folderId: "fa", position: 0, fileIds: ["x"] },
  ...at(DELETED_AT),
} as ArchiveEvent;
const purged: ArchiveEvent = {
  type: "FileBytesPurged",
  data: { customerId: C, fileId: "x", deletedAt: DELETED_AT, purgedAt: "2026-10-31T12:00:00.000Z", retentionDays: 30 },
};
const purge = { type: "PurgeFileBytes", fileId: "x", retentionDays: 30 } as const;

describe("PurgeFileBytes", () => {
  it("after the retention period: FileBytesPurged with the file id, the instants and the period", () => {
    given([folder, added, deleted]).when(purge, { now: "2026-10-31T12:00:00.000Z" }).then([purged]);
    given([folder, added, folderDeleted]).when(purge, { now: "2026-10-31T12:00:00.000Z" }).then([purged]);
  });
  it("within the period: refused", () => {
    given([folder, added, deleted]).when(purge, { now: "2026-10-31T11:59:59.000Z" }).thenThrows(ARCHIVE_MSG.withinRetention, { code: "conflict" });
  });
  it("twice: nothing more", () => {
    given([folder, added, deleted, purged]).when(purge, { now: "2026-12-31T12:00:00.000Z" }).then([]);
  });
  it("a live or unknown file: refused", () => {
    given([folder, added]).when(purge, { now: "2026-12-31T12:00:00.000Z" }).thenThrows(ARCHIVE_MSG.notDeleted, { code: "conflict" });
    given([folder]).when(purge, { now: "2026-12-31T12:00:00.000Z" }).thenThrows(ARCHIVE_MSG.fileNotFound, { code: "not_found" });
  });
  it("a negative or fractional period: refused", () => {
    given([folder, added, deleted])
      .when({ ...purge, retentionDays: -1 })
      .thenThrows(ARCHIVE_MSG.invalidRetention, { field: "retentionDays" });
    given([folder, added, deleted])
      .when({ ...purge, retentionDays: 1.5 })
      .thenThrows(ARCHIVE_MSG.invalidRetention, { field: "retentionDays" });
  });
  it("the state knows the bytes are gone", () => {
    given([folder, added, deleted, purged])
      .when({ type: "MoveFolder", folderId: "fa", toIndex: 0 })
      .thenState({
        deleted: { x: { hash: pdf.hash, deletedAt: DELETED_AT, purged: true } },
      });
  });
});

describe("sniffedContentType", () => {
  const base = { detected: null, text: true, head: "", declared: "", filename: "arquivo" };
  it.each([
    [{ detected: "image/png", declared: "application/pdf", filename: "conta.pdf" }, "image/png"],
    [{ detected: "application/pdf", declared: "image/png" }, "application/pdf"],
    [{ detected: "application/x-msdownload", declared: "application/pdf" }, "application/x-msdownload"],
    [{ detected: "application/x-cfb", declared: "application/msword" }, "application/msword"],
    [{ detected: "application/x-cfb", filename: "planilha.xls" }, "application/vnd.ms-excel"],
    [{ detected: "application/x-cfb", filename: "x.msi" }, "application/x-cfb"],
    [{ declared: "text/csv" }, "text/csv"],
    [{ filename: "clientes.CSV" }, "text/csv"],
    [{ declared: "image/jpeg", filename: "foto.jpg" }, "text/plain"],
    [{ head: "<!DOCTYPE html><p>x", declared: "image/jpeg", filename: "foto.jpg" }, "text/html"],
    [{ head: '  <svg xmlns="http://www.w3.org/2000/svg"><script>', filename: "a.png" }, "text/html"],
    [{ text: false, declared: "text/csv", filename: "dados.csv" }, "application/octet-stream"],
  ] as const)("%o → %s", (over, expected) => {
    expect(sniffedContentType({ ...base, ...over })).toBe(expected);
  });
});

describe("isTextBytes and looksLikeMarkup", () => {
  it("text is bytes without NUL nor other binary control bytes", () => {
    expect(isTextBytes(new TextEncoder().encode("Nome;Cidade\r\nJosé;São Paulo\t\n"))).toBe(true);
    expect(isTextBytes(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9]))).toBe(true); // Windows-1252 "José"
    expect(isTextBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false); // a ZIP
    expect(isTextBytes(Uint8Array.from([0x41, 0x00, 0x42]))).toBe(false);
  });
  it("markup is HTML, SVG or XML", () => {
    expect(looksLikeMarkup("<html><body>")).toBe(true);
    expect(looksLikeMarkup('<?xml version="1.0"?>')).toBe(true);
    expect(looksLikeMarkup("preço < 10 e > 5")).toBe(false);
  });
});
