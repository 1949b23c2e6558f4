// The creation walkthrough's plan, shared by its two runs (guide-walkthrough.test.ts on the Node stand-in,
// test/browser/creation-walkthrough.test.ts in Chromium): what a player types and which dice fall, so
// both make the same characters, and the README line each run's counts must match.

/** What a player types on a d20 sheet (m20, Space Opera): the stats, class and skills steps' fields. */
export const D20_TYPED: readonly (readonly [name: string, value: string | number])[] = [
  ["system.stats.str", 14],
  ["system.stats.dex", 13],
  ["system.stats.mnd", 12],
  ["system.class.name", "Scout"],
  ["system.skills.physical", 2],
  ["system.skills.knowledge", 2],
];

/** The m20 hit die the guide's roll gives. */
export const HIT_DIE = 5;

/** Star Worlds' six 2d6 rolls in order (12, 2, 7, 10, 4, 8). */
export const ATTRIBUTE_DICE: readonly number[] = [6, 6, 1, 1, 3, 4, 5, 5, 2, 2, 4, 4];

/** The README's line for a ruleset: "N clicks and M fields from a blank actor". */
export function readmeLine(label: string, counts: { clicks: number; fields: number }): string {
  return `${label}: ${counts.clicks} clicks and ${counts.fields} fields from a blank actor`;
}
