// The company's proposal defaults (/personalizar-proposta/:uid, issue 16): what a new proposal's
// customisation step starts from, the final proposal's colours and the logo.
export * from "./defaults";
export * from "./logo";
