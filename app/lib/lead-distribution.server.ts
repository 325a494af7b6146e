// "Distribuição automática" (issue 20, preference distributeLeads): who gets a sale made from a
// qualified lead (or an imported sale) when the form chose AUTO. With the preference on, the next
// active vendor with salesKanban, round-robin, recorded as LeadDistributed on the company's
// distribution stream (domain/distribution); off, the manager, as before.
import type { SessionUser } from "./auth.server";
import { derivedId, sendCommand } from "./commands.server";
import { getCompanySettings } from "./settings.server";
import { services } from "./services.server";
import { distributionDecider, distributionStreamId, type LeadDistributed } from "../../domain/distribution/decider";
import type { DomainError } from "../../domain/shared/decider";
import { effectivePermissions } from "../../domain/shared/permissions";
import { activeUsersWithPermissions } from "../../projections/read-models/companies.queries";

/** The users a sale can be distributed to: active vendors who can open the sales board. */
export function salesVendors<U extends { role: string; permissions: unknown }>(users: U[]): U[] {
  return users.filter((u) => u.role === "VENDOR" && effectivePermissions((u.permissions ?? {}) as Record<string, boolean>).salesKanban);
}

/** The owner of `itemId` under "Distribuição automática"; `commandId` is the form's (a retry chooses the same). */
export async function automaticOwner(
  user: SessionUser,
  itemId: string,
  commandId: string,
): Promise<{ ok: true; ownerId: string } | { ok: false; error: DomainError }> {
  const { preferences } = await getCompanySettings(user.companyId);
  if (!preferences.distributeLeads) return { ok: true, ownerId: user.managerId };
  const { database, store } = await services();
  const candidates = salesVendors(await activeUsersWithPermissions(database.db, user.companyId)).map((u) => u.id);
  const stream = distributionStreamId(user.companyId);
  const outcome = await sendCommand(
    user,
    stream,
    distributionDecider,
    { type: "DistributeLead", itemId, candidates, managerId: user.managerId },
    derivedId(commandId, "distribute"),
  );
  if (!outcome.ok) return outcome;
  const event = outcome.events.find((e) => e.type === "LeadDistributed") as unknown as LeadDistributed | undefined;
  if (event) return { ok: true, ownerId: event.data.ownerId };
  // Distributed before under another command: the first choice, from the log.
  const earlier = (await store.readStream(stream)).map((e) => e as unknown as LeadDistributed).find((e) => e.data.itemId === itemId);
  return { ok: true, ownerId: earlier?.data.ownerId ?? user.managerId };
}
