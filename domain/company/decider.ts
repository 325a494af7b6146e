// Company aggregate: stream `company-<companyId>`: registration, plan and account status,
// collaborators (vendors) with their permission flags, teams, and the settings groups.
// decide dispatches each command to its handler in decide-*.ts; state.ts folds the events.
import { assertNever, DomainError, MSG, type Decider, type DecideContext } from "../shared";
import type { CompanyCommand } from "./commands";
import {
  changePlan,
  deleteAfterSalesService,
  saveAfterSalesService,
  setAccountStatus,
  setHiddenMenus,
  setListSettings,
  setPreferences,
  setSecuritySettings,
  setDisabledSuppliers,
  setProposalSlug,
  setVendorPriceEdit,
} from "./decide-settings";
import { createTeam, deleteTeam, editTeam } from "./decide-teams";
import { addVendor, deactivateVendor, editUser, reactivateVendor, recordPasswordChange, registerCompany, setVendorPermissions } from "./decide-users";
import type { CompanyEvent } from "./events";
import { evolveCompany, initialCompanyState, type CompanyState } from "./state";

export const companyStreamId = (companyId: string) => `company-${companyId}`;

function decide(command: CompanyCommand, state: CompanyState, ctx: DecideContext): CompanyEvent[] {
  if (command.type === "RegisterCompany") return registerCompany(command, state, ctx);
  if (!state.exists) throw new DomainError(MSG.companyNotFound, undefined, "not_found");
  switch (command.type) {
    case "AddVendor":
      return addVendor(command, state);
    case "EditUser":
      return editUser(command, state);
    case "DeactivateVendor":
      return deactivateVendor(command, state);
    case "ReactivateVendor":
      return reactivateVendor(command, state);
    case "SetVendorPermissions":
      return setVendorPermissions(command, state);
    case "RecordPasswordChange":
      return recordPasswordChange(command, state);
    case "CreateTeam":
      return createTeam(command, state);
    case "EditTeam":
      return editTeam(command, state);
    case "DeleteTeam":
      return deleteTeam(command, state);
    case "ChangePlan":
      return changePlan(command, state);
    case "SetAccountStatus":
      return setAccountStatus(command, state);
    case "SetOrigins":
    case "SetSalesLostReasons":
    case "SetRejectReasons":
    case "SetNoteTypes":
    case "SetCompanyPositions":
    case "SetStandardFolders":
      return setListSettings(command, state);
    case "SetHiddenMenus":
      return setHiddenMenus(command, state);
    case "SetPreferences":
      return setPreferences(command, state);
    case "SetSecuritySettings":
      return setSecuritySettings(command, state);
    case "SetDisabledSuppliers":
      return setDisabledSuppliers(command, state);
    case "SetVendorPriceEdit":
      return setVendorPriceEdit(command, state);
    case "SetProposalSlug":
      return setProposalSlug(command, state);
    case "AddAfterSalesService":
    case "EditAfterSalesService":
      return saveAfterSalesService(command, state);
    case "DeleteAfterSalesService":
      return deleteAfterSalesService(command, state);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: initialCompanyState,
  evolve: evolveCompany,
  decide,
};
