export * from "./decider";
export * from "./uri";
