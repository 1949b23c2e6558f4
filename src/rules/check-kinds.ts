// How a ruleset rolls a check: a d20 + stat against a DC or an AC (m20, Space Opera), or Star Worlds'
// 2d6 + attribute read in bands. One list for the rulesets' check rules, group requests, resist
// choices and cards; Foundry code asks the adapter (`rulesetOf(actor).checks`) rather than naming one.
export const CHECK_KINDS = ["d20", "worlds"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export function isCheckKind(value: unknown): value is CheckKind {
  return (CHECK_KINDS as readonly unknown[]).includes(value);
}
