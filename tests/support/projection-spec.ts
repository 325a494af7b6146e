// Given these events, expect these rows: a read-model spec over a real test database (its own per
// test file). The events go through the event store and the projection runner, as in production.
//
//   const spec = projectionSpec(coreProjection);
//   it("…", () => spec.given([companyRegistered(), boardCreated()]).expectRows("rm_board_columns", rows));
//
// (Not `.then`: an object with a then method is a thenable, and awaiting it would call it.)
//
// `given` takes domain events (tests/support/events.ts builders), or `on(streamId, events, meta)`
// groups for events of other streams or metadata. Every spec starts from empty tables.
import { afterAll, beforeAll, expect } from "vitest";
import { sql } from "kysely";
import type { DomainEvent } from "../../domain/shared";
import type { EventMetadata, EventStore, Position } from "../../eventstore/types";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { ProjectionRunner } from "../../projections/runner";
import type { Projection } from "../../projections/types";
import { freshDatabase, type TestDatabase, type TestDatabaseKind } from "./test-db";
import { appendDomainEvents, IDS } from "./events";

/** Events of one stream, with metadata overrides (default: the spec company's manager, fixed instant). */
export interface StreamEvents {
  streamId: string;
  events: DomainEvent[];
  meta?: Partial<EventMetadata>;
}

export const on = (streamId: string, events: DomainEvent[], meta?: Partial<EventMetadata>): StreamEvents => ({
  streamId,
  events,
  meta,
});

type Row = Record<string, unknown>;

/** The stream an event belongs to when it is not given with `on` (items go to the spec item). */
function defaultStream(e: DomainEvent): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  if (e.type === "CompanyRegistered" || e.type === "VendorAdded") return `company-${IDS.company}`;
  if (e.type === "BoardCreated" || e.type.startsWith("Column")) return `board-${IDS.company}-SALES`;
  if (e.type.startsWith("Customer")) return `customer-${d.customerId ?? IDS.customer}`;
  if (e.type.startsWith("Note")) return `note-${d.noteId ?? IDS.note}`;
  if (e.type.startsWith("Webhook")) return `webhook-${d.webhookId ?? IDS.webhook}`;
  return `item-${typeof d.itemId === "string" ? d.itemId : IDS.item}`;
}

export function projectionSpec(projection: Projection, opts: { kind?: TestDatabaseKind } = {}) {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await freshDatabase(opts.kind ?? "postgres");
    store = createPostgresEventStore(database);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  async function reset() {
    await sql`truncate table events, streams, projection_checkpoints`.execute(database.db);
    for (const table of projection.tables) await sql`truncate table ${sql.table(table)}`.execute(database.db);
  }

  return {
    given(events: (DomainEvent | StreamEvents)[]) {
      const applied = (async () => {
        await reset();
        let last: Position | undefined;
        for (const g of events) {
          const group = "streamId" in g ? g : on(defaultStream(g), [g]);
          last = (await appendDomainEvents(store, group.streamId, group.events, { meta: group.meta })).position;
        }
        const runner = new ProjectionRunner({ database, store, projections: [projection], log: () => {} });
        // catchUp reads the log gap-free, so only as far as the cluster's oldest open transaction lets
        // it (other test files share the server): repeat until it is past the spec's own last event.
        for (let round = 0; ; round++) {
          await runner.catchUp();
          if (!last || (await runner.waitFor(last, { timeoutMs: 0 }))) break;
          if (round === 400) throw new Error("the projection did not reach the spec's events in 10 s");
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      return {
        /** Expects exactly these rows (the given columns of each, in `orderBy` order, default the first column). */
        async expectRows(table: string, rows: Row[], orderBy?: string): Promise<void> {
          await applied;
          const columns = rows.length ? Object.keys(rows[0]) : [];
          const select = columns.length ? sql.join(columns.map((c) => sql.ref(c))) : sql`*`;
          const order = orderBy ?? columns[0];
          const { rows: actual } = await sql<Row>`select ${select} from ${sql.table(table)}
            ${order ? sql`order by ${sql.ref(order)}` : sql``}`.execute(database.db);
          expect(actual.map(normalize), table).toEqual(rows);
        },
        /** The rows themselves, for assertions of another kind. */
        async rows(table: string) {
          await applied;
          const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(database.db);
          return rows.map(normalize);
        },
      };
    },
  };
}

/** Numbers and instants as the specs write them: numeric columns as numbers, timestamps as ISO. */
function normalize(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
