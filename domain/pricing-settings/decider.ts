// Pricing settings aggregate: stream `pricing-<companyId>`, one per company. Its own stream rather
// than the company's: the engine checks these settings as one whole (a component's restriction must
// exist, MARKUP bands below 100 %), they change often (rules, components), and a priced proposal
// records the settings in force; the company stream, folded for every collaborator and settings
// command, stays small. Vendors and services come in each command (PricingKnown).
import { assertNever, DomainError, MSG, type Decider } from "../shared";
import type { PricingSettingsCommand } from "./commands";
import { setAutoPricing } from "./decide-bands";
import { cloneComponent, createComponent, deleteComponent, editComponent, renameComponent } from "./decide-components";
import { createRestriction, deleteRestriction, editRestriction } from "./decide-restrictions";
import type { PricingSettingsEvent } from "./events";
import { evolvePricingSettings, initialPricingSettings, type PricingSettingsState } from "./state";

export const pricingSettingsStreamId = (companyId: string) => `pricing-${companyId}`;

function decide(command: PricingSettingsCommand, state: PricingSettingsState): PricingSettingsEvent[] {
  switch (command.type) {
    case "SetAutoPricing":
      return setAutoPricing(command, state);
    case "CreatePricingComponent":
      return createComponent(command, state);
    case "RenamePricingComponent":
      return renameComponent(command, state);
    case "EditPricingComponent":
      return editComponent(command, state);
    case "ClonePricingComponent":
      return cloneComponent(command, state);
    case "DeletePricingComponent":
      return deleteComponent(command, state);
    case "CreateRestriction":
      return createRestriction(command, state);
    case "EditRestriction":
      return editRestriction(command, state);
    case "DeleteRestriction":
      return deleteRestriction(command, state);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

export const pricingSettingsDecider: Decider<PricingSettingsState, PricingSettingsCommand, PricingSettingsEvent> = {
  initialState: initialPricingSettings,
  evolve: evolvePricingSettings,
  decide,
};
