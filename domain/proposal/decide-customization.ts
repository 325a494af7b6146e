// CustomizeProposal: the customisation step (personalizacao/:pid): the sections the final proposal
// shows and its texts, as the form sent them (prefilled from the company's defaults). The same
// customisation again is no event.
import type { CustomizeProposal } from "./commands";
import type { ProposalCustomized } from "./events";
import { checkPresentation, samePresentation } from "./presentation";
import type { ActiveProposal } from "./state";
import type { ProposalBranding } from "./steps";

const HEX = /^#[0-9a-f]{6}$/;
const SHA = /^[0-9a-f]{64}$/;

/** The branding as the app read it, or none when it is not well formed (the views then use the company's current one). */
function checkBranding(b: ProposalBranding | undefined): ProposalBranding | null {
  if (!b || !HEX.test(b.primaryColor) || !HEX.test(b.secondaryColor)) return null;
  const logo = b.logo && SHA.test(b.logo.sha256) ? { fileId: b.logo.fileId, sha256: b.logo.sha256, contentType: b.logo.contentType } : null;
  return { primaryColor: b.primaryColor, secondaryColor: b.secondaryColor, logo };
}

const sameBranding = (a: ProposalBranding | null, b: ProposalBranding | null) => JSON.stringify(a) === JSON.stringify(b);

export function customizeProposal(command: CustomizeProposal, state: ActiveProposal): ProposalCustomized[] {
  const customization = checkPresentation(command.customization ?? {});
  const branding = checkBranding(command.branding);
  if (state.customization && samePresentation(state.customization, customization) && sameBranding(state.branding, branding)) return [];
  return [{ type: "ProposalCustomized", data: { proposalId: state.proposalId, ...customization, ...(branding ? { branding } : {}) } }];
}
