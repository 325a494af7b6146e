// Customer files on disk, addressed by the SHA-256 of their content: <GIRASSOL_FILES_DIR>/ab/abcd….
// The same bytes uploaded twice are stored once; the event log keeps only hash, name, size, type.
// Uploads stream through a size-limited multipart handler: bytes past the limit are never written.
// The stored type is the one the bytes show (magic number, or text), never the client's.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, mkdirSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { fileTypeFromFile } from "file-type";
import { isTextBytes, MAX_FILE_BYTES, sniffedContentType, type StoredFile } from "../../domain/archive";

export const filesDir = () => resolve(process.env.GIRASSOL_FILES_DIR ?? "./data/files");
const pathOf = (hash: string) => join(filesDir(), hash.slice(0, 2), hash);

/** Text fields of a file form are short; anything longer is cut here rather than buffered. */
const MAX_TEXT_FIELD = 16 * 1024;

export type UploadResult = { kind: "none" } | { kind: "stored"; file: StoredFile; filename: string; tmpPath: string } | { kind: "too_large" };

/**
 * Parses a multipart form: text fields as strings, the `file` part streamed to disk while hashed
 * (refused past `maxBytes`, MAX_FILE_BYTES by default, the rest of it drained unread). Other file parts are dropped.
 */
export async function parseFileForm(request: Request, { maxBytes = MAX_FILE_BYTES } = {}): Promise<{ form: FormData; upload: UploadResult }> {
  let upload: UploadResult = { kind: "none" };
  const handler: UploadHandler = async (part) => {
    if (!part.filename) {
      let text = "";
      for await (const chunk of part.data) if (text.length < MAX_TEXT_FIELD) text += Buffer.from(chunk).toString("utf8");
      return text.slice(0, MAX_TEXT_FIELD);
    }
    if (part.name !== "file" || upload.kind !== "none") {
      for await (const _ of part.data) {
        /* drain */
      }
      return null;
    }
    upload = await storePart(part.data, part.contentType, part.filename, maxBytes);
    return null;
  };
  const form = await unstable_parseMultipartFormData(request, handler);
  return { form, upload };
}

/** Bytes kept from the start of an upload to look for markup. */
const HEAD_BYTES = 4096;

/** The MIME type of the file's magic number (file-type), or null when none matched or it could not be read. */
async function detectType(path: string): Promise<string | null> {
  try {
    return (await fileTypeFromFile(path))?.mime ?? null;
  } catch {
    return null;
  }
}

async function storePart(data: AsyncIterable<Uint8Array>, contentType: string, filename: string, maxBytes: number): Promise<UploadResult> {
  const tmpDir = join(filesDir(), "tmp");
  mkdirSync(tmpDir, { recursive: true });
  const tmp = join(tmpDir, randomBytes(12).toString("hex"));
  const out = createWriteStream(tmp);
  const hash = createHash("sha256");
  let size = 0;
  let tooLarge = false;
  let text = true;
  const head: Uint8Array[] = [];
  let headBytes = 0;
  try {
    for await (const chunk of data) {
      if (tooLarge) continue; // drain the request without storing
      size += chunk.byteLength;
      if (size > maxBytes) {
        tooLarge = true;
        continue;
      }
      hash.update(chunk);
      if (text && !isTextBytes(chunk)) text = false;
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
        headBytes += Math.min(chunk.byteLength, HEAD_BYTES - headBytes);
      }
      if (!out.write(chunk)) await new Promise((r) => out.once("drain", r));
    }
  } finally {
    await new Promise<void>((r, j) => out.end((err?: Error | null) => (err ? j(err) : r())));
  }
  if (tooLarge || size === 0) {
    await rm(tmp, { force: true });
    return tooLarge ? { kind: "too_large" } : { kind: "none" };
  }
  const digest = hash.digest("hex");
  const detected = await detectType(tmp);
  const sniffed = sniffedContentType({
    detected,
    text,
    head: Buffer.concat(head).toString("latin1"),
    declared: contentType,
    filename,
  });
  return {
    kind: "stored",
    file: { hash: digest, size, contentType: sniffed },
    filename,
    tmpPath: tmp,
  };
}

/**
 * An upload stays in tmp/ until its command is accepted: then it moves under its hash (once: the
 * same bytes are stored once). A refused or failed command leaves nothing behind (discardUpload).
 */
export async function keepUpload(u: UploadResult) {
  if (u.kind !== "stored") return;
  const target = pathOf(u.file.hash);
  mkdirSync(join(filesDir(), u.file.hash.slice(0, 2)), { recursive: true });
  // Always over the stored copy (same bytes): a purge that erased it a moment ago loses nothing.
  await rename(u.tmpPath, target);
}

/** Erases stored bytes (the purge of deleted files); true when they were there, false when already gone. */
export async function removeStored(hash: string, dir: string = filesDir()): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const p = join(dir, hash.slice(0, 2), hash);
  if (!existsSync(p)) return false;
  await rm(p, { force: true });
  return true;
}

export async function discardUpload(u: UploadResult) {
  if (u.kind === "stored") await rm(u.tmpPath, { force: true });
}

/** The stored bytes as a web stream, or null when missing (purged after deletion, or lost). */
export function readStored(hash: string): ReadableStream | null {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const p = pathOf(hash);
  if (!existsSync(p)) return null;
  return Readable.toWeb(createReadStream(p)) as unknown as ReadableStream;
}
