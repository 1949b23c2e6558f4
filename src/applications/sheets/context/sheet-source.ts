// A document as the sheet contexts read it: its typed data (src/data/typed-system.ts) plus the few
// document fields the sheets show.
import { actorData, itemData } from "../../../data/typed-system.js";
import type { SheetActorSource, SheetItemSource } from "./types.js";
import type { SheetEffectSource } from "./effects.js";
import { effectChanges } from "../../../compat/generation.js";
import { effectTimeLeft } from "../../../compat/effect-duration.js";

/**
 * An effect as the Effects list reads it; `host` is the sheet's document, so an effect whose parent is
 * another document (an owned item) names that item as its source. Its changes and what is left of its
 * duration are read as the running generation keeps them (src/compat/generation.ts,
 * effect-duration.ts); `isTemporary` is Foundry's own
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#istemporary).
 */
export function sheetEffect(effect: ActiveEffect.Implementation, host: unknown): SheetEffectSource {
  const parent = effect.parent;
  const granted = parent && parent !== host ? { id: parent.id, name: parent.name } : null;
  return {
    id: effect.id,
    name: effect.name,
    img: effect.img ?? null,
    disabled: effect.disabled,
    changes: effectChanges(effect),
    statuses: effect.statuses,
    source: granted,
    active: effect.active,
    temporary: effect.isTemporary,
    timeLeft: effectTimeLeft(effect),
  };
}

/** What a sheet's source keeps of its document: its ids, name and image (null when it has none). */
function identityOf(doc: Actor.Implementation | Item.Implementation) {
  return { id: doc.id, uuid: doc.uuid, name: doc.name, img: doc.img ?? null };
}

/** An item of a Holocron type, or null for another (a module's subtype is not listed). */
export function sheetItem(item: Item.Implementation): SheetItemSource | null {
  const data = itemData(item);
  if (!data) return null;
  return { ...data, ...identityOf(item), sort: item.sort };
}

/** An item with its own effects, for its sheet's Effects list. */
export function sheetItemWithEffects(item: Item.Implementation): SheetItemSource | null {
  const source = sheetItem(item);
  return source && { ...source, effects: item.effects.contents.map((e) => sheetEffect(e, item)) };
}

export function sheetActor(actor: Actor.Implementation): SheetActorSource {
  const data = actorData(actor);
  if (!data) throw new Error(`Holocron cannot show actor type "${actor.type}"`);
  const items = actor.items.contents.flatMap((item) => sheetItem(item) ?? []);
  return {
    ...data,
    ...identityOf(actor),
    items,
    statuses: actor.statuses,
    // Foundry's documented iterator of every effect that applies: the actor's and its items' transferred.
    effects: [...actor.allApplicableEffects()].map((e) => sheetEffect(e, actor)),
  };
}
