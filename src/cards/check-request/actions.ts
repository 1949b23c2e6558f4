// The check request card's one control, Roll: the row's owner (or a GM, for an absent player) asks
// the GM, whose client rolls the row's dice and writes the result (the trust rule: index.ts).
import { authority, payload as is } from "../../authority/index.js";
import { D20Check, WorldsCheck } from "../../dice/rolls.js";
import { isD20Ruleset } from "../../rulesets/index.js";
import type { KindActionContext } from "../kind.js";
import { cardOfKind } from "../read.js";
import { authorOf, updateCard, ownedActorFromUuid } from "../card.js";
import { showRolls } from "../../compat/dice-so-nice.js";
import type { RulesetId } from "../../config.js";
import type { CheckRequestCard, CheckRequestRow } from "./data.js";
import { checkOf, withResult, type RolledRow } from "./model.js";
import { isD20Kind } from "../../config.js";

/** Star Worlds ties are rolled again until broken; each tie has chance < 1/6, so this is never met. */
const MAX_ROUNDS = 100;

const rollPayload = is.request({ messageId: is.id, index: is.int(0, 100) });
export type CheckRollPayload = is.Infer<typeof rollPayload>;

/**
 * The request card and open row a Roll names, or a Refusal. Only a GM's card is a request: a
 * player's message shaped like one is input, and its rows are nobody's to roll.
 */
function openRow(p: CheckRollPayload) {
  const message = game.messages.get(p.messageId);
  const card = message ? cardOfKind(message, "checkRequest") : null;
  if (!message || !card || authorOf(message)?.isGM !== true) {
    throw new authority.Refusal("HOLOCRON.Authority.Refused.NoCard");
  }
  const row = card.rows[p.index];
  if (!row) throw new authority.Refusal("HOLOCRON.Authority.Refused.Malformed");
  if (row.result) throw new authority.Refusal("HOLOCRON.Chat.Error.RowResolved");
  return { message, card, row };
}

/** One check of a row's kind: d20 + bonus (its ruleset's roll) or 2d6 + attribute. */
async function rollOne(ruleset: RulesetId, bonus: number, skilled: boolean, dc: number | null) {
  const roll = isD20Ruleset(ruleset)
    ? D20Check.build(bonus, { ruleset, kind: "check", target: dc })
    : WorldsCheck.build(bonus, { skilled });
  await roll.evaluate();
  return roll;
}

/**
 * Rolls a row on the GM's client. Opposed: the NPC rolls against this row alone (each character its
 * own opposed check, so the rows stay independent and the group odds exact), Star Worlds ties again.
 */
export async function rollRow(
  card: CheckRequestCard,
  row: CheckRequestRow,
  by: string,
): Promise<{ rolled: RolledRow; rolls: Roll[] }> {
  const opponent = card.opponent;
  if (card.mode !== "opposed" || !opponent) {
    const roll = await rollOne(row.ruleset, row.bonus, row.skilled, card.dc);
    return { rolled: { total: roll.total ?? 0, formula: roll.formula, by }, rolls: [roll] };
  }
  const rolls: Roll[] = [];
  const rounds: { npc: number; total: number }[] = [];
  let mine: Roll | null = null;
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const npc = await rollOne(opponent.ruleset, opponent.bonus, false, null);
    mine = await rollOne(row.ruleset, row.bonus, row.skilled, null);
    rolls.push(npc, mine);
    rounds.push({ npc: npc.total ?? 0, total: mine.total ?? 0 });
    // d20: a tie goes to the resister; Star Worlds: ties are rolled again (rulings).
    if (isD20Kind(checkOf(row).kind) || npc.total !== mine.total) break;
  }
  const total = rounds.at(-1)?.total ?? 0;
  return { rolled: { total, formula: mine?.formula ?? "", rounds, by }, rolls };
}

/** Roll on a check request: the row's owner or a GM asks; the GM's client rolls and writes it. */
export const rollCheckRequest = authority.registerRequestKind<CheckRollPayload, number>({
  name: "card.checkRoll",
  payload: rollPayload,
  authorize(p, sender) {
    const { row } = openRow(p);
    return authority.ownsUuid(row.uuid, sender) ? null : "HOLOCRON.Authority.Refused.NotOwner";
  },
  async carryOut(p, sender) {
    const { message, card, row } = openRow(p);
    const { rolled, rolls } = await rollRow(card, row, sender.id);
    await updateCard(message, withResult(card, p.index, rolled));
    await showRolls(rolls, message);
    return rolled.total;
  },
});

/** The Roll button: for the row's owner and the GM (its visibility); the GM rolls. */
export async function onCheckRequestRoll(
  context: KindActionContext<"checkRequest">,
): Promise<unknown> {
  const card = context.card;
  const index = Number(context.control.dataset.index);
  const row = card.rows[index];
  if (!row || row.result) return null;
  if (!(await ownedActorFromUuid(row.uuid, row.name))) return null;
  return authority.ask(rollCheckRequest, { messageId: context.message.id ?? "", index });
}
