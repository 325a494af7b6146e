// Which projections an append changes: those with a handler for at least one of its event types.
// The others only move their checkpoint past those events without touching a row, so a command's
// read-your-writes wait (app/lib/commands.server.ts) need not wait for them: on a 2-core machine
// the eleven projections catch up side by side, and waiting for all of them made every wizard
// POST wait for the slowest (docs/performance.md, "Proposal wizard"). A projection that handles a
// type but writes nothing for this event (Projection.unchangedBy: aftersales and a sales item's
// ItemCreated) is not waited for either.
import type { RecordedEvent } from "../eventstore/types";
import type { Projection } from "./types";

export function projectionsHandling(
  projections: readonly Pick<Projection, "name" | "handlers" | "unchangedBy">[],
  events: readonly Pick<RecordedEvent, "type" | "data">[],
): string[] {
  return projections.filter((p) => events.some((e) => p.handlers[e.type] !== undefined && !p.unchangedBy?.(e))).map((p) => p.name);
}
