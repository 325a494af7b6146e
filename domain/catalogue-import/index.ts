export * from "./decider";
export * from "./columns";
