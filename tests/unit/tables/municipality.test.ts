import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  gazetteer,
  haversineKm,
  matchLabel,
  matchMunicipality,
  nearest,
  normalizePlace,
  parseMunicipalities,
  parseStates,
  toUf,
} from "../../../domain/municipality";

const states = parseStates(readFileSync("assets/ibge/estados.csv", "utf8"));
const all = parseMunicipalities(readFileSync("assets/ibge/municipios.csv", "utf8"), states);
const g = gazetteer(all, states);

describe("municipalities shipped in assets/ibge", () => {
  it("has every municipality with its IBGE code, UF and coordinates", () => {
    expect(all).toHaveLength(5571);
    expect(states).toHaveLength(27);
    const sp = all.find((m) => m.ibge === "3550308")!;
    expect(sp).toEqual({ ibge: "3550308", name: "São Paulo", uf: "SP", lat: -23.5329, lon: -46.6395 });
    expect(all.every((m) => /^\d{7}$/.test(m.ibge) && /^[A-Z]{2}$/.test(m.uf) && Number.isFinite(m.lat) && Number.isFinite(m.lon))).toBe(true);
  });
});

describe("matching", () => {
  it("normalises case, accents, hyphens and apostrophes", () => {
    expect(normalizePlace("  Olho-d'Água  das Flores ")).toBe("olho d agua das flores");
    expect(toUf(g, "sao paulo")).toBe("SP");
    expect(toUf(g, "sc")).toBe("SC");
    expect(toUf(g, "Atlântida")).toBeNull();
  });

  it("finds by name + UF ignoring case and accents, even with coordinates elsewhere", () => {
    const m = matchMunicipality(g, { name: "FLORIANOPOLIS", uf: "Santa Catarina", lat: -27.6, lon: -48.5 });
    expect(m?.municipality.ibge).toBe("4205407");
    expect(m?.how).toBe("name");
    expect(m?.distanceKm).toBeGreaterThan(0);
  });

  it("same name in two states: the UF decides", () => {
    expect(matchMunicipality(g, { name: "Bom Jesus", uf: "RS" })?.municipality.uf).toBe("RS");
    expect(matchMunicipality(g, { name: "Bom Jesus", uf: "PI" })?.municipality.uf).toBe("PI");
  });

  it("falls back to the nearest seat by haversine, within 50 km", () => {
    const m = matchMunicipality(g, { name: "Cidade Inexistente", uf: "SP", lat: -23.55, lon: -46.63 });
    expect(m?.municipality.name).toBe("São Paulo");
    expect(m?.how).toBe("nearest");
    expect(m?.distanceKm).toBeLessThan(3);
    expect(matchLabel(m!.how, 2.04)).toBe("coordenadas mais próximas (2,0 km)");
    expect(matchLabel("name", null)).toBe("nome e UF");
    // In the Atlantic: no seat within 50 km.
    expect(matchMunicipality(g, { lat: -25, lon: -40 })).toBeNull();
    expect(matchMunicipality(g, { name: "Nada", uf: "SP" })).toBeNull();
  });

  it("haversine: São Paulo → Rio de Janeiro ≈ 360 km; nearest with a filter", () => {
    const sp = g.byIbge.get("3550308")!;
    const rj = g.byIbge.get("3304557")!;
    expect(haversineKm(sp, rj)).toBeGreaterThan(355);
    expect(haversineKm(sp, rj)).toBeLessThan(365);
    expect(haversineKm(sp, sp)).toBe(0);
    const n = nearest(g, sp, (m) => m.uf === "RJ");
    expect(n?.municipality.uf).toBe("RJ");
  });
});
