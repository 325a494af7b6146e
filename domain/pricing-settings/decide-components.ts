// The DETAILED components: create, rename, edit (everything but the name), clone with another
// restriction and service (part 3 §7 pricing-component-clone), delete. A second create or clone with
// the same id, or a delete of a component already gone, changes nothing.
import { DomainError, MSG } from "../shared";
import { checkComponent, checkName, MAX_COMPONENTS } from "./checks";
import type { ClonePricingComponent, CreatePricingComponent, DeletePricingComponent, EditPricingComponent, RenamePricingComponent } from "./commands";
import type {
  PricingComponentCloned,
  PricingComponentCreated,
  PricingComponentDeleted,
  PricingComponentEdited,
  PricingComponentRenamed,
} from "./events";
import { PRICING_SETTINGS_MSG as M } from "./messages";
import type { ComponentBody, PricingSettingsState, StoredComponent } from "./state";

const componentsOf = (s: PricingSettingsState) => s.autoPricingDetailed.pricingComponents;
const find = (s: PricingSettingsState, id: string) => componentsOf(s).find((c) => c._id === id);

function existing(s: PricingSettingsState, id: string): StoredComponent {
  const c = find(s, id);
  if (!c) throw new DomainError(M.componentNotFound, undefined, "not_found");
  return c;
}

function roomForOneMore(s: PricingSettingsState) {
  if (componentsOf(s).length >= MAX_COMPONENTS) throw new DomainError(MSG.tooManyValues);
}

export function createComponent(command: CreatePricingComponent, state: PricingSettingsState): PricingComponentCreated[] {
  if (find(state, command.componentId)) return [];
  roomForOneMore(state);
  const component = checkComponent(command.component, state.autoPricingDetailed.restrictions, command.known);
  return [{ type: "PricingComponentCreated", data: { componentId: command.componentId, component } }];
}

export function renameComponent(command: RenamePricingComponent, state: PricingSettingsState): PricingComponentRenamed[] {
  const current = existing(state, command.componentId);
  const name = checkName(command.name);
  if (name === current.name) return [];
  return [{ type: "PricingComponentRenamed", data: { componentId: current._id, name, previous: current.name } }];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function editComponent(command: EditPricingComponent, state: PricingSettingsState): PricingComponentEdited[] {
  const { _id, ...before } = existing(state, command.componentId);
  const component = checkComponent({ ...command.component, name: before.name }, state.autoPricingDetailed.restrictions, command.known);
  const changed = (Object.keys(component) as (keyof ComponentBody)[]).filter((k) => !same(component[k], before[k]));
  if (!changed.length) return [];
  return [{ type: "PricingComponentEdited", data: { componentId: _id, component, changed } }];
}

export function cloneComponent(command: ClonePricingComponent, state: PricingSettingsState): PricingComponentCloned[] {
  const { _id, ...source } = existing(state, command.componentId);
  if (find(state, command.cloneId)) return [];
  roomForOneMore(state);
  const component = checkComponent(
    { ...source, name: command.name, restriction: command.restriction, service: command.service },
    state.autoPricingDetailed.restrictions,
    command.known,
  );
  return [{ type: "PricingComponentCloned", data: { componentId: command.cloneId, sourceId: _id, component } }];
}

export function deleteComponent(command: DeletePricingComponent, state: PricingSettingsState): PricingComponentDeleted[] {
  const c = find(state, command.componentId);
  return c ? [{ type: "PricingComponentDeleted", data: { componentId: c._id, name: c.name } }] : [];
}
