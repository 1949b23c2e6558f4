/**
 * Star Worlds play from the sheet: recharging a daily ability with a Hero Point, refusing a fourth
 * career, and rolling an NPC's damage formula as a damage card.
 */
import { actorData, itemData } from "../../data/typed-system.js";
import { starWorlds } from "../../rules/index.js";
import { spendHeroPoint } from "../../cards/hero-points.js";
import { DamageRoll } from "../../dice/rolls.js";
import { notifyRollError, postDamage } from "../../cards/roll/actions.js";
import { currentTargets } from "../rolls/roll-inputs.js";
import type { HolocronActor } from "../../documents/actor.js";
import { notify } from "./sheet-helpers.js";
import { isAbility, isCareer, isNpc } from "../../config.js";
import { isBandsActor } from "../../rulesets/index.js";

/** Pure: why adding careers named `added` is refused (an i18n key), or null when it is allowed. */
export function careerRefusal(
  current: readonly string[],
  added: readonly string[],
  o: { checkNames: boolean; level?: number },
): string | null {
  if (current.length + added.length > starWorlds.MAX_CAREERS) {
    return "HOLOCRON.Sheet.Notify.TooManyCareers";
  }
  // Rulings: one career at level 1, a second from level 3, a third from level 5.
  const level = o.level;
  if (
    level !== undefined &&
    Number.isInteger(level) &&
    level >= 1 &&
    level <= starWorlds.MAX_LEVEL &&
    current.length + added.length > starWorlds.maxCareersAtLevel(level)
  ) {
    return "HOLOCRON.Sheet.Notify.CareerLevel";
  }
  // A new blank career is named by the user afterwards; a dropped one must not repeat a name.
  if (!o.checkNames) return null;
  return starWorlds.validateCareers([...current, ...added]).ok
    ? null
    : "HOLOCRON.Sheet.Notify.CareerTwice";
}

/** The careers an actor has, by name. */
export function careerNames(actor: { items: Iterable<{ type: string; name: string }> }): string[] {
  return [...actor.items].filter((i) => isCareer(i)).map((i) => i.name);
}

/** Recharges an expended daily ability by spending one Hero Point (which counts toward levelling). */
export async function rechargeAbility(actor: HolocronActor, item: Item.Implementation) {
  const data = itemData(item);
  const used = isAbility(data) ? data.system.used : 0;
  if (!(used > 0)) {
    notify("HOLOCRON.Sheet.Notify.NotExpended");
    return false;
  }
  if (!(await spendHeroPoint(actor))) return false;
  // A flattened record: the update types do not know each item type's system fields.
  const ready: Record<string, unknown> = { "system.used": 0 };
  await item.update(ready);
  return true;
}

/** A Star Worlds NPC's damage formula, rolled as a damage card for the user's targets. */
export async function rollNpcDamage(actor: HolocronActor) {
  const data = actorData(actor);
  const formula = data && isBandsActor(data) && isNpc(data) ? data.system.damage.trim() : "";
  if (!formula) {
    notify("HOLOCRON.Sheet.Notify.NoDamageFormula");
    return null;
  }
  try {
    const roll = DamageRoll.build(formula, { damageType: "kinetic" });
    await roll.evaluate();
    return await postDamage(actor, roll, {
      title: "HOLOCRON.Roll.Title.Damage",
      titleData: { name: actor.name },
      targets: currentTargets(),
    });
  } catch (error) {
    return notifyRollError(error);
  }
}
