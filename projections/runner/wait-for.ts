// waitFor: whether every named projection's checkpoint is at or past a position, from the runner's
// own progress for the projections it applies and from the stored checkpoints for the others.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { comparePositions, type Position } from "../../eventstore/types";
import { readCheckpoints } from "../checkpoints";

/** What the runner knows of a projection it serves. */
export interface KnownProjection {
  version: number;
  /** This runner applies it: `checkpoint` is its last commit. */
  owned: boolean;
  checkpoint: Position | null;
}

export async function reachedPosition(
  db: Kysely<DB>,
  names: string[],
  position: Position,
  known: (name: string) => KnownProjection | undefined,
): Promise<boolean> {
  const toRead: string[] = [];
  for (const name of names) {
    const k = known(name);
    if (k?.owned) {
      if (!k.checkpoint || comparePositions(k.checkpoint, position) < 0) return false;
    } else toRead.push(name);
  }
  if (toRead.length === 0) return true;
  const stored = await readCheckpoints(db, toRead);
  for (const name of toRead) {
    const cp = stored.get(name);
    if (!cp?.position) return false;
    const k = known(name);
    // A checkpoint written under another version does not describe our read model.
    if (k && cp.version !== k.version) return false;
    if (comparePositions(cp.position, position) < 0) return false;
  }
  return true;
}
