export * from "./decider";
export * from "./slug";
export * from "./admin";
