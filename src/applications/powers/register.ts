// Wires the powers into Foundry: the card buttons (through the chat cards' action registry) and the
// Negate Energy control on energy damage cards. Each button asks the GM authority.
import { actorData } from "../../data/typed-system.js";
import { HolocronActor } from "../../documents/actor.js";
import { actorByUuid } from "../../documents/actor-by-uuid.js";
import { SYSTEM_ID } from "../../config.js";
import {
  applyVisibility,
  currentViewer,
  markUnreadable,
  registerCardRenderer,
  addToCard,
} from "../../cards/render.js";
import {
  dispatchCardAction,
  registerCardAction,
  type CardActionContext,
  cardOf,
  asKind,
} from "../../cards/card.js";
import { readApplyRows } from "../../cards/apply.js";
import type { CardData, DamageCard } from "../../cards/data.js";
import type { HazardCard } from "../../cards/hazard/view.js";
import { kitOfActor, isKnight, isDroid } from "../../rulesets/power-actors.js";
import { powerKit } from "../../rulesets/index.js";
import { negateAttempted, negateEnergy, negatePowerItemId } from "./negate-energy.js";
import { POWER_CARD_TEMPLATE, readCardState, readPowerCard } from "../chat/power-card.js";
import { POWER_DIALOG_TEMPLATE, POWER_ODDS_TEMPLATE } from "../dialogs/power-dialog.js";
import { ask } from "../../authority/index.js";
import { powerResist } from "./power-requests.js";
import { registerDeflect } from "./deflect-card.js";
import { notify } from "../../compat/notify.js";
import { BREAKDOWN_TEMPLATE } from "../breakdown/breakdown-view.js";
import { activateBreakdowns, scopeBreakdowns } from "../breakdown/breakdown-popover.js";
import { negateContext } from "./negate-context.js";

export const NEGATE_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/power-negate.hbs`;

/** "Roll resistance" on a power card: the target's owner asks; the GM rolls it. */
async function onResist(context: CardActionContext): Promise<unknown> {
  const state = readCardState(context.message);
  const index = Number(context.control.dataset.row);
  const row = state?.rows[index];
  if (!state || !row || row.outcome !== "pending") {
    notify("warn", "HOLOCRON.Power.Notify.RowDone");
    return null;
  }
  const target = await actorByUuid(row.targetUuid);
  if (!target) {
    notify("warn", "HOLOCRON.Power.Notify.TargetGone", { name: row.name });
    return null;
  }
  if (!game.user.isGM && !target.isOwner) {
    notify("warn", "HOLOCRON.Power.Notify.ResistNotYours", { name: row.name });
    return null;
  }
  return ask(powerResist, { messageId: context.message.id ?? "", row: index });
}

/** An energy damage card: an attack's, or a GM hazard card's (rulings: "walk through fire"). */
function energyCard(card: CardData | null): DamageCard | HazardCard | null {
  const hazard = asKind(card, "hazard");
  if (hazard) return hazard.damageType === "energy" && hazard.hazard !== "heal" ? hazard : null;
  const damage = asKind(card, "damage");
  return damage?.damageType === "energy" ? damage : null;
}

/** "Negate Energy" under an energy damage card or a hazard card. */
async function onNegate(context: CardActionContext): Promise<unknown> {
  const uuid = context.control.dataset.actorUuid;
  if (!energyCard(cardOf(context.message)) || !uuid) return null;
  const actor = await actorByUuid(uuid);
  if (!actor) return null;
  // The GM's ×½ or ×2 pressed on the Knight's row sets the DC: the damage it would take (seed 000
  // line 34). Players see no multipliers: theirs is the damage as rolled.
  const scale = game.user.isGM
    ? readApplyRows(context.element).find((r) => r.uuid === uuid && !r.selected)?.scale
    : undefined;
  await negateEnergy(actor, { damageMessageId: context.message.id ?? "", scale });
  context.control.remove();
  return null;
}

/** Who may be negated for on the card, and the DC each would roll against. */
function negateRows(card: DamageCard | HazardCard): { uuid: string; dc: number }[] {
  const damage = asKind(card, "damage");
  if (!damage) {
    // A row's DC is the damage it would take; a row applied, negated or taking none has nothing left.
    return (card as HazardCard).rows
      .filter((r) => !r.applied && !r.negated && r.amount > 0)
      .map((r) => ({ uuid: r.uuid, dc: r.amount }));
  }
  // Already applied to the Knight (too late), or a negate already under way or done.
  const marked = [...(damage.applied ?? []), ...(damage.negating ?? []), ...(damage.negated ?? [])];
  return damage.targets
    .filter((t) => !marked.includes(t.uuid))
    .map((t) => ({ uuid: t.uuid, dc: damage.total }));
}

/** The Knights among an energy card's targets (or hazard rows) that this user may negate for. */
export function negateCandidates(message: ChatMessage.Implementation) {
  const card = energyCard(cardOf(message));
  if (!card || !message.id) return [];
  const knights: { uuid: string; name: string; itemId: string; dc: number }[] = [];
  for (const { uuid, dc } of negateRows(card)) {
    const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    if (!(actor instanceof HolocronActor) || !actor.isOwner) continue;
    const kit = kitOfActor(actor);
    const data = actorData(actor);
    if (!kit || !isKnight(data) || isDroid(data)) continue;
    const itemId = negatePowerItemId(actor.items, kit);
    if (!itemId || negateAttempted(message.id, actor.uuid)) continue;
    knights.push({ uuid: actor.uuid, name: actor.name ?? "", itemId, dc });
  }
  // The damage card's one DC under its buttons; a hazard card's rows each have their own.
  return { knights, damage: asKind(card, "damage")?.total ?? null };
}

async function decorateDamageCard(message: ChatMessage.Implementation, html: HTMLElement) {
  const found = negateCandidates(message);
  if (Array.isArray(found) || found.knights.length === 0) return;
  const card = cardOf(message);
  // The power rules of the card's ruleset (the seam: src/rulesets); a card of none is m20's.
  const damage = asKind(card, "damage");
  const ruleset = (damage ? powerKit(damage.ruleset) : null)?.ruleset ?? "m20";
  const markup = await foundry.applications.handlebars.renderTemplate(
    NEGATE_TEMPLATE,
    negateContext(found, ruleset),
  );
  // Its DC explains itself in the chat log, with ids of this message's own.
  addToCard(html, markup, message.id ?? "");
}

/** Power cards are not roll cards: hide other users' Resist buttons and wire the clicks here. */
export function onRenderPowerCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const read = readPowerCard(message);
  if (!read) return;
  if (!read.ok) return markUnreadable(html, read.error);
  const state = read.value;
  applyVisibility(html, currentViewer(), state.actorUuid);
  // The card's numbers open their breakdowns in the chat log too.
  scopeBreakdowns(html, message.id ?? "");
  activateBreakdowns(html);
  html.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!control || !html.contains(control)) return;
    void dispatchCardAction({ message, card: null, element: html, event }, control);
  });
}

/** Called from `init`. */
export function registerPowers(): void {
  void foundry.applications.handlebars.loadTemplates([
    POWER_CARD_TEMPLATE,
    NEGATE_TEMPLATE,
    POWER_DIALOG_TEMPLATE,
    POWER_ODDS_TEMPLATE,
    BREAKDOWN_TEMPLATE,
  ]);
  registerCardAction("powerResist", onResist);
  registerCardAction("powerNegateEnergy", onNegate);
  registerDeflect();
  registerCardRenderer((message, html, card) => {
    if (energyCard(card)) return decorateDamageCard(message, html);
  });
}
