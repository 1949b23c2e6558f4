// A Hero Point on the Daring tie-break card (seed 002 line 43: "Reroll on any Attribute roll"; line
// 33: Daring decides a Speed tie): the combatant's owner pays, the GM rolls its Daring again, keeps
// the better first total, ranks the group again (rolling any tie left) and rewrites the card.
import { SYSTEM_ID } from "../../config.js";
import { authority, payload as is } from "../../authority/index.js";
import { daringWho, DARING_CARD_TEMPLATE } from "../../documents/combat-speed.js";
import { writeFacts } from "../../documents/combat-facts.js";
import { HolocronCombat } from "../../documents/combat.js";
import {
  daringCardContext,
  type DaringTies,
  type TieBreakGroupInput,
} from "../../rulesets/star-worlds/daring-card.js";
import { rerankAfterReroll } from "../../rulesets/star-worlds/daring-reroll.js";
import { tieRanks } from "../../rulesets/star-worlds/daring-tie-break.js";
import * as shape from "../../rules/validate.js";
import { registerCardAction, type CardActionContext, actorFromUuid } from "../../cards/card.js";
import { markUnreadable, wireCard } from "../../cards/render.js";
import { gmHeroPointSpend, mayPay } from "../../cards/hero-points.js";
import { showRolls } from "../../compat/dice-so-nice.js";
import { holdsHeroPoints } from "../../rulesets/index.js";

export interface DaringRerollPayload {
  messageId: string;
  combatantId: string;
}

const numbersById = shape.record(shape.array(shape.number));
/** The card's stored groups, read through their shape: the flags are whatever the author wrote. */
const daringTiesShape: shape.Shape<DaringTies> = shape.object({
  combatId: shape.nullable(shape.uuid),
  groups: shape.array(
    shape.object({
      speed: shape.number,
      order: shape.array(shape.uuid),
      rolls: numbersById,
      heroRerolls: numbersById,
    }),
  ),
});

const ties = (message: ChatMessage.Implementation | undefined): DaringTies | undefined =>
  shape.parseOrNull(daringTiesShape, message?.flags[SYSTEM_ID]?.daringTies) ?? undefined;

/** The card, its group, the combat and the paying character a reroll names, or a Refusal. */
function rerollTarget(p: DaringRerollPayload) {
  const message = game.messages.get(p.messageId);
  const stored = ties(message);
  if (!message || !stored) throw new authority.Refusal("HOLOCRON.Authority.Refused.NoCard");
  // The tracker posts the card from the GM's client: a player's message could hold any groups.
  const author = message.author as { isGM?: boolean } | null | undefined;
  if (author?.isGM !== true) throw new authority.Refusal("HOLOCRON.Authority.Refused.NotGmCard");
  const index = stored.groups.findIndex((g) => g.order.includes(p.combatantId));
  const combat = game.combats?.get(stored.combatId ?? "") as HolocronCombat | undefined;
  const actor = combat?.combatants.get(p.combatantId)?.actor;
  if (index < 0 || !combat || !holdsHeroPoints(actor)) {
    throw new authority.Refusal("HOLOCRON.Authority.Refused.Malformed");
  }
  return { message, stored, index, combat, actor };
}

/** The card's groups as its template reads them, with the combat's current names and Daring. */
function groupInputs(combat: HolocronCombat, stored: DaringTies): TieBreakGroupInput[] {
  return stored.groups.map((g) => ({
    speed: g.speed,
    order: g.order,
    rolls: new Map(Object.entries(g.rolls)),
    heroRerolls: new Map(Object.entries(g.heroRerolls)),
    who: daringWho(combat, g.order),
  }));
}

export const daringReroll = authority.registerRequestKind<DaringRerollPayload, string[]>({
  name: "combat.daringReroll",
  payload: is.request({ messageId: is.id, combatantId: is.id }),
  authorize: (p, sender) => authority.unlessOwnedBy(rerollTarget(p).actor, sender),
  async carryOut(p) {
    const { message, stored, index, combat, actor } = rerollTarget(p);
    const spend = gmHeroPointSpend(actor);
    if (!spend)
      throw new authority.Refusal("HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
    const group = stored.groups[index]!;
    const who = daringWho(combat, group.order);
    const rolled: Roll.Any[] = [];
    const roll = async (id: string) => {
      // The tracker's own Daring roller (a test replaces it).
      const { total, roll: r } = await HolocronCombat.daringRoller(who.get(id)?.daring ?? 0);
      if (r) rolled.push(r);
      return total;
    };
    const reroll = await roll(p.combatantId);
    const ranked = await rerankAfterReroll(
      group.order,
      new Map(Object.entries(group.rolls)),
      p.combatantId,
      reroll,
      roll,
    );
    await actor.update({
      "system.heroPoints.value": spend.value,
      "system.heroPoints.spent": spend.spent,
    } as Actor.UpdateData);
    const ranks = tieRanks(ranked.order);
    // The ranks are facts of the combat, written by the GM's client (combat-facts.ts).
    await writeFacts(
      combat,
      new Map(
        group.order.map((id) => [
          id,
          { tieBreak: ranks.get(id) ?? 0, daringRolls: ranked.rolls.get(id) ?? [] },
        ]),
      ),
    );
    const paid = group.heroRerolls[p.combatantId] ?? [];
    const groups = stored.groups.map((g, i) =>
      i === index
        ? {
            ...g,
            order: ranked.order,
            rolls: Object.fromEntries(ranked.rolls),
            heroRerolls: { ...g.heroRerolls, [p.combatantId]: [...paid, reroll] },
          }
        : g,
    );
    const next: DaringTies = { ...stored, groups };
    const content = await foundry.applications.handlebars.renderTemplate(
      DARING_CARD_TEMPLATE,
      daringCardContext(groupInputs(combat, next)),
    );
    await message.update({ content, flags: { [SYSTEM_ID]: { daringTies: next } } });
    await showRolls(rolled, message);
    return ranked.order;
  },
});

/** The card's Reroll button: the combatant's owner asks the GM, who spends, rolls and ranks. */
async function onDaringReroll(context: CardActionContext): Promise<unknown> {
  const combatantId = context.control.dataset.combatant ?? "";
  const actor = await actorFromUuid(context.control.dataset.uuid ?? "", "");
  if (!actor || !combatantId) return null;
  if (!mayPay(actor)) return null;
  return authority.ask(daringReroll, { messageId: context.message.id ?? "", combatantId });
}

/** The Daring card is no roll card: its buttons are wired here (visibility, then clicks). */
export function onRenderDaringCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const stored = message.flags[SYSTEM_ID]?.daringTies;
  if (stored === undefined) return;
  const read = shape.parse(daringTiesShape, stored);
  if (!read.ok) return markUnreadable(html, read.error);
  wireCard(message, html, null);
}

export function registerDaringReroll(): void {
  registerCardAction("daringReroll", onDaringReroll);
}
