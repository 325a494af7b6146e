// GET /tabelas/irradiacao?uf=SP&cidade=3509502: pick a UF and a city, see its 12 monthly means
// (kWh/m²/dia) and where they came from (a file, or typed by the company), and the link to type
// them; without data, the nearest city that has some.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTimeBR } from "../../../domain/shared/format";
import { matchLabel, nearest } from "../../../domain/municipality";
import { citiesWithIrradiation, cityIrradiation, irradiationImports, type CityIrradiation } from "../../../projections/read-models/tables.queries";
import { services } from "~/lib/services.server";
import { requireTablesUser } from "~/lib/tables/access.server";
import { municipalities, municipalitiesOf, ufs } from "~/lib/tables/municipalities.server";

/** Where a city's values came from: a file (and how its row found the city), typed values imported, or typed on the screen. */
function sourceLine(row: CityIrradiation): string {
  const at = formatDateTimeBR(row.importedAt.toISOString());
  if (row.matchedBy === "typed") return `Fonte: digitado pela empresa${row.by ? ` (${row.by})` : ""}, em ${at}.`;
  const matched = `; correspondência por ${matchLabel(row.matchedBy, row.distanceKm)}.`;
  return row.origin === "digitado"
    ? `Fonte: ${row.fileName}, registrados em ${at}${matched}`
    : `Fonte: arquivo ${row.fileName}, importado em ${at}${matched}`;
}

export async function irradiationLoader({ request }: LoaderFunctionArgs) {
  const user = await requireTablesUser(request);
  const url = new URL(request.url);
  const g = municipalities();
  const allUfs = ufs();
  const uf = allUfs.includes(url.searchParams.get("uf") ?? "") ? url.searchParams.get("uf")! : "";
  const cities = uf ? municipalitiesOf(uf).map((m) => ({ ibge: m.ibge, name: m.name })) : [];
  const wanted = g.byIbge.get(url.searchParams.get("cidade") ?? "");
  const city = wanted && wanted.uf === uf ? wanted : null;
  const { database } = await services();
  const db = database.db;
  const [withData, imports] = await Promise.all([citiesWithIrradiation(db, user.companyId), irradiationImports(db, user.companyId)]);
  let values = null;
  let nearestWithData = null;
  if (city) {
    const row = await cityIrradiation(db, user.companyId, city.ibge);
    if (row) {
      values = {
        monthly: row.monthly.map((wh) => wh / 1000),
        annual: row.annual / 1000,
        source: sourceLine(row),
      };
    } else if (withData.length) {
      const set = new Set(withData);
      const n = nearest(g, city, (m) => set.has(m.ibge));
      if (n) nearestWithData = { ibge: n.municipality.ibge, name: n.municipality.name, uf: n.municipality.uf, km: n.distanceKm };
    }
  }
  return {
    user,
    ufs: allUfs,
    uf,
    cities,
    city: city ? { ibge: city.ibge, name: city.name, uf: city.uf } : null,
    values,
    nearestWithData,
    citiesWithData: withData.length,
    imports: imports.map((i) => ({
      id: i.id,
      fileName: i.file_name,
      origin: i.origin,
      rows: i.rows,
      at: formatDateTimeBR(new Date(i.imported_at).toISOString()),
    })),
  };
}
