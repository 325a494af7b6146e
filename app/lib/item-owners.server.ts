// The item page's owners (issue 20, ADR 028): the info block's "Responsáveis" and the form that sets
// the co-owners ("Salvar responsáveis"). Who may change them: a manager (or a vendor with the board's
// manager flag), or the item's owner; ENTERPRISE only (spec part 2 §6: "owner lists").
import type { SetItemOwners } from "../../domain/item";
import { BOARD_FLAGS } from "../../domain/shared/permissions";
import type { BoardType } from "../../domain/shared";
import { companyUsers } from "../../projections/read-models/companies.queries";
import { itemCoOwners } from "../../projections/read-models/item-scope";
import { can, canSendItem, isEnterprise } from "./access.server";
import type { SessionUser } from "./auth.server";
import type { ItemRow } from "./item-access.server";
import { ownerLines } from "./item-info";
import { services } from "./services.server";

export const ITEM_SEND_FORBIDDEN = "Só o responsável principal ou quem gerencia o quadro pode enviar este item.";

/** A manager, or a vendor holding the board's manager flag. */
const manages = (user: SessionUser, type: BoardType) => user.role === "MANAGER" || can(user, BOARD_FLAGS[type]!.manager);

/** Whether the form is offered (the decider checks the same rule; the plan is the app's gate). */
export function maySetOwners(user: SessionUser, type: BoardType, item: Pick<ItemRow, "owner_id">): boolean {
  return isEnterprise(user) && (manages(user, type) || item.owner_id === user.id);
}

/** The info block's owners and, for who may change them, the form's choices (the company's active users). */
export async function itemOwners(user: SessionUser, type: BoardType, item: ItemRow) {
  const { database } = await services();
  const co = await itemCoOwners(database.db, user.companyId, item.id);
  const lines = ownerLines({ id: item.owner_id, name: item.owner_name, role: item.owner_role }, co);
  // "Enviar" is offered only to who may give the item away (not a co-owner).
  const canSend = await canSendItem(user, item);
  if (!maySetOwners(user, type, item)) return { lines, canSend, form: null };
  const chosen = new Set(lines.filter((l) => !l.primary).map((l) => l.id));
  const users = (await companyUsers(database.db, user.companyId))
    .filter((u) => u.id !== item.owner_id)
    .map((u) => ({ id: u.id, name: u.role === "MANAGER" ? `${u.name} (GERENTE)` : u.name, checked: chosen.has(u.id) }));
  return { lines, canSend, form: { users } };
}

/** The command of the "Salvar responsáveis" form. */
export async function setOwnersCommand(user: SessionUser, type: BoardType, owners: string[]): Promise<SetItemOwners> {
  const { database } = await services();
  const users = await companyUsers(database.db, user.companyId);
  return {
    type: "SetItemOwners",
    owners,
    companyUsers: users.map((u) => ({ id: u.id, name: u.name })),
    actorManages: manages(user, type),
  };
}
