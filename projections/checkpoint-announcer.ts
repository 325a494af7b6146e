// Announces moved checkpoints after commit (see checkpoints.ts for the rows themselves).
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import { CHECKPOINT_CHANNEL } from "./checkpoints";

/**
 * Announces moved checkpoints on CHECKPOINT_CHANNEL after their transactions committed, several
 * names in one statement. PostgreSQL serialises notifying commits, so a NOTIFY inside each of the
 * six projections' batch transactions made every command wait its turn (~5 ms per move, P3).
 * Listeners (other processes' runners, the webhook dispatcher, the NATS forwarder) also poll, so
 * a lost announcement delays them by at most their poll.
 */
export class CheckpointAnnouncer {
  #pending = new Set<string>();
  #flushing: Promise<void> | null = null;
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  announce(name: string): void {
    this.#pending.add(name);
    this.#flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#flush());
  }

  async #flush(): Promise<void> {
    const names = [...this.#pending];
    this.#pending.clear();
    try {
      // A wake-up needs no durability: no WAL flush for the NOTIFY's transaction id (as eventstore/postgres/notify.ts).
      if (names.length)
        await sql`select set_config('synchronous_commit', 'off', true), ${sql.join(names.map((n) => sql`pg_notify(${CHECKPOINT_CHANNEL}, ${n})`))}`.execute(
          this.db,
        );
    } catch (e) {
      this.log(`aviso de checkpoint não enviado (${names.join(", ")}): ${(e as Error).message}`);
    } finally {
      this.#flushing = null;
      if (this.#pending.size) this.announce([...this.#pending][0]!);
    }
  }

  /** Waits for what was announced so far to be sent (stop()). */
  async settle(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }
}
