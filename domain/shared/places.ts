// Brazilian states (UF) and municipalities, from the `estados-cidades` package shipped with the
// app (pure data, no I/O). Matching ignores case and accents; the canonical spelling is stored.
// Not re-exported by domain/shared/index.ts: its 140 kB of names would land in every page bundle.
import * as estadosCidades from "estados-cidades";
import { normalizeSearch } from "./format";

type Api = { states(): string[]; cities(uf: string): string[] | undefined };
// CommonJS package: named exports under ESM, or only a default export under some bundlers.
const loaded = estadosCidades as unknown as Partial<Api> & { default?: Api };
const api: Api = (typeof loaded.states === "function" ? loaded : loaded.default) as Api;

export const UFS: readonly string[] = [...api.states()].sort();

export function isUf(value: string): boolean {
  return UFS.includes(value);
}

/** The municipalities of a state, in the package's (alphabetical) order; [] for an unknown UF. */
export function citiesOf(uf: string): readonly string[] {
  return isUf(uf) ? (api.cities(uf) ?? []) : [];
}

const indexes = new Map<string, Map<string, string>>();

/** The canonical name of `city` in `uf` ("sao paulo" → "São Paulo"), or null when it is not there. */
export function canonicalCity(uf: string, city: string): string | null {
  if (!isUf(uf)) return null;
  let index = indexes.get(uf);
  if (!index) {
    index = new Map(citiesOf(uf).map((c) => [normalizeSearch(c).trim(), c]));
    indexes.set(uf, index);
  }
  return index.get(normalizeSearch(city).trim().replace(/\s+/g, " ")) ?? null;
}
