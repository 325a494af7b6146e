// The archive's events and the state they fold to: folders in order, each with its files in order.
import { ignoreUnknownEvent, type DomainEvent } from "../shared";

export interface StoredFile {
  hash: string;
  size: number;
  contentType: string;
}
export interface FolderState {
  folderId: string;
  name: string;
  files: ({ fileId: string; name: string } & StoredFile)[];
}

type E<T extends string, D> = DomainEvent<T, D & { customerId: string }>;
export type ArchiveEvent =
  | E<"StandardFoldersCreated", { folders: { folderId: string; name: string; position: number }[] }>
  | E<"FolderCreated", { folderId: string; name: string; position: number }>
  | E<"FolderRenamed", { folderId: string; from: string; to: string }>
  | E<"FolderDeleted", { folderId: string; position: number; fileIds: string[] }>
  | E<"FolderMoved", { folderId: string; fromIndex: number; toIndex: number }>
  | E<"FileAdded", { fileId: string; folderId: string; name: string; position: number } & StoredFile>
  | E<"FileEdited", { fileId: string; name: { from: string; to: string } | null; file: { from: StoredFile; to: StoredFile } | null }>
  | E<"FileDeleted", { fileId: string; folderId: string; position: number }>
  | E<"FileMoved", { fileId: string; fromFolderId: string; fromIndex: number; toFolderId: string; toIndex: number }>
  /** A deleted file's bytes were erased from the store after the company's retention period (issue 14). */
  | E<"FileBytesPurged", { fileId: string; deletedAt: string; purgedAt: string; retentionDays: number }>;

/** A deleted file, kept until its bytes are purged: when it was deleted and whether they are gone. */
export interface DeletedFile {
  hash: string;
  deletedAt: string;
  purged: boolean;
}

export interface ArchiveState {
  customerId: string;
  standardCreated: boolean;
  folders: FolderState[];
  /** Files deleted (alone or with their folder), by id. */
  deleted: Record<string, DeletedFile>;
}

export const initialArchiveState = (): ArchiveState => ({ customerId: "", standardCreated: false, folders: [], deleted: {} });

/** The envelope's instant (the store's events carry it; an event built in a test may not). */
const occurredAt = (e: { metadata?: { occurredAt?: string } }) => e.metadata?.occurredAt ?? "";

function withDeleted(s: ArchiveState, files: { fileId: string; hash: string }[], at: string): Record<string, DeletedFile> {
  const deleted = { ...s.deleted };
  for (const f of files) deleted[f.fileId] = { hash: f.hash, deletedAt: at, purged: false };
  return deleted;
}

const move = <T>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
};

export function evolveArchive(s: ArchiveState, e: ArchiveEvent & { metadata?: { occurredAt?: string } }): ArchiveState {
  const withFolders = (folders: FolderState[]) => ({ ...s, customerId: e.data.customerId, folders });
  switch (e.type) {
    case "StandardFoldersCreated":
      return {
        ...withFolders([...s.folders, ...e.data.folders.map((f) => ({ folderId: f.folderId, name: f.name, files: [] }))]),
        standardCreated: true,
      };
    case "FolderCreated":
      return withFolders([...s.folders, { folderId: e.data.folderId, name: e.data.name, files: [] }]);
    case "FolderRenamed":
      return withFolders(s.folders.map((f) => (f.folderId === e.data.folderId ? { ...f, name: e.data.to } : f)));
    case "FolderDeleted": {
      const files = s.folders.find((f) => f.folderId === e.data.folderId)?.files ?? [];
      return { ...withFolders(s.folders.filter((f) => f.folderId !== e.data.folderId)), deleted: withDeleted(s, files, occurredAt(e)) };
    }
    case "FolderMoved":
      return withFolders(move(s.folders, e.data.fromIndex, e.data.toIndex));
    case "FileAdded": {
      const { fileId, name, hash, size, contentType, folderId } = e.data;
      return withFolders(
        s.folders.map((f) => (f.folderId === folderId ? { ...f, files: [...f.files, { fileId, name, hash, size, contentType }] } : f)),
      );
    }
    case "FileEdited": {
      const { fileId, name, file } = e.data;
      return withFolders(
        s.folders.map((f) => ({
          ...f,
          files: f.files.map((x) => (x.fileId === fileId ? { ...x, ...(name ? { name: name.to } : {}), ...(file ? file.to : {}) } : x)),
        })),
      );
    }
    case "FileDeleted": {
      const file = s.folders.flatMap((f) => f.files).find((x) => x.fileId === e.data.fileId);
      return {
        ...withFolders(s.folders.map((f) => ({ ...f, files: f.files.filter((x) => x.fileId !== e.data.fileId) }))),
        deleted: file ? withDeleted(s, [file], occurredAt(e)) : s.deleted,
      };
    }
    case "FileBytesPurged": {
      const d = s.deleted[e.data.fileId];
      return d ? { ...s, deleted: { ...s.deleted, [e.data.fileId]: { ...d, purged: true } } } : s;
    }
    case "FileMoved": {
      const { fileId, fromFolderId, fromIndex, toFolderId, toIndex } = e.data;
      if (fromFolderId === toFolderId) {
        return withFolders(s.folders.map((f) => (f.folderId === fromFolderId ? { ...f, files: move(f.files, fromIndex, toIndex) } : f)));
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
