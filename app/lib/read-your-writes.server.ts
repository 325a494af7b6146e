// Read-your-writes on the page a command redirects to, instead of in the command's POST: the page
// reads a read model only once its projections have applied every event of the stream it shows,
// wherever and whoever appended them. The POST then need not wait for them (sendCommand's
// `nextPageWaits`), and the projection's catch-up overlaps the redirect (docs/performance.md,
// "Proposal wizard").
import { sql } from "kysely";
import { comparePositions, type Position } from "../../eventstore/types";
import type { ProjectionRunner } from "../../projections/runner";
import { services } from "./services.server";

/** The global position of the stream's last event; null when it has none. */
async function streamHead(streamId: string): Promise<Position | null> {
  const { database } = await services();
  const r = await database.db
    .selectFrom("events")
    .select([sql<string>`transaction_id::text`.as("tx"), sql<string>`global_position::text`.as("gp")])
    .where("stream_id", "=", streamId)
    .orderBy("stream_position", "desc")
    .limit(1)
    .executeTakeFirst();
  return r ? { a: r.tx, b: r.gp } : null;
}

/**
 * `read()` (of the read models of `projections`) as of at least every event now in `streamId`.
 * Fast path: the read and the stream's head go out together, and the read stands when this
 * process's runner had applied the head before the read began. Otherwise it waits (up to 15 s,
 * as sendCommand did) and reads again.
 */
export async function readAfterStream<T>(streamId: string, projections: readonly string[], read: () => Promise<T>): Promise<T> {
  const { runner } = await services();
  return readAfterHead(runner, projections, () => streamHead(streamId), read);
}

/** The newest event committed now, in any stream (not only below the read horizon, as readAll's head): the store's committedHead. */
async function logHead(): Promise<Position | null> {
  const { store } = await services();
  return store.committedHead();
}

/**
 * `read()` as of at least every event committed now, in any stream: for a page that reads many
 * streams' rows (a list of proposals) after a command that did not wait for them.
 */
export async function readAfterLog<T>(projections: readonly string[], read: () => Promise<T>): Promise<T> {
  const { runner } = await services();
  return readAfterHead(runner, projections, logHead, read);
}

export type AppliedRunner = Pick<ProjectionRunner, "appliedUpTo" | "waitFor">;

/** readAfterStream with its parts given (tests). */
export async function readAfterHead<T>(
  runner: AppliedRunner,
  projections: readonly string[],
  head: () => Promise<Position | null>,
  read: () => Promise<T>,
): Promise<T> {
  // Taken BEFORE the read: a projection's commit seen here is in what the read returns.
  const applied = projections.map((name) => runner.appliedUpTo(name));
  const [value, last] = await Promise.all([read(), head()]);
  if (!last) return value;
  if (applied.every((p) => p && comparePositions(p, last) >= 0)) return value;
  await runner.waitFor(last, { timeoutMs: 15_000, projections: [...projections] });
  return read();
}
