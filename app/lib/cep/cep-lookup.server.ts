// The CEP lookup port (issue 20, DESIGN §11): a CEP's street, district, city and UF from a public
// service. The HTTP adapter speaks ViaCEP's JSON (`GET {base}/{cep}/json/` → {logradouro, bairro,
// localidade, uf} or {erro: true}); the base is CEP_API_URL (default ViaCEP's). A slow or broken
// service is "unavailable" after a timeout: the form keeps what was typed and stays editable.
// Answers (found and not found) are kept in a small in-memory LRU, so a CEP typed again does not go out.
import { canonicalCity, isUf } from "../../../domain/shared/places";

export interface CepAddress {
  street: string;
  district: string;
  city: string;
  uf: string;
}

export type CepResult = { kind: "found"; address: CepAddress } | { kind: "not-found" } | { kind: "unavailable" };

export interface CepLookup {
  lookup(cep: string): Promise<CepResult>;
}

export const DEFAULT_CEP_API_URL = "https://viacep.com.br/ws";
export const CEP_TIMEOUT_MS = 3_000;

/** A Map kept in use order: the oldest entry leaves when it is full. */
export class Lru<K, V> {
  private map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  get size() {
    return this.map.size;
  }
}

const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 200) : "");

/** ViaCEP's body as our address (the city spelled as in our list of municipalities when it is there). */
export function parseViaCep(body: unknown): CepResult {
  if (!body || typeof body !== "object") return { kind: "unavailable" };
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === "true") return { kind: "not-found" };
  const uf = text(b.uf).toUpperCase();
  const city = text(b.localidade);
  if (!isUf(uf) || !city) return { kind: "unavailable" };
  return { kind: "found", address: { street: text(b.logradouro), district: text(b.bairro), city: canonicalCity(uf, city) ?? city, uf } };
}

export function httpCepLookup(opts: {
  baseUrl: string;
  timeoutMs?: number;
  cacheSize?: number;
  fetchFn?: typeof fetch;
}): CepLookup & { cached: Lru<string, CepResult> } {
  const cached = new Lru<string, CepResult>(opts.cacheSize ?? 1000);
  const base = opts.baseUrl.replace(/\/+$/, "");
  const fetchFn = opts.fetchFn ?? fetch;
  return {
    cached,
    async lookup(cepRaw) {
      const cep = cepRaw.replace(/\D/g, "");
      if (cep.length !== 8) return { kind: "not-found" };
      const hit = cached.get(cep);
      if (hit) return hit;
      let result: CepResult;
      try {
        const res = await fetchFn(`${base}/${cep}/json/`, {
          signal: AbortSignal.timeout(opts.timeoutMs ?? CEP_TIMEOUT_MS),
          headers: { accept: "application/json" },
        });
        // ViaCEP answers 400 to a malformed CEP; other errors mean the service is not well.
        if (res.status === 400 || res.status === 404) result = { kind: "not-found" };
        else if (!res.ok) result = { kind: "unavailable" };
        else result = parseViaCep(await res.json());
      } catch {
        result = { kind: "unavailable" };
      }
      if (result.kind !== "unavailable") cached.set(cep, result);
      return result;
    },
  };
}

let shared: CepLookup | undefined;
/** The process's lookup (one cache for every request). */
export function cepLookup(): CepLookup {
  shared ??= httpCepLookup({ baseUrl: process.env.CEP_API_URL || DEFAULT_CEP_API_URL });
  return shared;
}
