// What a new actor starts with (HolocronActor#_preCreate): today's data version, its ruleset's
// token bars, a linked token for a player character, full health, and the creation guide; and the
// types a create dialog offers (actors and items alike).
import { isCharacterType, isHolocronActorType } from "../config.js";
import { CURRENT_SCHEMA_VERSION } from "../migrations/migrate-source.js";
import { rulesetOf } from "../rulesets/index.js";
import { withDialogTypes } from "../data/typed-system.js";
import { startsAtFullHealth } from "./state-follow.js";

/**
 * New actors are stamped with today's data version and their ruleset's token bars, and start at
 * full health unless the data gives a current value. A player character's token is linked to it
 * (TokenData#actorLink, "does this Token uniquely represent a singular Actor":
 * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenData.html), so damage on
 * the token is damage on the sheet. As dnd5e 5.3 does for characters
 * (module/data/actor/character.mjs `_preCreate`), a copy from a compendium keeps its own token.
 */
export function stampNewActor(actor: Actor.Implementation, data: unknown): void {
  // The party has no ruleset, so no bars, no health and no creation guide. Players see it as
  // observers unless its data says otherwise (CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER,
  // https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html).
  if (!isHolocronActorType(actor.type)) {
    const given = (data as { ownership?: { default?: unknown } }).ownership?.default;
    actor.updateSource({
      system: { schemaVersion: CURRENT_SCHEMA_VERSION },
      ...(given === undefined
        ? { ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } }
        : {}),
    });
    return;
  }
  const bars = rulesetOf(actor).tokenBars(actor.type as never);
  const link = linksToken(actor.type, actor._stats.compendiumSource);
  actor.updateSource({
    system: { schemaVersion: CURRENT_SCHEMA_VERSION },
    prototypeToken: {
      bar1: { attribute: bars.primary },
      bar2: { attribute: bars.secondary },
      ...(link ? { actorLink: true } : {}),
    },
  });
  startsAtFullHealth(actor, data);
  // A blank actor (the create dialog's, not an import or a copy): its sheet opens with the
  // creation guide (src/applications/sheets/context/creation-guide.ts; NPCs have none).
  if ((data as { system?: unknown }).system === undefined) {
    actor.updateSource({ flags: { holocron: { guide: "open" } } });
  }
}

/** Whether a new actor of `type` gets a linked token: a player character not copied from a pack. */
function linksToken(type: string, compendiumSource: string | null | undefined): boolean {
  if (compendiumSource?.startsWith("Compendium.")) return false;
  return isHolocronActorType(type) && isCharacterType(type);
}

/**
 * A create dialog's arguments with its type choices narrowed to `types` (the world ruleset's): what
 * HolocronActor.createDialog and HolocronItem.createDialog pass on to Foundry's.
 */
export function offeringTypes<D, C, O extends object>(
  [data, createOptions, dialogOptions]: [
    data?: D,
    createOptions?: C,
    dialogOptions?: O | undefined,
  ],
  types: readonly string[],
): [D | undefined, C | undefined, O] {
  return [data, createOptions, withDialogTypes(dialogOptions, types)];
}
