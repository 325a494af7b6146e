export * from "./decider";
export * from "./fields";
export * from "./messages";
export * from "./csv";
export * from "./standard-owners";
