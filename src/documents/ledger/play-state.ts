// What of an actor the ledger records (its play state): the health fields its ruleset names, Hero
// Points held and spent, Heroism, level and hit dice, second wind, the exposure count, every status
// held, every item owned (careers and abilities are items) and every Active Effect that is no status
// (its name, changes and whether it is disabled). Read the same way on every client,
// so the active GM's snapshot and `flags.holocron.last` compare like with like.
import { SYSTEM_ID, isHolocronActorType } from "../../config.js";
import { rulesetOf } from "../../rulesets/index.js";
import { rulesetSubject } from "../../data/typed-system.js";
import { effectChanges } from "../../compat/effect-change.js";
import {
  EFFECT_PREFIX,
  ITEM_PREFIX,
  STATUS_PREFIX,
  effectText,
  type PlayState,
  type PlayValue,
} from "../../rules/ledger/changes.js";
import { FIELD_MAX, VALUE_MAX, cut } from "../../rules/ledger/row.js";

/** The `system` paths recorded beyond the ruleset's health fields, with their labels. */
export const PLAY_FIELDS: Readonly<Record<string, string>> = {
  "heroPoints.value": "HOLOCRON.Ledger.Field.HeroPoints",
  "heroPoints.spent": "HOLOCRON.Ledger.Field.HeroPointsSpent",
  "heroism.value": "HOLOCRON.Health.Heroism",
  level: "HOLOCRON.Ledger.Field.Level",
  hitDice: "HOLOCRON.Ledger.Field.HitDice",
  secondWindUsed: "HOLOCRON.Health.SecondWind",
};
/** The exposure count a hazard keeps in the actor's flags (src/applications/gm/hazard-flow.ts). */
export const EXPOSURE_FIELD = "flags.exposureChecks";

function scalar(value: unknown): PlayValue | undefined {
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") {
    return value;
  }
  // Hit dice are a list of rolls: recorded as one text ("6,4,5"), compared and shown whole.
  if (Array.isArray(value) && value.every((v) => typeof v === "number")) return value.join(",");
  return undefined;
}

/** The actor's play state now (empty for an actor of another system's type). */
export function playStateOf(actor: Actor.Implementation): PlayState {
  if (!isHolocronActorType(actor.type)) return {};
  const ruleset = rulesetOf(actor);
  const state: Record<string, PlayValue> = { ...ruleset.readHealth(rulesetSubject(actor)).fields };
  for (const path of Object.keys(PLAY_FIELDS)) {
    const value = scalar(foundry.utils.getProperty(actor.system, path));
    if (value !== undefined) state[path] = value;
  }
  const exposure = actor.getFlag(SYSTEM_ID, "exposureChecks");
  if (typeof exposure === "number") state[EXPOSURE_FIELD] = exposure;
  // Cut as a row keeps them (row.ts), so a name typed at length weighs no more in `last`.
  for (const status of actor.statuses) state[cut(`${STATUS_PREFIX}${status}`, FIELD_MAX)] = true;
  for (const item of actor.items) {
    state[`${ITEM_PREFIX}${item.id ?? ""}`] = cut(item.name, VALUE_MAX);
  }
  for (const [field, effect] of effectsOf(actor)) {
    const text = effectText(effect.name, effectChanges(effect), effect.disabled);
    state[field] = cut(text, VALUE_MAX);
  }
  return state;
}

/**
 * The effects that apply to the actor and are no status (a status is recorded as held), each with
 * its field: the actor's own (`effect:<id>`) and those its items transfer (`effect:<item>.<id>`),
 * as Actor#allApplicableEffects lists them
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#allapplicableeffects).
 */
export function effectsOf(actor: Actor.Implementation): [string, ActiveEffect.Implementation][] {
  const found: [string, ActiveEffect.Implementation][] = [];
  for (const effect of actor.allApplicableEffects()) {
    if (effect.statuses.size > 0) continue;
    const item = effect.parent === actor ? null : effect.parent;
    const id = item ? `${item.id ?? ""}.${effect.id ?? ""}` : (effect.id ?? "");
    found.push([`${EFFECT_PREFIX}${id}`, effect]);
  }
  return found;
}

/** The i18n key (or the text) that labels a field of this actor's rows. */
export function fieldLabelKey(rulesetLabels: Readonly<Record<string, string>>, field: string) {
  if (field === EXPOSURE_FIELD) return "HOLOCRON.Ledger.Field.Exposure";
  return rulesetLabels[field] ?? PLAY_FIELDS[field] ?? field;
}
