// A customer's archive: stream `archive-<customerId>` (spec part 2 §3 "Customer archive: folders
// (name, order) and files (name, file, order, folder)"; §4 ordering). Orders are 0-based positions:
// events carry the positions before and after, and readers shift the neighbours, so a file moved
// to another folder closes the gap in the old folder and opens one in the new (spec part 2 §4).
// Files are referenced by their SHA-256 content hash; the bytes never enter the log.
import {
  assertNever,
  DomainError,
  ignoreUnknownEvent,
  isValidName,
  required,
  type Decider,
  type DomainEvent,
} from "../shared";
import { ARCHIVE_MSG, isAllowedFileType, MAX_FILE_BYTES } from "./rules";

export const archiveStreamId = (customerId: string) => `archive-${customerId}`;

export interface StoredFile {
  hash: string;
  size: number;
  contentType: string;
}
interface FolderState {
  folderId: string;
  name: string;
  files: ({ fileId: string; name: string } & StoredFile)[];
}

export type ArchiveCommand =
  | { type: "CreateStandardFolders"; customerId: string; folders: { folderId: string; name: string }[] }
  | { type: "CreateFolder"; customerId: string; folderId: string; name: string }
  | { type: "RenameFolder"; folderId: string; name: string }
  | { type: "DeleteFolder"; folderId: string }
  | { type: "MoveFolder"; folderId: string; toIndex: number }
  | { type: "AddFile"; customerId: string; fileId: string; folderId: string; name: string; file: StoredFile | null }
  | { type: "EditFile"; fileId: string; name: string; file: StoredFile | null }
  | { type: "DeleteFile"; fileId: string }
  | { type: "MoveFile"; fileId: string; folderId: string; toIndex: number };

type E<T extends string, D> = DomainEvent<T, D & { customerId: string }>;
export type ArchiveEvent =
  | E<"StandardFoldersCreated", { folders: { folderId: string; name: string; position: number }[] }>
  | E<"FolderCreated", { folderId: string; name: string; position: number }>
  | E<"FolderRenamed", { folderId: string; from: string; to: string }>
  | E<"FolderDeleted", { folderId: string; position: number; fileIds: string[] }>
  | E<"FolderMoved", { folderId: string; fromIndex: number; toIndex: number }>
  | E<"FileAdded", { fileId: string; folderId: string; name: string; position: number } & StoredFile>
  | E<
      "FileEdited",
      { fileId: string; name: { from: string; to: string } | null; file: { from: StoredFile; to: StoredFile } | null }
    >
  | E<"FileDeleted", { fileId: string; folderId: string; position: number }>
  | E<"FileMoved", { fileId: string; fromFolderId: string; fromIndex: number; toFolderId: string; toIndex: number }>;

export interface ArchiveState {
  customerId: string;
  standardCreated: boolean;
  folders: FolderState[];
}

const initialState = (): ArchiveState => ({ customerId: "", standardCreated: false, folders: [] });

function validName(name: string): string {
  if (!required(name) || !isValidName(name)) throw new DomainError(ARCHIVE_MSG.invalidName, "name");
  return name.trim();
}

function validFile(file: StoredFile | null): StoredFile {
  if (!file || !/^[0-9a-f]{64}$/.test(file.hash) || file.size <= 0)
    throw new DomainError(ARCHIVE_MSG.fileRequired, "file");
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

function decide(c: ArchiveCommand, s: ArchiveState): ArchiveEvent[] {
  const customerId = s.customerId || ("customerId" in c ? c.customerId : "");
  switch (c.type) {
    case "CreateStandardFolders": {
      // Once per customer, however often it is asked (first open, retries, concurrent tabs).
      if (s.standardCreated) return [];
      const names = new Set(s.folders.map((f) => f.name));
      const folders = c.folders
        .filter((f) => required(f.name) && isValidName(f.name) && !names.has(f.name.trim()))
        .map((f, i) => ({ folderId: f.folderId, name: f.name.trim(), position: s.folders.length + i }));
      return [{ type: "StandardFoldersCreated", data: { customerId, folders } }];
    }
    case "CreateFolder": {
      if (s.folders.some((f) => f.folderId === c.folderId))
        throw new DomainError(ARCHIVE_MSG.exists, undefined, "conflict");
      return [
        {
          type: "FolderCreated",
          data: { customerId, folderId: c.folderId, name: validName(c.name), position: s.folders.length },
        },
      ];
    }
    case "RenameFolder": {
      const { folder } = findFolder(s, c.folderId);
      const to = validName(c.name);
      return to === folder.name
        ? []
        : [{ type: "FolderRenamed", data: { customerId, folderId: c.folderId, from: folder.name, to } }];
    }
    case "DeleteFolder": {
      const { folder, index } = findFolder(s, c.folderId);
      return [
        {
          type: "FolderDeleted",
          data: { customerId, folderId: c.folderId, position: index, fileIds: folder.files.map((f) => f.fileId) },
        },
      ];
    }
    case "MoveFolder": {
      const { index } = findFolder(s, c.folderId);
      const toIndex = clampIndex(c.toIndex, s.folders.length - 1);
      return toIndex === index
        ? []
        : [{ type: "FolderMoved", data: { customerId, folderId: c.folderId, fromIndex: index, toIndex } }];
    }
    case "AddFile": {
      const { folder } = findFolder(s, c.folderId);
      if (s.folders.some((f) => f.files.some((x) => x.fileId === c.fileId)))
        throw new DomainError(ARCHIVE_MSG.exists, undefined, "conflict");
      const name = validName(c.name);
      const file = validFile(c.file);
      return [
        {
          type: "FileAdded",
          data: { customerId, fileId: c.fileId, folderId: c.folderId, name, position: folder.files.length, ...file },
        },
      ];
    }
    case "EditFile": {
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
    case "DeleteFile": {
      const { folder, index } = findFile(s, c.fileId);
      return [
        { type: "FileDeleted", data: { customerId, fileId: c.fileId, folderId: folder.folderId, position: index } },
      ];
    }
    case "MoveFile": {
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
    default:
      return assertNever(c, new DomainError(ARCHIVE_MSG.unknownCommand));
  }
}

const move = <T>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
};

function evolve(s: ArchiveState, e: ArchiveEvent): ArchiveState {
  const withFolders = (folders: FolderState[]) => ({ ...s, customerId: e.data.customerId, folders });
  switch (e.type) {
    case "StandardFoldersCreated":
      return {
        ...withFolders([
          ...s.folders,
          ...e.data.folders.map((f) => ({ folderId: f.folderId, name: f.name, files: [] })),
        ]),
        standardCreated: true,
      };
    case "FolderCreated":
      return withFolders([...s.folders, { folderId: e.data.folderId, name: e.data.name, files: [] }]);
    case "FolderRenamed":
      return withFolders(s.folders.map((f) => (f.folderId === e.data.folderId ? { ...f, name: e.data.to } : f)));
    case "FolderDeleted":
      return withFolders(s.folders.filter((f) => f.folderId !== e.data.folderId));
    case "FolderMoved":
      return withFolders(move(s.folders, e.data.fromIndex, e.data.toIndex));
    case "FileAdded": {
      const { fileId, name, hash, size, contentType, folderId } = e.data;
      return withFolders(
        s.folders.map((f) =>
          f.folderId === folderId ? { ...f, files: [...f.files, { fileId, name, hash, size, contentType }] } : f,
        ),
      );
    }
    case "FileEdited": {
      const { fileId, name, file } = e.data;
      return withFolders(
        s.folders.map((f) => ({
          ...f,
          files: f.files.map((x) =>
            x.fileId === fileId ? { ...x, ...(name ? { name: name.to } : {}), ...(file ? file.to : {}) } : x,
          ),
        })),
      );
    }
    case "FileDeleted":
      return withFolders(s.folders.map((f) => ({ ...f, files: f.files.filter((x) => x.fileId !== e.data.fileId) })));
    case "FileMoved": {
      const { fileId, fromFolderId, fromIndex, toFolderId, toIndex } = e.data;
      if (fromFolderId === toFolderId) {
        return withFolders(
          s.folders.map((f) => (f.folderId === fromFolderId ? { ...f, files: move(f.files, fromIndex, toIndex) } : f)),
        );
      }
      const moved = s.folders.find((f) => f.folderId === fromFolderId)?.files.find((x) => x.fileId === fileId);
      return withFolders(
        s.folders.map((f) => {
          if (f.folderId === fromFolderId) return { ...f, files: f.files.filter((x) => x.fileId !== fileId) };
          if (f.folderId === toFolderId && moved) {
            const files = [...f.files];
            files.splice(toIndex, 0, moved);
            return { ...f, files };
          }
          return f;
        }),
      );
    }
    default:
      return ignoreUnknownEvent(e, s);
  }
}

export const archiveDecider: Decider<ArchiveState, ArchiveCommand, ArchiveEvent> = { initialState, evolve, decide };
