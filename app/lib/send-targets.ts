// Who a manager (or a vendor with the board's manager flag) may send an item to (part 2 §6): the
// manager and the active vendors who can open that board — salesKanban for a sale,
// preSalesKanban for a lead, the board's view flag elsewhere. A vendor without it would receive a
// card they cannot see. Pure, so the rule is unit-tested.
import { BOARD_FLAGS, effectivePermissions } from "../../domain/shared/permissions";
import type { BoardType } from "../../domain/shared";

export interface Receiver {
  id: string;
  /** The person's name (issue 18: names instead of roles; the spec showed the manager as GERENTE). */
  label: string;
  name: string;
}

export interface TargetUser {
  id: string;
  name: string;
  role: string;
  permissions: unknown;
}

export function boardSendTargets(users: readonly TargetUser[], type: BoardType): Receiver[] {
  const view = BOARD_FLAGS[type]!.view;
  const managers = users.filter((u) => u.role === "MANAGER").map((u) => ({ id: u.id, name: u.name, label: u.name }));
  const vendors = users
    .filter((u) => u.role === "VENDOR" && effectivePermissions((u.permissions ?? {}) as Record<string, boolean>)[view])
    .map((u) => ({ id: u.id, name: u.name, label: u.name }));
  return [...managers, ...vendors];
}
