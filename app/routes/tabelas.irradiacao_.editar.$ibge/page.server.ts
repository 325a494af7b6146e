// /tabelas/irradiacao/editar/:ibge: the company types one city's 12 monthly means (Wh/m²/dia), for
// a city its file lacks or whose values it prefers: TypeCityIrradiation on the city's stream, then
// back to the city on /tabelas/irradiacao, where they show as "digitado pela empresa". Who may: as
// the irradiation upload (requireTablesUser). One form, so no intent (ADR 007 §6).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { cityIrradiationDecider, cityIrradiationStreamId, type CityIrradiationCommand } from "../../../domain/irradiation";
import { cityIrradiation } from "../../../projections/read-models/tables.queries";
import { requireCsrf, type SessionUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { notFound } from "~/lib/http.server";
import { replyKit } from "~/lib/intents.server";
import { services } from "~/lib/services.server";
import { IRRADIATION_PATH, requireTablesUser } from "~/lib/tables/access.server";
import { typedDefaults, typedIrradiationSchema, typedMonthly } from "~/lib/tables/irradiation-forms";
import { municipalities } from "~/lib/tables/municipalities.server";
import { redirectWithNotice } from "~/lib/flash.server";

/** The municipality the URL names (the IBGE code of assets/ibge), or 404. */
function requireMunicipality(ibge: string | undefined) {
  const m = municipalities().byIbge.get(ibge ?? "");
  if (!m) throw notFound("Município não encontrado.");
  return m;
}

export async function typeIrradiationLoader({ request, params }: LoaderFunctionArgs) {
  const user: SessionUser = await requireTablesUser(request);
  const m = requireMunicipality(params.ibge);
  const { database } = await services();
  const now = await cityIrradiation(database.db, user.companyId, m.ibge);
  return {
    user,
    city: { ibge: m.ibge, name: m.name, uf: m.uf },
    hasValues: now !== null,
    defaults: typedDefaults(now?.monthly ?? null),
    commandId: newCommandId(),
  };
}

export async function typeIrradiationAction({ request, params }: ActionFunctionArgs) {
  const user = await requireTablesUser(request);
  const m = requireMunicipality(params.ibge);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: typedIrradiationSchema });
  const kit = replyKit(submission, { intent: "type" });
  if (submission.status !== "success") return kit.invalid();
  const command: CityIrradiationCommand = {
    type: "TypeCityIrradiation",
    ibge: m.ibge,
    city: m.name,
    uf: m.uf,
    monthly: typedMonthly(submission.value),
  };
  const outcome = await sendCommand(user, cityIrradiationStreamId(user.companyId, m.ibge), cityIrradiationDecider, command, commandIdFrom(form));
  return kit.after(outcome, () => redirectWithNotice(`${IRRADIATION_PATH}?uf=${m.uf}&cidade=${m.ibge}`, "irradiacao-salva"));
}
