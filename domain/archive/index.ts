export * from "./rules";
export * from "./decider";
export * from "./sniff";
