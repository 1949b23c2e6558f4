// A ledger row, one module: its shape, the play-state changes it holds (and what a revert writes),
// and the rule each change follows.
//
// One row of the ledger: a change to an actor's play state, who made it, when, why and by which
// rule. Rows are written only by the active GM's client into a GM-owned journal
// (src/documents/ledger/, CONTRIBUTING.md "The ledger") and read back through this shape, so
// every view, revert and summary works on one declaration. Pure: no Foundry, no globals.
import * as is from "../validate.js";

/** The longest text a row keeps of a value, a field's path, and a name or label. */
export const VALUE_MAX = 500;
export const FIELD_MAX = 200;
const NAME_MAX = 200;

/** What a field held before and after the change (null: absent, e.g. a status not held). */
const value = is.nullable(
  is.anyOf<string | number | boolean>(is.number, is.string(VALUE_MAX), is.boolean),
);

/**
 * One field of the change. `field` is a path in the actor's `system` ("health.value",
 * "heroPoints.spent"), `status:<id>` for a status held or not (before/after true or false), or
 * `item:<id>` for an item gained or lost (before/after its name, or null when absent).
 */
export const ledgerChange = is.object({
  field: is.string(FIELD_MAX),
  before: value,
  after: value,
});
export type LedgerChange = is.Infer<typeof ledgerChange>;

/** What caused a change; `hand` is an edit typed or toggled by a user outside Holocron's buttons. */
export const LEDGER_CAUSES = [
  "card", // a chat card's button (apply, undo, resist, power…): `request` names the kind
  "request", // another GM authority request (a Hero Point given, a hazard, a career…)
  "power", // a Force power's HP cost paid by its user
  "rest",
  "levelUp",
  "enricher", // a card an enricher posted (its text the label), or its hazard's exposure count
  "dyingCheck", // a dying check's outcome (its roll the label)
  "gmTool",
  "revert", // a row reverted: `revertOf` names it
  "sheet", // a hand edit on the actor sheet
  "tokenBar", // a hand edit of a token's bar
  "hud", // a status toggled on the token HUD
  "hand", // a hand edit whose place is not known (a macro, another module)
  "offline", // found when a GM connected: made while none was, author unknown
] as const;
export type LedgerCauseKind = (typeof LEDGER_CAUSES)[number];

export const ledgerCause = is.object({
  kind: is.oneOf(LEDGER_CAUSES),
  /** The authority request kind ("card.apply"), when one made the change. */
  request: is.optional(is.string(100)),
  /** The chat message whose button made it (a card id). */
  messageId: is.optional(is.string(100)),
  /** Who dealt it, when a card of another actor did (damage dealt, for the combat summary). */
  sourceActorUuid: is.optional(is.string(300)),
  /** The row a revert reverses. */
  revertOf: is.optional(is.string(100)),
  /** A short label for the cause (a power's or an item's name, an enricher's text). */
  label: is.optional(is.string(NAME_MAX)),
});
export type LedgerCause = is.Infer<typeof ledgerCause>;

export const ledgerRow = is.object({
  /** A random id (16 characters, as Foundry's ids). */
  id: is.string(100),
  actorUuid: is.string(300),
  /** The actor's name when the row was written (an actor deleted later still reads). */
  actorName: is.string(NAME_MAX),
  /** Real time, ms since the epoch. */
  time: is.number,
  /** The writing GM client's count of rows, so rows of one millisecond keep their order. */
  seq: is.int(0),
  /** The GM's session the row belongs to (an id the active GM's client takes when it connects). */
  session: is.string(100),
  /** The combat, round and turn, when the change happened in a started combat. */
  combat: is.optional(
    is.object({ id: is.string(100), round: is.int(0), turn: is.nullable(is.int(0)) }),
  ),
  /** The user whose write it was (Foundry's author id), and their name then; "" when unknown. */
  userId: is.string(100),
  userName: is.string(NAME_MAX),
  cause: ledgerCause,
  changes: is.array(ledgerChange),
  /** The i18n key of the rule that produced the change, in the seed's words ("damage past 0 HP…"). */
  rule: is.optional(is.string(200)),
});
export type LedgerRow = is.Infer<typeof ledgerRow>;

/** Newest first; rows of the same millisecond in the reverse of the order they were written. */
export function newestFirst(a: LedgerRow, b: LedgerRow): number {
  return b.time - a.time || b.seq - a.seq;
}

/** The text cut to `max` characters, its last one an ellipsis when cut. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const fitValue = (v: LedgerChange["before"]) => (typeof v === "string" ? cut(v, VALUE_MAX) : v);

/**
 * The row with every text cut to what the shape reads back (names, the label, a field's path, a
 * value): a player's actor, item or status named past the limit would otherwise make the whole row
 * unreadable, and hide the other changes it holds.
 */
export function fitRow(row: LedgerRow): LedgerRow {
  const { label } = row.cause;
  return {
    ...row,
    actorName: cut(row.actorName, NAME_MAX),
    userName: cut(row.userName, NAME_MAX),
    cause: { ...row.cause, ...(label === undefined ? {} : { label: cut(label, NAME_MAX) }) },
    changes: row.changes.map((c) => ({
      field: cut(c.field, FIELD_MAX),
      before: fitValue(c.before),
      after: fitValue(c.after),
    })),
  };
}

// An actor's play state as the ledger compares it (a flat record of field → value), the changes
// between two of them, and what a revert of one change writes. Pure: the Foundry side reads the
// actor into a PlayState (src/documents/ledger/play-state.ts) and writes what these return.

export type PlayValue = string | number | boolean | null;
/**
 * `system` paths, `status:<id>` (true when held), `item:<id>` (the item's name) and `effect:<id>`
 * (an Active Effect that is no status: its state as `effectText` writes it).
 */
export type PlayState = Readonly<Record<string, PlayValue>>;

export const STATUS_PREFIX = "status:";
export const ITEM_PREFIX = "item:";
/** An item's effect is `effect:<item id>.<effect id>`, the actor's own `effect:<effect id>`. */
export const EFFECT_PREFIX = "effect:";

/** Marks an effect's text on or off: the first characters, so no name can pose as either. */
const EFFECT_ON = "on|";
const EFFECT_OFF = "off|";

/** One change of an effect as the ledger words it: its key (less `system.`) and its value. */
export interface EffectChangeText {
  key: string;
  value: string;
}

/**
 * An effect's state as one text: on or off, its name, each change ("Shielded: modifiers.ac +20").
 * A number without a sign reads with its `+` (an ADD of 20 is "+20"). Read back by `effectView`.
 */
export function effectText(
  name: string,
  changes: readonly EffectChangeText[],
  disabled: boolean,
): string {
  const words = changes.map(({ key, value }) => {
    const shown = /^\d/.test(value.trim()) ? `+${value.trim()}` : value.trim();
    return `${key.replace(/^system\./, "")} ${shown}`;
  });
  const body = words.length ? `${name}: ${words.join(", ")}` : name;
  return `${disabled ? EFFECT_OFF : EFFECT_ON}${body}`;
}

/** An effect's recorded text read back: its words and whether it was off. */
export function effectView(value: string): { text: string; disabled: boolean } {
  if (value.startsWith(EFFECT_OFF)) return { text: value.slice(EFFECT_OFF.length), disabled: true };
  const text = value.startsWith(EFFECT_ON) ? value.slice(EFFECT_ON.length) : value;
  return { text, disabled: false };
}

/** The fields that differ between two states, in a stable order (fields, statuses, items, effects). */
export function diffPlayState(before: PlayState, after: PlayState): LedgerChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: LedgerChange[] = [];
  for (const field of keys) {
    const [was, now] = [before[field] ?? absent(field), after[field] ?? absent(field)];
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes.sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field));
}

/** A status not held is `false`, an item or effect not had is null. */
function absent(field: string): PlayValue {
  return field.startsWith(STATUS_PREFIX) ? false : null;
}

function rank(field: string): number {
  if (field.startsWith(STATUS_PREFIX)) return 1;
  if (field.startsWith(ITEM_PREFIX)) return 2;
  return field.startsWith(EFFECT_PREFIX) ? 3 : 0;
}

/**
 * Two changes of one row merged (the same request wrote fields, then statuses): each field keeps
 * its first `before` and its last `after`; a field back where it started is no change.
 */
export function mergeChanges(earlier: readonly LedgerChange[], later: readonly LedgerChange[]) {
  const byField = new Map(earlier.map((c) => [c.field, { ...c }]));
  for (const change of later) {
    const first = byField.get(change.field);
    byField.set(change.field, first ? { ...first, after: change.after } : { ...change });
  }
  return [...byField.values()].filter((c) => c.before !== c.after);
}

/** Why a change cannot be reverted, as an i18n key; null when it can. */
export type RevertBlock =
  | "HOLOCRON.Ledger.Revert.ItemLost"
  | "HOLOCRON.Ledger.Revert.EffectLost"
  | "HOLOCRON.Ledger.Revert.NotNumber";

/**
 * What reverting one change writes on the current value: a number moves back by the change's
 * delta (later changes to it are kept), anything else goes back to its `before`. An item lost
 * cannot be made again from a row (the row holds its name only): refused. Nor can an effect edited,
 * turned off or deleted (the row holds its changes as text, not their modes and priorities): an
 * effect made is removed, any other effect change is refused.
 */
export function revertValue(
  change: LedgerChange,
  current: PlayValue,
): { value: PlayValue } | { refused: RevertBlock } {
  if (change.field.startsWith(ITEM_PREFIX)) {
    return change.before === null
      ? { value: null }
      : { refused: "HOLOCRON.Ledger.Revert.ItemLost" };
  }
  if (change.field.startsWith(EFFECT_PREFIX)) {
    return change.before === null
      ? { value: null }
      : { refused: "HOLOCRON.Ledger.Revert.EffectLost" };
  }
  if (typeof change.before === "number" && typeof change.after === "number") {
    if (typeof current !== "number") return { refused: "HOLOCRON.Ledger.Revert.NotNumber" };
    return { value: current + (change.before - change.after) };
  }
  return { value: change.before };
}

/** The rows written after `row` (newest-first list) that changed one of its fields. */
export function laterSameField(row: LedgerRow, rows: readonly LedgerRow[]): LedgerRow[] {
  const fields = new Set(row.changes.map((c) => c.field));
  return rows.filter(
    (other) =>
      other.id !== row.id &&
      (other.time > row.time || (other.time === row.time && other.seq > row.seq)) &&
      other.changes.some((c) => fields.has(c.field)),
  );
}

/** One field of a revert's outcome: its value now and after the revert (null: refused). */
export interface RevertStep {
  field: string;
  now: PlayValue;
  after: PlayValue;
  refused: RevertBlock | null;
}

/**
 * What reverting `row` would leave on an actor whose play state is `now`, field by field, from the
 * same revertValue the revert writes with: the GM reads the result before confirming.
 */
export function revertOutcome(row: LedgerRow, now: PlayState): RevertStep[] {
  return row.changes.map((change) => {
    const current = now[change.field] ?? null;
    const result = revertValue(change, current);
    return "refused" in result
      ? { field: change.field, now: current, after: null, refused: result.refused }
      : { field: change.field, now: current, after: result.value, refused: null };
  });
}

// The rule a change follows, read from the change itself and what caused it: the writer knows the
// numbers, the ledger names why they moved. Pure. Each key is a sentence in Holocron's own words
// (lang/en.json, HOLOCRON.Ledger.Rule.* and the breakdowns' HOLOCRON.Breakdown.Rule.*) of a rule
// of the seeds: m20 seed 000, Star Worlds seed 002, Space Opera seed 003 (the lines at each test).

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
