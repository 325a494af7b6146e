// Proposal defaults aggregate: stream `proposal-defaults-<companyId>`, one per company. Its own
// stream rather than the company's settings: the customisation screen saves the whole of it at once
// (sections, texts, colours) and the company stream, folded for every collaborator and settings
// command, stays small. The sections and texts are the proposal's (domain/proposal/presentation.ts).
import { DomainError, MSG, type Decider, type DomainEvent } from "../shared";
import { checkPresentation, DEFAULT_PRESENTATION, PRESENTATION_MSG, samePresentation, type Presentation } from "../proposal/presentation";

export const proposalDefaultsStreamId = (companyId: string) => `proposal-defaults-${companyId}`;

/** #rrggbb, stored in lower case. */
const HEX_COLOR = /^#[0-9a-f]{6}$/;

export const COLOR_LABELS = { primaryColor: "Cor principal", secondaryColor: "Cor secundária" } as const;

export interface ProposalColors {
  primaryColor: string;
  secondaryColor: string;
}

export type ProposalDefaults = Presentation & ProposalColors;

/** A company that never saved its defaults: every section, no text, the dashboard's blues (spec part 1 §2.4). */
export const INITIAL_PROPOSAL_DEFAULTS: ProposalDefaults = { ...DEFAULT_PRESENTATION, primaryColor: "#05445e", secondaryColor: "#189ab4" };

/** Saves the whole set (the screen posts every field). */
export interface SetProposalDefaults {
  type: "SetProposalDefaults";
  sections: Presentation["sections"];
  texts: Presentation["texts"];
  primaryColor: string;
  secondaryColor: string;
}
export type ProposalDefaultsCommand = SetProposalDefaults;

/** The whole set as saved, so a reader needs no earlier event. */
export type ProposalDefaultsSet = DomainEvent<"ProposalDefaultsSet", ProposalDefaults>;
export type ProposalDefaultsEvent = ProposalDefaultsSet;

export interface ProposalDefaultsState {
  /** null until saved once (INITIAL_PROPOSAL_DEFAULTS apply). */
  saved: ProposalDefaults | null;
}

function checkColor(v: unknown, field: keyof ProposalColors): string {
  const c = typeof v === "string" ? v.trim().toLowerCase() : "";
  if (!HEX_COLOR.test(c)) throw new DomainError(PRESENTATION_MSG.color(COLOR_LABELS[field]), field);
  return c;
}

function setDefaults(command: SetProposalDefaults, state: ProposalDefaultsState): ProposalDefaultsSet[] {
  const presentation = checkPresentation(command);
  const colors = {
    primaryColor: checkColor(command.primaryColor, "primaryColor"),
    secondaryColor: checkColor(command.secondaryColor, "secondaryColor"),
  };
  const now = state.saved;
  if (now && samePresentation(now, presentation) && now.primaryColor === colors.primaryColor && now.secondaryColor === colors.secondaryColor)
    return [];
  return [{ type: "ProposalDefaultsSet", data: { ...presentation, ...colors } }];
}

export const proposalDefaultsDecider: Decider<ProposalDefaultsState, ProposalDefaultsCommand, ProposalDefaultsEvent> = {
  initialState: () => ({ saved: null }),
  // One event and one command today: anything else (a later type read by an older build) is ignored or refused.
  evolve: (state, e) => (e.type === "ProposalDefaultsSet" ? { saved: e.data } : state),
  decide: (command, state) => {
    if (command.type === "SetProposalDefaults") return setDefaults(command, state);
    throw new DomainError(MSG.unknownCommand);
  },
};
