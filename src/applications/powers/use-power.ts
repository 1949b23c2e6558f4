// Using a power from the sheet: who may, the dialog with the exact odds, the HP cost (in combat
// only, paid whatever the outcome), one check per target, the card, and the effects.
import { actorData, itemData } from "../../data/typed-system.js";
import { HolocronActor } from "../../documents/actor.js";
import { allowedByHooks, announceHook, HOLOCRON_HOOKS } from "../../documents/extension-hooks.js";
import { spendTurnAction } from "../../documents/turn-action.js";
import { promptPower, type PowerChoice } from "../dialogs/power-dialog.js";
import type { Stat } from "../../rules/d20/stats.js";
import { kitOfActor, powerTargetOf, powerUserOf } from "../../rulesets/power-actors.js";
import { carryOutEffects, queuedOnCard } from "../../powers/carry-out.js";
import { powerDialogContext } from "../dialogs/power-dialog-context.js";
import { applyBattlemind } from "../../documents/power-effects.js";
import { isPowerId, type PowerKit } from "../../rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../rulesets/power-plan.js";
import { postPowerCard, readCardState } from "../chat/power-card.js";
import { rollPower, type TargetRef } from "./roll-power.js";

/** A DC the GM has not set yet starts at the seed's "average task". */
export const DEFAULT_DC = 15;

function warn(key: string, data: Record<string, string> = {}): void {
  ui.notifications.warn(game.i18n.format(`HOLOCRON.Power.Notify.${key}`, data));
}

/** In combat means: a started combat in which this actor fights. */
export function isInCombat(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  if (!combat?.started) return false;
  return combat.getCombatantsByActor(actor).length > 0;
}

function currentTargets(kit: PowerKit): TargetRef[] {
  const refs: TargetRef[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor) continue;
    refs.push({
      target: powerTargetOf(actorData(actor), actor, kit),
      playerOwned: actor.hasPlayerOwner,
    });
  }
  return refs;
}

/** The stat a power item's check adds (MND unless the item says otherwise). */
function checkStat(item: Item.Implementation): Stat {
  const data = itemData(item);
  return data?.type === "forcePower" || data?.type === "psionicPower" ? data.system.stat : "mnd";
}

/** Pays the HP cost through the actor's damage rules (m20: overflow to STR). */
async function payCost(actor: Actor.Implementation, cost: number): Promise<boolean> {
  if (cost <= 0) return true;
  if (!(actor instanceof HolocronActor)) return false;
  const change = await actor.applyDamage(cost, {});
  return change !== null;
}

export async function usePower(
  actor: Actor.Implementation,
  itemId: string,
  options: { fast?: boolean } = {},
): Promise<void> {
  const name = actor.name ?? "";
  const item = actor.items.get(itemId);
  if (!item) return warn("NoItem", { name });
  const kit = kitOfActor(actor);
  if (!kit) return warn("NoPowers", { name });
  const data = itemData(item);
  const powerId =
    data?.type === "forcePower" || data?.type === "psionicPower" ? data.system.power : null;
  if (!isPowerId(powerId)) return warn("BadPower", { power: item.name ?? "" });
  if (!actor.isOwner) return warn("NotOwner", { name });

  const user = powerUserOf(actorData(actor), kit, checkStat(item));
  const targets = currentTargets(kit);
  const inCombat = isInCombat(actor);
  const planFor = (choice: PowerChoice) =>
    planPower({
      kit,
      powerId,
      user,
      targets: targets.map((t) => t.target),
      inCombat,
      modifier: choice.modifier,
      dc: choice.dc,
    });
  const initial: PowerChoice = { modifier: 0, dc: DEFAULT_DC };
  const first = planFor(initial);
  if (!first.ok) return warn(first.reason, { name, power: item.name ?? "" });

  const choice = options.fast
    ? initial
    : await promptPower({
        title: game.i18n.format("HOLOCRON.Power.Dialog.Title", { power: item.name, actor: name }),
        initial,
        contextFor: (c) =>
          powerDialogContext(planOrFirst(planFor(c), first), {
            powerName: item.name ?? "",
            skill: kit.skill,
            inCombat,
            modifier: c.modifier,
            dc: c.dc,
            dcLocked: false,
          }),
      });
  if (!choice) return;
  const plan = planOrFirst(planFor(choice), first);
  if (!allowedByHooks(HOLOCRON_HOOKS.preUsePower, actor, item, plan)) return;

  if (!(await payCost(actor, plan.cost))) return warn("PayFailed", { name });
  const { state, rolls } = await rollPower({
    kit,
    plan,
    actor: { uuid: actor.uuid, name },
    item: { name: item.name ?? "", img: item.img ?? "" },
    level: user.level,
    modifier: choice.modifier,
    dc: choice.dc,
    inCombat,
    targets,
  });
  const message = await postPowerCard(state, rolls, actor);
  if (message) announceHook(HOLOCRON_HOOKS.usePower, actor, item, message);
  // A power used on the actor's own turn spends its action (the tracker's marker).
  await spendTurnAction(actor);
  if (state.battlemindBonus !== null && inCombat) {
    await applyBattlemind(actor, {
      name: game.i18n.format("HOLOCRON.Power.Effect.Battlemind", {
        power: item.name ?? "",
        bonus: String(state.battlemindBonus),
      }),
      img: item.img ?? "",
      origin: item.uuid,
      bonus: state.battlemindBonus,
    });
  }
  // In the card's queue, from the card as stored then: a resister may already have answered.
  if (message) {
    await queuedOnCard(message, async () => {
      const current = readCardState(message);
      if (current) await carryOutEffects(message, current);
    });
  }
}

/** Plans only fail for who/targets, which the first plan already checked; keep it as a fallback. */
function planOrFirst(plan: ReturnType<typeof planPower>, first: PowerPlan): PowerPlan {
  return plan.ok ? plan : first;
}
