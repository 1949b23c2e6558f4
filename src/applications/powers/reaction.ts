// What the two reactions from a card (Deflect on an attack card, Negate Energy on an energy damage
// card) share on the asking side: only the Knight's owner may react.

/** Whether the user owns the reacting actor; anyone else is told it is not theirs (`notYoursKey`). */
export function mayReact(actor: Actor.Implementation, notYoursKey: string): boolean {
  if (actor.isOwner) return true;
  ui.notifications.warn(game.i18n.format(notYoursKey, { name: actor.name ?? "" }));
  return false;
}
