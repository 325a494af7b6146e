// The purge of deleted customer files (issue 14, LGPD): a file deleted longer ago than its company's
// retention period (settings security.fileRetentionDays) loses its bytes, and the archive stream
// records it (PurgeFileBytes → FileBytesPurged: the file id, when it was deleted and purged, the
// period; never the content). Run at boot and every hour (services.server.ts); the clock is passed in.
//
// The store is content-addressed: the same bytes may belong to another file (of any company). They
// are erased only when no live file and no deleted file still within its period uses them; the
// event is recorded either way (this file no longer keeps them). Bytes go first, then the event: a
// crash between the two leaves a due row that the next run completes (erasing nothing twice).
import type { Kysely } from "kysely";
import "../../db/schema-archive";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";
import { archiveDecider, archiveStreamId } from "../../domain/archive";
import { DomainError } from "../../domain/shared/decider";
import { DEFAULT_SECURITY, type SecuritySettings } from "../../domain/settings/defaults";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { nameUuid, uuidv7 } from "../../eventstore/ids";
import type { EventStore, Position } from "../../eventstore/types";
import { savedSettings } from "../../projections/read-models/administration.queries";
import { filesDir, removeStored } from "./file-store.server";

/** The actor of commands no person sends (the purge job). */
export const SYSTEM_ACTOR_ID = "00000000-0000-0000-0000-000000000000";
const DAY_MS = 86_400_000;
/** Rows looked at per run (the rest wait for the next run). */
const BATCH = 500;

export interface PurgeDeps {
  db: Kysely<DB>;
  store: EventStore;
  now: Date;
  /** Defaults to GIRASSOL_FILES_DIR (./data/files). */
  dir?: string;
  /** Waits until the read models include a position (so a second run sees the first's work). */
  waitFor?: (p: Position) => Promise<unknown>;
  log?: (m: string) => void;
  /**
   * Resolves true once the archive read models hold the whole log (false: not yet, skip this run).
   * A projection being rebuilt shows a past moment, where a file that uses the same bytes later
   * does not exist yet: purging then could erase bytes a live file needs.
   */
  caughtUp?: () => Promise<boolean>;
}

export interface PurgeResult {
  /** Files whose purge was recorded (FileBytesPurged appended). */
  purged: number;
  /** Stored copies erased from disk. */
  erased: number;
}

/** The company's retention in whole days ≥ 0 (the default when the saved value is not one). */
export async function fileRetentionDays(db: Kysely<DB>, companyId: string): Promise<number> {
  const saved = await savedSettings(db, companyId);
  const s = (typeof saved === "string" ? JSON.parse(saved) : (saved ?? {})) as { security?: Partial<SecuritySettings> };
  const days = s.security?.fileRetentionDays;
  return typeof days === "number" && Number.isInteger(days) && days >= 0 ? days : DEFAULT_SECURITY.fileRetentionDays;
}

export async function purgeDeletedFiles(deps: PurgeDeps): Promise<PurgeResult> {
  const { db, store, now } = deps;
  const dir = deps.dir ?? filesDir();
  if (deps.caughtUp && !(await deps.caughtUp())) {
    deps.log?.("Arquivos: expurgo adiado (projeções ainda em atualização).");
    return { purged: 0, erased: 0 };
  }
  const candidates = await db
    .selectFrom("rm_archive_deleted_files")
    .select(["id", "company_id", "customer_id", "hash", "deleted_at"])
    .where("purged_at", "is", null)
    .where("deleted_at", "<=", now)
    .orderBy("deleted_at")
    .limit(BATCH)
    .execute();
  const retention = new Map<string, number>();
  const due: typeof candidates = [];
  const days = new Map<string, number>();
  for (const row of candidates) {
    if (!retention.has(row.company_id)) retention.set(row.company_id, await fileRetentionDays(db, row.company_id));
    const d = retention.get(row.company_id)!;
    if (now.getTime() - new Date(row.deleted_at).getTime() >= d * DAY_MS) {
      due.push(row);
      days.set(row.id, d);
    }
  }
  const dueIds = new Set(due.map((r) => r.id));
  let purged = 0;
  let erased = 0;
  let last: Position | null = null;
  for (const row of due) {
    if (!(await stillUsed(db, row.hash, dueIds)) && (await removeStored(row.hash, dir))) erased++;
    try {
      const res = await handleCommand(store, {
        streamId: archiveStreamId(row.customer_id),
        decider: archiveDecider,
        command: { type: "PurgeFileBytes", fileId: row.id, retentionDays: days.get(row.id)! },
        ctx: commandContext(SYSTEM_ACTOR_ID, row.company_id, now),
        commandId: nameUuid(`${row.id}:purge-bytes`),
        newId: uuidv7,
      });
      if (res.position) {
        last = res.position;
        if (!res.duplicate) purged++;
      }
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      deps.log?.(`Arquivos: expurgo de ${row.id} recusado (${e.message})`);
    }
  }
  if (last && deps.waitFor) await deps.waitFor(last);
  if (purged || erased) deps.log?.(`Arquivos: ${purged} arquivo(s) excluído(s) expurgado(s), ${erased} cópia(s) apagada(s) do disco.`);
  return { purged, erased };
}

/** A live file, or a deleted one not due in this run, still uses these bytes. */
async function stillUsed(db: Kysely<DB>, hash: string, dueIds: Set<string>): Promise<boolean> {
  const live = await db.selectFrom("rm_archive_files").select("id").where("hash", "=", hash).limit(1).executeTakeFirst();
  if (live) return true;
  const waiting = await db.selectFrom("rm_archive_deleted_files").select("id").where("hash", "=", hash).where("purged_at", "is", null).execute();
  return waiting.some((r) => !dueIds.has(r.id));
}

/** Runs the purge now and then every `everyMs` (default one hour); returns a stop function. */
export function startFilePurge(deps: Omit<PurgeDeps, "now">, everyMs = 3_600_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await purgeDeletedFiles({ ...deps, now: new Date() });
    } catch (e) {
      deps.log?.(`Arquivos: expurgo falhou: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
