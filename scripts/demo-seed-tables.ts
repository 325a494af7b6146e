// The demo company's irradiation and tariff tables (issue 15). Girassol ships no irradiation data
// (the Atlas's licence forbids redistributing it): these are TYPED DEMO VALUES, round figures a
// company might type for the cities of its customers, not taken from the Atlas or SunData. They
// enter as a company's own would: an ImportIrradiation of origin "digitado" and a RegisterTariff.
import { irradiationDecider, irradiationStreamId, type IrradiationRow } from "../domain/irradiation";
import { tariffDecider, tariffStreamId } from "../domain/tariff";
import { uuidv7 } from "../eventstore/ids";
import type { EventStore, Position } from "../eventstore/types";
import { seedCommand } from "./demo-seed-command";

/** Typed demo values (Wh/m²/day, Jan…Dec): illustrative, not measured data. */
export const DEMO_IRRADIATION: [ibge: string, city: string, uf: string, monthly: number[]][] = [
  ["3106200", "Belo Horizonte", "MG", [5300, 5700, 5200, 4900, 4500, 4300, 4500, 5100, 5200, 5300, 5000, 5200]],
  ["3170206", "Uberlândia", "MG", [5400, 5800, 5300, 5100, 4700, 4500, 4700, 5300, 5300, 5500, 5200, 5300]],
  ["3509502", "Campinas", "SP", [5200, 5500, 5000, 4700, 4100, 3900, 4100, 4900, 4900, 5300, 5300, 5400]],
  ["4205407", "Florianópolis", "SC", [5300, 5100, 4700, 4200, 3600, 3200, 3300, 3900, 4000, 4500, 5200, 5400]],
];

export async function seedDemoTables(store: EventStore, companyId: string, managerId: string, at: Date): Promise<Position | null> {
  const rows: IrradiationRow[] = DEMO_IRRADIATION.map(([ibge, city, uf, monthly], i) => ({
    ibge,
    city,
    uf,
    matchedBy: "name",
    distanceKm: null,
    monthly,
    annual: Math.round((monthly.reduce((s, v) => s + v, 0) / 12) * 10) / 10,
    line: i + 2,
  }));
  const importId = uuidv7();
  await seedCommand(
    store,
    managerId,
    companyId,
    irradiationStreamId(importId),
    irradiationDecider,
    { type: "ImportIrradiation", importId, fileName: "Valores digitados (demonstração)", origin: "digitado", rows },
    at,
  );
  const tariffId = uuidv7();
  // A typed demo tariff (illustrative values, R$/kWh), not an ANEEL figure.
  return seedCommand(
    store,
    managerId,
    companyId,
    tariffStreamId(tariffId),
    tariffDecider,
    {
      type: "RegisterTariff",
      tariffId,
      fields: {
        distributor: "DEMO-DISTRIBUIDORA",
        subgroup: "B1",
        modality: "Convencional",
        tariffClass: "Residencial",
        post: "",
        te: 0.3,
        tusd: 0.5,
        fioBShare: 28,
        validFrom: "2026-01-01",
        validTo: "2026-12-31",
        reh: "",
      },
      fileName: null,
    },
    at,
  );
}
