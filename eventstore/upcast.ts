// Upcasting on read (DESIGN §3: events are versioned by type name; an old shape is upcast when
// read, never rewritten), shared by both adapters.
import type { RecordedEvent, Upcaster } from "./types";

/** Applies the upcasters by type, chained while the type changes (at most 16 steps, so a cycle ends). */
export function upcast(upcasters: Record<string, Upcaster>, event: RecordedEvent): RecordedEvent {
  let e = event;
  for (let i = 0; i < 16; i++) {
    const up = upcasters[e.type];
    if (!up) return e;
    const next = up(e);
    if (next.type === e.type) return next;
    e = next;
  }
  return e;
}
