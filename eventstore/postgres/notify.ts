// Coalesced after-commit NOTIFY (adapter.ts, "Wake-ups"): one statement in flight; appends that
// commit meanwhile ask for one more. The check and the reset happen in one synchronous step, so
// no wake-up is lost.
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Least time between two wake-ups while appends keep coming (the first one goes at once). */
const NOTIFY_GAP_MS = 3;

export interface CoalescedNotifier {
  notify(): void;
  /** Resolves when no NOTIFY is in flight (for close()). */
  settled(): Promise<void>;
}

export function coalescedNotifier(db: Kysely<DB>, channel: string, payload = ""): CoalescedNotifier {
  let notifying: Promise<void> | null = null;
  let notifyAgain = false;
  async function notifyLoop(): Promise<void> {
    for (let first = true; ; first = false) {
      // Under a stream of appends, one wake-up per NOTIFY_GAP_MS is plenty.
      if (!first) await new Promise((r) => setTimeout(r, NOTIFY_GAP_MS));
      notifyAgain = false;
      try {
        // A wake-up needs no durability: commit it without waiting for the WAL flush (the NOTIFY
        // gives the statement a transaction id, so it would otherwise cost a full synchronous commit).
        await sql`select set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`.execute(db);
      } catch {
        // Closed database or a transient failure: a lost wake-up only delays pollers.
      }
      if (!notifyAgain) {
        notifying = null;
        return;
      }
    }
  }
  return {
    notify() {
      if (notifying) notifyAgain = true;
      else notifying = notifyLoop();
    },
    async settled() {
      await notifying;
    },
  };
}
