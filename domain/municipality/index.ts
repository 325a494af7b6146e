// Brazilian municipalities (IBGE code, name, UF, coordinates) and how an irradiation row finds its
// municipality: by name + UF (case and accents ignored), else by the nearest coordinates
// (haversine). Pure: the CSV text comes in (assets/ibge, read by app/lib/tables/municipalities.server.ts).

export interface Municipality {
  /** IBGE code, 7 digits. */
  ibge: string;
  name: string;
  uf: string;
  lat: number;
  lon: number;
}

export interface State {
  code: string;
  uf: string;
  name: string;
}

/** Lower case, no accents, single spaces, apostrophes and hyphens as spaces ("Olho-d'Água" → "olho d agua"). */
export function normalizePlace(s: string): string {
  return String(s ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`´-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function splitLines(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .map((l) => l.split(","));
}

/** estados.csv: codigo_uf,uf,nome,latitude,longitude,regiao. */
export function parseStates(text: string): State[] {
  const [header, ...rows] = splitLines(text);
  const col = (n: string) => header.indexOf(n);
  const [c, u, n] = [col("codigo_uf"), col("uf"), col("nome")];
  if (c < 0 || u < 0 || n < 0) throw new Error("estados.csv: cabeçalho inesperado");
  return rows.map((r) => ({ code: r[c], uf: r[u], name: r[n] }));
}

/** municipios.csv: codigo_ibge,nome,latitude,longitude,capital,codigo_uf,... (no quoted fields). */
export function parseMunicipalities(text: string, states: State[]): Municipality[] {
  const ufOf = new Map(states.map((s) => [s.code, s.uf]));
  const [header, ...rows] = splitLines(text);
  const col = (n: string) => header.indexOf(n);
  const [i, n, la, lo, uf] = [col("codigo_ibge"), col("nome"), col("latitude"), col("longitude"), col("codigo_uf")];
  if ([i, n, la, lo, uf].some((x) => x < 0)) throw new Error("municipios.csv: cabeçalho inesperado");
  return rows.map((r) => ({ ibge: r[i], name: r[n], uf: ufOf.get(r[uf]) ?? "", lat: Number(r[la]), lon: Number(r[lo]) }));
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in km (haversine, mean Earth radius). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The municipalities indexed by UF + normalised name, and the states by UF and by normalised name. */
export interface Gazetteer {
  all: readonly Municipality[];
  byIbge: ReadonlyMap<string, Municipality>;
  byKey: ReadonlyMap<string, Municipality>;
  /** "sp" → "SP", "sao paulo" → "SP". */
  ufOf: ReadonlyMap<string, string>;
}

export function gazetteer(municipalities: Municipality[], states: State[]): Gazetteer {
  const ufOf = new Map<string, string>();
  for (const s of states) {
    ufOf.set(normalizePlace(s.uf), s.uf);
    ufOf.set(normalizePlace(s.name), s.uf);
  }
  return {
    all: municipalities,
    byIbge: new Map(municipalities.map((m) => [m.ibge, m])),
    byKey: new Map(municipalities.map((m) => [`${m.uf}|${normalizePlace(m.name)}`, m])),
    ufOf,
  };
}

/** A UF from "SP", "sp", "São Paulo" or "SAO PAULO"; null when it names no state. */
export function toUf(g: Gazetteer, s: string): string | null {
  return g.ufOf.get(normalizePlace(s)) ?? null;
}

export function findByName(g: Gazetteer, name: string, ufOrState: string): Municipality | null {
  const uf = toUf(g, ufOrState);
  if (!uf) return null;
  return g.byKey.get(`${uf}|${normalizePlace(name)}`) ?? null;
}

/** The nearest municipality (seat coordinates) to a point among those `accept` allows; null if none. */
export function nearest(
  g: Gazetteer,
  point: { lat: number; lon: number },
  accept: (m: Municipality) => boolean = () => true,
): { municipality: Municipality; distanceKm: number } | null {
  let best: Municipality | null = null;
  let bestKm = Infinity;
  for (const m of g.all) {
    if (!accept(m)) continue;
    const km = haversineKm(point, m);
    if (km < bestKm) {
      best = m;
      bestKm = km;
    }
  }
  return best ? { municipality: best, distanceKm: bestKm } : null;
}

export type MatchHow = "name" | "nearest";
export interface Match {
  municipality: Municipality;
  how: MatchHow;
  /** Distance from the row's point to the seat (null when matched by name without coordinates). */
  distanceKm: number | null;
}

/** Farther than this from every seat, a point is not in Brazil (or its coordinates are wrong). */
export const MAX_NEAREST_KM = 50;

/**
 * Name + UF first; else the nearest seat to the coordinates (within MAX_NEAREST_KM); else null.
 * A name match keeps the distance to the row's point when it has one.
 */
export function matchMunicipality(g: Gazetteer, row: { name?: string; uf?: string; lat?: number | null; lon?: number | null }): Match | null {
  const hasPoint = typeof row.lat === "number" && typeof row.lon === "number" && Number.isFinite(row.lat) && Number.isFinite(row.lon);
  if (row.name && row.uf) {
    const m = findByName(g, row.name, row.uf);
    if (m) return { municipality: m, how: "name", distanceKm: hasPoint ? haversineKm({ lat: row.lat!, lon: row.lon! }, m) : null };
  }
  if (!hasPoint) return null;
  const n = nearest(g, { lat: row.lat!, lon: row.lon! });
  if (!n || n.distanceKm > MAX_NEAREST_KM) return null;
  return { municipality: n.municipality, how: "nearest", distanceKm: n.distanceKm };
}

/** "nome e UF" or "coordenadas mais próximas (3,2 km)": how the screen says a row was matched. */
export function matchLabel(how: MatchHow, distanceKm: number | null): string {
  if (how === "name") return "nome e UF";
  const km = (distanceKm ?? 0).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `coordenadas mais próximas (${km} km)`;
}
