// Traces: a number with the terms that make it and the rule that adds them (trace.ts).
export * from "./trace.js";
// A rolled total as its terms: the dice as rolled, then the bonus (roll.ts).
export * from "./roll.js";
// One rule definition, evaluated for its value alone or with its terms (rule.ts).
export * from "./rule.js";
