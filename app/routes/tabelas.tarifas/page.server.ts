// /tabelas/tarifas: the company's tariffs per distributor (list, filter by distributor) and the
// form that registers one (RegisterTariff on a new stream; one form, so no intent — ADR 007 §6).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { tariffDecider, tariffFieldErrors, tariffStreamId, type TariffCommand } from "../../../domain/tariff";
import { listTariffs } from "../../../projections/read-models/tables.queries";
import { requireCsrf } from "~/lib/auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { replyKit } from "~/lib/intents.server";
import { formReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { requireTablesUser, TARIFFS_PATH } from "~/lib/tables/access.server";
import { tariffSchema, toTariffFields } from "~/lib/tables/tariff-forms";
import { pageParam } from "~/lib/paging";
import { redirectWithNotice } from "~/lib/flash.server";

const PAGE = 50;

export async function tariffsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireTablesUser(request);
  const q = new URL(request.url).searchParams;
  const distributor = (q.get("distribuidora") ?? "").trim().slice(0, 80);
  const page = pageParam(q.get("pagina"), 10_000);
  const { database } = await services();
  const { rows, total } = await listTariffs(database.db, user.companyId, { distributor, limit: PAGE, offset: (page - 1) * PAGE });
  return {
    user,
    commandId: newCommandId(),
    distributor,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE)),
    total,
    tariffs: rows,
  };
}

export async function tariffsAction({ request }: ActionFunctionArgs) {
  const user = await requireTablesUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: tariffSchema });
  const kit = replyKit(submission, { intent: "register" });
  if (submission.status !== "success") return kit.invalid();
  const fields = toTariffFields(submission.value);
  const errors = tariffFieldErrors(fields);
  if (Object.keys(errors).length)
    return formReply(submission, { fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])), with: { intent: "register" } });
  const commandId = commandIdFrom(form);
  const tariffId = derivedId(commandId, "tariff");
  const command: TariffCommand = { type: "RegisterTariff", tariffId, fields, fileName: null };
  const outcome = await sendCommand(user, tariffStreamId(tariffId), tariffDecider, command, commandId);
  return kit.after(outcome, () =>
    redirectWithNotice(`${TARIFFS_PATH}?distribuidora=${encodeURIComponent(fields.distributor.trim())}`, "tarifa-salva"),
  );
}
