// The Active Effect keys each ruleset's preparation reads, with the words its sheets use for them:
// the one list the Effects list names a change by ("AC +2"), the Add effect form offers, and the
// effect bounds hold (ranges.ts). Foundry applies an actor's effects between its base and
// derived data (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#applyactiveeffects),
// so a change works when the derived data reads the field it changes:
// - the d20 rulesets reset `modifiers` each preparation for effects to add to (d20-block.ts) and
//   derive AC, attack and damage from them and from the stats (derive/d20.ts);
// - Star Worlds has no AC: a check is 2d6 + attribute and max Vitality is 12 + MEN (rulings.md, "Star
//   Worlds specifics"), so its keys are the six attributes.
import type { RulesetId } from "../config.js";
import { starWorlds } from "../rules/index.js";

export interface EffectKey {
  /** The change's key, a path in the actor's data. */
  key: `system.${string}`;
  /** The i18n key of its name as the sheet shows it ("AC", "STR", "MEN"). */
  label: string;
  /** The i18n key of its name in full, as the Add effect form lists it ("Strength", "Menace"). */
  name: string;
  /** A prepared value no schema field holds (reset each preparation), rather than a stored field. */
  prepared: boolean;
}

const modifier = (id: "ac" | "attack" | "damage"): EffectKey => ({
  key: `system.modifiers.${id}`,
  label: `HOLOCRON.Effects.Key.${id}`,
  name: `HOLOCRON.Effects.Key.${id}`,
  prepared: true,
});
const stat = (id: "str" | "dex" | "mnd"): EffectKey => ({
  key: `system.stats.${id}`,
  label: `HOLOCRON.Sheet.StatAbbr.${id}`,
  name: `HOLOCRON.Sheet.Stat.${id}`,
  prepared: false,
});
const attribute = (id: string): EffectKey => ({
  key: `system.attributes.${id}`,
  label: `HOLOCRON.Sheet.AttributeAbbr.${id}`,
  name: `HOLOCRON.Sheet.Attribute.${id}`,
  prepared: false,
});

const D20_KEYS: readonly EffectKey[] = [
  modifier("ac"),
  modifier("attack"),
  modifier("damage"),
  stat("str"),
  stat("dex"),
  stat("mnd"),
];

/** The six Star Worlds attributes, in the sheet's order (rules/star-worlds/checks.ts). */
const WORLDS_KEYS: readonly EffectKey[] = starWorlds.ATTRIBUTES.map(attribute);

/** The keys that work on each ruleset's actors. */
export const EFFECT_KEYS: Readonly<Record<RulesetId, readonly EffectKey[]>> = {
  m20: D20_KEYS,
  spaceOpera: D20_KEYS,
  starWorlds: WORLDS_KEYS,
};

/** The key's entry in a ruleset's list (or in any ruleset's, when none is given). */
export function effectKeyOf(key: string, ruleset: RulesetId | null): EffectKey | null {
  const lists = ruleset ? [EFFECT_KEYS[ruleset]] : Object.values(EFFECT_KEYS);
  for (const list of lists) {
    const found = list.find((k) => k.key === key);
    if (found) return found;
  }
  return null;
}

/** The prepared keys of every ruleset (no schema field holds them: ranges.ts). */
export const PREPARED_EFFECT_KEYS: ReadonlySet<string> = new Set(
  Object.values(EFFECT_KEYS).flatMap((list) => list.filter((k) => k.prepared).map((k) => k.key)),
);
