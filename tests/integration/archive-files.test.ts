// Customer files on a real PostgreSQL and a temporary files directory (issue 14, finding 10):
// the stored type is the one the bytes show, not the client's; deleted files lose their bytes once
// the company's retention period (security.fileRetentionDays, 30 days by default) has passed,
// with a FileBytesPurged event, idempotently, and safely when the bytes are already gone or still
// used by another file.
import { mkdtempSync, mkdirSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { createHash, randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSeededCompany } from "../support/seeded-company";
import { ARCHIVE_MSG, archiveDecider, archiveStreamId, type StoredFile } from "../../domain/archive";
import { DomainError } from "../../domain/shared";
import { parseFileForm, discardUpload } from "../../app/lib/file-store.server";
import { purgeDeletedFiles } from "../../app/lib/archive-purge.server";

const DAY = 86_400_000;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

let dir = "";
const previousDir = process.env.GIRASSOL_FILES_DIR;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "girassol-files-"));
  process.env.GIRASSOL_FILES_DIR = dir;
});
afterAll(() => {
  if (previousDir === undefined) delete process.env.GIRASSOL_FILES_DIR;
  else process.env.GIRASSOL_FILES_DIR = previousDir;
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.set("intent", "add-file");
  form.set("file", new Blob([bytes], { type }), filename);
  const { upload } = await parseFileForm(new Request("http://girassol.test/arquivos/x", { method: "POST", body: form }));
  await discardUpload(upload);
  if (upload.kind !== "stored") throw new Error(`upload ${upload.kind}`);
  return upload.file;
}

describe("the stored type comes from the bytes", () => {
  it("a PNG named .pdf and sent as application/pdf is stored as image/png", async () => {
    expect((await upload(PNG, "conta.pdf", "application/pdf")).contentType).toBe("image/png");
  });
  it("a PDF sent as image/png is a PDF; a text sent as PDF is text", async () => {
    expect((await upload(Buffer.from("%PDF-1.4\n1 0 obj\n%%EOF\n"), "foto.png", "image/png")).contentType).toBe("application/pdf");
    expect((await upload(Buffer.from("Olá, conta de luz de janeiro\n"), "conta.pdf", "application/pdf")).contentType).toBe("text/plain");
  });
  it("CSV text (UTF-8 or Windows-1252) is text/csv", async () => {
    expect((await upload(Buffer.from("Nome;Cidade\nJosé;São Paulo\n"), "clientes.csv", "text/csv")).contentType).toBe("text/csv");
    expect((await upload(Buffer.from("Nome;Cidade\nJos\xe9;S\xe3o Paulo\n", "latin1"), "clientes.csv", "application/vnd.ms-excel")).contentType).toBe(
      "text/csv",
    );
  });
  it("HTML named .jpg, an executable named .pdf and unknown binary bytes are refused by type", async () => {
    const html = await upload(Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"), "foto.jpg", "image/jpeg");
    expect(html.contentType).toBe("text/html");
    const exe = await upload(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]), "conta.pdf", "application/pdf");
    expect(exe.contentType).not.toBe("application/pdf");
    const binary = await upload(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10]), "dados.csv", "text/csv");
    expect(binary.contentType).toBe("application/octet-stream");
    for (const file of [html, exe, binary]) {
      expect(() =>
        archiveDecider.decide(
          { type: "AddFile", customerId: "c", fileId: "f", folderId: "fa", name: "Arquivo", file },
          {
            customerId: "c",
            standardCreated: false,
            folders: [{ folderId: "fa", name: "Docs", files: [] }],
            deleted: {},
          },
          { now: new Date().toISOString(), today: "2026-11-23", actorId: "u", companyId: "c" },
        ),
      ).toThrow(new DomainError(ARCHIVE_MSG.fileTypeNotAllowed, "file"));
    }
  });
});

describe("deleted files are purged after the retention period", () => {
  const fx = useSeededCompany();
  const T0 = new Date("2026-10-01T12:00:00.000Z");

  /** Bytes put in the store as an accepted upload would be; returns the stored file. */
  function stored(text: string): StoredFile {
    const bytes = Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
    const hash = createHash("sha256").update(bytes).digest("hex");
    mkdirSync(join(dir, hash.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, hash.slice(0, 2), hash), bytes);
    return { hash, size: bytes.byteLength, contentType: "application/pdf" };
  }
  const onDisk = (f: StoredFile) => existsSync(join(dir, f.hash.slice(0, 2), f.hash));

  async function archiveWith(files: { fileId: string; file: StoredFile }[]) {
    const customerId = randomUUID();
    const stream = archiveStreamId(customerId);
    const folderId = randomUUID();
    await fx.command(stream, archiveDecider, { type: "CreateFolder", customerId, folderId, name: "Documentos" }, { at: T0 });
    for (const f of files) {
      await fx.command(stream, archiveDecider, { type: "AddFile", customerId, folderId, name: "Conta", ...f }, { at: T0 });
    }
    return { customerId, stream, folderId };
  }
  const purgeAt = (now: Date) =>
    purgeDeletedFiles({ db: fx.db, store: fx.store, now, dir, waitFor: (p) => fx.runner.waitFor(p, { timeoutMs: 20_000 }) });
  const purgeEvents = async (stream: string) => (await fx.store.readStream(stream)).filter((e) => e.type === "FileBytesPurged");

  it("keeps the bytes within the period; erases them after it, with one event, and the read model knows", async () => {
    const file = stored(`a ${randomUUID()}`);
    const fileId = randomUUID();
    const { stream } = await archiveWith([{ fileId, file }]);
    const deletedAt = new Date(T0.getTime() + DAY);
    await fx.command(stream, archiveDecider, { type: "DeleteFile", fileId }, { at: deletedAt });
    await fx.settle();
    const row = () => fx.db.selectFrom("rm_archive_deleted_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow();
    expect((await row()).purged_at).toBeNull();

    // 29 days later: kept.
    await purgeAt(new Date(deletedAt.getTime() + 29 * DAY));
    expect(onDisk(file)).toBe(true);
    expect(await purgeEvents(stream)).toHaveLength(0);

    // 30 days later: gone, recorded, projected.
    const now = new Date(deletedAt.getTime() + 30 * DAY + 1000);
    const first = await purgeAt(now);
    expect(first.purged).toBeGreaterThanOrEqual(1);
    expect(onDisk(file)).toBe(false);
    const events = await purgeEvents(stream);
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({
      customerId: expect.any(String),
      fileId,
      deletedAt: deletedAt.toISOString(),
      purgedAt: now.toISOString(),
      retentionDays: 30,
    });
    expect(JSON.stringify(events[0].data)).not.toContain(file.hash);
    expect(new Date((await row()).purged_at!).toISOString()).toBe(now.toISOString());

    // Twice: nothing more.
    await purgeAt(new Date(now.getTime() + DAY));
    expect(await purgeEvents(stream)).toHaveLength(1);
  });

  it("is safe when the bytes are already gone, and records the purge once even without the read model caught up", async () => {
    const file = stored(`b ${randomUUID()}`);
    const fileId = randomUUID();
    const { stream, folderId } = await archiveWith([{ fileId, file }]);
    await fx.command(stream, archiveDecider, { type: "DeleteFolder", folderId }, { at: T0 });
    await fx.settle();
    rmSync(join(dir, file.hash.slice(0, 2), file.hash));
    const later = new Date(T0.getTime() + 31 * DAY);
    // Two runs at once, neither waiting for the projection: one event.
    await Promise.all([
      purgeDeletedFiles({ db: fx.db, store: fx.store, now: later, dir }),
      purgeDeletedFiles({ db: fx.db, store: fx.store, now: later, dir }),
    ]);
    expect(await purgeEvents(stream)).toHaveLength(1);
  });

  it("uses the company's own period (settings security.fileRetentionDays)", async () => {
    const companyId = randomUUID();
    await fx.db
      .insertInto("rm_company_settings")
      .values({ company_id: companyId, settings: JSON.stringify({ security: { fileRetentionDays: 7 } }) })
      .execute();
    const file = stored(`d ${randomUUID()}`);
    const fileId = randomUUID();
    const customerId = randomUUID();
    const stream = archiveStreamId(customerId);
    const folderId = randomUUID();
    const as = { at: T0, companyId };
    await fx.command(stream, archiveDecider, { type: "CreateFolder", customerId, folderId, name: "Documentos" }, as);
    await fx.command(stream, archiveDecider, { type: "AddFile", customerId, folderId, fileId, name: "Conta", file }, as);
    await fx.command(stream, archiveDecider, { type: "DeleteFile", fileId }, as);
    await fx.settle();
    await purgeAt(new Date(T0.getTime() + 6 * DAY));
    expect(onDisk(file)).toBe(true);
    await purgeAt(new Date(T0.getTime() + 7 * DAY));
    expect(onDisk(file)).toBe(false);
    const events = await purgeEvents(stream);
    expect(events.map((e) => (e.data as { retentionDays: number }).retentionDays)).toEqual([7]);
    expect(events[0].metadata.companyId).toBe(companyId);
  });

  it("waits while the read models are behind the log (a rebuild shows a past where later users of the bytes do not exist yet)", async () => {
    const file = stored(`e ${randomUUID()}`);
    const fileId = randomUUID();
    const { stream } = await archiveWith([{ fileId, file }]);
    await fx.command(stream, archiveDecider, { type: "DeleteFile", fileId }, { at: T0 });
    await fx.settle();
    const later = new Date(T0.getTime() + 60 * DAY);
    expect(await purgeDeletedFiles({ db: fx.db, store: fx.store, now: later, dir, caughtUp: async () => false })).toEqual({ purged: 0, erased: 0 });
    expect(onDisk(file)).toBe(true);
    expect(await purgeEvents(stream)).toHaveLength(0);
  });

  it("keeps bytes another live file still uses", async () => {
    const file = stored(`c ${randomUUID()}`);
    const gone = randomUUID(),
      kept = randomUUID();
    const { stream } = await archiveWith([
      { fileId: gone, file },
      { fileId: kept, file },
    ]);
    await fx.command(stream, archiveDecider, { type: "DeleteFile", fileId: gone }, { at: T0 });
    await fx.settle();
    await purgeAt(new Date(T0.getTime() + 40 * DAY));
    expect(await purgeEvents(stream)).toHaveLength(1);
    expect(onDisk(file)).toBe(true);
  });
});
