// GET /tabelas/irradiacao?uf=SP&cidade=3509502: pick a UF and a city, see its 12 monthly means
// (kWh/m²/dia) and where they came from; without data, the nearest city that has some.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTimeBR } from "../../../domain/shared/format";
import { matchLabel, nearest } from "../../../domain/municipality";
import { citiesWithIrradiation, cityIrradiation, irradiationImports } from "../../../projections/read-models/tables.queries";
import { services } from "~/lib/services.server";
import { requireTablesUser } from "~/lib/tables/access.server";
import { municipalities, municipalitiesOf, ufs } from "~/lib/tables/municipalities.server";

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
        origin: row.origin,
        fileName: row.fileName,
        importedAt: formatDateTimeBR(row.importedAt.toISOString()),
        matched: matchLabel(row.matchedBy, row.distanceKm),
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
