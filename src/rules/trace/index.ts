// Traces: a number with the terms that make it and the rule that adds them, one rule definition
// evaluated for its value alone or with its terms, and a rolled total as its terms (trace.ts).
export * from "./trace.js";
