// Several read-model modules can make one projection: they then share a checkpoint and a
// transaction, so a module may read another's rows (history reads rm_users) deterministically.
import type { Projection, ProjectionHandler } from "./types";

export function composeProjection(
  name: string,
  version: number,
  tables: Projection["tables"],
  modules: Record<string, ProjectionHandler>[],
): Projection {
  const handlers: Record<string, ProjectionHandler> = {};
  const types = new Set(modules.flatMap((m) => Object.keys(m)));
  for (const type of types) {
    const hs = modules.map((m) => m[type]).filter((h): h is ProjectionHandler => !!h);
    handlers[type] = hs.length === 1 ? hs[0] : async (trx, e) => { for (const h of hs) await h(trx, e); };
  }
  return { name, version, tables, handlers };
}
