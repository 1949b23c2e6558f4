// "Use an Ability from your career that you don't have yet" (seed 002 line 47): from the sheet's
// list of the character's careers' abilities, one Hero Point (the usual spend, counted toward
// levelling) and the ability posted to chat as a card.
import { actorData, itemData } from "../../data/typed-system.js";
import { SYSTEM_ID } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import { spendHeroPoint } from "../chat/hero-points.js";
import { notify } from "./sheet-helpers.js";

export const CAREER_ABILITY_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/career-ability.hbs`;

/** Pure: the card's context (`description` is the ability's enriched HTML). */
export function careerAbilityCardContext(o: {
  actor: { name: string; img: string | null };
  ability: string;
  career: string;
  description: string;
  heroPoints: { value: number; spent: number };
}) {
  return {
    name: o.actor.name,
    img: o.actor.img ?? "",
    ability: o.ability,
    career: o.career,
    description: o.description,
    held: o.heroPoints.value,
    spent: o.heroPoints.spent,
  };
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Spends one Hero Point of `actor` and posts the ability of `uuid` (one of its careers' abilities it
 * does not have). Null, with a warning, when it has it already, it is gone, or no point is left.
 */
export async function useCareerAbility(
  actor: HolocronActor,
  uuid: string,
  career: string,
): Promise<ChatMessage.Implementation | null> {
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  const found = doc?.documentName === "Item" ? (doc as Item.Implementation) : null;
  const data = found ? itemData(found) : null;
  if (!found || data?.type !== "ability") {
    notify("HOLOCRON.Sheet.Notify.MissingItem");
    return null;
  }
  if (actor.items.some((i) => i.type === "ability" && key(i.name) === key(found.name))) {
    notify("HOLOCRON.Sheet.CareerAbilities.Owned");
    return null;
  }
  if (!(await spendHeroPoint(actor))) return null;
  const description = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
    data.system.description,
    { relativeTo: found },
  );
  const after = actorData(actor);
  const heroPoints =
    after?.type === "worldsCharacter" ? after.system.heroPoints : { value: 0, spent: 0 };
  const context = careerAbilityCardContext({
    actor: { name: actor.name, img: actor.img ?? null },
    ability: found.name,
    career,
    description,
    heroPoints,
  });
  const content = await foundry.applications.handlebars.renderTemplate(
    CAREER_ABILITY_CARD_TEMPLATE,
    context,
  );
  const message = await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  return message ?? null;
}
