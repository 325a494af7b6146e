// /importacoes/lista: the catalogue imports' list (app/lib/catalogue-import, unchanged) with the
// irradiation and tariff imports, which the "imports" projection writes to the same rows under the
// kinds "irradiation" and "tariffs" (projections/read-models/catalogue-imports-tables.ts). The
// catalogue's loader labels the kinds it knows and passes the others as they are: those two get
// their labels here, and their upload links join the catalogue's for who may use the tables.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TABLE_IMPORT_KINDS } from "../../../projections/read-models/catalogue-imports-tables";
import { listLoader } from "~/lib/catalogue-import/page.server";
import { canUseTables, IRRADIATION_PATH, TARIFFS_PATH } from "~/lib/tables/access.server";

const TABLE_UPLOADS = [
  { kind: "irradiation", label: TABLE_IMPORT_KINDS.irradiation, path: `${IRRADIATION_PATH}/upload` },
  { kind: "tariffs", label: TABLE_IMPORT_KINDS.tariffs, path: `${TARIFFS_PATH}/upload` },
];

const label = (kind: string) => TABLE_IMPORT_KINDS[kind as keyof typeof TABLE_IMPORT_KINDS] ?? kind;

export async function importsListLoader(args: LoaderFunctionArgs) {
  const d = await listLoader(args);
  return {
    ...d,
    uploads: [...d.uploads, ...(canUseTables(d.user) ? TABLE_UPLOADS : [])],
    imports: d.imports.map((i) => ({ ...i, kind: label(i.kind) })),
  };
}
