// Writing a Star Worlds level: the character as the level-up rules read it, why a level cannot be
// taken now, the rules' result of a choice, and the writes (one update, the career and ability
// items, the level card). Shared by the sheet's level-up and the GM's approval of a new career.
import { causeOptions } from "../../documents/ledger/play-state.js";
import { actorData } from "../../data/typed-system.js";
import { starWorlds } from "../../rules/index.js";
import { SYSTEM_ID, type HolocronItemType } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import type { CareerCatalog } from "./career-catalog.js";
import { levelCardContext, type LevelUpSubject } from "./level-up-model.js";
import { notify } from "./sheet-helpers.js";
import { levelsByCareer } from "../../rulesets/index.js";

export const LEVEL_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/shared/level-card.hbs`;

const names = (actor: HolocronActor, type: string) =>
  actor.items.filter((i) => i.type === type).map((i) => i.name);

/** The character as the level-up rules read it, or null when it is no Star Worlds character. */
export function levelUpSubject(actor: HolocronActor): LevelUpSubject | null {
  const data = actorData(actor);
  if (!levelsByCareer(data)) return null;
  const s = data.system;
  return {
    name: actor.name,
    level: s.level,
    attributes: { ...s.attributes },
    skills: [...s.skills],
    careers: names(actor, "career"),
    abilities: names(actor, "ability"),
    vitality: s.health.value,
  };
}

/** Why the level cannot be taken now (an i18n key), or null. The GM overrides the rest. */
export function refusal(actor: HolocronActor, isGM: boolean): string | null {
  const data = actorData(actor);
  if (!actor.isOwner) return "HOLOCRON.Chat.Error.NotOwner";
  if (!levelsByCareer(data) || !actor.ruleset.levelWaiting(actor.subject)) {
    return "HOLOCRON.Sheet.Notify.NoLevelWaiting";
  }
  if (data.system.levelsReady < 1 && !isGM) return "HOLOCRON.Sheet.Notify.RestFirst";
  return null;
}

/** A copy of the catalog's item of that name, or a new blank one named so. */
async function itemSource(
  list: { uuid: string; name: string }[],
  name: string,
  type: HolocronItemType,
): Promise<Record<string, unknown>> {
  const entry = list.find((e) => e.name.toLowerCase() === name.toLowerCase());
  const found = entry ? await fromUuid(entry.uuid as Parameters<typeof fromUuid>[0]) : null;
  if (found?.documentName === "Item") {
    return (found as Item.Implementation).toObject() as Record<string, unknown>;
  }
  return { name, type };
}

async function addItems(
  actor: HolocronActor,
  result: starWorlds.LevelUpResult,
  catalog: CareerCatalog,
) {
  const created: Record<string, unknown>[] = [];
  if (result.career) created.push(await itemSource(catalog.careers, result.career, "career"));
  if (result.ability) created.push(await itemSource(catalog.abilities, result.ability, "ability"));
  if (created.length) {
    await actor.createEmbeddedDocuments("Item", created as never, causeOptions("levelUp"));
  }
}

/** The rules' result of a choice, or null with the rules' reason shown. */
export function tryLevel(
  subject: LevelUpSubject,
  choice: starWorlds.LevelUpChoice,
): starWorlds.LevelUpResult | null {
  try {
    return starWorlds.takeLevel(subject, choice);
  } catch (error) {
    if (!(error instanceof starWorlds.LevelUpError)) throw error;
    notify(`HOLOCRON.LevelUp.Error.${error.reason}`);
    return null;
  }
}

/** The level card's context, localized for this client. */
export function levelCard(subject: LevelUpSubject, result: starWorlds.LevelUpResult) {
  return levelCardContext(subject, result, (key, data) => game.i18n.format(key, data));
}

/** Writes a level: one update, the career and ability items, and the level card. */
export async function applyLevel(
  actor: HolocronActor,
  subject: LevelUpSubject,
  result: starWorlds.LevelUpResult,
  catalog: CareerCatalog,
): Promise<void> {
  await actor.update(
    {
      system: {
        level: result.level,
        attributes: result.attributes,
        skills: result.skills,
        health: { value: result.vitality },
      },
    } as Actor.UpdateData,
    causeOptions("levelUp"),
  );
  await addItems(actor, result, catalog);
  const content = await foundry.applications.handlebars.renderTemplate(
    LEVEL_CARD_TEMPLATE,
    levelCard(subject, result),
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
}
