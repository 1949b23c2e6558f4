// The damage card's buttons: Apply, Apply half, Heal (stored targets or selected tokens), the Star
// Worlds Hero Point spends (+1d6 damage, evade 1d6), and Undo on the applied card (GM only).
import { d20, starWorlds } from "../../rules/index.js";
import type { AppliedCard, AppliedRow, ApplyMode, DamageCard } from "./card-data.js";
import { registerCardAction, type CardActionContext } from "./card-actions.js";
import { applySkips, canMark, changeCard, markCard } from "./card-relay.js";
import { appliedRow, isHealthActor, type HealthActor } from "./health-actor.js";
import { heroPointSpend, spendHeroPoint } from "./hero-points.js";
import { postCard } from "./post-card.js";
import { postSpendRoll } from "./spend-roll.js";
import { actorFromUuid, healthActorsOf, selectedHealthActors } from "./resolve.js";
import { allowedByHooks, HOLOCRON_HOOKS } from "../../documents/extension-hooks.js";

/** Pure: the points a mode applies ("half" rounds up, as the rulings halve damage). */
export function amountFor(total: number, mode: ApplyMode): number {
  const points = Math.max(0, total);
  return mode === "half" ? d20.halfRoundedUp(points) : points;
}

/** Which actors a click applies to: the card's stored targets, or the selected tokens. */
export type ApplyTo = "targets" | "selected";

export function applyToChoice(element: HTMLElement, card: DamageCard): ApplyTo {
  // A select, not radios: radio groups would join across every message of the chat log.
  const value = element.querySelector<HTMLSelectElement>("select[data-apply-to]")?.value;
  if (value === "selected" || value === "targets") return value;
  return card.targets.length > 0 ? "targets" : "selected";
}

async function recipients(card: DamageCard, to: ApplyTo): Promise<HealthActor[]> {
  if (to === "selected") return selectedHealthActors();
  if (card.targets.length === 0) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NoTargets"));
    return [];
  }
  return healthActorsOf(card.targets);
}

/** Applies `amount` to each actor (non-owners go through the GM inside the actor methods). */
export async function applyToActors(
  actors: HealthActor[],
  mode: ApplyMode,
  amount: number,
  card: Pick<DamageCard, "damageType" | "fromHit" | "targets">,
): Promise<ChatMessage.Implementation | null> {
  const rows: AppliedRow[] = [];
  // Only a hit's own damage defeats a mook at 0, and only for the actors the attack hit (the card's
  // stored targets): never a selected token or an evade or heal.
  const hitMode = card.fromHit === true && (mode === "damage" || mode === "half");
  const hitUuids = new Set(hitMode ? card.targets.map((t) => t.uuid) : []);
  for (const actor of actors) {
    const options = hitUuids.has(actor.uuid)
      ? { type: card.damageType, hit: true }
      : { type: card.damageType };
    const change =
      mode === "heal" ? await actor.heal(amount) : await actor.applyDamage(amount, options);
    if (change) rows.push(appliedRow(change, mode, amount));
  }
  if (rows.length === 0) return null;
  const applied: AppliedCard = { type: "applied", rows };
  return postCard(applied);
}

function damageCardOf(context: CardActionContext): DamageCard | null {
  return context.card?.type === "damage" ? context.card : null;
}

/**
 * Records on the card (in its queue, through the GM for a player who did not post it) that the
 * damage reaches these actors, and returns those it may reach: not evaded, negating or negated.
 */
async function markApplied(
  message: ChatMessage.Implementation,
  actors: HealthActor[],
): Promise<HealthActor[]> {
  if (actors.length === 0) return [];
  const written = await markCard(message, {
    holocronCard: "applied",
    messageId: message.id ?? "",
    actorUuids: actors.map((a) => a.uuid),
  });
  if (written?.type !== "damage") return [];
  const skips = applySkips(written);
  return actors.filter((a) => !skips.includes(a.uuid));
}

async function apply(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  const mode = context.control.dataset.mode;
  if (!card || (mode !== "damage" && mode !== "half" && mode !== "heal")) return null;
  const chosen = await recipients(card, applyToChoice(context.element, card));
  if (mode === "heal") return applyToActors(chosen, mode, amountFor(card.total, mode), card);
  // Actors who evaded with a Hero Point already took their share; a Negate listener
  // (src/powers/register.ts) or a module's may skip more.
  const listed = chosen.filter((a) =>
    allowedByHooks(HOLOCRON_HOOKS.preApplyDamage, context.message, a.uuid),
  );
  if (listed.length > 0 && !canMark(context.message)) return null;
  const actors = await markApplied(context.message, listed);
  return applyToActors(actors, mode, amountFor(card.total, mode), card);
}

/** Only the card's author or a GM can change it: check before any point is spent. */
export function canEdit(message: ChatMessage.Implementation): boolean {
  if (message.isOwner) return true;
  ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NotOwner"));
  return false;
}

/** Star Worlds: spend a Hero Point to add 1d6 to this damage (the card is updated in place). */
async function heroDie(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  if (!card || card.heroDie || !canEdit(context.message)) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor || !(await spendHeroPoint(actor))) return null;
  const die = await new Roll("1d6").evaluate();
  const total = die.total ?? 0;
  // From the card as stored (in its queue), so the marks written meanwhile (applied, evaded) stay.
  const next = await changeCard(context.message, (current) =>
    current?.type === "damage" && !current.heroDie
      ? {
          ...current,
          heroDie: true,
          heroDieResult: total,
          formula: `${current.formula}+1d6`,
          total: current.total + total,
        }
      : null,
  );
  if (!next) return null;
  // The card first, so it is right even if the die's own message fails.
  await postSpendRoll(die, context.message, actor, "HOLOCRON.Chat.Spend.HeroDie");
  return next;
}

/**
 * Star Worlds: a character hit by this damage spends a Hero Point to evade 1d6 of it. Applies to the
 * clicker's own characters among the recipients who have not evaded yet. Each is first recorded on
 * the card (here, or by the GM who replies, for a player who did not post it), so Apply skips them;
 * an actor the damage was already applied to is refused (the table can Undo, then evade).
 */
async function evade(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  if (!card || !canMark(context.message)) return null;
  const evaded = card.evaded ?? [];
  const own = (await recipients(card, applyToChoice(context.element, card))).filter(
    (a) => a.isOwner && !evaded.includes(a.uuid),
  );
  if (own.length === 0) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NotOwner"));
    return null;
  }
  const rows: AppliedRow[] = [];
  for (const actor of own) {
    if (!heroPointSpend(actor.system)) {
      ui.notifications.warn(
        game.i18n.format("HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name }),
      );
      continue;
    }
    const marked = await markCard(context.message, {
      holocronCard: "evaded",
      messageId: context.message.id ?? "",
      actorUuid: actor.uuid,
    });
    if (marked?.type !== "damage" || !(marked.evaded ?? []).includes(actor.uuid)) {
      ui.notifications.warn(
        game.i18n.format("HOLOCRON.Chat.Error.AlreadyApplied", { name: actor.name }),
      );
      continue;
    }
    if (!(await spendHeroPoint(actor))) continue;
    const roll = await new Roll("1d6").evaluate();
    const amount = starWorlds.evadeDamage(card.total, roll.total ?? 0);
    const change = await actor.applyDamage(amount, { type: card.damageType });
    if (!change) continue;
    rows.push(appliedRow(change, "evade", amount));
    const speaker = await actorFromUuid(actor.uuid, actor.name);
    if (speaker) await postSpendRoll(roll, context.message, speaker, "HOLOCRON.Chat.Spend.Evade");
  }
  return rows.length ? postCard({ type: "applied", rows }) : null;
}

/** GM: restores the exact values before one row's change. */
async function undo(context: CardActionContext): Promise<unknown> {
  const card = context.card;
  const index = Number(context.control.dataset.index);
  if (card?.type !== "applied" || !game.user.isGM) return null;
  const row = card.rows[index];
  if (!row || row.undone) return null;
  const actor = await actorFromUuid(row.actorUuid, row.name);
  if (!isHealthActor(actor)) return null;
  const restored = await actor.restoreHealth(row.before);
  if (!restored) return null;
  await changeCard(context.message, (current) =>
    current?.type === "applied"
      ? { ...current, rows: current.rows.map((r, i) => (i === index ? { ...r, undone: true } : r)) }
      : null,
  );
  return restored;
}

export function registerDamageActions(): void {
  registerCardAction("applyDamage", apply);
  registerCardAction("heroDie", heroDie);
  registerCardAction("evadeDamage", evade);
  registerCardAction("undoDamage", undo);
}
