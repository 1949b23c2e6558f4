// The power dialog's template context: cost, penalty, check bonus and the exact chance against
// each target, from a plan (src/rulesets/power-plan.ts). Numbers and localization keys only.
import type { PowerSkill } from "../../config.js";
import { powerKitOfSkill } from "../../rulesets/index.js";
import type { PowerKit } from "../../rulesets/power-kit.js";
import { BATTLEMIND_TOTALS, type PowerPlan } from "../../rulesets/power-plan.js";
import { formatPercent, signed } from "../format.js";
import {
  breakdownsOf,
  reachingDc,
  type BreakdownMaker,
  type BreakdownView,
} from "../breakdown/breakdown-view.js";
import { checkTermsView, type CheckTermView } from "../breakdown/check-terms.js";

export type PowerDialogRow = {
  id: string;
  name: string;
  resistBonus: string;
  chance: string;
  immune: boolean;
  /** The target's defense is the GM's secret for this viewer: no resist bonus, no chance shown. */
  secret: boolean;
  /** How the chance was made: the check bonus's terms against the resist bonus (not for secrets). */
  breakdown: BreakdownView | null;
  /** How the resist bonus was made (not for secrets). */
  resistBreakdown: BreakdownView | null;
};

export type PowerDialogContext = {
  powerName: string;
  /** "Physical + STR"…, with {skill} the power skill's label (skillKey). */
  resistKey: string;
  skillKey: string;
  /** Why a row's target is unaffected: "not a droid" (m20), "not a robot" (Space Opera). */
  immuneKey: string;
  inCombat: boolean;
  cost: number;
  /** How the cost was made (in combat; out of combat no cost is shown). */
  costBreakdown: BreakdownView;
  /** HP left once the cost is paid (null when it cannot be paid). */
  hpAfter: number | null;
  hpAfterBreakdown: BreakdownView | null;
  /**
   * Why the use is refused: the cost (its breakdown, under its own id) is more than the HP it has,
   * the current HP as stored (rulings: The Force).
   */
  refused: { hp: number; cost: number; costBreakdown: BreakdownView } | null;
  extraTargets: number;
  penalty: number;
  penaltyBreakdown: BreakdownView;
  checkBonus: string;
  checkBreakdown: BreakdownView;
  /** The check bonus's terms in words, the penalty among them ("Force 7, MND +2, −8 for 4…"). */
  checkTerms: CheckTermView[];
  modifier: number;
  showDc: boolean;
  dcLocked: boolean;
  dc: number;
  dcChance: string | null;
  /** The chance of reaching the DC: the check bonus's terms against the DC. */
  dcChanceBreakdown: BreakdownView | null;
  rows: PowerDialogRow[];
  battlemind: {
    atLeast1: string;
    atLeast2: string;
    /** Each chance as the check bonus's terms reaching a total of 10 and of 20. */
    breakdown1: BreakdownView;
    breakdown2: BreakdownView;
  } | null;
  /**
   * What a success does, per target for opposed powers: an i18n key, and for a damaging power the
   * damage type's key and the dice ("7d4": the count's breakdown, the level).
   */
  effect: { key: string; type: string; dice: BreakdownView | null };
};

/** The effect line's key, as the kit words it (Space Opera's Machine Stun shuts down robots). */
function effectContext(plan: PowerPlan, kit: PowerKit, bd: BreakdownMaker) {
  const { effect, damage } = plan.effect;
  const id = kit.effectNames[effect] ?? effect;
  return {
    key: `HOLOCRON.Power.Dialog.Effect.${id}`,
    type: damage ? `HOLOCRON.Weapon.DamageType.${damage.type}` : "",
    dice: damage
      ? { ...bd("damage-dice", damage.dice, damage.formula), dice: { faces: damage.faces } }
      : null,
  };
}

export function powerDialogContext(
  plan: PowerPlan,
  a: {
    powerName: string;
    skill: PowerSkill;
    inCombat: boolean;
    modifier: number;
    dc: number;
    dcLocked: boolean;
    /** Targets whose defense and the odds against them the viewer may not see (src/settings.ts, the secret settings). */
    hidden?: ReadonlySet<string>;
  },
): PowerDialogContext {
  const kit = powerKitOfSkill(a.skill);
  const ruleset = kit.ruleset;
  const bd = breakdownsOf("power", ruleset);
  const checkBonus = signed(plan.checkBonus);
  /** The check bonus's breakdown for the chance `text` of reaching `dc`. */
  const reaching = (name: string, dc: number, text: string): BreakdownView => ({
    ...bd(name, plan.checkTrace, text),
    against: reachingDc(dc, ruleset, text),
  });
  const dcChance = plan.dcChance === null ? null : formatPercent(plan.dcChance);
  return {
    powerName: a.powerName,
    resistKey: `HOLOCRON.Power.Resist.${plan.power.id}`,
    skillKey: `HOLOCRON.Power.Skill.${a.skill}`,
    immuneKey: kit.immuneKey,
    inCombat: a.inCombat,
    cost: plan.cost,
    costBreakdown: bd("cost", plan.costTrace, String(plan.cost)),
    hpAfter: plan.payment.ok ? plan.payment.hpAfter : null,
    hpAfterBreakdown: plan.hpAfterTrace
      ? titled(bd("hp-after", plan.hpAfterTrace, String(plan.hpAfterTrace.value)), "hpAfter")
      : null,
    // A mook never reaches the dialog (planPower refuses it: rulings, Mooks): only HP refuses here.
    refused:
      plan.payment.ok || plan.payment.reason !== "notEnoughHp"
        ? null
        : {
            hp: plan.payment.hp,
            cost: plan.payment.cost,
            costBreakdown: bd("refused-cost", plan.costTrace, String(plan.payment.cost)),
          },
    extraTargets: plan.targetCount - 1,
    penalty: plan.penalty,
    penaltyBreakdown: titled(bd("penalty", plan.penaltyTrace, signed(plan.penalty)), "penalty"),
    checkBonus,
    checkBreakdown: bd("check", plan.checkTrace, checkBonus),
    checkTerms: checkTermsView(plan.checkTrace),
    modifier: a.modifier,
    showDc: plan.dcChance !== null,
    dcLocked: a.dcLocked,
    dc: a.dc,
    dcChance,
    dcChanceBreakdown: dcChance === null ? null : reaching("dc-chance", a.dc, dcChance),
    rows: plan.rows.map((r) => {
      const secret = a.hidden?.has(r.targetId) === true;
      const chance = secret ? "" : formatPercent(r.chance);
      const resistBonus = secret ? "" : signed(r.resistBonus);
      const explained = !secret && r.kind !== "immune";
      return {
        id: r.targetId,
        name: r.name,
        resistBonus,
        chance,
        immune: r.kind === "immune",
        secret,
        breakdown: explained
          ? {
              ...bd(`chance-${r.targetId}`, plan.checkTrace, chance),
              chance: { name: r.name, resist: resistBonus, text: chance },
            }
          : null,
        resistBreakdown: secret ? null : bd(`resist-${r.targetId}`, r.resistTrace, resistBonus),
      };
    }),
    effect: effectContext(plan, kit, bd),
    battlemind: plan.battlemind ? battlemindChances(plan.battlemind, reaching) : null,
  };
}

/** A breakdown titled for a number that is not its rule's own (the HP left, the penalty alone). */
export function titled(view: BreakdownView, title: string): BreakdownView {
  return { ...view, title: `HOLOCRON.Breakdown.Title.${title}` };
}

/** Battlemind's two chances: of a total giving +1, and +2 (BATTLEMIND_TOTALS). */
function battlemindChances(
  odds: { atLeast1: number; atLeast2: number },
  reaching: (name: string, dc: number, text: string) => BreakdownView,
) {
  const atLeast1 = formatPercent(odds.atLeast1);
  const atLeast2 = formatPercent(odds.atLeast2);
  return {
    atLeast1,
    atLeast2,
    breakdown1: reaching("battlemind-1", BATTLEMIND_TOTALS[0], atLeast1),
    breakdown2: reaching("battlemind-2", BATTLEMIND_TOTALS[1], atLeast2),
  };
}
