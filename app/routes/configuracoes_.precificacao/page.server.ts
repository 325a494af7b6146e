// /configuracoes/precificacao: the type (SIMPLE | DETAILED), the calculation (GROSS_MARGIN | MARKUP)
// and the SIMPLE power bands, saved together by SetAutoPricing; "Adicionar faixa" answers the form
// with one more band (no JS needed); the "Simular" GET form prices a proposal with the saved settings.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { can } from "~/lib/access.server";
import { requireCsrf } from "~/lib/auth.server";
import { commandIdFrom, newCommandId } from "~/lib/commands.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import { ADD_BAND, bandsFromForm, pricingPageIntents, rowField, withNewBand, type BandsFormValue } from "~/lib/pricing-settings-forms";
import { formatDecimal } from "~/lib/pricing-settings-labels";
import { simulate, simulationValues } from "~/lib/pricing-settings-simulation.server";
import {
  enginePricingSettings,
  PRICING_PATH,
  pricingPeople,
  requirePricingUser,
  sendPricingCommand,
  userOptions,
} from "~/lib/pricing-settings.server";
import { formReply } from "~/lib/replies.server";
import { UFS } from "../../../domain/shared/places";
import { getCompanySettings } from "~/lib/settings.server";
import { redirectWithNotice } from "~/lib/flash.server";

export async function pricingLoader({ request }: LoaderFunctionArgs) {
  const user = await requirePricingUser(request);
  const url = new URL(request.url);
  const [settings, company, people] = await Promise.all([enginePricingSettings(user), getCompanySettings(user.companyId), pricingPeople(user)]);
  const bands = settings.autoPricing;
  const form: BandsFormValue = {
    autoPricingType: settings.autoPricingType,
    autoPricingCalc: settings.autoPricingCalc,
    // The last band has no power on the form: it is the band above all others.
    autoPricing: bands.length
      ? bands.map((b, i) => ({ power: i === bands.length - 1 ? "" : formatDecimal(b.power), margin: formatDecimal(b.margin) }))
      : [{ power: "", margin: "" }],
  };
  const asked = simulationValues(url);
  return {
    user,
    form,
    type: settings.autoPricingType,
    calc: settings.autoPricingCalc,
    bands,
    counts: {
      components: settings.autoPricingDetailed.pricingComponents.length,
      restrictions: settings.autoPricingDetailed.restrictions.length,
    },
    preferences: settings.preferences,
    vendorPriceEdit: company.vendorPriceEdit,
    canOpenSettings: can(user, "configManager"),
    simulation: asked && { values: asked, outcome: simulate(asked, settings) },
    options: { users: userOptions(people), services: people.services },
    ufs: UFS,
    commandId: newCommandId(),
  };
}

export async function pricingAction({ request }: ActionFunctionArgs) {
  const user = await requirePricingUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, pricingPageIntents);
  const kit = replyKit(submission, { intent: String(form.get("intent")) });
  if (submission.status !== "success") return kit.invalid();
  const { intent, ...values } = submission.value;
  switch (intent) {
    case ADD_BAND:
      // Not a command: the same form back with one more band, what was typed kept.
      return data({ intent, values: withNewBand(values), result: undefined });
    case "save-auto-pricing": {
      const { bands, rows } = bandsFromForm(values);
      const outcome = await sendPricingCommand(
        user,
        { type: "SetAutoPricing", autoPricingType: values.autoPricingType, autoPricingCalc: values.autoPricingCalc, autoPricing: bands },
        commandIdFrom(form),
      );
      if (outcome.ok) return redirectWithNotice(PRICING_PATH, "precificacao-salva");
      const { message, code, field } = outcome.error;
      return formReply(submission, { with: { intent, values }, problem: { message, code, field: rowField(field, rows) } });
    }
    default:
      return unknownIntent(intent);
  }
}
