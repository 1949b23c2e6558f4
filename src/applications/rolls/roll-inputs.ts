// What a roll needs from an actor's prepared data, read through the models' types (src/data):
// d20 actors' derived `bonuses`, skill ranks and weapon lines; Star Worlds attributes and level
// damage dice. The ruleset's adapter (its `checks`) says which check it rolls and what a roll adds.
// Then the user's targets a roll takes, and which of their secrets the user may not see.
import { d20, dice, trace } from "../../rules/index.js";
import {
  RULESET_OF_ACTOR_TYPE,
  isPowerSkill,
  isWeapon,
  type DamageType,
  type RulesetId,
} from "../../config.js";
import { actorData, itemData, type HolocronActorData } from "../../data/typed-system.js";
import type { WeaponSystem } from "../../data/items/weapon.js";
import type { D20Derived } from "../../data/derive/d20.js";
import { isD20Actor, rollsBands, rollsD20, rulesetById } from "../../rulesets/index.js";
import type { CheckRules } from "../../rulesets/checks.js";
import type { RollDialogConfig, StatChoice, RollTarget } from "../dialogs/roll-dialog-model.js";
import { notify } from "../../compat/notify.js";
import { traceShape } from "../../rules/trace/trace.js";
import { keepsSecret, type SecretSetting } from "../../settings.js";
import * as is from "../../rules/validate.js";

/** A rolled-stat request: dialog config, the default stat, and the card's title. */
export interface RollPlan {
  config: RollDialogConfig;
  stat: string | null;
  skilled: boolean;
  /** i18n key and data of the roll's title ("Physical check", "Blaster attack"). */
  title: string;
  titleData: Record<string, string>;
}

export type RollInputError =
  "unknownActorType" | "unknownStat" | "unknownSkill" | "notAWeapon" | "badFormula";

export class RollInputsError extends Error {
  constructor(readonly reason: RollInputError) {
    super(`HOLOCRON.Roll.Error.${reason}`);
  }
}

function dataOf(actor: Actor.Implementation): HolocronActorData {
  const data = actorData(actor);
  if (!data) throw new RollInputsError("unknownActorType");
  return data;
}

export function rulesetOfActor(actor: Actor.Implementation): RulesetId {
  return RULESET_OF_ACTOR_TYPE[dataOf(actor).type];
}

/** A d20 actor's system; the checks of a Star Worlds actor never reach the d20 branches. */
function d20System(data: HolocronActorData) {
  if (!isD20Actor(data)) throw new RollInputsError("unknownActorType");
  return data.system;
}

/** The actor's typed data, its ruleset and the ruleset's check rules. */
function checksOf(actor: Actor.Implementation) {
  const data = dataOf(actor);
  const ruleset = RULESET_OF_ACTOR_TYPE[data.type];
  const checks: CheckRules = rulesetById(ruleset).checks;
  return { data, ruleset, checks };
}

/** The dialog's config with what every plan shares (no targets yet); `kind` and the rest vary. */
function planOf(
  ruleset: RulesetId,
  config: Pick<RollDialogConfig, "kind" | "parts" | "stats" | "asksDc">,
  head: Omit<RollPlan, "config">,
): RollPlan {
  return { config: { ruleset, targets: [], ...config }, ...head };
}

/**
 * The stats a roll may add, each with the trace its bonus is the value of (d20: the derived
 * statBonusTrace the sheet explains; Star Worlds: none, an attribute is its own score).
 */
function statsOf({ data, checks }: ReturnType<typeof checksOf>): StatChoice[] {
  // Before preparation (a sheet opened mid-update) there are no derived traces, as no bonuses.
  const derived: Partial<Pick<D20Derived, "traces">> = isD20Actor(data) ? data.system : {};
  const traces = derived.traces?.stats;
  return checks.stats(data).map((s) => {
    const t = traces?.[s.id as d20.Stat];
    return t ? { ...s, trace: t } : s;
  });
}

/** Star Worlds: an attribute check whose attribute the player picks (`head.stat` first). */
function worldsPlan(
  { data, ruleset, checks }: ReturnType<typeof checksOf>,
  head: Omit<RollPlan, "config">,
): RollPlan {
  const config = { kind: "worlds" as const, parts: [], stats: checks.stats(data), asksDc: false };
  return planOf(ruleset, config, head);
}

/** A stat (d20) or attribute (Star Worlds) check. */
export function statPlan(actor: Actor.Implementation, stat: string): RollPlan {
  const { data, ruleset, checks } = checksOf(actor);
  const chosen = statsOf({ data, ruleset, checks }).find((s) => s.id === stat);
  if (!chosen) throw new RollInputsError("unknownStat");
  const kind = rollsBands(checks) ? ("worlds" as const) : ("check" as const);
  return planOf(
    ruleset,
    { kind, parts: [], stats: [chosen], asksDc: rollsD20(checks) },
    { stat, skilled: false, title: "HOLOCRON.Roll.Title.Stat", titleData: { name: chosen.label } },
  );
}

/**
 * A skill check. d20: rank + a chosen stat (default per rulings). Star Worlds: `skill` is a tag; the
 * player picks the attribute and "a skill applies" starts ticked.
 */
export function skillPlan(actor: Actor.Implementation, skill: string): RollPlan {
  const context = checksOf(actor);
  const { data, ruleset, checks } = context;
  const title = "HOLOCRON.Roll.Title.Skill";
  if (rollsBands(checks)) {
    const head = { stat: checks.skillAttribute, skilled: true, title, titleData: { name: skill } };
    return worldsPlan(context, head);
  }
  // The derived ranks, not the stored skills: a droid's Force rank reads 0 (rulings: the Force).
  const ranks: Readonly<Record<string, number>> = d20System(data).ranks;
  if (!Object.hasOwn(ranks, skill)) throw new RollInputsError("unknownSkill");
  const rank = ranks[skill] ?? 0;
  const config = {
    kind: isPowerSkill(skill) ? ("power" as const) : ("check" as const),
    parts: [
      {
        label: "HOLOCRON.Roll.Part.Rank",
        value: rank,
        terms: [trace.term("rank", rank, "rank", skill)],
      },
    ],
    stats: statsOf(context),
    asksDc: true,
  };
  return planOf(ruleset, config, {
    stat: d20.DEFAULT_SKILL_STAT[skill] ?? "mnd",
    skilled: false,
    title,
    titleData: { name: `HOLOCRON.Sheet.Skill.${skill}` },
  });
}

/**
 * Every check the actor's sheet offers, as its plan: each skill (with any stat) and each stat
 * alone (d20), or an attribute check with any attribute (Star Worlds). The GM bounds a check
 * card's bonus by the best of them (src/cards/kinds.ts).
 */
export function checkPlans(actor: Actor.Implementation): RollPlan[] {
  const context = checksOf(actor);
  const { data, checks } = context;
  if (rollsBands(checks)) {
    const head = { stat: checks.skillAttribute, skilled: false, title: "", titleData: {} };
    return [worldsPlan(context, head)];
  }
  const skills = Object.keys(d20System(data).ranks).map((skill) => skillPlan(actor, skill));
  return [...skills, ...statsOf(context).map((stat) => statPlan(actor, stat.id))];
}

function weaponOf(item: Item.Implementation): WeaponSystem {
  const data = itemData(item);
  if (!isWeapon(data)) throw new RollInputsError("notAWeapon");
  return data.system;
}

/**
 * An attack with a weapon. d20: the derived weapon line's attack bonus (the actor's for that kind,
 * the weapon's, the modifiers) and the kind's stat; Star Worlds: an attribute check. The starting
 * stat or attribute is the adapter's (`checks.attackStat`).
 */
export function attackPlan(actor: Actor.Implementation, item: Item.Implementation): RollPlan {
  const context = checksOf(actor);
  const { data, ruleset, checks } = context;
  const weapon = weaponOf(item);
  const { kind } = weapon;
  const stat = checks.attackStat(kind);
  const head = {
    stat,
    skilled: false,
    title: "HOLOCRON.Roll.Title.Attack",
    titleData: { name: item.name },
  };
  if (rollsBands(checks)) return worldsPlan(context, head);
  const stats = statsOf(context).filter((s) => s.id === stat);
  // The derived weapon line (src/data/derive/d20.ts) is the sheet's number: attack bonus, weapon
  // bonus, stat bonus and the Active Effect modifiers (Battlemind). The dialog adds the stat itself.
  // An item not yet owned by the actor at its last preparation has no line: add the parts here.
  const s = d20System(data);
  const line = item.id === null ? undefined : s.weapons[item.id];
  const value = line
    ? line.attack - (stats[0]?.bonus ?? 0)
    : s.attackBonus[kind === "melee" ? "melee" : "ranged"] +
      weapon.attackBonus +
      s.modifiers.attack;
  // The line's own terms but the stat's (the dialog adds the stat): level, weapon, Battlemind.
  const lineTrace = item.id === null ? undefined : s.traces.weapons[item.id]?.attack;
  const terms = lineTrace?.terms.filter((t) => t.source.kind !== "stat");
  const parts = [
    {
      label: "HOLOCRON.Roll.Part.Attack",
      value,
      ...(terms && trace.termsAddUpTo(terms, value) ? { terms } : {}),
    },
  ];
  return planOf(ruleset, { kind: "attack", parts, stats, asksDc: false }, head);
}

export interface DamagePlan {
  formula: string;
  damageType: DamageType;
  /** The formula's plain numbers as their terms (the derived weapon line's damage trace). */
  terms?: readonly trace.TraceTerm[];
}

/**
 * A weapon's damage formula for this actor. d20: melee adds the STR bonus (rulings). Star Worlds:
 * the weapon's dice plus the level table's extra d6. A malformed formula throws RollInputsError.
 */
export function damagePlan(actor: Actor.Implementation, item: Item.Implementation): DamagePlan {
  const { data, checks } = checksOf(actor);
  const weapon = weaponOf(item);
  const { kind, damageType, damage: base } = weapon;
  if (!dice.isValidFormula(base)) throw new RollInputsError("badFormula");
  if (rollsBands(checks)) {
    return { formula: checks.weaponDamage(base, data), damageType };
  }
  // The derived weapon line includes the STR bonus (melee) and the modifiers (Battlemind).
  const s = d20System(data);
  const line = item.id === null ? undefined : s.weapons[item.id]?.damage;
  const flat = item.id === null ? undefined : s.traces.weapons[item.id]?.damage;
  if (line !== undefined && dice.isValidFormula(line)) {
    // The weapon's own plain number ("1d4-2"), then what the actor adds (STR, Battlemind).
    const own = trace.splitFormula(base).flat;
    const terms = flat && [
      ...(own === 0 ? [] : [trace.term("weapon", own, "item", item.name)]),
      ...flat.terms,
    ];
    return { formula: line, damageType, ...(terms ? { terms } : {}) };
  }
  const strBonus = s.bonuses.str;
  const other = s.modifiers.damage;
  return { formula: d20.damageFormula({ base, kind, strBonus, other }), damageType };
}

// The user's current targets, taken at roll time and stored on the card by UUID.
/** A d20 actor's AC from its prepared data (Star Worlds actors have none). */
export function armorClassOf(system: unknown): number | null {
  if (typeof system !== "object" || system === null || !("ac" in system)) return null;
  const ac = (system as { ac: unknown }).ac;
  return typeof ac === "number" && Number.isInteger(ac) ? ac : null;
}

/** How a d20 actor's AC was made (its derived `traces.ac`), when its prepared data has it. */
export function armorClassTraceOf(system: unknown): trace.Trace | null {
  if (typeof system !== "object" || system === null || !("traces" in system)) return null;
  const traces = (system as { traces: unknown }).traces;
  if (typeof traces !== "object" || traces === null || !("ac" in traces)) return null;
  return is.parseOrNull(traceShape, (traces as { ac: unknown }).ac);
}

/**
 * The targeted tokens' actors; a token without an actor is left out and the user is told.
 */
export function currentTargets(): RollTarget[] {
  const targets: RollTarget[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor) {
      notify("warn", "HOLOCRON.Chat.Error.TokenNoActor");
      continue;
    }
    targets.push({
      uuid: actor.uuid,
      name: token.name ?? actor.name,
      ac: armorClassOf(actor.system),
      acTrace: armorClassTraceOf(actor.system),
      secret: hiddenFromMe(actor, "secretNpcDefense"),
    });
  }
  return targets;
}

// Secrets of the actors no player owns (ux.md: "secrets stay secret"): a player does not see an
// NPC's AC, the exact odds against it, its HP or its HP changes while the world setting says so.
// The GM and the actor's owners always see them.
/** What the decision reads of an actor. */
export interface SecretHolder {
  hasPlayerOwner: boolean;
  isOwner: boolean;
}

/** Pure: whether a viewer may not see a holder's secret of this kind. */
export function hiddenFrom(
  holder: SecretHolder | null | undefined,
  viewer: { isGM: boolean },
  kept: boolean,
): boolean {
  if (!kept || viewer.isGM || !holder) return false;
  return !holder.hasPlayerOwner && !holder.isOwner;
}

/** Whether the current user may not see this actor's secret of this kind. */
export function hiddenFromMe(
  holder: SecretHolder | null | undefined,
  setting: SecretSetting,
): boolean {
  return hiddenFrom(holder, { isGM: game.user.isGM }, keepsSecret(setting));
}
