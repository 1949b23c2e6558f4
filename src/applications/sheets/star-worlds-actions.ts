/**
 * Star Worlds play from the sheet: recharging a daily ability with a Hero Point, taking a level that
 * waits, refusing a fourth career, and rolling an NPC's damage formula as a damage card.
 */
import { actorData, itemData } from "../../data/typed-system.js";
import { starWorlds } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config.js";
import { spendHeroPoint } from "../chat/hero-points.js";
import { DamageRoll } from "../../dice/damage-roll.js";
import { notifyRollError, postDamage } from "../rolls/roll-actions.js";
import { currentTargets } from "../rolls/targets.js";
import type { HolocronActor } from "../../documents/actor.js";
import type { LevelUp } from "../../rulesets/ruleset.js";
import { notify } from "./sheet-helpers.js";

export const LEVEL_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/shared/level-card.hbs`;

/** Pure: why adding careers named `added` is refused (an i18n key), or null when it is allowed. */
export function careerRefusal(
  current: readonly string[],
  added: readonly string[],
  o: { checkNames: boolean },
): string | null {
  if (current.length + added.length > starWorlds.MAX_CAREERS) {
    return "HOLOCRON.Sheet.Notify.TooManyCareers";
  }
  // A new blank career is named by the user afterwards; a dropped one must not repeat a name.
  if (!o.checkNames) return null;
  return starWorlds.validateCareers([...current, ...added]).ok
    ? null
    : "HOLOCRON.Sheet.Notify.CareerTwice";
}

/** The careers an actor has, by name. */
export function careerNames(actor: { items: Iterable<{ type: string; name: string }> }): string[] {
  return [...actor.items].filter((i) => i.type === "career").map((i) => i.name);
}

/** Recharges an expended daily ability by spending one Hero Point (which counts toward levelling). */
export async function rechargeAbility(actor: HolocronActor, item: Item.Implementation) {
  const data = itemData(item);
  const used = data?.type === "ability" ? data.system.used : 0;
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

/** Pure: the level card's context, gains as localized lines. */
export function levelCardContext(
  name: string,
  next: LevelUp,
  format: (key: string, data: Record<string, string>) => string,
) {
  return {
    name,
    level: next.level,
    gains: next.gains.map((g) => ({
      label: format(`HOLOCRON.Sheet.LevelUp.Gain.${g.id}`, { amount: String(g.amount) }),
    })),
    // "a character may take a new career instead of a new skill when levelling"
    careerNote: next.gains.some((g) => g.id === "skills"),
  };
}

/** Takes the waiting level and posts what it brings. */
export async function takeLevel(actor: HolocronActor): Promise<LevelUp | null> {
  const next = await actor.takeLevel();
  if (!next) return null;
  const context = levelCardContext(actor.name, next, (key, data) => game.i18n.format(key, data));
  const content = await foundry.applications.handlebars.renderTemplate(
    LEVEL_CARD_TEMPLATE,
    context,
  );
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
  return next;
}

/** A Star Worlds NPC's damage formula, rolled as a damage card for the user's targets. */
export async function rollNpcDamage(actor: HolocronActor) {
  const data = actorData(actor);
  const formula = data?.type === "worldsNpc" ? data.system.damage.trim() : "";
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
