export * from "./rules";
export * from "./decider";
