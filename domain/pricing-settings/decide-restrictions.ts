// Restrictions (part 3 §7 restriction POST/PUT/DELETE): where a component applies. One in use by a
// component cannot be deleted: the engine refuses a component whose restriction does not exist.
import { DomainError, MSG } from "../shared";
import { checkRestriction, MAX_RESTRICTIONS } from "./checks";
import type { CreateRestriction, DeleteRestriction, EditRestriction } from "./commands";
import type { RestrictionCreated, RestrictionDeleted, RestrictionEdited } from "./events";
import { PRICING_SETTINGS_MSG as M } from "./messages";
import type { PricingSettingsState } from "./state";

const restrictionsOf = (s: PricingSettingsState) => s.autoPricingDetailed.restrictions;

export function createRestriction(command: CreateRestriction, state: PricingSettingsState): RestrictionCreated[] {
  const all = restrictionsOf(state);
  if (all.some((r) => r._id === command.restrictionId)) return [];
  if (all.length >= MAX_RESTRICTIONS) throw new DomainError(MSG.tooManyValues);
  const restriction = checkRestriction(command.restriction, all, command.known);
  return [{ type: "RestrictionCreated", data: { restrictionId: command.restrictionId, restriction } }];
}

export function editRestriction(command: EditRestriction, state: PricingSettingsState): RestrictionEdited[] {
  const all = restrictionsOf(state);
  const current = all.find((r) => r._id === command.restrictionId);
  if (!current) throw new DomainError(M.restrictionNotFound, undefined, "not_found");
  const restriction = checkRestriction(
    command.restriction,
    all.filter((r) => r !== current),
    command.known,
  );
  const { _id, ...before } = current;
  if (JSON.stringify(before) === JSON.stringify(restriction)) return [];
  return [{ type: "RestrictionEdited", data: { restrictionId: _id, restriction } }];
}

export function deleteRestriction(command: DeleteRestriction, state: PricingSettingsState): RestrictionDeleted[] {
  const current = restrictionsOf(state).find((r) => r._id === command.restrictionId);
  if (!current) return [];
  const users = state.autoPricingDetailed.pricingComponents.filter((c) => c.restriction === current._id).map((c) => c.name);
  if (users.length) throw new DomainError(M.restrictionInUse(users), undefined, "conflict");
  return [{ type: "RestrictionDeleted", data: { restrictionId: current._id, name: current.name } }];
}
