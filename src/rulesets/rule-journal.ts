// Where each rule a breakdown cites is stated: a page of the ruleset's rules journal and the anchor
// of its heading there (Foundry slugs a heading's text into the anchor a link's hash scrolls to:
// JournalEntryPage#slugifyHeading, public API docs). test/packs/rule-anchors.test.ts checks each
// page holds the heading.
import type { RulesetId } from "../config.js";
import type { trace } from "../rules/index.js";

export interface RulePlace {
  /** The rules compendium (system.json's pack name), its journal entry and the page. */
  pack: string;
  entry: string;
  page: string;
  /** The heading's slug on that page. */
  anchor: string;
}

const M20 = { pack: "m20-rules", entry: "ZHofdjfGGGx2RK2C" } as const;
const OPERA = { pack: "opera-rules", entry: "CkaFDpXBBIC8P92S" } as const;
const WORLDS = { pack: "worlds-rules", entry: "HhNmAktMA41sSgx9" } as const;

const place = (book: { pack: string; entry: string }, page: string, anchor: string): RulePlace => ({
  ...book,
  page,
  anchor,
});

/** The pages, by ruleset (the journals' page ids: packs/_source/*-rules). */
export const RULE_PLACES: Readonly<
  Record<RulesetId, Partial<Readonly<Record<trace.RuleId, RulePlace>>>>
> = {
  m20: {
    armorClass: place(M20, "ci15NT5PeoYxDkgH", "armor-class"),
    attackBonus: place(M20, "ci15NT5PeoYxDkgH", "attack-bonus"),
    damage: place(M20, "ci15NT5PeoYxDkgH", "weapon-damage"),
    initiative: place(M20, "ci15NT5PeoYxDkgH", "initiative"),
    skillCheck: place(M20, "pCJL20O0XdILOGOI", "skill-checks"),
    maxHp: place(M20, "Q7i0Ixiomahg3QmU", "maximum-hit-points"),
    hitDice: place(M20, "Q7i0Ixiomahg3QmU", "hit-dice"),
    powerCost: place(M20, "n0pBiT7diOaGJIt4", "force-cost"),
    powerCheck: place(M20, "n0pBiT7diOaGJIt4", "force-checks"),
    attackRoll: place(M20, "ci15NT5PeoYxDkgH", "attack-rolls"),
    damageRoll: place(M20, "ci15NT5PeoYxDkgH", "damage-rolls"),
    checkRoll: place(M20, "pCJL20O0XdILOGOI", "rolling-a-check"),
    powerDc: place(M20, "n0pBiT7diOaGJIt4", "force-dcs"),
    powerDamage: place(M20, "n0pBiT7diOaGJIt4", "force-damage"),
    battlemind: place(M20, "n0pBiT7diOaGJIt4", "battlemind"),
    powerResist: place(M20, "n0pBiT7diOaGJIt4", "resisting-the-force"),
    deflect: place(M20, "n0pBiT7diOaGJIt4", "deflecting"),
    statBonus: place(M20, "pCJL20O0XdILOGOI", "stat-bonus"),
    chaseCheck: place(M20, "KFtzKRGO3h5XObB2", "chase-checks"),
    healthChange: place(M20, "ci15NT5PeoYxDkgH", "taking-damage-and-healing"),
    hazardTaken: place(M20, "uPtbqbXgUIAzjFso", "damage-taken-from-a-hazard"),
    exposureDc: place(M20, "uPtbqbXgUIAzjFso", "heat-and-cold-dc"),
    fallingDice: place(M20, "uPtbqbXgUIAzjFso", "falling-damage"),
  },
  spaceOpera: {
    armorClass: place(OPERA, "eRTpMbmwWR6iBEGP", "armor-class"),
    attackBonus: place(OPERA, "eRTpMbmwWR6iBEGP", "attack-bonus"),
    damage: place(OPERA, "eRTpMbmwWR6iBEGP", "weapon-damage"),
    initiative: place(OPERA, "eRTpMbmwWR6iBEGP", "initiative"),
    skillCheck: place(OPERA, "pZUW9X4lGa0fdCL9", "skill-checks"),
    maxHp: place(OPERA, "rAzVFT8Ef6fviWC0", "maximum-hit-points"),
    powerCost: place(OPERA, "XoMML9Yb38emm2iG", "psionic-cost"),
    powerCheck: place(OPERA, "XoMML9Yb38emm2iG", "psionic-checks"),
    attackRoll: place(OPERA, "eRTpMbmwWR6iBEGP", "attack-rolls"),
    damageRoll: place(OPERA, "eRTpMbmwWR6iBEGP", "damage-rolls"),
    checkRoll: place(OPERA, "pZUW9X4lGa0fdCL9", "rolling-a-check"),
    powerDc: place(OPERA, "XoMML9Yb38emm2iG", "psionic-dcs"),
    powerDamage: place(OPERA, "XoMML9Yb38emm2iG", "psionic-damage"),
    battlemind: place(OPERA, "XoMML9Yb38emm2iG", "battle-trance"),
    powerResist: place(OPERA, "XoMML9Yb38emm2iG", "resisting-psionics"),
    deflect: place(OPERA, "XoMML9Yb38emm2iG", "deflecting"),
    statBonus: place(OPERA, "pZUW9X4lGa0fdCL9", "stat-bonus"),
    chaseCheck: place(OPERA, "moEe9zdZHfksYopS", "chase-checks"),
    healthChange: place(OPERA, "eRTpMbmwWR6iBEGP", "taking-damage-and-healing"),
    hazardTaken: place(OPERA, "xdC9uFG1v2Qj2dtC", "damage-taken-from-a-hazard"),
    exposureDc: place(OPERA, "xdC9uFG1v2Qj2dtC", "heat-and-cold-dc"),
    fallingDice: place(OPERA, "xdC9uFG1v2Qj2dtC", "falling-damage"),
  },
  starWorlds: {
    vitality: place(WORLDS, "2AU9BBIcDe8Uwmdz", "maximum-vitality"),
    speed: place(WORLDS, "2AU9BBIcDe8Uwmdz", "speed-and-armor"),
    worldsRoll: place(WORLDS, "wR1KdGhbOeEPob1R", "the-2d6-roll"),
    damageRoll: place(WORLDS, "2AU9BBIcDe8Uwmdz", "damage-rolls"),
    armor: place(WORLDS, "2AU9BBIcDe8Uwmdz", "armor"),
    attackBonus: place(WORLDS, "2AU9BBIcDe8Uwmdz", "attack-rolls"),
    tieBreak: place(WORLDS, "2AU9BBIcDe8Uwmdz", "daring-tie-break"),
    chaseCheck: place(WORLDS, "T4EXcWrgWHz46yTm", "chase-checks"),
    chaseMovement: place(WORLDS, "T4EXcWrgWHz46yTm", "chase-movement"),
    levelsWaiting: place(WORLDS, "oiJKggnPpR0eTk1p", "levels-waiting"),
    damageDice: place(WORLDS, "oiJKggnPpR0eTk1p", "extra-damage-dice"),
    healthChange: place(WORLDS, "2AU9BBIcDe8Uwmdz", "taking-damage-and-healing"),
  },
};

/** The UUID of a rule's page (a compendium journal page). */
export function rulePageUuid(p: RulePlace): string {
  return `Compendium.holocron.${p.pack}.JournalEntry.${p.entry}.JournalEntryPage.${p.page}`;
}
