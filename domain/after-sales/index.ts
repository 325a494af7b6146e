export * from "./shapes";
export * from "./commands";
export * from "./events";
export * from "./state";
export * from "./fields";
export * from "./decider";
export * from "./proposal-view";
