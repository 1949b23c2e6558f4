// Taking a Star Worlds level from the sheet: once the character has rested since earning it (the GM
// may take it at any time), a dialog asks for the attribute, the skill or new career and the ability;
// the character is updated, the career and ability items added, and a level card posted.
import { actorData } from "../../data/typed-system.js";
import { starWorlds } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import { loadCareerCatalog, type CareerCatalog } from "./career-catalog.js";
import {
  levelCardContext,
  levelUpDialogContext,
  readLevelUpForm,
  type LevelUpSubject,
} from "./level-up-model.js";
import { formValues, notify } from "./sheet-helpers.js";

export const LEVEL_UP_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/level-up.hbs`;
export const LEVEL_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/shared/level-card.hbs`;

const names = (actor: HolocronActor, type: string) =>
  actor.items.filter((i) => i.type === type).map((i) => i.name);

/** The character as the level-up rules read it, or null when it is no Star Worlds character. */
export function levelUpSubject(actor: HolocronActor): LevelUpSubject | null {
  const data = actorData(actor);
  if (data?.type !== "worldsCharacter") return null;
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
function refusal(actor: HolocronActor, isGM: boolean): string | null {
  const data = actorData(actor);
  if (!actor.isOwner) return "HOLOCRON.Chat.Error.NotOwner";
  if (data?.type !== "worldsCharacter" || !actor.ruleset.levelWaiting(actor.subject)) {
    return "HOLOCRON.Sheet.Notify.NoLevelWaiting";
  }
  if (data.system.levelsReady < 1 && !isGM) return "HOLOCRON.Sheet.Notify.RestFirst";
  return null;
}

/** A copy of the catalog's item of that name, or a new blank one named so. */
async function itemSource(
  list: { uuid: string; name: string }[],
  name: string,
  type: "career" | "ability",
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
  if (created.length) await actor.createEmbeddedDocuments("Item", created as never);
}

async function ask(subject: LevelUpSubject, catalog: CareerCatalog) {
  const content = await foundry.applications.handlebars.renderTemplate(
    LEVEL_UP_TEMPLATE,
    levelUpDialogContext(subject, catalog),
  );
  const values: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "HOLOCRON.LevelUp.Title", icon: "fa-solid fa-arrow-up" },
    classes: [SYSTEM_ID, "holocron-level-up-dialog"],
    position: { width: 420 },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "take",
        label: "HOLOCRON.Sheet.TakeLevel",
        icon: "fa-solid fa-arrow-up",
        default: true,
        callback: async (_event, button) => formValues(button.form),
      },
      { action: "cancel", label: "HOLOCRON.Roll.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
  });
  return values && typeof values === "object"
    ? readLevelUpForm(values as Record<string, unknown>)
    : null;
}

/**
 * Takes the next level: the dialog, then one update (level, attribute, skill, Vitality), the career
 * and ability items, and the level card. Null when refused (the user is told why) or cancelled.
 */
export async function takeLevelFromSheet(
  actor: HolocronActor,
): Promise<starWorlds.LevelUpResult | null> {
  const refused = refusal(actor, game.user.isGM);
  const subject = levelUpSubject(actor);
  if (refused || !subject) {
    notify(refused ?? "HOLOCRON.Sheet.Notify.NoLevelWaiting");
    return null;
  }
  const catalog = await loadCareerCatalog();
  const choice = await ask(subject, catalog);
  if (!choice) return null;
  let result: starWorlds.LevelUpResult;
  try {
    result = starWorlds.takeLevel(subject, choice);
  } catch (error) {
    if (!(error instanceof starWorlds.LevelUpError)) throw error;
    notify(`HOLOCRON.LevelUp.Error.${error.reason}`);
    return null;
  }
  await actor.update({
    system: {
      level: result.level,
      attributes: result.attributes,
      skills: result.skills,
      health: { value: result.vitality },
    },
  } as Actor.UpdateData);
  await addItems(actor, result, catalog);
  const context = levelCardContext(subject, result, (key, data) => game.i18n.format(key, data));
  const content = await foundry.applications.handlebars.renderTemplate(
    LEVEL_CARD_TEMPLATE,
    context,
  );
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
  return result;
}
