// Setup through the e2e server's own database: specs that need another company, a vendor or an
// item made through commands (not the UI) connect here, act through the real command handler, and
// close again. The server's projector applies the events asynchronously: `pollFor` waits for them.
import { connect, type Database } from "../../../db/connect";
import { createPostgresEventStore } from "../../../eventstore/postgres/adapter";
import type { EventStore } from "../../../eventstore/types";
import { addVendor, registerCompany } from "../../../scripts/demo-seed";

export interface E2eDatabase {
  database: Database;
  store: EventStore;
}

/** Connects to the e2e database (GIRASSOL_E2E_DATABASE_URL) with an event store, runs `fn`, closes both. */
export async function withE2eDatabase<T>(fn: (deps: E2eDatabase) => Promise<T>, max = 2): Promise<T> {
  const database = await connect({ url: process.env.GIRASSOL_E2E_DATABASE_URL!, max });
  const store = createPostgresEventStore(database);
  try {
    return await fn({ database, store });
  } finally {
    await store.close();
    await database.close();
  }
}

/**
 * Calls `find` until it returns something (at most `tries` times, `everyMs` apart) and returns
 * that, or undefined when it never did: the caller decides whether that fails the test.
 */
export async function pollFor<T>(find: () => Promise<T | undefined | null | false>, tries = 300, everyMs = 100): Promise<T | undefined> {
  for (let i = 0; i < tries; i++) {
    const found = await find();
    if (found) return found;
    if (i < tries - 1) await new Promise((r) => setTimeout(r, everyMs));
  }
  return undefined;
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

/**
 * A company of the spec's own on the e2e database, registered like the demo's (manager first), with
 * a sales vendor when `vendor` is given. Returns once the server's projector has applied the users:
 * signing in joins rm_users, so a sign-in right after would otherwise race it (on a busy machine it
 * lost: "E-mail ou senha incorretos").
 */
export function registerE2eCompany(input: { name: string; plan: "BASIC" | "ENTERPRISE"; manager: Person; vendor?: Person }) {
  return withE2eDatabase(async (deps) => {
    const registered = await registerCompany(deps, input);
    const vendorId = input.vendor ? await addVendor(deps, registered.companyId, registered.managerId, input.vendor) : undefined;
    const ids = vendorId ? [registered.managerId, vendorId] : [registered.managerId];
    const users = await pollFor(async () => {
      const rows = await deps.database.db.selectFrom("rm_users").select("id").where("id", "in", ids).execute();
      return rows.length === ids.length;
    });
    if (!users) throw new Error(`registerE2eCompany: the projector never applied the users of ${input.name}`);
    return { ...registered, vendorId };
  });
}
