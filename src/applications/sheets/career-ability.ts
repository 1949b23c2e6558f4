// "Use an Ability from your career that you don't have yet" (seed 002 line 47): from the sheet's
// list of the character's careers' abilities, one Hero Point (the usual spend, counted toward
// levelling) and the ability posted to chat as a card. At level 1 the same list gives each career's
// starting ability (line 67).
import { actorData, itemData } from "../../data/typed-system.js";
import { type HolocronItemType, isAbility, SYSTEM_ID } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import { starWorlds } from "../../rules/index.js";
import { spendHeroPoint } from "../../cards/hero-points.js";
import { careerAbilities, loadCareerCatalog, ownedRefs } from "./career-catalog.js";
import { notify } from "./sheet-helpers.js";
import { levelsByCareer } from "../../rulesets/index.js";

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
  if (!found || !isAbility(data)) {
    notify("HOLOCRON.Sheet.Notify.MissingItem");
    return null;
  }
  if (actor.items.some((i) => isAbility(i) && key(i.name) === key(found.name))) {
    notify("HOLOCRON.Sheet.CareerAbilities.Owned");
    return null;
  }
  if (!(await spendHeroPoint(actor))) return null;
  const description = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
    data.system.description,
    { relativeTo: found },
  );
  const after = actorData(actor);
  const heroPoints = levelsByCareer(after) ? after.system.heroPoints : { value: 0, spent: 0 };
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

/**
 * A level 1 character's starting ability from its career (seed 002 line 67: "Abilities: Per
 * Career"; one per career, starWorlds.startingAbilityDue): free, no Hero Point — a copy of the
 * catalog's ability joins the character. False, with a warning, when the user does not own the
 * character, it is past level 1, the career already gave one, or the ability is not that career's.
 */
export async function takeStartingAbility(
  actor: HolocronActor,
  uuid: string,
  career: string,
): Promise<boolean> {
  const data = actorData(actor);
  if (!actor.isOwner || !levelsByCareer(data)) {
    notify("HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  const catalog = await loadCareerCatalog();
  const refs = (type: HolocronItemType) => ownedRefs(actor.items, type);
  const entry = careerAbilities(catalog, refs("career"), refs("ability")).find(
    (e) => key(e.career) === key(career),
  );
  const ability = entry?.abilities.find((a) => a.uuid === uuid && !a.owned);
  if (!entry || !ability) {
    notify("HOLOCRON.Sheet.CareerAbilities.NotStarting");
    return false;
  }
  const owned = entry.abilities.filter((a) => a.owned).length;
  if (!starWorlds.startingAbilityDue(data.system.level, owned)) {
    notify("HOLOCRON.Sheet.CareerAbilities.StartingTaken");
    return false;
  }
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (doc?.documentName !== "Item") {
    notify("HOLOCRON.Sheet.Notify.MissingItem");
    return false;
  }
  const source = (doc as Item.Implementation).toObject();
  const created = await actor.createEmbeddedDocuments("Item", [source]);
  return (created?.length ?? 0) > 0;
}
