// /configuracoes/precificacao/restricoes/:id ("nova" = a new one): the restriction's form
// (CreateRestriction / EditRestriction) with "Adicionar local", and delete (refused while a
// component uses it).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { PRICING_SETTINGS_MSG } from "../../../domain/pricing-settings";
import { UFS } from "../../../domain/shared/places";
import { UUID_RE } from "../../../eventstore/ids";
import { can } from "~/lib/access.server";
import { requireCsrf } from "~/lib/auth.server";
import { commandIdFrom, derivedId, newCommandId } from "~/lib/commands.server";
import { notFound } from "~/lib/http.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import { ADD_LOCATION, restrictionFromForm, restrictionPageIntents, rowField, type RestrictionFormValue } from "~/lib/pricing-settings-forms";
import {
  knownOf,
  pricingPeople,
  pricingSettingsOf,
  requirePricingUser,
  RESTRICTIONS_PATH,
  sendPricingCommand,
  userOptions,
} from "~/lib/pricing-settings.server";
import { formReply } from "~/lib/replies.server";
import { redirectWithNotice } from "~/lib/flash.server";

function idOf(param: string | undefined): string | null {
  if (param === "nova") return null;
  if (!param || !UUID_RE.test(param)) throw notFound(PRICING_SETTINGS_MSG.restrictionNotFound);
  return param;
}

const EMPTY: RestrictionFormValue = { name: "", service: "", vendors: [], locations: [] };

export async function restrictionLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePricingUser(request);
  const id = idOf(params.id);
  const [settings, people] = await Promise.all([pricingSettingsOf(user), pricingPeople(user)]);
  const r = id === null ? null : settings.autoPricingDetailed.restrictions.find((x) => x._id === id);
  if (r === undefined) throw notFound(PRICING_SETTINGS_MSG.restrictionNotFound);
  const url = new URL(request.url);
  return {
    user,
    id,
    name: r?.name ?? null,
    initial: r
      ? { name: r.name, service: r.service ?? "", vendors: r.vendors, locations: r.locations.map((l) => ({ uf: l.uf, city: l.city ?? "" })) }
      : EMPTY,
    usedBy: settings.autoPricingDetailed.pricingComponents.filter((c) => c.restriction === id).map((c) => c.name),
    options: { users: userOptions(people, r?.vendors ?? []), services: people.services, ufs: UFS },
    commandIds: { save: newCommandId(), delete: newCommandId() },
    canOpenSettings: can(user, "configManager"),
  };
}

export async function restrictionAction({ request, params }: ActionFunctionArgs) {
  const user = await requirePricingUser(request);
  const id = idOf(params.id);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, restrictionPageIntents);
  const kit = replyKit(submission, { intent: String(form.get("intent")) });
  if (submission.status !== "success") return kit.invalid();
  const v = submission.value;
  const commandId = commandIdFrom(form);
  switch (v.intent) {
    case ADD_LOCATION: {
      // Not a command: the same form back with one more place, what was typed kept.
      const { intent, ...values } = v;
      return data({ intent, values: { ...values, locations: [...values.locations, { uf: "", city: "" }] }, result: undefined });
    }
    case "save-restriction": {
      const { intent, ...values } = v;
      const { restriction, rows } = restrictionFromForm(values);
      const known = knownOf(await pricingPeople(user));
      const restrictionId = id ?? derivedId(commandId, "pricing-restriction");
      const outcome = await sendPricingCommand(
        user,
        id === null
          ? { type: "CreateRestriction", restrictionId, restriction, known }
          : { type: "EditRestriction", restrictionId, restriction, known },
        commandId,
      );
      if (outcome.ok) return redirectWithNotice(`${RESTRICTIONS_PATH}/${restrictionId}`, "restricao-salva");
      const { message, code, field } = outcome.error;
      return formReply(submission, { with: { intent, values }, problem: { message, code, field: rowField(field, rows) } });
    }
    case "delete-restriction": {
      if (id === null) throw notFound(PRICING_SETTINGS_MSG.restrictionNotFound);
      const outcome = await sendPricingCommand(user, { type: "DeleteRestriction", restrictionId: id }, commandId);
      return kit.after(outcome, () => redirectWithNotice(RESTRICTIONS_PATH, "restricao-excluida"));
    }
    default:
      return unknownIntent(v);
  }
}
