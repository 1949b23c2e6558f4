import { actorTypesOf } from "../../config.js";
// Star Wars m20 adapter: HP then STR damage, unconscious/dead, mooks, healing, second wind.
import { m20 } from "../../rules/index.js";
import { m20Initiative } from "./initiative.js";
import { m20Checks } from "./checks.js";
import { m20PowerKit } from "./power-kit.js";
import { d20PassTime, d20RulesetBase } from "../d20-common.js";
import type { HealthStatusId, StatusId } from "../status-effects.js";
import type { HealthState, HealthSubject, RecoveryKind, Ruleset } from "../ruleset.js";
import { m20Shape } from "../actor-shapes.js";
import { clamp, d20HealthView, keepHandSet, RecoveryRefused, wholeAmount } from "../shared.js";
import { state } from "../state-plan.js";

const HEALTH_STATUSES: readonly HealthStatusId[] = ["unconscious", "dead", "defeated"];
/** Out of the fight (combatant defeated). Unconscious or dying characters stay in the turn order:
 * they can be healed, and Space Opera's dying check is made on the character's own turn. */
const OUT: readonly HealthStatusId[] = ["dead", "defeated"];
/** Down: cannot act (the sheet's bar shows it). */
const DOWN: readonly HealthStatusId[] = ["unconscious", "dead", "defeated"];
const SHUT_DOWN: readonly StatusId[] = ["shutDown"];
const STATUS_OF: Record<m20.M20Status, HealthStatusId[]> = {
  ok: [],
  unconscious: ["unconscious"],
  dead: ["dead"],
  defeated: ["defeated"],
};

const sys = m20Shape;

function toRules(a: HealthSubject): m20.M20Health {
  const s = sys(a);
  const mook = s.mook ?? false;
  const str = s.stats.str;
  const strDamage = clamp(s.strDamage.value, 0, str);
  const hp = clamp(s.health.value, 0, s.health.max);
  let status: m20.M20Status = "ok";
  if (mook) status = a.statuses.has("defeated") ? "defeated" : "ok";
  else if (str - strDamage <= 0 || a.statuses.has("dead")) status = "dead";
  // 0 HP is unconscious (seed 000 line 5); so is an unconscious status set by hand.
  else if (hp === 0 || a.statuses.has("unconscious")) status = "unconscious";
  return { hp, maxHp: s.health.max, str, strDamage, mook, status };
}

function fromRules(a: HealthSubject, h: m20.M20Health, extra: HealthState["fields"] = {}) {
  return state(
    {
      "health.value": h.hp,
      "strDamage.value": h.strDamage,
      secondWindUsed: sys(a).secondWindUsed,
      ...extra,
    },
    STATUS_OF[h.status],
    OUT,
  );
}

export const m20Ruleset: Ruleset = {
  initiative: m20Initiative,
  checks: m20Checks,
  powers: m20PowerKit,
  ...d20RulesetBase("m20", sys),
  actorTypes: actorTypesOf("m20"),
  healthStatuses: HEALTH_STATUSES,
  healthFieldLabels: {
    "health.value": "HOLOCRON.Health.HP",
    "strDamage.value": "HOLOCRON.Health.StrDamage",
    secondWindUsed: "HOLOCRON.Health.SecondWind",
  },
  recoveryKinds: ["hour", "hourMedical", "secondWind"],
  recoveryFormulas: {},
  tokenBars: () => ({ primary: "health", secondary: "strDamage" }),

  readHealth: (a) => fromRules(a, toRules(a)),
  healthView(a) {
    const { strDamage, class: cls } = sys(a);
    return d20HealthView(a, {
      down: DOWN,
      // Force Push knocks prone; Battlemind lasts the combat; Stun Droid shuts droids off (seed
      // 000 lines 31, 33, 37).
      states: ["unconscious", "dead", "prone", "battlemind", ...(cls.droid ? SHUT_DOWN : [])],
      optional: SHUT_DOWN,
      extra: [
        {
          label: "HOLOCRON.Health.StrDamage",
          value: strDamage.value,
          max: strDamage.max,
          field: "strDamage.value",
        },
      ],
    });
  },
  damage(a, amount, options) {
    const before = toRules(a);
    const after = (options.hit ? m20.applyHit : m20.applyDamage)(before, wholeAmount(amount));
    return fromRules(a, keepHandSet(before, after, "unconscious"));
  },
  heal: (a, points) => fromRules(a, m20.heal(toRules(a), wholeAmount(points))),
  recover(a, kind: RecoveryKind) {
    const s = sys(a);
    const h = toRules(a);
    if (kind === "hour" || kind === "hourMedical") {
      return fromRules(a, m20.heal(h, m20.healPerHour(s.level, kind === "hourMedical")));
    }
    if (kind === "secondWind") {
      // Rulings: a dead character spends no recovery (the second wind stays unused).
      if (m20.recoveryRefusal(h) === "dead")
        throw new RecoveryRefused("HOLOCRON.Health.DeadNoSecondWind");
      if (s.secondWindUsed) throw new RecoveryRefused("HOLOCRON.Health.SecondWindUsed");
      const healed = m20.healHp(h, m20.secondWind(s.health.max));
      return fromRules(a, healed, { secondWindUsed: true });
    }
    throw new RecoveryRefused("HOLOCRON.Health.RecoveryNotOffered");
  },
  // m20 has no dying: the dead (effective STR 0) do not heal (rulings.md, "Time and healing").
  passTime: (a, span) => d20PassTime(sys(a).level, toRules(a).status === "dead", span),
  impliedStatuses(a) {
    const { mook, status } = toRules({ ...a, statuses: new Set<string>() });
    if (mook) return { on: [], off: [] };
    if (status === "dead") return { on: ["dead"], off: [] };
    return status === "unconscious"
      ? { on: ["unconscious"], off: [] }
      : { on: [], off: ["unconscious"] };
  },
};
