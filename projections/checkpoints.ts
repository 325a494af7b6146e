// Projection bookkeeping (DESIGN §5): the checkpoint row of each projection, read and
// compare-and-set inside the transaction that applies a batch, and the ownership lock that keeps
// one active runner per projection.
//
// Checkpoint convention: a missing row, or a row at tx=0,pos=0, means "from the first event".
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/connect";
import type { DB } from "../db/schema";
import type { Position } from "../eventstore/types";

/** NOTIFY channel raised (on commit) whenever a checkpoint moves; the payload is the projection name. */
export const CHECKPOINT_CHANNEL = "projection_checkpoint";

export interface StoredCheckpoint {
  name: string;
  version: number;
  /** null = from the start (tx=0,pos=0). */
  position: Position | null;
}

export class CheckpointConflict extends Error {
  constructor(
    readonly projection: string,
    readonly expected: Position | null,
    readonly actual: StoredCheckpoint | null,
  ) {
    super(
      `CheckpointConflict on ${projection}: expected ${fmt(expected)}, stored ` +
        (actual ? `${fmt(actual.position)} (version ${actual.version})` : "nothing"),
    );
    this.name = "CheckpointConflict";
  }
}

const fmt = (p: Position | null) => (p ? `(${p.a}, ${p.b})` : "start");

export function isStart(p: Position | null | undefined): boolean {
  return !p || (BigInt(p.a) === 0n && BigInt(p.b) === 0n);
}

/** Normalises numeric strings ("42", "42.0") coming back from the numeric columns. */
function rowToCheckpoint(r: { name: string; version: number | string; tx: string; pos: string }): StoredCheckpoint {
  const a = BigInt(String(r.tx).split(".")[0]).toString();
  const b = BigInt(String(r.pos).split(".")[0]).toString();
  const position = a === "0" && b === "0" ? null : { a, b };
  return { name: r.name, version: Number(r.version), position };
}

export async function readCheckpoint(
  db: Kysely<DB> | Transaction<DB>,
  name: string,
  opts: { forUpdate?: boolean } = {},
): Promise<StoredCheckpoint | null> {
  let q = db.selectFrom("projection_checkpoints").select(["name", "version", "tx", "pos"]).where("name", "=", name);
  if (opts.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? rowToCheckpoint(row) : null;
}

export async function readCheckpoints(
  db: Kysely<DB> | Transaction<DB>,
  names: string[],
): Promise<Map<string, StoredCheckpoint>> {
  const out = new Map<string, StoredCheckpoint>();
  if (names.length === 0) return out;
  const rows = await db
    .selectFrom("projection_checkpoints")
    .select(["name", "version", "tx", "pos"])
    .where("name", "in", names)
    .execute();
  for (const r of rows) out.set(r.name, rowToCheckpoint(r));
  return out;
}

/**
 * Moves `name`'s checkpoint from `expected` to `next`, inside `trx`, or throws CheckpointConflict
 * (and the caller's transaction must roll back). `expected` null matches a missing row or a row at
 * the start; the stored version must equal `version` too. Under READ COMMITTED the row lock makes a
 * concurrent CAS with the same `expected` wait, re-check and fail: exactly one wins.
 * Also raises NOTIFY on CHECKPOINT_CHANNEL, delivered when the transaction commits, unless
 * `notify` is false (the runner announces after its commit instead, off the command's path).
 */
export async function casCheckpoint(
  trx: Transaction<DB>,
  name: string,
  version: number,
  expected: Position | null,
  next: Position,
  notify = true,
): Promise<void> {
  let changed: bigint;
  if (isStart(expected)) {
    const r = await sql`
      insert into projection_checkpoints as c (name, version, tx, pos, updated_at)
      values (${name}, ${version}, ${next.a}::numeric, ${next.b}::numeric, now())
      on conflict (name) do update
        set tx = excluded.tx, pos = excluded.pos, updated_at = excluded.updated_at
        where c.version = excluded.version and c.tx = 0 and c.pos = 0`.execute(trx);
    changed = r.numAffectedRows ?? 0n;
  } else {
    const r = await sql`
      update projection_checkpoints
         set tx = ${next.a}::numeric, pos = ${next.b}::numeric, updated_at = now()
       where name = ${name} and version = ${version}
         and tx = ${expected!.a}::numeric and pos = ${expected!.b}::numeric`.execute(trx);
    changed = r.numAffectedRows ?? 0n;
  }
  if (changed !== 1n) throw new CheckpointConflict(name, expected, await readCheckpoint(trx, name));
  if (notify) await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${name})`.execute(trx);
}

/**
 * Announces moved checkpoints on CHECKPOINT_CHANNEL after their transactions committed, several
 * names in one statement. PostgreSQL serialises notifying commits, so a NOTIFY inside each of the
 * six projections' batch transactions made every command wait its turn (~5 ms per move, P3).
 * Listeners (other processes' runners, the webhook dispatcher, the NATS forwarder) also poll, so
 * a lost announcement delays them by at most their poll.
 */
export class CheckpointAnnouncer {
  #pending = new Set<string>();
  #flushing: Promise<void> | null = null;
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  announce(name: string): void {
    this.#pending.add(name);
    this.#flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#flush());
  }

  async #flush(): Promise<void> {
    const names = [...this.#pending];
    this.#pending.clear();
    try {
      if (names.length)
        await sql`select ${sql.join(names.map((n) => sql`pg_notify(${CHECKPOINT_CHANNEL}, ${n})`))}`.execute(this.db);
    } catch (e) {
      this.log(`aviso de checkpoint não enviado (${names.join(", ")}): ${(e as Error).message}`);
    } finally {
      this.#flushing = null;
      if (this.#pending.size) this.announce([...this.#pending][0]!);
    }
  }

  /** Waits for what was announced so far to be sent (stop()). */
  async settle(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }
}

/** Truncates the projection's tables and puts its checkpoint at the start under `version`. */
export async function resetProjection(
  trx: Transaction<DB>,
  p: { name: string; version: number; tables: string[] },
): Promise<void> {
  if (p.tables.length > 0) {
    await sql`truncate table ${sql.join(p.tables.map((t) => sql.table(t)))} restart identity`.execute(trx);
  }
  await sql`
    insert into projection_checkpoints (name, version, tx, pos, updated_at)
    values (${p.name}, ${p.version}, 0, 0, now())
    on conflict (name) do update set version = excluded.version, tx = 0, pos = 0, updated_at = now()`.execute(trx);
  await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${p.name})`.execute(trx);
}

// ---------------------------------------------------------------------------------------------
// Ownership: one active runner (or rebuild) per projection.
//
// PostgreSQL: session-level pg_try_advisory_lock(hashtext('projection:' || name)) taken on one
// connection pinned for as long as the owner runs; if that connection dies the locks go with it
// and another process takes over. PGlite is a single in-process backend (and its driver hands out
// one connection at a time, so one cannot be pinned): a per-database set of names is enough.
// The lock is for efficiency; correctness (exactly once) comes from casCheckpoint.

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
