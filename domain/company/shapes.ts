// The company's shared shapes: plans, users, teams, and the settings groups that are lists of texts.
import type { PermissionSet } from "../shared/permissions";
import { checkFolderNames, checkTextList } from "./settings";

export const COMPANY_PLANS = ["BASIC", "ENTERPRISE"] as const;
export type CompanyPlan = (typeof COMPANY_PLANS)[number];

export interface UserRef {
  id: string;
  name: string;
  email: string;
}

export interface CompanyUser extends UserRef {
  role: "MANAGER" | "VENDOR";
  active: boolean;
  /** Stored flags (only for vendors); the effective ones come from effectivePermissions(). */
  permissions: PermissionSet;
}

export interface Team {
  id: string;
  name: string;
  leaderId: string;
  memberIds: string[];
}

// Settings groups: one command and one event per group (part 3 §7).
/** command type → [event type, state key, checker] for the groups that are lists of texts. */
export const LIST_SETTINGS = {
  SetOrigins: ["OriginsSet", "origins", checkTextList],
  SetSalesLostReasons: ["SalesLostReasonsSet", "salesLostReasons", checkTextList],
  SetRejectReasons: ["RejectReasonsSet", "rejectReasons", checkTextList],
  SetNoteTypes: ["NoteTypesSet", "noteTypes", checkTextList],
  SetCompanyPositions: ["CompanyPositionsSet", "companyPositions", checkTextList],
  SetStandardFolders: ["StandardFoldersSet", "stdFolders", checkFolderNames],
} as const;
export type ListSettingsCommandType = keyof typeof LIST_SETTINGS;
export type ListSettingsKey = (typeof LIST_SETTINGS)[ListSettingsCommandType][1];
