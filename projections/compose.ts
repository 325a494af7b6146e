// Several read-model modules can make one projection: they then share a checkpoint and a
// transaction, so a module may read another's rows (history reads rm_users) deterministically.
//
// Batches: consecutive events whose every handler is bulk-capable form a run, and each module
// applies the run with its bulk handler (module after module, in the order given). Any other
// event ends the run first, so a per-event handler always sees every earlier event applied.
// Within a run a module must therefore not read rows another module writes for the run's types.
import type { Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { RecordedEvent } from "../eventstore/types";
import { isBulk, type BulkHandler, type HandlerModule, type Projection, type ProjectionHandler } from "./types";

export function composeProjection(name: string, version: number, tables: Projection["tables"], typedModules: HandlerModule[]): Projection {
  // The registry boundary: each module's handlers are typed against its event union, and the log
  // gives each handler only events of its own type (keyed by event.type), so the types are erased
  // here, once, for the runner, which sees every event with its data unknown.
  const modules = typedModules as unknown as Record<string, ProjectionHandler>[];
  const handlers: Record<string, ProjectionHandler> = {};
  const bulkTypes = new Set<string>();
  const types = new Set(modules.flatMap((m) => Object.keys(m)));
  for (const type of types) {
    const hs = modules.map((m) => m[type]).filter((h): h is ProjectionHandler => !!h);
    handlers[type] =
      hs.length === 1
        ? hs[0]
        : async (trx, e) => {
            for (const h of hs) await h(trx, e);
          };
    if (hs.every(isBulk)) bulkTypes.add(type);
  }
  // One bulk handler per module, so that a run keeps the module's own event order.
  const moduleBulk = modules.map((m, i) => {
    const fns = new Set(
      Object.values(m)
        .filter(isBulk)
        .map((h) => h.bulk),
    );
    if (fns.size > 1) throw new Error(`${name}: module ${i} registers ${fns.size} bulk handlers; one per module`);
    return [...fns][0] as BulkHandler | undefined;
  });

  async function applyRun(trx: Transaction<DB>, run: RecordedEvent[]) {
    for (let i = 0; i < modules.length; i++) {
      const fn = moduleBulk[i];
      if (!fn) continue;
      const mine = run.filter((e) => modules[i][e.type]);
      if (mine.length) await fn(trx, mine);
    }
  }

  async function applyBatch(trx: Transaction<DB>, events: RecordedEvent[]) {
    let run: RecordedEvent[] = [];
    for (const e of events) {
      const h = handlers[e.type];
      if (!h) continue;
      if (bulkTypes.has(e.type)) {
        run.push(e);
        continue;
      }
      if (run.length) await applyRun(trx, run);
      run = [];
      await h(trx, e);
    }
    if (run.length) await applyRun(trx, run);
  }

  return { name, version, tables, handlers, applyBatch, bulkTypes: [...bulkTypes] };
}
