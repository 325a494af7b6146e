// Who may do what and see whose data (part 1 §6). Every loader and action asks here, so the rules
// live in one place: permission flags, plan gates and data scopes (USER / MANAGER / TEAM / VENDOR).
import type { SessionUser } from "./auth.server";
import { services } from "./services.server";
import { ledMemberRows } from "../../projections/read-models/administration.queries";
import { ownedWithin } from "../../projections/read-models/item-scope";
import { BOARD_FLAGS, type PermissionFlag } from "../../domain/shared/permissions";
import { forbidden, notFound } from "./http.server";

/** The answer of every pre-sales page while preferences.usePreSalesKanban is off. */
export const PRE_SALES_OFF = "O quadro de pré-venda está desativado nas preferências da empresa (Configurações → Preferências).";

/** A manager may do everything; a vendor only what their (effective) flags allow. */
export function can(user: SessionUser, flag: PermissionFlag): boolean {
  return user.role === "MANAGER" || user.permissions[flag] === true;
}

/** Throws 403 unless can(user, flag). */
export function requirePermission(user: SessionUser, flag: PermissionFlag): void {
  if (!can(user, flag)) throw forbidden();
}

export function isEnterprise(user: SessionUser): boolean {
  return user.plan === "ENTERPRISE";
}

/** An area whose records have an owner: a board type, or customers. */
export type ScopedArea = "SALES" | "PRE_SALES" | "PROJECT" | "INSTALLATION" | "AFTER_SALES" | "ADMINISTRATIVE" | "CUSTOMERS";

/** The flag that lets a vendor see everyone's records of an area (customers follow the sales manager). */
const managerFlagOf = (area: ScopedArea): PermissionFlag => (area === "CUSTOMERS" ? "salesManager" : BOARD_FLAGS[area].manager);

/** The ids of the users in the teams `user` leads (not including the user). */
export async function ledMemberIds(user: SessionUser): Promise<string[]> {
  const { database } = await services();
  const ids = await ledMemberRows(database.db, user.companyId, user.id);
  return [...new Set(ids)].filter((id) => id !== user.id).sort();
}

/**
 * The owner ids whose records `user` may see in `area`, or null for "every owner in the company".
 * Callers still filter by user.companyId.
 * - not ENTERPRISE: everything is the user's own (USER scope);
 * - a manager, or a vendor with the area's manager flag: the whole company (MANAGER scope);
 * - a team leader: themself and the members of the teams they lead (TEAM scope);
 * - any other vendor: their own (VENDOR scope).
 */
export async function visibleOwnerIds(user: SessionUser, area: ScopedArea): Promise<string[] | null> {
  if (!isEnterprise(user)) return [user.id];
  if (user.role === "MANAGER" || can(user, managerFlagOf(area))) return null;
  return [user.id, ...(await ledMemberIds(user))];
}

/**
 * Whether an item is within the user's data scope of its board: its owner or one of its co-owners
 * (ADR 028) is among visibleOwnerIds. The queries apply the same rule (item-scope.ts itemOwnedBy).
 */
export async function canSeeItem(
  user: SessionUser,
  item: { board_type: string; owner_id: string; co_owner_ids: readonly string[] },
): Promise<boolean> {
  const owners = await visibleOwnerIds(user, item.board_type as ScopedArea);
  return ownedWithin({ ownerId: item.owner_id, coOwnerIds: item.co_owner_ids }, owners);
}

/**
 * Whether the item's *owner* is within the user's scope (the rule before co-owners): what giving the
 * item away ("Enviar", bulk sends) needs. A co-owner works on the item but does not reassign it.
 */
export async function canSendItem(user: SessionUser, item: { board_type: string; owner_id: string }): Promise<boolean> {
  const owners = await visibleOwnerIds(user, item.board_type as ScopedArea);
  return owners === null || owners.includes(item.owner_id);
}

/** May the user open this board type at all? ("upgrade" → the upgrade notice, "forbidden" → 403) */
export function boardAccess(user: SessionUser, type: keyof typeof BOARD_FLAGS): "ok" | "upgrade" | "forbidden" | "off" {
  if (type !== "SALES" && !isEnterprise(user)) return "upgrade";
  // preferences.usePreSalesKanban off: the company works without pre-sales; its board and leads are closed to everyone.
  if (type === "PRE_SALES" && user.usePreSalesKanban === false) return "off";
  return can(user, BOARD_FLAGS[type].view) ? "ok" : "forbidden";
}

/** 403 for a vendor without the board's view flag (the plan gate is shown by each page itself). */
export function requireBoardView(user: SessionUser, type: keyof typeof BOARD_FLAGS): void {
  const access = boardAccess(user, type);
  if (access === "forbidden") throw forbidden("Você não tem permissão para acessar este quadro.");
  if (access === "off") throw notFound(PRE_SALES_OFF);
}
