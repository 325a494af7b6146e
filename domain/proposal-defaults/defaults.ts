// Proposal defaults aggregate: stream `proposal-defaults-<companyId>`, one per company. Its own
// stream rather than the company's settings: the customisation screen saves the whole of it at once
// (sections, texts, colours) and the company stream, folded for every collaborator and settings
// command, stays small. The sections and texts are the proposal's (domain/proposal/presentation.ts).
import { DomainError, MSG, type Decider, type DomainEvent } from "../shared";
import { checkPresentation, DEFAULT_PRESENTATION, PRESENTATION_MSG, samePresentation, type Presentation } from "../proposal/presentation";
import { checkLogo, type ProposalLogo, type UploadedLogo } from "./logo";

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
/** A new logo (the file already in the store under its hash; the app keeps it only once this is accepted). */
export interface SetProposalLogo {
  type: "SetProposalLogo";
  file: UploadedLogo | null;
}
export interface RemoveProposalLogo {
  type: "RemoveProposalLogo";
}
export type ProposalDefaultsCommand = SetProposalDefaults | SetProposalLogo | RemoveProposalLogo;

/** The whole set as saved, so a reader needs no earlier event. */
export type ProposalDefaultsSet = DomainEvent<"ProposalDefaultsSet", ProposalDefaults>;
/** The logo's file id, hash, type and size: never the bytes. Its own event: the texts' form does not post the file. */
export type ProposalLogoSet = DomainEvent<"ProposalLogoSet", ProposalLogo>;
export type ProposalLogoRemoved = DomainEvent<"ProposalLogoRemoved", { fileId: string }>;
export type ProposalDefaultsEvent = ProposalDefaultsSet | ProposalLogoSet | ProposalLogoRemoved;

export interface ProposalDefaultsState {
  /** null until saved once (INITIAL_PROPOSAL_DEFAULTS apply). */
  saved: ProposalDefaults | null;
  logo: ProposalLogo | null;
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

function setLogo(command: SetProposalLogo, state: ProposalDefaultsState): ProposalLogoSet[] {
  const logo = checkLogo(command.file);
  // The same bytes again change nothing (a new id would only change the URL).
  if (state.logo?.sha256 === logo.sha256 && state.logo.contentType === logo.contentType) return [];
  return [{ type: "ProposalLogoSet", data: logo }];
}

function removeLogo(state: ProposalDefaultsState): ProposalLogoRemoved[] {
  return state.logo ? [{ type: "ProposalLogoRemoved", data: { fileId: state.logo.fileId } }] : [];
}

function evolve(state: ProposalDefaultsState, e: ProposalDefaultsEvent): ProposalDefaultsState {
  switch (e.type) {
    case "ProposalDefaultsSet":
      return { ...state, saved: e.data };
    case "ProposalLogoSet":
      return { ...state, logo: e.data };
    case "ProposalLogoRemoved":
      return { ...state, logo: null };
    default:
      return state; // a later type read by an older build
  }
}

export const proposalDefaultsDecider: Decider<ProposalDefaultsState, ProposalDefaultsCommand, ProposalDefaultsEvent> = {
  initialState: () => ({ saved: null, logo: null }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case "SetProposalDefaults":
        return setDefaults(command, state);
      case "SetProposalLogo":
        return setLogo(command, state);
      case "RemoveProposalLogo":
        return removeLogo(state);
      default:
        throw new DomainError(MSG.unknownCommand);
    }
  },
};
