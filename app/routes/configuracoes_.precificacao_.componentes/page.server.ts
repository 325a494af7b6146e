// /configuracoes/precificacao/componentes: the DETAILED components as saved, with their rules in
// words, and the way to a new one. Read-only: each component's page edits it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { can } from "~/lib/access.server";
import { pricingPeople, pricingSettingsOf, requirePricingUser } from "~/lib/pricing-settings.server";

export async function componentsLoader({ request }: LoaderFunctionArgs) {
  const user = await requirePricingUser(request);
  const url = new URL(request.url);
  const [settings, people] = await Promise.all([pricingSettingsOf(user), pricingPeople(user)]);
  const restrictionName = new Map(settings.autoPricingDetailed.restrictions.map((r) => [r._id, r.name]));
  const userName = new Map(people.users.map((u) => [u.id, u.name]));
  return {
    user,
    type: settings.autoPricingType,
    components: settings.autoPricingDetailed.pricingComponents.map((c) => ({
      id: c._id,
      name: c.name,
      type: c.type,
      range: c.range,
      isRevenue: c.isRevenue,
      rules: c.rules,
      conditionals: c.conditionals.length,
      restriction: c.restriction ? (restrictionName.get(c.restriction) ?? "") : null,
      vendor: c.vendor ? (userName.get(c.vendor) ?? "") : null,
      service: c.service,
    })),
    canOpenSettings: can(user, "configManager"),
  };
}
