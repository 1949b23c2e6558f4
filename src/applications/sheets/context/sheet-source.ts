// A document as the sheet contexts read it: its typed data (src/data/typed-system.ts) plus the few
// document fields the sheets show.
import { actorData, itemData } from "../../../data/typed-system.js";
import type { SheetActorSource, SheetItemSource } from "./types.js";

/** An item of a Holocron type, or null for another (a module's subtype is not listed). */
export function sheetItem(item: Item.Implementation): SheetItemSource | null {
  const data = itemData(item);
  if (!data) return null;
  return { ...data, id: item.id, name: item.name, img: item.img, sort: item.sort };
}

export function sheetActor(actor: Actor.Implementation): SheetActorSource {
  const data = actorData(actor);
  if (!data) throw new Error(`Holocron cannot show actor type "${actor.type}"`);
  const items = actor.items.contents.flatMap((item) => sheetItem(item) ?? []);
  return {
    ...data,
    id: actor.id,
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img,
    items,
    statuses: actor.statuses,
  };
}
