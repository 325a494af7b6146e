// A projection (DESIGN §5): handlers per event type over a Kysely transaction. Deterministic:
// they use event.metadata.occurredAt, never now(), so a rebuild gives the same rows.
import type { Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { RecordedEvent } from "../eventstore/types";

export type ProjectionHandler = (trx: Transaction<DB>, event: RecordedEvent) => Promise<void>;

export interface Projection {
  name: string;
  /** Bump to rebuild this projection from the first event at next start. */
  version: number;
  /** The read-model tables it owns: truncated before a rebuild, compared in rebuild tests. */
  tables: (keyof DB & string)[];
  handlers: Partial<Record<string, ProjectionHandler>>;
}
