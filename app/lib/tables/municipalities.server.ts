// The IBGE municipalities shipped in assets/ibge (MIT, see assets/ibge/LICENSE), read once per
// process. GIRASSOL_ASSETS_DIR overrides where the folder is (default: ./assets beside the app).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gazetteer, parseMunicipalities, parseStates, type Gazetteer } from "../../../domain/municipality";

let cached: Gazetteer | null = null;

export function municipalities(): Gazetteer {
  if (cached) return cached;
  const dir = path.join(process.env.GIRASSOL_ASSETS_DIR ?? path.join(process.cwd(), "assets"), "ibge");
  const states = parseStates(readFileSync(path.join(dir, "estados.csv"), "utf8"));
  cached = gazetteer(parseMunicipalities(readFileSync(path.join(dir, "municipios.csv"), "utf8"), states), states);
  return cached;
}

/** The UFs in alphabetical order, and a UF's municipalities by name (pt-BR collation). */
export function ufs(): string[] {
  return [...new Set(municipalities().all.map((m) => m.uf))].sort();
}

export function municipalitiesOf(uf: string) {
  return municipalities()
    .all.filter((m) => m.uf === uf)
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}
