// Typing helpers shared by the system (see foundry-v13.md "Typing notes").
import type { HolocronActorType, HolocronItemType } from "../config.js";

/** `actor.type === t` does not narrow `actor.system` in fvtt-types; this guard does. */
export function isActorType<T extends HolocronActorType>(
  actor: Actor.Implementation,
  type: T,
): actor is Actor.Implementation & Actor.OfType<T> {
  return actor.type === type;
}

export function isItemType<T extends HolocronItemType>(
  item: Item.Implementation,
  type: T,
): item is Item.Implementation & Item.OfType<T> {
  return item.type === type;
}

/**
 * Create-dialog options with the subtypes to offer. fvtt-types 13.345 types `types` as `undefined`,
 * while Foundry V13's `createDialog` reads it as the list of types the dialog offers.
 */
export function withDialogTypes<O extends object>(
  options: O | undefined,
  types: readonly string[],
): O {
  return Object.assign({}, options, { types: [...types] });
}
