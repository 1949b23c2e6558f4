// A character's row of a check request, read on the GM's client from the actor's prepared data by
// the same plans the roll dialog uses (roll-inputs.ts): the bonus of a d20 stat + skill, or a Star
// Worlds attribute with or without a skill, whichever the actor's own ruleset adapter rolls.
import { rollsBands, rulesetOf } from "../../rulesets/index.js";
import { rollBonus } from "../dialogs/roll-dialog-model.js";
import { rulesetOfActor, skillPlan, statPlan } from "../rolls/roll-inputs.js";
import { cardActor } from "../../cards/roll/actions.js";
import type { RowInput } from "../../cards/check-request/model.js";

/** What the GM asks: the d20 rows' stat and skill, the Star Worlds rows' attribute and skill. */
export interface CheckAsk {
  stat: string;
  /** A d20 skill added to the stat, or null for the stat alone. */
  skill: string | null;
  attribute: string;
  /** Star Worlds: a skill applies. */
  skilled: boolean;
}

/**
 * The row of one actor, its bonus with the GM's `modifier` (an opposed NPC's multi-target penalty,
 * say). Throws RollInputsError for an actor that cannot make the check (no such skill).
 */
export function rowOf(actor: Actor.Implementation, ask: CheckAsk, modifier = 0): RowInput {
  const worlds = rollsBands(rulesetOf(actor).checks);
  const stat = worlds ? ask.attribute : ask.stat;
  const plan = worlds || ask.skill === null ? statPlan(actor, stat) : skillPlan(actor, ask.skill);
  const skilled = worlds && ask.skilled;
  const bonus = rollBonus(plan.config, { stat, modifier, dc: null, skilled, rollMode: "" });
  const statLabel = plan.config.stats.find((s) => s.id === stat)?.label ?? stat;
  const who = cardActor(actor);
  const label = worlds
    ? `HOLOCRON.CheckRequest.Check.${skilled ? "skilled" : "attribute"}`
    : `HOLOCRON.CheckRequest.Check.${ask.skill === null ? "stat" : "skill"}`;
  return {
    uuid: who.uuid,
    name: who.name,
    img: who.img,
    ruleset: rulesetOfActor(actor),
    bonus,
    skilled,
    label,
    labelData: {
      stat: statLabel,
      ...(ask.skill === null || worlds ? {} : { skill: `HOLOCRON.Sheet.Skill.${ask.skill}` }),
      ...(modifier === 0 ? {} : { modifier: String(modifier) }),
    },
  };
}
