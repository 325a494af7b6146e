export * from "./decider";
export * from "./fields";
