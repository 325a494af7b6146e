export * from "./formulas";
export * from "./months";
