// The proposal's commands (stream `proposal-<proposalId>`). The app builds them from the consumption
// form; the checks it made itself (the customer and the owner it may use, the municipality and the
// tariff it found) travel in the command, and the decider refuses what they do not allow.
import type { SimultaneityDefaults } from "./fields";
import type { ConsumptionInput } from "./validation";

export interface CustomerRef {
  id: string;
  name: string;
}

/** Starts a proposal from a customer, with its consumption data (the wizard's first step). */
export interface StartProposal {
  type: "StartProposal";
  proposalId: string;
  /** A random URL-safe id made by the app (the final proposal's public link uses its first 5 characters). */
  frontId: string;
  /** The customer as the app found it among those the user may see; null when it found none. */
  customer: CustomerRef | null;
  /** Who the proposal belongs to (/propostas/lista/:uid). */
  ownerId: string;
  /** The users the actor may start a proposal for: himself, or (a manager) the company's active users. */
  allowedOwners: string[];
  /** The board item (a sale) the proposal is for, checked by the app; null when none. */
  itemId: string | null;
  consumption: ConsumptionInput;
  /** The company's simultaneity factors, for units whose factor was left empty. */
  simultaneityDefaults: SimultaneityDefaults;
}

/** The consumption step again (dados-consumo/editar): the whole data, as on the form. */
export interface EditConsumption {
  type: "EditConsumption";
  consumption: ConsumptionInput;
  simultaneityDefaults: SimultaneityDefaults;
}

export type ProposalCommand = StartProposal | EditConsumption;
