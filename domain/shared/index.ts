export * from "./decider";
export * from "./money";
export * from "./format";
export * from "./validation";
export * from "./constants";
export * from "./default-columns";
export * from "./documents";
export * from "./money-input";
