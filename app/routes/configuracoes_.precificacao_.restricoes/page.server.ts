// /configuracoes/precificacao/restricoes: the restrictions (where a component applies) with their
// places, vendors, service and the components that use them. Each restriction's page edits it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { can } from "~/lib/access.server";
import { pricingPeople, pricingSettingsOf, requirePricingUser } from "~/lib/pricing-settings.server";

export async function restrictionsLoader({ request }: LoaderFunctionArgs) {
  const user = await requirePricingUser(request);
  const url = new URL(request.url);
  const [settings, people] = await Promise.all([pricingSettingsOf(user), pricingPeople(user)]);
  const userName = new Map(people.users.map((u) => [u.id, u.name]));
  const components = settings.autoPricingDetailed.pricingComponents;
  return {
    user,
    restrictions: settings.autoPricingDetailed.restrictions.map((r) => ({
      id: r._id,
      name: r.name,
      places: r.locations.map((l) => (l.city ? `${l.city} (${l.uf})` : `${l.uf} (todo o estado)`)),
      vendors: r.vendors.map((v) => userName.get(v) ?? "?"),
      service: r.service,
      usedBy: components.filter((c) => c.restriction === r._id).map((c) => c.name),
    })),
    canOpenSettings: can(user, "configManager"),
  };
}
