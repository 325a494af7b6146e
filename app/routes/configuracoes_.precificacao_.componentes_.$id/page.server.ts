// /configuracoes/precificacao/componentes/:id ("novo" = a new one): the component's form
// (CreatePricingComponent / EditPricingComponent), rename, clone with another restriction and
// service, delete. "Adicionar regra" / "Adicionar condição" answer the form with one more row.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { PRICING_SETTINGS_MSG } from "../../../domain/pricing-settings";
import { UUID_RE } from "../../../eventstore/ids";
import { can } from "~/lib/access.server";
import { requireCsrf } from "~/lib/auth.server";
import { commandIdFrom, derivedId, newCommandId } from "~/lib/commands.server";
import { notFound } from "~/lib/http.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import {
  COMPONENT_ADD_LINE,
  componentFormValues,
  componentFromForm,
  componentPageIntents,
  rowField,
  withNewComponentLine,
  type ComponentFormValue,
} from "~/lib/pricing-settings-forms";
import { formatDecimal, formatMoneyField } from "~/lib/pricing-settings-labels";
import {
  COMPONENTS_PATH,
  knownOf,
  pricingPeople,
  pricingSettingsOf,
  requirePricingUser,
  sendPricingCommand,
  userOptions,
} from "~/lib/pricing-settings.server";
import { formReply } from "~/lib/replies.server";
import { redirectWithNotice } from "~/lib/flash.server";

export const NEW_ID = "novo";

/** The id in the URL: "novo", or a component's id (a malformed one is not found, like one of another company). */
function idOf(param: string | undefined): string | null {
  if (param === NEW_ID) return null;
  if (!param || !UUID_RE.test(param)) throw notFound(PRICING_SETTINGS_MSG.componentNotFound);
  return param;
}

const EMPTY: ComponentFormValue = {
  name: "",
  type: "FIXED",
  range: "KWP",
  isRevenue: undefined,
  restriction: "",
  vendor: "",
  service: "",
  rules: [],
  conditionals: [],
};

export async function componentLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePricingUser(request);
  const id = idOf(params.id);
  const [settings, people] = await Promise.all([pricingSettingsOf(user), pricingPeople(user)]);
  const component = id === null ? null : settings.autoPricingDetailed.pricingComponents.find((c) => c._id === id);
  if (component === undefined) throw notFound(PRICING_SETTINGS_MSG.componentNotFound);
  const url = new URL(request.url);
  const named = component ? [component.vendor, ...component.conditionals.map((c) => c.strValue)] : [];
  return {
    user,
    id,
    name: component?.name ?? null,
    initial: component ? componentFormValues(component, { decimal: formatDecimal, money: formatMoneyField }) : EMPTY,
    clone: component && {
      name: `${component.name} - cópia`.slice(0, 100),
      restriction: component.restriction ?? "",
      service: component.service ?? "",
    },
    options: {
      restrictions: settings.autoPricingDetailed.restrictions.map((r) => [r._id, r.name] as const),
      users: userOptions(people, named),
      services: people.services,
    },
    commandIds: { save: newCommandId(), rename: newCommandId(), clone: newCommandId(), delete: newCommandId() },
    canOpenSettings: can(user, "configManager"),
    cloned: url.searchParams.get("clonado") === "1",
  };
}

export async function componentAction({ request, params }: ActionFunctionArgs) {
  const user = await requirePricingUser(request);
  const id = idOf(params.id);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, componentPageIntents);
  const kit = replyKit(submission, { intent: String(form.get("intent")) });
  if (submission.status !== "success") return kit.invalid();
  const v = submission.value;
  const commandId = commandIdFrom(form);
  const existing = () => {
    if (id === null) throw notFound(PRICING_SETTINGS_MSG.componentNotFound);
    return id;
  };
  switch (v.intent) {
    case COMPONENT_ADD_LINE.rules:
    case COMPONENT_ADD_LINE.conditionals: {
      // Not a command: the same form back with one more row of that kind, what was typed kept.
      const { intent, ...values } = v;
      const kind = intent === COMPONENT_ADD_LINE.rules ? "rules" : "conditionals";
      return data({ intent, values: withNewComponentLine(values, kind), result: undefined });
    }
    case "save-component": {
      const { intent, ...values } = v;
      const { component, rows } = componentFromForm(values);
      const known = knownOf(await pricingPeople(user));
      const componentId = id ?? derivedId(commandId, "pricing-component");
      const { name: _name, ...rest } = component;
      const outcome = await sendPricingCommand(
        user,
        id === null
          ? { type: "CreatePricingComponent", componentId, component, known }
          : { type: "EditPricingComponent", componentId, component: rest, known },
        commandId,
      );
      if (outcome.ok) return redirectWithNotice(`${COMPONENTS_PATH}/${componentId}`, "componente-salvo");
      const { message, code, field } = outcome.error;
      return formReply(submission, { with: { intent, values }, problem: { message, code, field: rowField(field, rows) } });
    }
    case "rename-component": {
      const outcome = await sendPricingCommand(user, { type: "RenamePricingComponent", componentId: existing(), name: v.name }, commandId);
      return kit.after(outcome, () => redirectWithNotice(`${COMPONENTS_PATH}/${id}`, "componente-salvo"));
    }
    case "clone-component": {
      const cloneId = derivedId(commandId, "pricing-component-clone");
      const known = knownOf(await pricingPeople(user));
      const command = {
        type: "ClonePricingComponent",
        componentId: existing(),
        cloneId,
        name: v.name,
        restriction: v.restriction.trim() || null,
        service: v.service.trim() || null,
        known,
      } as const;
      const outcome = await sendPricingCommand(user, command, commandId);
      return kit.after(outcome, () => redirectWithNotice(`${COMPONENTS_PATH}/${cloneId}`, "componente-clonado"));
    }
    case "delete-component": {
      const outcome = await sendPricingCommand(user, { type: "DeletePricingComponent", componentId: existing() }, commandId);
      return kit.after(outcome, () => redirectWithNotice(COMPONENTS_PATH, "componente-excluido"));
    }
    default:
      return unknownIntent(v);
  }
}
