export * from "./shapes";
export * from "./commands";
export * from "./events";
export * from "./state";
export * from "./decider";
export * from "./slug";
export * from "./admin";
export * from "./preferences-upcast";
