export * from "./messages";
export * from "./template";
export * from "./answers";
