// The proposal's commands (stream `proposal-<proposalId>`). The app builds them from the consumption
// form; the checks it made itself (the customer and the owner it may use, the municipality and the
// tariff it found) travel in the command, and the decider refuses what they do not allow.
import type { SimultaneityDefaults } from "./fields";
import type { ConsumptionInput } from "./validation";
import type { KitAssembly } from "./kit-assembly";
import type { ProposalState } from "./state";
import type { PricingSettings } from "../pricing";
import type { PricingMode, PricingPreferences, ProposalBranding, ProposalCustomization, ProposalGeneration, ProposalKit } from "./steps";

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

/** The kit step (kits/escolha, or modules and inverters picked from the catalogue): the kit as the app read it. */
export interface ChooseKit {
  type: "ChooseKit";
  kit: ProposalKit;
}

/**
 * "Montar kit" on the kit step: the module, inverters and equipment picked from the company's
 * catalogue (each with the row the app found for its id), the quantities and the kit's cost. The
 * decider checks it (kit-assembly.ts) and saves it as ChooseKit would: ProposalKitChosen.
 */
export interface AssembleKit {
  type: "AssembleKit";
  assembly: KitAssembly;
}

/**
 * The generation step (dados-geracao/nova/:pid): what the form typed and the irradiation the app
 * found for the proposal's city (null when it has none: the form then asks for the 12 values).
 */
export interface SetGeneration {
  type: "SetGeneration";
  irradiation: ProposalGeneration["irradiation"] | null;
  losses: ProposalGeneration["losses"];
  distance: number;
  roofHight: number;
  /** The company's availabilityTaxDiscount in force (the ideal power subtracts the minimum billed kWh); absent: true. */
  subtractMinimum?: boolean;
}

/**
 * The pricing steps (preco-auto, preco-manual, preco-editar): the settings and preferences in force,
 * read by the app; the decider builds the engines' inputs from the proposal's kit and generation.
 */
export interface PriceProposal {
  type: "PriceProposal";
  mode: PricingMode;
  pricedBy: string;
  settings: PricingSettings;
  preferences: PricingPreferences;
  /** revenueData.discount, percent; null → preferences.stdKitDiscount. */
  discount: number | null;
  /** MANUAL and EDITED: the typed final price, centavos; null for AUTO. */
  typedFinalPrice: number | null;
}

/** The validation step: `today` is the company's date (aaaa-mm-dd), passed in (domain code reads no clock). */
export interface SetValidity {
  type: "SetValidity";
  validityDate: string;
  today: string;
}

export interface CustomizeProposal {
  type: "CustomizeProposal";
  customization: ProposalCustomization;
  /** The company's colours and logo now, read by the app; kept with the customisation. */
  branding?: ProposalBranding;
}

/** The app checks who may delete (never a vendor). */
export interface DeleteProposal {
  type: "DeleteProposal";
}

/**
 * A copy of `source` on a new stream (proposalId derived from the form's command id, so a double
 * submit clones once); owned by the actor. `source` is the source's stream folded by the app (only
 * what the user may see); `sourcePricedBy` is who priced it (its last ProposalPriced), kept with the price.
 */
export interface CloneProposal {
  type: "CloneProposal";
  proposalId: string;
  frontId: string;
  source: ProposalState;
  sourcePricedBy: string | null;
  /** The customer's name as the app reads it now. */
  customerName: string;
}

/** A visit to the public link, from outside the company; `viewedAt` (ISO instant) and `visitor` (cookie id) come from the app. */
export interface RecordProposalView {
  type: "RecordProposalView";
  viewedAt: string;
  visitor: string;
}

/** The PDF as sent: the app made it and hashed it; only a finished proposal can be sent. */
export interface RecordProposalSent {
  type: "RecordProposalSent";
  sentBy: string;
  sentAt: string;
  sha256: string;
  bytes: number;
}

export type ProposalCommand =
  | StartProposal
  | CloneProposal
  | EditConsumption
  | ChooseKit
  | AssembleKit
  | SetGeneration
  | PriceProposal
  | SetValidity
  | CustomizeProposal
  | DeleteProposal
  | RecordProposalView
  | RecordProposalSent;
