// The damage card's buttons: Apply (the checked targets, each with its −1 / 0 / ×½ / ×1 / ×2, and the
// selected tokens when their row is checked), the Star Worlds Hero Point spends (+1d6 damage, evade 1d6) (Undo on the applied card: src/cards/applied). Each
// click is one request to the GM authority, whatever the number of targets.
import { ask } from "../../authority/index.js";
import { applySkips, type DamageCard } from "./card-data.js";
import type { CardActionContext } from "./card-actions.js";
import type { KindActionContext } from "../../cards/kind.js";
import { applyCard } from "./apply-requests.js";
import { evadeDamage, heroDie } from "./damage-requests.js";
import { healthActorsOf, selectedHealthActors } from "./resolve.js";
import { applyChoice, readApplyRows, type ApplyChoice } from "./apply-choice.js";
import { heroPointSpend } from "./hero-points.js";
import { notify } from "../../compat/notify.js";
import { pressAndRedraw } from "./damage-preview-render.js";
import { confirmTextAuthor } from "./text-author.js";
import { authorOf } from "../../cards/trust.js";

/** A click on a damage card (the table of kinds dispatched it: src/cards/kinds.ts). */
type DamageContext = KindActionContext<"damage">;

function warnApplied(): null {
  notify("warn", "HOLOCRON.Chat.Error.AllApplied");
  return null;
}

/** The checked rows of the clicked card, or null (with a message) when none is checked. */
function checkedChoice(context: CardActionContext, card: DamageCard): ApplyChoice | null {
  const choice = applyChoice(readApplyRows(context.element), card);
  if (choice.targets.length === 0 && choice.selected === null) {
    notify("warn", "HOLOCRON.Chat.Error.NoneChecked");
    return null;
  }
  return choice;
}

/** The actors of the checked rows, each with its multiplier (a deleted target is reported). */
async function recipients(choice: ApplyChoice) {
  const scaleOf = new Map(choice.targets.map((t) => [t.uuid, t.scale]));
  const stored = choice.targets.map(({ uuid, name }) => ({ uuid, name, ac: null }));
  const targets = (await healthActorsOf(stored)).map((actor) => ({
    actor,
    scale: scaleOf.get(actor.uuid) ?? "full",
    to: "targets" as const,
  }));
  const selected =
    choice.selected === null
      ? []
      : selectedHealthActors().map((actor) => ({
          actor,
          scale: choice.selected ?? "full",
          to: "selected" as const,
        }));
  return [...targets, ...selected];
}

/** Apply or Heal: one request per kind of recipient (stored targets, selected tokens). */
export async function apply(context: DamageContext): Promise<unknown> {
  const card = context.card;
  const mode = context.control.dataset.mode;
  if (mode !== "damage" && mode !== "half" && mode !== "heal") return null;
  const choice = checkedChoice(context, card);
  if (!choice) return null;
  const skips = applySkips(card);
  // A player who is not the card's author applies only to the targets they own (apply-requests.ts):
  // the other rows, checked by default, are left to the GM and their owners.
  const mine = game.user.isGM || authorOf(context.message)?.id === game.user.id;
  const chosen = (await recipients(choice)).filter(
    (r) => !skips.includes(r.actor.uuid) && (mine || r.to === "selected" || r.actor.isOwner),
  );
  if (chosen.length === 0) return skips.length ? warnApplied() : null;
  // A card made from a player's text: the GM sees its formula and author first (text-author.ts).
  if (!(await confirmTextAuthor(card))) return null;
  const confirmed = card.textAuthor ? { confirmed: true } : {};
  const results: unknown[] = [];
  for (const to of ["targets", "selected"] as const) {
    const group = chosen.filter((r) => r.to === to);
    if (group.length === 0) continue;
    results.push(
      await ask(applyCard, {
        messageId: context.message.id ?? "",
        mode,
        to,
        actorUuids: group.map((r) => r.actor.uuid),
        scales: group.map((r) => r.scale),
        ...confirmed,
      }),
    );
  }
  return results.length === 1 ? results[0] : results;
}

/** Star Worlds: spend a Hero Point of the card's attacker to add 1d6 to this damage. */
export async function onHeroDie(context: DamageContext): Promise<unknown> {
  const card = context.card;
  if (card.heroDie) return null;
  return ask(heroDie, { messageId: context.message.id ?? "" });
}

/**
 * Star Worlds: the clicker's characters hit by this damage each spend a Hero Point to evade 1d6 of
 * it (one request for all of them). An actor the damage already reached is refused (the table can
 * Undo, then evade).
 */
export async function evade(context: DamageContext): Promise<unknown> {
  const card = context.card;
  const choice = checkedChoice(context, card);
  if (!choice) return null;
  const own = (await recipients(choice)).map((r) => r.actor).filter((a) => a.isOwner);
  if (own.length === 0) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return null;
  }
  const skips = applySkips(card);
  const fresh = own.filter((a) => !skips.includes(a.uuid));
  if (fresh.length === 0) return warnApplied();
  const payers = fresh.filter((actor) => {
    if (heroPointSpend(actor.system)) return true;
    notify("warn", "HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
    return false;
  });
  if (payers.length === 0) return null;
  return ask(evadeDamage, {
    messageId: context.message.id ?? "",
    actorUuids: payers.map((a) => a.uuid),
  });
}

/** A multiplier pressed on one of the card's rows: the row is drawn again with its numbers. */
export const pressRowMultiplier = ({ control, message, card, element }: CardActionContext) =>
  pressAndRedraw(control, message, card, element);
