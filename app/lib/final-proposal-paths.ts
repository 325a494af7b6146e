// Where the final proposal lives for the signed-in company user (issue 17): the wizard's last steps
// and the lists link here; the public link follows part 3 §2's rule (finalProposalLink).
export const finalProposalPath = (pid: string) => `/proposta/final/${pid}`;
