export * from "./decider";
export * from "./tags";
