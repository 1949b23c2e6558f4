// What a click on an enricher button does: roll for the user's selected token (or assigned character)
// and post the usual card. Each kind the system cannot carry out yet has no handler: its enricher
// shows as text with a tooltip instead of a button that would fail.
import type { enrichers } from "../../rules/index.js";
import { rulesetOf } from "../../rulesets/index.js";
import { postDamage, rollSkill, rollStat } from "../rolls/roll-actions.js";
import { DamageRoll } from "../../dice/damage-roll.js";
import { currentTargets } from "../rolls/targets.js";

type Enricher = enrichers.Enricher;
type Of<K extends Enricher["kind"]> = Extract<Enricher, { kind: K }>;
type Options = { fast: boolean };
type Handler<K extends Enricher["kind"]> = (
  actor: Actor.Implementation,
  enricher: Of<K>,
  options: Options,
) => Promise<unknown>;

function warn(key: string, data?: Record<string, string>): null {
  ui.notifications.warn(data ? game.i18n.format(key, data) : game.i18n.localize(key));
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
  if (rulesetOf(actor).checks.kind !== "d20")
    return warn("HOLOCRON.Enricher.Notify.NeedsD20", { name: actor.name });
  const options = { fast, dc: e.dc, stat: e.stat };
  if (e.skill !== null) return rollSkill(actor, e.skill, options);
  return rollStat(actor, e.stat ?? "", options);
};

const attribute: Handler<"attribute"> = async (actor, e, { fast }) => {
  if (rulesetOf(actor).checks.kind !== "worlds")
    return warn("HOLOCRON.Enricher.Notify.NeedsWorlds", { name: actor.name });
  return rollStat(actor, e.attribute, { fast, skilled: e.skilled });
};

const damage: Handler<"damage"> = async (actor, e) =>
  postDamage(actor, DamageRoll.build(e.formula, { damageType: e.damageType }), {
    title: "HOLOCRON.Enricher.Title.Damage",
    titleData: { formula: e.formula },
    targets: currentTargets(),
  });

// Healing posts the same card: its Heal button restores the rolled points (Apply would harm).
const heal: Handler<"heal"> = async (actor, e) =>
  postDamage(actor, DamageRoll.build(e.formula, { damageType: "kinetic" }), {
    title: "HOLOCRON.Enricher.Title.Heal",
    titleData: { formula: e.formula },
    targets: currentTargets(),
  });

/** The handler of each kind; null while the system has no tool for it (the GM hazard tool). */
export const ENRICHER_HANDLERS: { [K in Enricher["kind"]]: Handler<K> | null } = {
  check,
  attribute,
  damage,
  heal,
  hazard: null,
};

export function canRun(kind: Enricher["kind"]): boolean {
  return ENRICHER_HANDLERS[kind] !== null;
}

/** Runs a parsed enricher for the rolling actor; every failure is a notification, never a throw. */
export async function runEnricher(enricher: Enricher, options: Options): Promise<unknown> {
  const handler = ENRICHER_HANDLERS[enricher.kind] as Handler<Enricher["kind"]> | null;
  if (!handler) return warn(`HOLOCRON.Enricher.Unavailable.${enricher.kind}`);
  const actor = rollingActor();
  if (!actor) return null;
  return handler(actor, enricher as never, options);
}
