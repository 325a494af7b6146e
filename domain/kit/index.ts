export * from "./fields";
export * from "./decider";
