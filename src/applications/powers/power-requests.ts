// Powers as GM authority requests. The sender asks; the GM plans the power from the stored actor
// and item, pays the cost, rolls every check and every resistance itself, carries out the effects
// and posts the card once. No total, winner or outcome is ever taken from a client.
import { actorData } from "../../data/typed-system.js";
import { authority, payload as is } from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import type { HolocronActor } from "../../documents/actor.js";
import { allowedByHooks, announceHook, HOLOCRON_HOOKS } from "../../documents/extension-hooks.js";
import { spendTurnAction } from "../../documents/turn-action.js";
import { D20Check } from "../../dice/rolls.js";
import { kitOfActor, powerTargetOf, powerUserOf } from "../../rulesets/power-actors.js";
import { carryOutEffects, resolveResistance } from "./carry-out.js";
import { applyBattlemind } from "../../documents/power-effects.js";
import { checkStat, isInCombat } from "./in-combat.js";
import { isPowerId, refusalKey } from "../../rulesets/power-kit.js";
import { planPower } from "../../rulesets/power-plan.js";
import { postPowerCard, readCardState } from "../chat/power-card.js";
import { rollPower } from "./roll-power.js";
import { payPowerCost } from "./pay-cost.js";

const powerUsePayload = is.request({
  actorUuid: is.id,
  itemId: is.id,
  targetUuids: is.ids(20),
  /** The dialog's situational modifier and DC (bounded: a GM may set any DC up to 40). */
  modifier: is.int(-20, 20),
  dc: is.int(1, 40),
});
export type PowerUsePayload = is.Infer<typeof powerUsePayload>;

/** The actor's power item of that id and its kit, or a Refusal. */
function powerOf(actor: HolocronActor, itemId: string) {
  const item = actor.items.get(itemId);
  const kit = kitOfActor(actor);
  const powerId = (item?.system as { power?: unknown } | undefined)?.power;
  if (!item || !kit || !isPowerId(powerId)) {
    throw new authority.Refusal("HOLOCRON.Power.Notify.NoItem", { name: actor.name });
  }
  return { item, kit, powerId };
}

export const powerUse = authority.registerRequestKind<PowerUsePayload, string | null>({
  name: "power.use",
  payload: powerUsePayload,
  async authorize(p, sender) {
    const actor = await requestedActor(p.actorUuid);
    if (!authority.ownedBy(actor, sender)) return "HOLOCRON.Authority.Refused.NotOwner";
    powerOf(actor, p.itemId);
    return null;
  },
  async carryOut(p, sender) {
    const actor = await requestedActor(p.actorUuid);
    const { item, kit, powerId } = powerOf(actor, p.itemId);
    const targetActors = await Promise.all(p.targetUuids.map((uuid) => requestedActor(uuid)));
    const targets = targetActors.map((a) => ({
      target: powerTargetOf(actorData(a), a, kit),
      playerOwned: a.hasPlayerOwner,
    }));
    const user = powerUserOf(actorData(actor), kit, checkStat(item));
    const inCombat = isInCombat(actor);
    const plan = planPower({
      kit,
      powerId,
      user,
      targets: targets.map((t) => t.target),
      inCombat,
      modifier: p.modifier,
      dc: p.dc,
    });
    if (!plan.ok) {
      throw new authority.Refusal(`HOLOCRON.Power.Notify.${refusalKey(kit, plan.reason)}`, {
        name: actor.name,
        power: item.name ?? "",
      });
    }
    // A module's `holocron.preUsePower` listener may cancel it here, before anything is paid.
    if (!allowedByHooks(HOLOCRON_HOOKS.preUsePower, actor, item, plan)) return null;
    await payPowerCost(actor, plan, item.name ?? "");
    const { state, rolls } = await rollPower({
      kit,
      plan,
      actor: { uuid: actor.uuid, name: actor.name },
      item: { name: item.name ?? "", img: item.img ?? "" },
      level: user.level,
      modifier: p.modifier,
      dc: p.dc,
      inCombat,
      targets,
    });
    // NPC rows are resolved already: their effects first, so the card is written once.
    const carried = await carryOutEffects(state);
    const message = await postPowerCard(carried, rolls, actor, sender.id);
    if (message) announceHook(HOLOCRON_HOOKS.usePower, actor, item, message);
    // A power used on the actor's own turn spends its action (the tracker's marker).
    await spendTurnAction(actor);
    if (carried.battlemindBonus !== null && inCombat) {
      await applyBattlemind(actor, {
        name: game.i18n.format("HOLOCRON.Power.Effect.Battlemind", {
          power: item.name ?? "",
          bonus: String(carried.battlemindBonus),
        }),
        img: item.img ?? "",
        origin: item.uuid,
        bonus: carried.battlemindBonus,
      });
    }
    return message?.id ?? null;
  },
  withoutGm: (p, user) =>
    [p.actorUuid, ...p.targetUuids].every((uuid) => authority.ownsUuid(uuid, user)),
});

const powerResistPayload = is.request({ messageId: is.id, row: is.int(0, 100) });
export type PowerResistPayload = is.Infer<typeof powerResistPayload>;

/** The power card (posted by a GM) and its row waiting for resistance, or a Refusal. */
function pendingRow(p: PowerResistPayload) {
  const message = game.messages.get(p.messageId);
  const state = message ? readCardState(message) : null;
  if (!message || !state) throw new authority.Refusal("HOLOCRON.Authority.Refused.NoCard");
  const author = message.author as { isGM?: boolean } | null | undefined;
  if (author?.isGM !== true) throw new authority.Refusal("HOLOCRON.Authority.Refused.NotGmCard");
  const row = state.rows[p.row];
  if (!row) throw new authority.Refusal("HOLOCRON.Authority.Refused.Malformed");
  if (row.outcome !== "pending") throw new authority.Refusal("HOLOCRON.Power.Notify.RowDone");
  return { message, state, row };
}

/** Resistance to a power: the target's owner asks; the GM rolls it, with the row's own bonus. */
export const powerResist = authority.registerRequestKind<PowerResistPayload, number>({
  name: "power.resist",
  payload: powerResistPayload,
  authorize(p, sender: authority.Sender) {
    const { row } = pendingRow(p);
    return authority.ownsUuid(row.targetUuid, sender)
      ? null
      : "HOLOCRON.Authority.Refused.NotOwner";
  },
  async carryOut(p) {
    const { message, state, row } = pendingRow(p);
    const target = await requestedActor(row.targetUuid);
    const roll = D20Check.build(row.resistBonus, {
      ruleset: state.ruleset,
      kind: "check",
      target: null,
    });
    await roll.evaluate();
    await ChatMessage.create({
      rolls: [roll],
      speaker: ChatMessage.getSpeaker({ actor: target }),
      flavor: game.i18n.format("HOLOCRON.Power.Card.ResistFlavor", {
        name: foundry.utils.escapeHTML(row.name),
        power: foundry.utils.escapeHTML(state.itemName),
      }),
    });
    const total = roll.total ?? 0;
    await resolveResistance(message, p.row, total, roll.natural ?? undefined);
    return total;
  },
});
