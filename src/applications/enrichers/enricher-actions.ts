// What a click on an enricher button does: roll for the user's selected token (or assigned character)
// and post the usual card. A hazard opens the GM's damage and hazard tool, preset, over the GM's
// selected tokens (as the tool always works).
import type { enrichers } from "../../rules/index.js";
import { rollsBands, rollsD20, rulesetOf } from "../../rulesets/index.js";
import { postDamage, postHeal, rollSkill, rollStat } from "../../cards/roll/actions.js";
import type { TextAuthor } from "../../cards/data.js";
import { DamageRoll } from "../../dice/rolls.js";
import { currentTargets } from "../rolls/roll-inputs.js";
import { openGmTool } from "../gm/gm-tool.js";
import { notify } from "../../compat/notify.js";
import { ENRICHER_TITLES, enricherText } from "./enricher-ledger.js";

type Enricher = enrichers.Enricher;
type Of<K extends Enricher["kind"]> = Extract<Enricher, { kind: K }>;
/** `textAuthor`: who wrote the text, when a GM clicks text a GM did not write (enricher-source.ts). */
type Options = { fast: boolean; textAuthor?: TextAuthor };
type Handler<K extends Enricher["kind"]> = (
  actor: Actor.Implementation,
  enricher: Of<K>,
  options: Options,
) => Promise<unknown>;

function warn(key: string, data?: Record<string, string>): null {
  notify("warn", key, data);
  return null;
}

/** The actor an enricher rolls for: the first selected token's, else the user's own character. */
export function rollingActor(): Actor.Implementation | null {
  const token = canvas?.tokens?.controlled?.[0];
  const actor = token?.actor ?? game.user?.character ?? null;
  if (!actor) return warn("HOLOCRON.Enricher.Notify.NoActor");
  return actor;
}

const check: Handler<"check"> = async (actor, e, { fast }) => {
  if (!rollsD20(rulesetOf(actor).checks))
    return warn("HOLOCRON.Enricher.Notify.NeedsD20", { name: actor.name });
  const options = { fast, dc: e.dc, stat: e.stat };
  if (e.skill !== null) return rollSkill(actor, e.skill, options);
  return rollStat(actor, e.stat ?? "", options);
};

const attribute: Handler<"attribute"> = async (actor, e, { fast }) => {
  if (!rollsBands(rulesetOf(actor).checks))
    return warn("HOLOCRON.Enricher.Notify.NeedsWorlds", { name: actor.name });
  return rollStat(actor, e.attribute, { fast, skilled: e.skilled });
};

const damage: Handler<"damage"> = async (actor, e, { textAuthor }) =>
  postDamage(actor, DamageRoll.build(e.formula, { damageType: e.damageType }), {
    title: ENRICHER_TITLES.damage,
    titleData: { formula: e.formula },
    targets: currentTargets(),
    ...(textAuthor ? { textAuthor } : {}),
  });

// Healing is its own card (src/cards/data.ts): its Heal restores the rolled points, and nothing harms.
const heal: Handler<"heal"> = async (actor, e, { textAuthor }) =>
  postHeal(
    actor,
    DamageRoll.build(e.formula, { damageType: "kinetic" }),
    { title: ENRICHER_TITLES.heal, titleData: { formula: e.formula }, targets: currentTargets() },
    textAuthor,
  );

type ActorKind = Exclude<Enricher["kind"], "hazard">;

/** The handler of each kind that rolls for the user's own actor. */
const ACTOR_HANDLERS: { [K in ActorKind]: Handler<K> } = { check, attribute, damage, heal };

/** Runs a parsed enricher; every failure is a notification, never a throw. */
export async function runEnricher(enricher: Enricher, options: Options): Promise<unknown> {
  if (enricher.kind === "hazard") {
    const text = enricherText("hazard", `${enricher.hazard} ${enricher.feet}`);
    return openGmTool({ kind: enricher.hazard, feet: enricher.feet }, text);
  }
  const actor = rollingActor();
  if (!actor) return null;
  const handler = ACTOR_HANDLERS[enricher.kind] as Handler<ActorKind>;
  return handler(actor, enricher as never, options);
}
