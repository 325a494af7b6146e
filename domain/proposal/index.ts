export * from "./fields";
export * from "./messages";
export * from "./numbers";
export * from "./validation";
export * from "./commands";
export * from "./events";
export * from "./state";
export * from "./decider";
