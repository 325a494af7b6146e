// The company's proposal defaults (/personalizar-proposta/:uid, issue 16): what a new proposal's
// customisation step starts from, and the final proposal's colours.
export * from "./defaults";
