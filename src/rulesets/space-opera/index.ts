import { actorTypesOf } from "../../config.js";
// Space Opera d20 adapter: HP into negatives and dying, mooks, healing, Heroism second wind.
import { spaceOpera } from "../../rules/index.js";
import { spaceOperaInitiative } from "./initiative.js";
import { spaceOperaChecks } from "./checks.js";
import { spaceOperaPowerKit } from "./power-kit.js";
import { d20PassTime, d20RulesetBase } from "../d20-common.js";
import type { HealthStatusId, StatusId } from "../status-effects.js";
import type { HealthState, HealthSubject, RecoveryKind, Ruleset } from "../ruleset.js";
import { operaShape } from "../actor-shapes.js";
import { d20HealthView, keepHandSet, RecoveryRefused, wholeAmount } from "../shared.js";
import { state } from "../state-plan.js";

const HEALTH_STATUSES: readonly HealthStatusId[] = ["unconscious", "dying", "dead", "defeated"];
/** Out of the fight (combatant defeated). Unconscious or dying characters stay in the turn order:
 * they can be healed, and Space Opera's dying check is made on the character's own turn. */
const OUT: readonly HealthStatusId[] = ["dead", "defeated"];
/** Down: cannot act (the sheet's bar shows it). */
const DOWN: readonly HealthStatusId[] = ["unconscious", "dying", "dead", "defeated"];
const STATUS_OF: Record<spaceOpera.OperaStatus, HealthStatusId[]> = {
  ok: [],
  // "collapses into unconsciousness and … is dying"
  dying: ["unconscious", "dying"],
  dead: ["dead"],
  defeated: ["defeated"],
};

const sys = operaShape;

function toRules(a: HealthSubject): spaceOpera.OperaHealth {
  const s = sys(a);
  const mook = s.mook ?? false;
  const hp = Math.min(s.health.value, s.health.max);
  let status: spaceOpera.OperaStatus = "ok";
  if (mook) status = a.statuses.has("defeated") ? "defeated" : "ok";
  else if (a.statuses.has("dead")) status = "dead";
  // HP 0 or below is dying (seed 003 line 3); so is a dying status set by hand.
  else if (hp <= 0 || a.statuses.has("dying")) status = "dying";
  return { hp, maxHp: s.health.max, mook, status };
}

function fromRules(a: HealthSubject, h: spaceOpera.OperaHealth, heroism = sys(a).heroism.value) {
  const fields: HealthState["fields"] = { "health.value": h.hp, "heroism.value": heroism };
  return state(fields, STATUS_OF[h.status], OUT);
}

export const spaceOperaRuleset: Ruleset = {
  initiative: spaceOperaInitiative,
  checks: spaceOperaChecks,
  powers: spaceOperaPowerKit,
  ...d20RulesetBase("spaceOpera", sys),
  actorTypes: actorTypesOf("spaceOpera"),
  healthStatuses: HEALTH_STATUSES,
  healthFieldLabels: {
    "health.value": "HOLOCRON.Health.HP",
    "heroism.value": "HOLOCRON.Health.Heroism",
  },
  recoveryKinds: ["hour", "hourMedical", "heroism"],
  recoveryFormulas: { heroism: spaceOpera.secondWindFormula },
  tokenBars: () => ({ primary: "health", secondary: "heroism" }),

  readHealth: (a) => fromRules(a, toRules(a)),
  healthView(a) {
    const h = toRules(a);
    // Machine Stun shuts robots off (rulings: Robots), as Stun Droid does m20's droids.
    const robot: readonly StatusId[] = sys(a).class.robot ? ["shutDown"] : [];
    return d20HealthView(a, {
      down: DOWN,
      // The psionic powers are the Force's under their own names: Battle Trance for Battlemind.
      states: ["unconscious", "dying", "dead", "prone", "battlemind", ...robot],
      optional: ["shutDown"],
      labels: { battlemind: "HOLOCRON.Sheet.PsionicPower.battlemind" },
      extra: [],
      // "must succeed on a check … every round or die" (seed 003 line 3), in combat or out of it.
      dyingCheck: h.status === "dying",
    });
  },
  damage(a, amount, options) {
    const before = toRules(a);
    const apply = options.hit ? spaceOpera.applyHit : spaceOpera.applyDamage;
    return fromRules(a, keepHandSet(before, apply(before, wholeAmount(amount)), "dying"));
  },
  heal: (a, points) => fromRules(a, spaceOpera.heal(toRules(a), wholeAmount(points))),
  recover(a, kind: RecoveryKind, options) {
    const s = sys(a);
    const h = toRules(a);
    if (kind === "hour" || kind === "hourMedical") {
      return fromRules(
        a,
        spaceOpera.heal(h, spaceOpera.healPerHour(s.level, kind === "hourMedical")),
      );
    }
    if (kind === "heroism") {
      // Rulings: a dead character spends no recovery (no Heroism Point is spent).
      if (spaceOpera.recoveryRefusal(h) === "dead") {
        throw new RecoveryRefused("HOLOCRON.Health.DeadNoHeroism");
      }
      if (s.heroism.value < 1) throw new RecoveryRefused("HOLOCRON.Health.NoHeroism");
      if (options.points === undefined) throw new RecoveryRefused("HOLOCRON.Health.PointsNeeded");
      const pool = spaceOpera.spendHeroismPoint(s.heroism.value);
      return fromRules(a, spaceOpera.heal(h, wholeAmount(options.points)), pool);
    }
    throw new RecoveryRefused("HOLOCRON.Health.RecoveryNotOffered");
  },
  passTime(a, span) {
    const { status } = toRules(a);
    // Rulings ("Time and healing"): a dead or dying character does not heal naturally.
    return d20PassTime(sys(a).level, status === "dying" || status === "dead", span);
  },
  impliedStatuses(a) {
    const { mook, status } = toRules({ ...a, statuses: new Set<string>() });
    if (mook || status === "dead") return { on: [], off: [] };
    return status === "dying"
      ? { on: ["unconscious", "dying"], off: [] }
      : { on: [], off: ["unconscious", "dying"] };
  },
};
