// Who sees and registers kits (spec part 3 §6, part 1 §6): the Kits menu is for company users (the
// platform admin has its own area; white-label accounts do not exist yet). A vendor whose company
// says preferences.useManagerKits uses the manager's kits: his list and his kit choice show the
// manager's kits, and registering, editing and uploading are hidden and refused unless he holds
// kitsManager. Pure: the menu and the routes share it.
import type { PermissionFlag } from "../../domain/shared/permissions";

export interface KitUser {
  id: string;
  role: "MANAGER" | "VENDOR";
  managerId: string;
  permissions: Record<PermissionFlag, boolean>;
  /** The company's preferences.useManagerKits. */
  useManagerKits?: boolean;
}

const isManager = (u: KitUser) => u.role === "MANAGER";
const kitsManager = (u: KitUser) => isManager(u) || u.permissions.kitsManager === true;

/** Whose kits the user works with: the manager's for a vendor that uses the manager's kits, else his own. */
export function kitOwnerFor(u: KitUser): string {
  return !isManager(u) && u.useManagerKits ? u.managerId : u.id;
}

/** Registering, editing, deleting and uploading kits. */
export function canRegisterKits(u: KitUser): boolean {
  return kitsManager(u) || !u.useManagerKits;
}

/** The kit lists a user may open: his own (or the manager's he uses); the manager and kitsManager any of the company. */
export function canSeeKitsOf(u: KitUser, ownerId: string): boolean {
  return kitsManager(u) || ownerId === kitOwnerFor(u);
}

/** Editing one kit: the kitsManager (and the manager) any kit; others only the kits they own, when they may register. */
export function canEditKit(u: KitUser, kitOwnerId: string): boolean {
  return kitsManager(u) || (canRegisterKits(u) && kitOwnerId === u.id);
}
