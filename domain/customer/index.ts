export * from "./decider";
