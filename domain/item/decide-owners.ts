// Several owners on an item (issue 20, ADR 028): the item's owner (ownerId: its vendor, changed by
// ItemSent) stays the primary owner; SetItemOwners sets the extra owners (co-owners), who see the
// item wherever its owner would (the app's data scopes). Owners are users of the same company.
import { DomainError, type DecideContext } from "../shared";
import type { SetItemOwners } from "./commands";
import type { ItemOwnersChanged, OwnerRef } from "./events";
import type { ActiveItem } from "./state";

export const ITEM_OWNERS_MSG = {
  /** The customer's rule has the same text (domain/customer/messages.ts). */
  invalidOwner: "Responsável inválido.",
  cannotChange: "Você não tem permissão para alterar os responsáveis deste item.",
} as const;

/**
 * The manager (or a vendor with the board's manager flag: `actorManages`, the app's knowledge) or the
 * item's owner. Unknown users are refused; duplicates and the owner himself are dropped; [] when the
 * co-owners stay the same (in any order).
 */
export function setItemOwners(command: SetItemOwners, state: ActiveItem, ctx: DecideContext): ItemOwnersChanged[] {
  if (command.actorManages !== true && ctx.actorId !== state.ownerId) throw new DomainError(ITEM_OWNERS_MSG.cannotChange, "owners", "forbidden");
  if (!Array.isArray(command.owners) || !Array.isArray(command.companyUsers)) throw new DomainError(ITEM_OWNERS_MSG.invalidOwner, "owners");
  const users = new Map(command.companyUsers.map((u) => [u.id, typeof u.name === "string" ? u.name.trim() : ""]));
  const to: OwnerRef[] = [];
  for (const id of command.owners) {
    if (typeof id !== "string" || !users.has(id)) throw new DomainError(ITEM_OWNERS_MSG.invalidOwner, "owners");
    if (id === state.ownerId || to.some((o) => o.userId === id)) continue;
    to.push({ userId: id, name: users.get(id)! });
  }
  const ids = (list: readonly OwnerRef[]) => list.map((o) => o.userId).sort();
  if (ids(to).join() === ids(state.coOwners).join()) return [];
  return [{ type: "ItemOwnersChanged", data: { from: state.coOwners.map((o) => ({ ...o })), to } }];
}
