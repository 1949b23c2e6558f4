// Star Worlds adapter: damage through Armor into Wounded and Dying; night/week/bacta recovery.
import { starWorlds } from "../../rules/index.js";
import { ITEM_TYPES_OF_RULESET, actorTypesOf } from "../../config.js";
import { starWorldsInitiative } from "./initiative.js";
import { starWorldsLevelWaiting } from "./levelling.js";
import { worldsChaseRules } from "./chase.js";
import type { HealthStatusId, StatusId } from "../status-effects.js";
import type { HealthSubject, RecoveryKind, Ruleset } from "../ruleset.js";
import { worldsShape } from "../actor-shapes.js";
import { anyActive, clamp, RecoveryRefused, statesView, wholeAmount } from "../shared.js";
import { state } from "../state-plan.js";
import type { WorldsCheckRules } from "../checks.js";

// Star Worlds rolls: 2d6 + attribute in bands, attribute defaults and the level table's damage dice;
// damage cards offer the Hero Point hero die.
export const starWorldsChecks: WorldsCheckRules = {
  kind: "worlds",
  statLabel: "HOLOCRON.Roll.Dialog.Attribute",
  stats: (actor) => {
    const { attributes } = worldsShape(actor);
    return starWorlds.ATTRIBUTES.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
      bonus: attributes[id],
    }));
  },
  attackStat: (kind) => starWorlds.attackAttribute(kind),
  heroPoints: true,
  skillAttribute: starWorlds.SKILL_ATTRIBUTE,
  // NPCs roll their weapons' dice as they are; characters add the level table's dice.
  weaponDamage: (base, actor) =>
    starWorlds.weaponDamageFormula(
      base,
      actor.type === "worldsCharacter" ? (actor.system.damageDice ?? 0) : 0,
    ),
};

/** Wounded and Dying follow damage; Exhausted and Out-Cold go with a night's rest (rulings.md). */
const HEALTH_STATUSES: readonly HealthStatusId[] = ["wounded", "dying", "exhausted", "outCold"];
const RESTED_AWAY: readonly HealthStatusId[] = ["exhausted", "outCold"];
const OUT: readonly HealthStatusId[] = ["dying"];
/** Cannot act (the sheet's bar shows it): Dying, or knocked Out-Cold. */
const DOWN: readonly HealthStatusId[] = ["dying", "outCold"];
/** The seed's conditions, each a chip on the sheet (seed 002 lines 28, 38). */
const CONDITIONS: readonly StatusId[] = [
  "wounded",
  "dying",
  "exhausted",
  "sick",
  "outCold",
  "lostLimb",
];
const RESTS: Partial<Record<RecoveryKind, starWorlds.Rest>> = {
  night: "night",
  week: "week",
  bacta: "bacta",
};

const sys = worldsShape;

function toRules(a: HealthSubject, ignoreArmor = false): starWorlds.WorldsHealth {
  const s = sys(a);
  return {
    vitality: clamp(s.health.value, 0, s.health.max),
    maxVitality: s.health.max,
    armor: ignoreArmor ? 0 : s.armor,
    // One state however it was set: the stored flag, or the status from the token HUD (rulings.md).
    wounded: s.wounded || a.statuses.has("wounded"),
    dying: s.dying || a.statuses.has("dying"),
  };
}

/** The state after a rule; Exhausted and Out-Cold stay unless a rest took them away. */
function fromRules(a: HealthSubject, h: starWorlds.WorldsHealth, rested = false) {
  const statuses: HealthStatusId[] = [];
  if (h.wounded) statuses.push("wounded");
  if (h.dying) statuses.push("dying");
  if (!rested) statuses.push(...RESTED_AWAY.filter((id) => a.statuses.has(id)));
  return state({ "health.value": h.vitality, wounded: h.wounded, dying: h.dying }, statuses, OUT);
}

export const starWorldsRuleset: Ruleset = {
  initiative: starWorldsInitiative,
  checks: starWorldsChecks,
  powers: null,
  chase: worldsChaseRules,
  id: "starWorlds",
  label: "HOLOCRON.Ruleset.starWorlds",
  actorTypes: actorTypesOf("starWorlds"),
  itemTypes: ITEM_TYPES_OF_RULESET.starWorlds,
  /** Star Worlds armor gives Armor and Speed; the AC bonus is the d20 rulesets' (armor.ts). */
  unusedItemFields: { armor: ["acBonus"] },
  healthStatuses: HEALTH_STATUSES,
  healthFieldLabels: {
    "health.value": "HOLOCRON.Health.Vitality",
    wounded: "HOLOCRON.Status.wounded",
    dying: "HOLOCRON.Status.dying",
  },
  recoveryKinds: ["night", "week", "bacta"],
  // A night, a week or a bacta tank; the GM marks who is in a tank (rulings.md, "Time and healing").
  rests: { kinds: ["night", "week", "bacta"], mark: "bacta" },
  // "a night's rest" makes daily abilities ready again; a longer rest includes nights.
  dailyUseResets: ["night", "week", "bacta"],
  levelWaiting: starWorldsLevelWaiting,
  recoveryFormulas: {},
  tokenBars: (type) => ({
    primary: "health",
    secondary: type === "worldsCharacter" ? "heroPoints" : null,
  }),

  readHealth: (a) => fromRules(a, toRules(a)),
  healthView(a) {
    const s = sys(a);
    return {
      label: "HOLOCRON.Health.Vitality",
      value: s.health.value,
      field: "health.value",
      max: s.health.max,
      // A character's maximum is derived from Menace and level; an NPC's is set by the GM.
      maxField: a.type === "worldsNpc" ? "health.max" : null,
      mook: false,
      out: anyActive(a, DOWN),
      injured: a.statuses.has("wounded") || sys(a).wounded,
      extra: [],
      states: statesView(a, CONDITIONS),
      dyingCheck: false,
    };
  },
  damage: (a, amount, options) =>
    fromRules(a, starWorlds.applyDamage(toRules(a, options.ignoreArmor), wholeAmount(amount))),
  heal: (a, points) => fromRules(a, starWorlds.heal(toRules(a), wholeAmount(points))),
  recover(a, kind) {
    const rest = RESTS[kind];
    if (!rest) throw new RecoveryRefused("HOLOCRON.Health.RecoveryNotOffered");
    // Every rest is at least a night's: Exhausted and Out-Cold are gone (seed 002 line 38).
    return fromRules(a, starWorlds.recover(toRules(a), rest), true);
  },
  passTime(a, { seconds, carried, bacta }) {
    const time = starWorlds.restOfSpan({ seconds, carried, bacta, dying: toRules(a).dying });
    return { points: 0, rest: time.rest, carried: time.carried };
  },
  // "When your Vitality hits zero … Wounded" (seed 002 line 28): typed to 0, it is the same.
  impliedStatuses: (a) => ({ on: sys(a).health.value <= 0 ? ["wounded"] : [], off: [] }),
  conditionField: (status) => (status === "wounded" || status === "dying" ? status : null),
  rollData(a) {
    const { menace, daring, guile, acuity, presence, spirit } = sys(a).attributes;
    const level = a.type === "worldsCharacter" ? a.system.level : 1;
    return {
      men: menace,
      dar: daring,
      gui: guile,
      acu: acuity,
      pre: presence,
      spi: spirit,
      level,
    };
  },
};
