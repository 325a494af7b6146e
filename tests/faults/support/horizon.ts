// readAll only returns events below pg_snapshot_xmin(pg_current_snapshot()), the oldest transaction
// running anywhere on the PostgreSQL server (every database, not only this one). With test files
// and other work sharing a server, a long transaction elsewhere can hold that horizon back for a
// while: tests wait for it to pass what they wrote before they judge what readers saw.
import { comparePositions, type EventStore, type Position } from "../../../eventstore/types";

export async function waitForHorizon(store: EventStore, position: Position | null, timeoutMs = 120_000): Promise<Position> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && (!position || comparePositions(head, position) >= 0)) return head;
    if (Date.now() > until) throw new Error(`readAll horizon still behind ${JSON.stringify(position)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
