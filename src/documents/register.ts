// Registers Holocron's documents during `init`: classes, data models, status effects, token bars.
import { ACTOR_MODELS, ITEM_MODELS } from "../data/models.js";
import { TRACKABLE_ATTRIBUTES } from "../data/trackable.js";
import { HolocronActor } from "./actor.js";
import { HolocronItem } from "./item.js";
import { statusEffectConfig } from "../rulesets/status-effects.js";
import { setStatusEffects } from "../compat/status-effects.js";

export function registerDocuments(): void {
  CONFIG.Actor.documentClass = HolocronActor;
  CONFIG.Item.documentClass = HolocronItem;
  CONFIG.Actor.dataModels = ACTOR_MODELS;
  CONFIG.Item.dataModels = ITEM_MODELS;
  CONFIG.Actor.trackableAttributes = TRACKABLE_ATTRIBUTES;
  setStatusEffects(statusEffectConfig());
}
