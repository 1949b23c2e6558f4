// The rule a change follows, read from the change itself and what caused it: the writer knows the
// numbers, the ledger names why they moved. Pure. Each key is a sentence in Holocron's own words
// (lang/en.json, HOLOCRON.Ledger.Rule.* and the breakdowns' HOLOCRON.Breakdown.Rule.*) of a rule
// of the seeds: m20 seed 000, Star Worlds seed 002, Space Opera seed 003 (the lines at each test).
import type { LedgerCauseKind, LedgerChange } from "./row.js";

export type LedgerRuleset = "m20" | "spaceOpera" | "starWorlds";

/** What the recorder knows of a change beyond its fields (all optional: a bare diff still reads). */
export interface RuleContext {
  ruleset?: LedgerRuleset;
  cause?: LedgerCauseKind;
  /** The authority request kind that made it ("power.use", "card.apply"). */
  request?: string;
  /** The recovery taken ("hour", "secondWind", "night"…), when a rest or a second wind made it. */
  recovery?: string;
  /** The card applied rolled a natural 20: its damage dice were rolled twice. */
  critical?: boolean;
  /** The actor is a mook (no HP: one hit takes it out). */
  mook?: boolean;
  /** The Armor the actor wears (Star Worlds), taken off each hit. */
  armor?: number;
}

const RULE = "HOLOCRON.Ledger.Rule.";
const BREAKDOWN = "HOLOCRON.Breakdown.Rule.";

/** How far a number moved; a count never kept before (null, as the exposure flag) starts at 0. */
function moved(changes: readonly LedgerChange[], field: string, fromNone = false): number {
  const change = changes.find((c) => c.field === field);
  const before = change?.before === null && fromNone ? 0 : change?.before;
  return typeof before === "number" && typeof change?.after === "number"
    ? change.after - before
    : 0;
}

function turnedOn(changes: readonly LedgerChange[], ...fields: string[]): boolean {
  return changes.some((c) => fields.includes(c.field) && c.before !== true && c.after === true);
}

/** The rule of a rest or a second wind, by ruleset and recovery kind. */
const RECOVERY_RULES: Readonly<Record<string, string>> = {
  // "Characters heal their level in HP every hour, or twice this with medical care" (000 line 22).
  hour: `${RULE}HealHour`,
  hourMedical: `${RULE}HealHour`,
  // "Once per session … half of their total HP as a 'second wind'" (000 line 22).
  secondWind: `${RULE}M20SecondWind`,
  // "Using Heroism Points … 2d6+2 lost hit points as a 'second wind'" (003 line 20).
  heroism: `${RULE}OperaSecondWind`,
  // "something to eat and good night's rest … as long as you're not Dying" (002 line 36).
  night: `${RULE}WorldsNight`,
  // "If you have the Dying Condition, a full week's rest is required" (002 line 36).
  week: `${RULE}WorldsWeek`,
  bacta: `${RULE}WorldsWeek`,
};

/** The rule of falling, a threshold crossed: STR, death, a mook, dying, wounded, unconscious. */
function downRule(changes: readonly LedgerChange[], c: RuleContext): string | undefined {
  // "If a character's STR reaches 0, then the character is dead" (000 line 5).
  if (c.ruleset === "m20" && turnedOn(changes, "status:dead") && moved(changes, "strDamage.value"))
    return `${RULE}M20Dead`;
  // "When HP reaches 0 … any additional damage directly reduces STR" (000 line 5).
  if (moved(changes, "strDamage.value") > 0) return `${RULE}StrDamage`;
  // "succeed on a check of his STR + character level, DC 20 every round or die" (003 line 3).
  if (c.cause === "dyingCheck" && turnedOn(changes, "status:dead")) return `${RULE}DyingCheck`;
  // Mooks "don't have any hit points": one successful attack takes them out (000 line 5, 003 line 5).
  if (c.mook && turnedOn(changes, "status:defeated")) return `${RULE}Mook`;
  if (c.ruleset === "spaceOpera") {
    // "reach 0 hit points or lower, collapse into unconsciousness … at risk of dying" (003 line 3).
    if (turnedOn(changes, "status:dying")) return `${RULE}OperaDying`;
    return undefined;
  }
  // "Any further damage while Wounded results in … the Dying Condition" (002 line 28).
  if (turnedOn(changes, "status:dying", "dying")) return `${RULE}Dying`;
  // "When your Vitality hits zero … the Wounded Condition" (002 line 28).
  if (turnedOn(changes, "status:wounded", "wounded")) return `${RULE}Wounded`;
  // "When HP reaches 0, the character is unconscious and near death" (000 line 5).
  if (turnedOn(changes, "status:unconscious")) return `${RULE}Unconscious`;
  return undefined;
}

/** The rule of a level taken: the ruleset's max HP (d20) or the Hero Points that earned it. */
function levelRule(changes: readonly LedgerChange[], c: RuleContext): string | undefined {
  const hitDice = changes.some((x) => x.field === "hitDice");
  if (!(moved(changes, "level") > 0) && !hitDice) return undefined;
  // "your STR score + 1d6 per level" (000 line 5); "10 + their STR score and +2 per level beyond
  // 1st" (003 line 3): the breakdowns' own max HP sentences.
  if (c.ruleset === "m20") return `${BREAKDOWN}m20.maxHp`;
  if (c.ruleset === "spaceOpera") return `${BREAKDOWN}spaceOpera.maxHp`;
  // "Each time you spend 12 Hero Points you will level up" (002 line 51).
  return c.ruleset === "starWorlds" ? `${RULE}WorldsLevel` : undefined;
}

/** The i18n key of the rule that produced these changes, or undefined when none stands out. */
export function ruleOfChanges(
  changes: readonly LedgerChange[],
  context: RuleContext = {},
): string | undefined {
  const down = downRule(changes, context);
  if (down) return down;
  const recovery = context.recovery ? RECOVERY_RULES[context.recovery] : undefined;
  if (recovery && (context.cause === "rest" || context.request === "actor.recover"))
    return recovery;
  if (turnedOn(changes, "secondWindUsed")) return `${RULE}M20SecondWind`;
  if (context.ruleset === "spaceOpera" && moved(changes, "heroism.value") < 0)
    return `${RULE}OperaSecondWind`;
  const hpLost = moved(changes, "health.value") < 0;
  // "Using any Force power costs 4 HP" (000 line 25, 29): the breakdowns' own power cost sentence.
  if (context.cause === "power" && hpLost && context.ruleset !== "starWorlds")
    return `${BREAKDOWN}${context.ruleset ?? "m20"}.powerCost`;
  const level = levelRule(changes, context);
  if (level) return level;
  // "When you spend a Hero Point, keep track of it" (002 line 51).
  if (moved(changes, "heroPoints.spent") > 0) return `${RULE}HeroPointSpent`;
  // "DC 15 + 1 per previous check" (000 line 19, 003 line 62).
  if (moved(changes, "flags.exposureChecks", true) > 0) return `${RULE}Exposure`;
  if (hpLost && context.cause === "card") return damageRule(context);
  return undefined;
}

/** Damage from a card: doubled by a natural 20, or Armor taken off first (Star Worlds). */
function damageRule(c: RuleContext): string | undefined {
  // "If a natural 20 is rolled … you automatically do double damage" (000 line 12, 003 line 11).
  if (c.critical && c.ruleset !== "starWorlds") return `${RULE}Critical`;
  // "subtract your Armor value from it from before decreasing your Vitality" (002 line 33).
  if (c.ruleset === "starWorlds" && (c.armor ?? 0) > 0) return `${RULE}WorldsArmor`;
  return undefined;
}
