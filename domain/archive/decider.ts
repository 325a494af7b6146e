// A customer's archive: stream `archive-<customerId>` (spec part 2 §3 "Customer archive: folders
// (name, order) and files (name, file, order, folder)"; §4 ordering). Orders are 0-based positions:
// events carry the positions before and after, and readers shift the neighbours, so a file moved
// to another folder closes the gap in the old folder and opens one in the new (spec part 2 §4).
// Files are referenced by their SHA-256 content hash; the bytes never enter the log.
import { assertNever, checkMaxLength, DomainError, isValidName, MAX_LENGTH, required, type DecideContext, type Decider } from "../shared";
import { ARCHIVE_MSG, isAllowedFileType, MAX_FILE_BYTES } from "./rules";
import { evolveArchive, initialArchiveState, type ArchiveEvent, type ArchiveState, type StoredFile } from "./state";

export * from "./state";

export const archiveStreamId = (customerId: string) => `archive-${customerId}`;

export type ArchiveCommand =
  | { type: "CreateStandardFolders"; customerId: string; folders: { folderId: string; name: string }[] }
  | { type: "CreateFolder"; customerId: string; folderId: string; name: string }
  | { type: "RenameFolder"; folderId: string; name: string }
  | { type: "DeleteFolder"; folderId: string }
  | { type: "MoveFolder"; folderId: string; toIndex: number }
  | { type: "AddFile"; customerId: string; fileId: string; folderId: string; name: string; file: StoredFile | null }
  | { type: "EditFile"; fileId: string; name: string; file: StoredFile | null }
  | { type: "DeleteFile"; fileId: string }
  | { type: "MoveFile"; fileId: string; folderId: string; toIndex: number }
  /** Sent by the purge job (app/lib/archive-purge.server.ts) once a deleted file's bytes are erased. */
  | { type: "PurgeFileBytes"; fileId: string; retentionDays: number };

function validName(name: string): string {
  if (!required(name)) throw new DomainError(ARCHIVE_MSG.invalidName, "name");
  checkMaxLength(name, MAX_LENGTH.name, "name");
  if (!isValidName(name)) throw new DomainError(ARCHIVE_MSG.invalidName, "name");
  return name.trim();
}

function validFile(file: StoredFile | null): StoredFile {
  if (!file || !/^[0-9a-f]{64}$/.test(file.hash) || file.size <= 0) throw new DomainError(ARCHIVE_MSG.fileRequired, "file");
  if (file.size > MAX_FILE_BYTES) throw new DomainError(ARCHIVE_MSG.fileTooLarge, "file");
  if (!isAllowedFileType(file.contentType)) throw new DomainError(ARCHIVE_MSG.fileTypeNotAllowed, "file");
  return { hash: file.hash, size: file.size, contentType: file.contentType };
}

function findFile(s: ArchiveState, fileId: string) {
  for (const folder of s.folders) {
    const index = folder.files.findIndex((f) => f.fileId === fileId);
    if (index >= 0) return { folder, index, file: folder.files[index] };
  }
  throw new DomainError(ARCHIVE_MSG.fileNotFound, undefined, "not_found");
}

function findFolder(s: ArchiveState, folderId: string) {
  const index = s.folders.findIndex((f) => f.folderId === folderId);
  if (index < 0) throw new DomainError(ARCHIVE_MSG.folderNotFound, "folderId", "not_found");
  return { folder: s.folders[index], index };
}

const clampIndex = (i: number, max: number) => {
  if (!Number.isInteger(i)) throw new DomainError(ARCHIVE_MSG.invalidPosition, "toIndex");
  return Math.max(0, Math.min(i, max));
};

// ── Decide: one function per command ────────────────────────────────────────
type ArchiveCommandOf<T extends ArchiveCommand["type"]> = Extract<ArchiveCommand, { type: T }>;

/** Names already used are skipped. */
export function createStandardFolders(c: ArchiveCommandOf<"CreateStandardFolders">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  // Once per customer, however often it is asked (first open, retries, concurrent tabs).
  if (s.standardCreated) return [];
  const names = new Set(s.folders.map((f) => f.name));
  const folders = c.folders
    .filter((f) => required(f.name) && f.name.trim().length <= MAX_LENGTH.name && isValidName(f.name) && !names.has(f.name.trim()))
    .map((f, i) => ({ folderId: f.folderId, name: f.name.trim(), position: s.folders.length + i }));
  return [{ type: "StandardFoldersCreated", data: { customerId, folders } }];
}

export function createFolder(c: ArchiveCommandOf<"CreateFolder">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  if (s.folders.some((f) => f.folderId === c.folderId)) throw new DomainError(ARCHIVE_MSG.exists, undefined, "conflict");
  return [
    {
      type: "FolderCreated",
      data: { customerId, folderId: c.folderId, name: validName(c.name), position: s.folders.length },
    },
  ];
}

/** [] when the name does not change. */
export function renameFolder(c: ArchiveCommandOf<"RenameFolder">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { folder } = findFolder(s, c.folderId);
  const to = validName(c.name);
  return to === folder.name ? [] : [{ type: "FolderRenamed", data: { customerId, folderId: c.folderId, from: folder.name, to } }];
}

export function deleteFolder(c: ArchiveCommandOf<"DeleteFolder">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { folder, index } = findFolder(s, c.folderId);
  return [
    {
      type: "FolderDeleted",
      data: { customerId, folderId: c.folderId, position: index, fileIds: folder.files.map((f) => f.fileId) },
    },
  ];
}

/** To a clamped position; [] when it stays. */
export function moveFolder(c: ArchiveCommandOf<"MoveFolder">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { index } = findFolder(s, c.folderId);
  const toIndex = clampIndex(c.toIndex, s.folders.length - 1);
  return toIndex === index ? [] : [{ type: "FolderMoved", data: { customerId, folderId: c.folderId, fromIndex: index, toIndex } }];
}

export function addFile(c: ArchiveCommandOf<"AddFile">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { folder } = findFolder(s, c.folderId);
  if (s.folders.some((f) => f.files.some((x) => x.fileId === c.fileId))) throw new DomainError(ARCHIVE_MSG.exists, undefined, "conflict");
  const name = validName(c.name);
  const file = validFile(c.file);
  return [
    {
      type: "FileAdded",
      data: { customerId, fileId: c.fileId, folderId: c.folderId, name, position: folder.files.length, ...file },
    },
  ];
}

/** [] when nothing changes. */
export function editFile(c: ArchiveCommandOf<"EditFile">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { file } = findFile(s, c.fileId);
  const name = validName(c.name);
  // The file is optional when editing (spec part 2 §5): none keeps the stored one.
  const replacement = c.file ? validFile(c.file) : null;
  const nameChange = name !== file.name ? { from: file.name, to: name } : null;
  const before = { hash: file.hash, size: file.size, contentType: file.contentType };
  const fileChange = replacement && replacement.hash !== file.hash ? { from: before, to: replacement } : null;
  if (!nameChange && !fileChange) return [];
  return [{ type: "FileEdited", data: { customerId, fileId: c.fileId, name: nameChange, file: fileChange } }];
}

export function deleteFile(c: ArchiveCommandOf<"DeleteFile">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const { folder, index } = findFile(s, c.fileId);
  return [{ type: "FileDeleted", data: { customerId, fileId: c.fileId, folderId: folder.folderId, position: index } }];
}

/** Within its folder or into another, at a clamped position; [] when it stays. */
export function moveFile(c: ArchiveCommandOf<"MoveFile">, s: ArchiveState, customerId: string): ArchiveEvent[] {
  const from = findFile(s, c.fileId);
  const { folder: target } = findFolder(s, c.folderId);
  const same = target.folderId === from.folder.folderId;
  const toIndex = clampIndex(c.toIndex, same ? target.files.length - 1 : target.files.length);
  if (same && toIndex === from.index) return [];
  return [
    {
      type: "FileMoved",
      data: {
        customerId,
        fileId: c.fileId,
        fromFolderId: from.folder.folderId,
        fromIndex: from.index,
        toFolderId: target.folderId,
        toIndex,
      },
    },
  ];
}

const DAY_MS = 86_400_000;

/**
 * A deleted file whose retention period (the company's security.fileRetentionDays) has passed at
 * ctx.now: its bytes are purged. [] when already purged (the job may run twice); refused for a
 * live file, an unknown one, or one still within the period.
 */
export function purgeFileBytes(c: ArchiveCommandOf<"PurgeFileBytes">, s: ArchiveState, customerId: string, ctx: DecideContext): ArchiveEvent[] {
  if (!Number.isInteger(c.retentionDays) || c.retentionDays < 0) throw new DomainError(ARCHIVE_MSG.invalidRetention, "retentionDays");
  const d = s.deleted[c.fileId];
  if (!d) {
    if (s.folders.some((f) => f.files.some((x) => x.fileId === c.fileId))) throw new DomainError(ARCHIVE_MSG.notDeleted, undefined, "conflict");
    throw new DomainError(ARCHIVE_MSG.fileNotFound, undefined, "not_found");
  }
  if (d.purged) return [];
  const deletedAt = Date.parse(d.deletedAt);
  if (Number.isNaN(deletedAt) || Date.parse(ctx.now) - deletedAt < c.retentionDays * DAY_MS)
    throw new DomainError(ARCHIVE_MSG.withinRetention, undefined, "conflict");
  return [
    {
      type: "FileBytesPurged",
      data: { customerId, fileId: c.fileId, deletedAt: d.deletedAt, purgedAt: ctx.now, retentionDays: c.retentionDays },
    },
  ];
}

function decide(c: ArchiveCommand, s: ArchiveState, ctx: DecideContext): ArchiveEvent[] {
  const customerId = s.customerId || ("customerId" in c ? c.customerId : "");
  switch (c.type) {
    case "CreateStandardFolders":
      return createStandardFolders(c, s, customerId);
    case "CreateFolder":
      return createFolder(c, s, customerId);
    case "RenameFolder":
      return renameFolder(c, s, customerId);
    case "DeleteFolder":
      return deleteFolder(c, s, customerId);
    case "MoveFolder":
      return moveFolder(c, s, customerId);
    case "AddFile":
      return addFile(c, s, customerId);
    case "EditFile":
      return editFile(c, s, customerId);
    case "DeleteFile":
      return deleteFile(c, s, customerId);
    case "MoveFile":
      return moveFile(c, s, customerId);
    case "PurgeFileBytes":
      return purgeFileBytes(c, s, customerId, ctx);
    default:
      return assertNever(c, new DomainError(ARCHIVE_MSG.unknownCommand));
  }
}

export const archiveDecider: Decider<ArchiveState, ArchiveCommand, ArchiveEvent> = {
  initialState: initialArchiveState,
  evolve: evolveArchive,
  decide,
};
