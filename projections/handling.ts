// Which projections an append changes: those with a handler for at least one of its event types.
// The others only move their checkpoint past those events without touching a row, so a command's
// read-your-writes wait (app/lib/commands.server.ts) need not wait for them: on a 2-core machine
// the eleven projections catch up side by side, and waiting for all of them made every wizard
// POST wait for the slowest (docs/performance.md, "Proposal wizard").
import type { Projection } from "./types";

export function projectionsHandling(projections: readonly Pick<Projection, "name" | "handlers">[], types: readonly string[]): string[] {
  return projections.filter((p) => types.some((t) => p.handlers[t] !== undefined)).map((p) => p.name);
}
