// /tabelas/tarifas/editar/:tid: edit a tariff (EditTariff) or delete it (DeleteTariff). Both carry
// the row the page showed (`listed`): a tariff a file import wrote has nothing on its own stream yet.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { TARIFF_MSG, tariffDecider, tariffFieldErrors, tariffStreamId, type TariffCommand } from "../../../domain/tariff";
import { UUID_RE } from "../../../eventstore/ids";
import { getTariff } from "../../../projections/read-models/tables.queries";
import { requireCsrf, type SessionUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { notFound } from "~/lib/http.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import { formReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";
import { requireTablesUser, TARIFFS_PATH } from "~/lib/tables/access.server";
import { editTariffIntents, tariffDefaults, toTariffFields } from "~/lib/tables/tariff-forms";
import { redirectWithNotice } from "~/lib/flash.server";

async function requireTariff(user: SessionUser, id: string | undefined) {
  if (!id || !UUID_RE.test(id)) throw notFound(TARIFF_MSG.notFound);
  const { database } = await services();
  const t = await getTariff(database.db, user.companyId, id);
  if (!t) throw notFound(TARIFF_MSG.notFound);
  return t;
}

export async function editTariffLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireTablesUser(request);
  const t = await requireTariff(user, params.tid);
  return {
    user,
    id: t.id,
    reh: t.reh,
    fileName: t.fileName,
    defaults: tariffDefaults(t),
    commandIds: { edit: newCommandId(), delete: newCommandId() },
  };
}

export async function editTariffAction({ request, params }: ActionFunctionArgs) {
  const user = await requireTablesUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, editTariffIntents);
  const kit = replyKit(submission, { intent: String(form.get("intent")) });
  if (submission.status !== "success") return kit.invalid();
  const t = await requireTariff(user, params.tid);
  const v = submission.value;
  const stream = tariffStreamId(t.id);
  const { id: tariffId, fileName: _file, ...shown } = t;
  const listed = { tariffId, fields: shown };
  switch (v.intent) {
    case "edit": {
      const fields = toTariffFields(v, t.reh);
      const errors = tariffFieldErrors(fields);
      if (Object.keys(errors).length)
        return formReply(submission, {
          fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])),
          with: { intent: v.intent },
        });
      const command: TariffCommand = { type: "EditTariff", fields, fileName: t.fileName, listed };
      const outcome = await sendCommand(user, stream, tariffDecider, command, commandIdFrom(form));
      return kit.after(outcome, () =>
        redirectWithNotice(`${TARIFFS_PATH}?distribuidora=${encodeURIComponent(fields.distributor.trim())}`, "tarifa-salva"),
      );
    }
    case "delete": {
      const command: TariffCommand = { type: "DeleteTariff", listed };
      const outcome = await sendCommand(user, stream, tariffDecider, command, commandIdFrom(form));
      return kit.after(outcome, () => redirectWithNotice(TARIFFS_PATH, "tarifa-excluida"));
    }
    default:
      return unknownIntent(v);
  }
}
