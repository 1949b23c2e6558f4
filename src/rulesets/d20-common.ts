// What the two d20 adapters (m20, Space Opera) share beyond their health rules: Space Opera's chase
// procedure (rulings.md, "Chases in every ruleset": m20 uses it unchanged), armor as an AC bonus
// only, rests by the hour, no daily resets or level-up prompts, no condition field, roll data of stat bonuses and level.
import { ITEM_TYPES_OF_RULESET } from "../config.js";
import { d20ChaseRules } from "./chase.js";
import type { D20Shape } from "./actor-shapes.js";
import type { HealthSubject, Ruleset, TimeRecovery, TimeSpan } from "./ruleset.js";
import { d20 } from "../rules/index.js";

type D20RulesetId = "m20" | "spaceOpera";
type SharedPart =
  | "id"
  | "label"
  | "itemTypes"
  | "chase"
  | "unusedItemFields"
  | "dailyUseResets"
  | "levelWaiting"
  | "conditionField"
  | "rollData"
  | "rests";

/** The shared part of a d20 ruleset; `shape` reads (and checks) the ruleset's own actors. */
export function d20RulesetBase(
  id: D20RulesetId,
  shape: (actor: HealthSubject) => D20Shape,
): Pick<Ruleset, SharedPart> {
  return {
    id,
    label: `HOLOCRON.Ruleset.${id}`,
    itemTypes: ITEM_TYPES_OF_RULESET[id],
    chase: d20ChaseRules,
    /** d20 armor gives an AC bonus; Armor and Speed are Star Worlds' (armor.ts). */
    unusedItemFields: { armor: ["armor", "speed"] },
    dailyUseResets: [],
    // Rest by the hour; medical care doubles the healing (rulings.md, "Time and healing").
    rests: { kinds: ["hours"], mark: "medical" },
    levelWaiting: () => null,
    conditionField: () => null,
    rollData(a) {
      const s = shape(a);
      return { ...s.bonuses, level: s.level, lvl: s.level };
    },
  };
}

/**
 * Hourly healing for a span of world time (rulings.md, "Time and healing"): level HP per full hour,
 * twice with medical care; `down` (dead, or Space Opera's dying) heals nothing.
 */
export function d20PassTime(level: number, down: boolean, span: TimeSpan): TimeRecovery {
  const { seconds, carried, medical } = span;
  const healing = d20.hourlyHealing({ seconds, carried, level, medical, down });
  return { points: healing.points, rest: null, carried: healing.carried };
}
