// The Hero Point reroll on a Star Worlds opposed roll (seed 002 line 43: "Reroll on any Attribute
// roll and take the result you like best"): either side's owner pays a point, the GM rolls that side
// again, keeps the better total and, if that ties, rolls both again until the tie breaks (line 6).
// A side may pay again for another reroll.
import { starWorlds } from "../../rules/index.js";
import { rulesetById } from "../../rulesets/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { WorldsCheck } from "../../dice/rolls.js";
import { authority, payload as is } from "../../authority/index.js";
import type { OpposedCard, OpposedOutcome } from "../data.js";
import type { KindActionContext } from "../kind.js";
import { requestedCardOfKind } from "../read.js";
import { gmHeroPointSpend, mayPay } from "../hero-points.js";
import { MAX_REROLLS, opposedOutcome } from "./check.js";
import { cardOf, updateCard, actorFromUuid } from "../card.js";
import { showRolls } from "../../compat/dice-so-nice.js";

const opposedRerollPayload = is.request({
  messageId: is.id,
  index: is.int(0, 100),
  side: is.oneOf(["actor", "resister"]),
});
export type OpposedRerollPayload = is.Infer<typeof opposedRerollPayload>;
export type OpposedSide = OpposedRerollPayload["side"];

type Roller = (bonus: number) => Promise<number>;

/** A 2d6 + bonus roller keeping each Roll in `rolled`, so dice modules show it. */
const worldsRoller =
  (rolled: Roll[]): Roller =>
  async (bonus) => {
    const roll = await WorldsCheck.build(bonus, { skilled: false }).evaluate();
    rolled.push(roll);
    return roll.total ?? 0;
  };

/**
 * The row's outcome after `side` rerolls: a new round with that side's better total; a tie rolls
 * both sides again until broken. `roll` gives a 2d6 + bonus total.
 */
export async function rerolledOutcome(
  card: OpposedCard,
  index: number,
  side: OpposedSide,
  roll: Roller,
): Promise<OpposedOutcome> {
  const row = card.resisters[index];
  const last = row?.result?.rounds.at(-1);
  if (!row?.result || !last) throw new Error("Only a resolved opposed roll can be rerolled");
  const bonus = side === "actor" ? card.bonus : row.bonus;
  const total = await roll(bonus);
  const kept = starWorlds.keptReroll(last[side], total) === "reroll" ? total : last[side];
  const rounds = [...row.result.rounds, { ...last, [side]: kept }];
  for (let i = 0; i < MAX_REROLLS; i++) {
    const now = rounds.at(-1)!;
    if (now.actor !== now.resister) break;
    rounds.push({ actor: await roll(card.bonus), resister: await roll(row.bonus) });
  }
  const heroRerolls = [
    ...(row.result.heroRerolls ?? []),
    { side, total, round: row.result.rounds.length },
  ];
  return { ...opposedOutcome(card.ruleset, rounds), heroRerolls };
}

/** The opposed card, row and paying actor a reroll names, or a Refusal. */
function rerollTarget(p: OpposedRerollPayload) {
  const { message, card } = requestedCardOfKind(p.messageId, "opposed");
  const row = card.resisters[p.index];
  if (!row || !rulesetById(card.ruleset).checks.heroPoints)
    throw new authority.Refusal("HOLOCRON.Authority.Refused.Malformed");
  if (!row.result) throw new authority.Refusal("HOLOCRON.Chat.Error.NotRolledYet");
  return { message, card, row, payer: p.side === "actor" ? card.actor.uuid : row.uuid };
}

/**
 * The reroll asked of the GM: the sender must own the side's actor; the GM spends its Hero Point
 * (it counts toward levelling), rolls, and writes the row, so no client chooses the dice.
 */
export const opposedReroll = authority.registerRequestKind<OpposedRerollPayload, OpposedOutcome>({
  name: "card.opposedReroll",
  payload: opposedRerollPayload,
  authorize(p, sender) {
    return authority.ownsUuid(rerollTarget(p).payer, sender)
      ? null
      : "HOLOCRON.Authority.Refused.NotOwner";
  },
  async carryOut(p) {
    const { message, card, payer } = rerollTarget(p);
    const actor = await requestedActor(payer);
    const spend = gmHeroPointSpend(actor);
    if (!spend)
      throw new authority.Refusal("HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
    const rolled: Roll[] = [];
    const result = await rerolledOutcome(card, p.index, p.side, worldsRoller(rolled));
    await actor.update({
      "system.heroPoints.value": spend.value,
      "system.heroPoints.spent": spend.spent,
    } as Actor.UpdateData);
    const written: OpposedCard = {
      ...card,
      resisters: card.resisters.map((r, i) => (i === p.index ? { ...r, result } : r)),
    };
    await updateCard(message, written);
    await showRolls(rolled, message);
    return result;
  },
  withoutGm: (p, user) => {
    const message = game.messages.get(p.messageId);
    const card = message ? cardOf(message) : null;
    if (!message?.isOwner || card?.type !== "opposed") return false;
    const payer = p.side === "actor" ? card.actor.uuid : card.resisters[p.index]?.uuid;
    return !!payer && authority.ownsUuid(payer, user);
  },
});

/** The reroll buttons of a resolved Star Worlds row: the side's owner asks the GM. */
export async function onOpposedReroll(context: KindActionContext<"opposed">): Promise<unknown> {
  const card = context.card;
  const side = context.control.dataset.side === "resister" ? "resister" : "actor";
  const index = Number(context.control.dataset.index);
  const row = card.resisters[index];
  if (!row?.result) return null;
  const uuid = side === "actor" ? card.actor.uuid : row.uuid;
  const actor = await actorFromUuid(uuid, side === "actor" ? card.actor.name : row.name);
  if (!actor) return null;
  if (!mayPay(actor)) return null;
  return authority.ask(opposedReroll, { messageId: context.message.id ?? "", index, side });
}
