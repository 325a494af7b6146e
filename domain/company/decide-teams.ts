// Sales teams (ENTERPRISE): CreateTeam, EditTeam, DeleteTeam.
import { DomainError, MAX_LENGTH, MSG, checkMaxLength, isValidName, required } from "../shared";
import type { CreateTeam, DeleteTeam, EditTeam } from "./commands";
import type { TeamCreated, TeamDeleted, TeamEdited } from "./events";
import type { Team } from "./shapes";
import type { RegisteredCompany } from "./state";

export function createTeam(command: CreateTeam, state: RegisteredCompany): TeamCreated[] {
  return [{ type: "TeamCreated", data: { team: checkTeam(state, command.team, true) } }];
}

export function editTeam(command: EditTeam, state: RegisteredCompany): TeamEdited[] {
  return [{ type: "TeamEdited", data: { team: checkTeam(state, command.team, false) } }];
}

export function deleteTeam(command: DeleteTeam, state: RegisteredCompany): TeamDeleted[] {
  const t = state.teams[command.teamId];
  if (!t) throw new DomainError(MSG.teamNotFound, undefined, "not_found");
  return [{ type: "TeamDeleted", data: { teamId: t.id, name: t.name } }];
}

/** A unique name, an active leader, known members (the leader is not listed among them). */
function checkTeam(state: RegisteredCompany, team: Team, creating: boolean): Team & { type: "SALES" } {
  if (state.plan !== "ENTERPRISE") throw new DomainError(MSG.upgradeRequired, undefined, "forbidden");
  const name = typeof team.name === "string" ? team.name.trim() : "";
  if (!required(name)) throw new DomainError(MSG.required, "name");
  checkMaxLength(name, MAX_LENGTH.name, "name");
  if (!isValidName(name)) throw new DomainError(MSG.invalidName, "name");
  const clash = Object.values(state.teams).find((t) => t.id !== team.id && t.name.toLowerCase() === name.toLowerCase());
  if (clash) throw new DomainError(MSG.teamExists, "name", "conflict");
  if (!creating && !state.teams[team.id]) throw new DomainError(MSG.teamNotFound, undefined, "not_found");
  if (creating && state.teams[team.id]) throw new DomainError(MSG.teamExists, "name", "conflict");
  const leader = state.users[team.leaderId];
  if (!leader || !leader.active) throw new DomainError(MSG.selectLeader, "leaderId");
  const members = [...new Set(team.memberIds ?? [])].filter((id) => id !== team.leaderId);
  if (members.some((id) => !state.users[id])) throw new DomainError(MSG.invalidMembers, "memberIds");
  return { id: team.id, name, type: "SALES", leaderId: team.leaderId, memberIds: members.sort() };
}
