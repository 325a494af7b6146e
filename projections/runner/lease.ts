// Taking a projection over (the runner's leader lease): its lock, then its checkpoint prepared
// under the lock. A stored version older than ours means a rebuild (truncate, checkpoint at the
// start); a newer one means a newer deployment owns the read model and this process never runs it.
import type { Database } from "../../db/connect";
import type { Position } from "../../eventstore/types";
import { readCheckpoint, resetProjection } from "../checkpoints";
import type { ProjectionLocks } from "../projection-locks";
import type { Projection } from "../types";

export type Lease =
  /** Another holder has the lock: try again later. */
  | { kind: "busy" }
  /** The stored version is newer than ours: never run it (the lock is given back). */
  | { kind: "superseded" }
  /** Ours, from `checkpoint` (null: from the first event). */
  | { kind: "owned"; checkpoint: Position | null };

export async function takeLease(database: Database, locks: ProjectionLocks, p: Projection, log: (msg: string) => void): Promise<Lease> {
  if (!(await locks.tryLock(p.name))) return { kind: "busy" };
  try {
    const prepared = await database.db.transaction().execute(async (trx) => {
      const cp = await readCheckpoint(trx, p.name, { forUpdate: true });
      if (cp && cp.version > p.version) return "superseded" as const;
      if (!cp || cp.version !== p.version) {
        if (cp) log(`projeção ${p.name}: versão ${cp.version} → ${p.version}, reconstruindo a partir do primeiro evento`);
        await resetProjection(trx, p);
        return null;
      }
      return cp.position;
    });
    if (prepared === "superseded") {
      log(`projeção ${p.name}: a versão gravada é mais nova que ${p.version}; este processo não a aplica`);
      await locks.unlock(p.name);
      return { kind: "superseded" };
    }
    log(`projeção ${p.name} v${p.version}: aplicada por este processo`);
    return { kind: "owned", checkpoint: prepared };
  } catch (e) {
    await locks.unlock(p.name).catch(() => {});
    throw e;
  }
}
