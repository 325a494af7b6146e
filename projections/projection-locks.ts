// Ownership: one active runner (or rebuild) per projection.
//
// PostgreSQL: session-level pg_try_advisory_lock(hashtext('projection:' || name)) taken on one
// connection pinned for as long as the owner runs; if that connection dies the locks go with it
// and another process takes over. PGlite is a single in-process backend (and its driver hands out
// one connection at a time, so one cannot be pinned): a per-database set of names is enough.
// The lock is for efficiency; correctness (exactly once) comes from casCheckpoint (checkpoints.ts).
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/connect";
import type { DB } from "../db/schema";

const localOwners = new WeakMap<object, Set<string>>();

export interface ProjectionLocks {
  /** True when this holder now owns `name` (or already did). */
  tryLock(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
  /** Names currently held. */
  held(): string[];
  /** False when the pinned connection is gone (the locks with it): the caller must stop applying. */
  alive(): Promise<boolean>;
  /** Releases every lock (and the pinned connection). */
  close(): Promise<void>;
}

export function openProjectionLocks(database: Database): ProjectionLocks {
  return database.kind === "postgres" ? new PgAdvisoryLocks(database.db) : new LocalLocks(database.db);
}

class LocalLocks implements ProjectionLocks {
  readonly #mine = new Set<string>();
  readonly #owners: Set<string>;
  constructor(key: object) {
    let s = localOwners.get(key);
    if (!s) localOwners.set(key, (s = new Set()));
    this.#owners = s;
  }
  async tryLock(name: string) {
    if (this.#mine.has(name)) return true;
    if (this.#owners.has(name)) return false;
    this.#owners.add(name);
    this.#mine.add(name);
    return true;
  }
  async unlock(name: string) {
    if (this.#mine.delete(name)) this.#owners.delete(name);
  }
  held() {
    return [...this.#mine];
  }
  async alive() {
    return true;
  }
  async close() {
    for (const n of this.#mine) this.#owners.delete(n);
    this.#mine.clear();
  }
}

class PgAdvisoryLocks implements ProjectionLocks {
  readonly #db: Kysely<DB>;
  readonly #mine = new Set<string>();
  #conn: Promise<Kysely<DB>> | null = null;
  #release: (() => void) | null = null;
  #done: Promise<unknown> | null = null;
  /** Queries on the pinned connection run one at a time. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  #pin(): Promise<Kysely<DB>> {
    if (this.#conn) return this.#conn;
    let resolveConn!: (c: Kysely<DB>) => void;
    let rejectConn!: (e: unknown) => void;
    this.#conn = new Promise<Kysely<DB>>((res, rej) => ((resolveConn = res), (rejectConn = rej)));
    const held = new Promise<void>((r) => (this.#release = r));
    this.#done = this.#db
      .connection()
      .execute(async (conn) => {
        resolveConn(conn);
        await held;
      })
      .catch((e) => rejectConn(e));
    return this.#conn;
  }

  #run<T>(f: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
    const next = this.#queue.then(async () => f(await this.#pin()));
    this.#queue = next.catch(() => {});
    return next;
  }

  /** Drops the pinned connection (its session, and so its locks, end with it). */
  async #unpin() {
    this.#mine.clear();
    const release = this.#release;
    const done = this.#done;
    this.#conn = null;
    this.#release = null;
    this.#done = null;
    release?.();
    await done;
  }

  async tryLock(name: string) {
    if (this.#mine.has(name)) return true;
    try {
      const ok = await this.#run(async (conn) => {
        const r = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_lock(hashtext(${"projection:" + name})) as ok`.execute(conn);
        return r.rows[0]?.ok === true;
      });
      if (ok) this.#mine.add(name);
      return ok;
    } catch {
      await this.#unpin();
      return false;
    }
  }

  async unlock(name: string) {
    if (!this.#mine.delete(name)) return;
    try {
      await this.#run((conn) => sql`select pg_advisory_unlock(hashtext(${"projection:" + name}))`.execute(conn));
    } catch {
      await this.#unpin();
    }
    if (this.#mine.size === 0) await this.#unpin();
  }

  held() {
    return [...this.#mine];
  }

  async alive() {
    if (this.#mine.size === 0) return true;
    try {
      await this.#run((conn) => sql`select 1`.execute(conn));
      return true;
    } catch {
      await this.#unpin();
      return false;
    }
  }

  async close() {
    if (this.#conn && this.#mine.size > 0) {
      try {
        await this.#run((conn) => sql`select pg_advisory_unlock_all()`.execute(conn));
      } catch {
        /* the session ends below anyway */
      }
    }
    await this.#unpin();
  }
}
