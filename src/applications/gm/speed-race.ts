// The GM's "Who runs fastest" (seed 002 line 33): the selected tokens (else the GM's targets) ordered
// by Speed, Daring rolls breaking ties as the combat tracker does; the order is posted as a card.
import { SYSTEM_ID } from "../../config.js";
import { rulesetSubject } from "../../data/typed-system.js";
import { initiativeRulesOf } from "../../documents/combat-facts.js";
import { foundryDaringRoll } from "../../documents/combat-speed.js";
import {
  speedRace,
  speedRaceCardContext,
  type Runner,
} from "../../rulesets/star-worlds/speed-race.js";
import { notify } from "../../compat/notify.js";

export const SPEED_RACE_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/speed-race.hbs`;

/** The controlled tokens' actors, else the GM's targets' (TokenDocument#actor). */
function selectedActors(): Actor.Implementation[] {
  const controlled = canvas?.tokens?.controlled ?? [];
  const tokens = controlled.length > 0 ? controlled : Array.from(game.user.targets);
  return tokens.flatMap((token) => (token.document.actor ? [token.document.actor] : []));
}

/** A runner, or null for an actor whose ruleset does not go by Speed. */
export function runnerOf(actor: Actor.Implementation): Runner | null {
  const rules = initiativeRulesOf(actor);
  const view = rules ? rules.view(rulesetSubject(actor)) : null;
  if (view?.kind !== "speed") return null;
  return {
    id: actor.uuid,
    name: actor.name,
    img: actor.img ?? null,
    speed: view.speed,
    daring: view.daring,
  };
}

/** Orders the selected tokens and posts the card (GM only). Null, with a warning, when refused. */
export async function whoRunsFastest(): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.SpeedRace.Error.GmOnly");
    return null;
  }
  const runners = selectedActors()
    .map(runnerOf)
    .filter((r): r is Runner => r !== null);
  // One token per actor: a linked actor selected twice runs once.
  const unique = [...new Map(runners.map((r) => [r.id, r])).values()];
  if (unique.length < 2) {
    notify("warn", "HOLOCRON.SpeedRace.Error.TooFew");
    return null;
  }
  const rolled: Roll.Any[] = [];
  const race = await speedRace(unique, async (daring) => {
    const { total, roll } = await foundryDaringRoll(daring);
    if (roll) rolled.push(roll);
    return total;
  });
  const content = await foundry.applications.handlebars.renderTemplate(
    SPEED_RACE_TEMPLATE,
    speedRaceCardContext(unique, race),
  );
  const message = await ChatMessage.implementation.create({
    content,
    rolls: rolled,
    speaker: { alias: game.i18n.localize("HOLOCRON.SpeedRace.Speaker") },
  });
  return message ?? null;
}
