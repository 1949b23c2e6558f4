// How a ruleset rolls a check: a d20 + stat against a DC or an AC (m20, Space Opera), or Star Worlds'
// 2d6 + attribute read in bands. One list for the rulesets' check rules, group requests, resist
// choices and cards; Foundry code asks the adapter (`rulesetOf(actor).checks`) rather than naming one.
export const CHECK_KINDS = ["d20", "worlds"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export function isCheckKind(value: unknown): value is CheckKind {
  return (CHECK_KINDS as readonly unknown[]).includes(value);
}

/** Whether a check of this kind is a d20 roll (against a DC or an AC) rather than 2d6 bands. */
export function isD20Kind(kind: CheckKind): kind is "d20" {
  return kind === "d20";
}

/** Whether a roll of this kind (a check kind, or a roll dialog's "attack", "power"…) is Star Worlds' 2d6 bands. */
export function isBandsKind(kind: string): kind is "worlds" {
  return kind === "worlds";
}

/** The dice a check of each kind rolls (before its bonus). */
export const CHECK_DICE: Readonly<Record<CheckKind, string>> = Object.freeze({
  d20: "1d20",
  worlds: "2d6",
});
