export * from "./shared";
