export * from "./shapes";
export * from "./commands";
export * from "./events";
export * from "./state";
export * from "./fields";
export { FINISHABLE_BOARDS, EXEC_STATUS_REQUIRED_BOARDS } from "./guards";
export * from "./decider";
