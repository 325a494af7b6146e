// Audit export (issue 5): a company's events for a period as JSON Lines or CSV, streamed. Every
// record carries `prev`, the SHA-256 (hex) of the previous record's exact text, so a changed,
// removed or reordered line breaks the chain; a header record opens it and an end record (with
// the count) closes it, so a cut at either end is detected too. `npm run audit:verify` checks it.
import { createHash } from "node:crypto";
import type { Database } from "../db/connect";
import { companyEvents, type LogEvent } from "./company-events";

export type ExportFormat = "jsonl" | "csv";
export const EXPORT_SCHEMA = "girassol.audit.v1";
export const GENESIS = "0".repeat(64);
export const CSV_COLUMNS = [
  "seq",
  "prev",
  "kind",
  "position",
  "event_id",
  "stream_id",
  "stream_position",
  "type",
  "occurred_at",
  "actor_id",
  "data",
  "metadata",
] as const;

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export interface ExportQuery {
  companyId: string;
  from: Date;
  until: Date;
  format: ExportFormat;
  /**
   * Who exports: private notes they did not write are left out (null: none is theirs, the
   * platform admin); the end record says how many records were left out.
   */
  viewerId: string | null;
  /** For the header (injectable for tests). */
  exportedAt?: Date;
}

function csvField(v: unknown): string {
  const s = v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

type Row = { kind: "header" | "event" | "end"; event?: LogEvent; info?: Record<string, unknown> };

function render(format: ExportFormat, seq: number, prev: string, r: Row): string {
  const e = r.event;
  if (format === "jsonl") {
    if (r.kind !== "event") return JSON.stringify({ seq, prev, kind: r.kind, ...r.info });
    return JSON.stringify({
      seq,
      prev,
      kind: "event",
      position: e!.position,
      eventId: e!.eventId,
      streamId: e!.streamId,
      streamPosition: e!.streamPosition,
      type: e!.type,
      data: e!.data,
      metadata: e!.metadata,
    });
  }
  const cells =
    r.kind === "event"
      ? [
          seq,
          prev,
          "event",
          e!.position,
          e!.eventId,
          e!.streamId,
          e!.streamPosition,
          e!.type,
          e!.metadata.occurredAt,
          e!.metadata.actorId,
          e!.data,
          e!.metadata,
        ]
      : [seq, prev, r.kind, "", "", "", "", "", "", "", r.info, ""];
  return cells.map(csvField).join(",");
}

/** The end record's sentence on private notes left out. */
export const privateOmittedNotice = (n: number) => (n === 1 ? "1 registro privado omitido" : `${n} registros privados omitidos`);

/** The export's lines (without newline characters), in order. `onProgress` gets the events written so far. */
export async function* exportLines(database: Database, q: ExportQuery, onProgress?: (events: number) => void): AsyncGenerator<string> {
  if (q.format === "csv") yield CSV_COLUMNS.join(",");
  let prev = GENESIS;
  let seq = 0;
  const emit = (r: Row) => {
    const line = render(q.format, ++seq, prev, r);
    prev = sha256(line);
    return line;
  };
  yield emit({
    kind: "header",
    info: {
      schema: EXPORT_SCHEMA,
      companyId: q.companyId,
      from: q.from.toISOString(),
      until: q.until.toISOString(),
      exportedAt: (q.exportedAt ?? new Date()).toISOString(),
    },
  });
  let events = 0;
  let omitted = 0;
  const privateNotes = { viewerId: q.viewerId, onOmitted: () => void omitted++ };
  for await (const e of companyEvents(database, { companyId: q.companyId, from: q.from, until: q.until, privateNotes })) {
    yield emit({ kind: "event", event: e });
    if (++events % 1000 === 0) onProgress?.(events);
  }
  yield emit({ kind: "end", info: { count: events, privateOmitted: omitted, notice: privateOmittedNotice(omitted) } });
  onProgress?.(events);
}
