// Individual vendor permission flags (part 1 §3) and their dependency rules (part 1 §6).
// Pure: given a vendor's stored flags, which ones are in effect.

export const PERMISSION_FLAGS = [
  "customersList",
  "proposalsList",
  "salesKanban",
  "projectKanban",
  "installationKanban",
  "afterSalesKanban",
  "preSalesKanban",
  "administrativeKanban",
  "pricingTab",
  "pricingEdit",
  "salesManager",
  "installationManager",
  "projectManager",
  "afterSalesManager",
  "preSalesManager",
  "administrativeManager",
  "configManager",
  "contractManager",
  "kitsManager",
  "employeesManager",
  "viewAllChatsManager",
  // Part 2 §6: vendors see an item's Histórico only with a permission the spec's list does not name (ADR 015).
  "historyView",
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionSet = Partial<Record<PermissionFlag, boolean>>;

/** A manager flag counts only when the view flags it builds on are also on. */
export const FLAG_REQUIRES: Partial<Record<PermissionFlag, PermissionFlag[]>> = {
  salesManager: ["customersList", "proposalsList", "salesKanban"],
  contractManager: ["salesKanban"],
  kitsManager: ["pricingEdit"],
  installationManager: ["installationKanban"],
  projectManager: ["projectKanban"],
  afterSalesManager: ["afterSalesKanban"],
  preSalesManager: ["preSalesKanban"],
  administrativeManager: ["administrativeKanban"],
};

/** The flags in effect for a vendor whose stored flags are `stored`. */
export function effectivePermissions(stored: PermissionSet): Record<PermissionFlag, boolean> {
  const out = {} as Record<PermissionFlag, boolean>;
  for (const flag of PERMISSION_FLAGS) out[flag] = stored[flag] === true;
  if (out.pricingEdit) out.pricingTab = true;
  for (const [flag, needs] of Object.entries(FLAG_REQUIRES) as [PermissionFlag, PermissionFlag[]][]) {
    if (out[flag] && !needs.every((n) => out[n])) out[flag] = false;
  }
  return out;
}

/** Board type → the view flag and the manager flag of that board (manager flag = sees everyone's items). */
export const BOARD_FLAGS: Record<string, { view: PermissionFlag; manager: PermissionFlag }> = {
  SALES: { view: "salesKanban", manager: "salesManager" },
  PRE_SALES: { view: "preSalesKanban", manager: "preSalesManager" },
  PROJECT: { view: "projectKanban", manager: "projectManager" },
  INSTALLATION: { view: "installationKanban", manager: "installationManager" },
  AFTER_SALES: { view: "afterSalesKanban", manager: "afterSalesManager" },
  ADMINISTRATIVE: { view: "administrativeKanban", manager: "administrativeManager" },
};
