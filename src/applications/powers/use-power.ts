// Using a power from the sheet: who may, the dialog with the exact odds, then one request to the
// GM authority, which pays the HP cost (in combat only, paid whatever the outcome), rolls one check
// per target, carries out the effects and posts the card.
import { actorData } from "../../data/typed-system.js";
import { ask } from "../../authority/index.js";
import { promptPower, type PowerChoice } from "../dialogs/power-dialog.js";
import { kitOfActor, powerTargetOf, powerUserOf } from "../../rulesets/power-actors.js";
import { powerDialogContext } from "../dialogs/power-dialog-context.js";
import { checkStat, DEFAULT_DC, isInCombat } from "./in-combat.js";
import { isPowerId, refusalKey, type PowerKit } from "../../rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../rulesets/power-plan.js";
import { powerUse } from "./power-requests.js";
import { unpaidNotice } from "./pay-cost.js";
import type { TargetRef } from "./roll-power.js";
import { hiddenFromMe } from "../rolls/roll-inputs.js";
import { notify } from "../../compat/notify.js";
import type { DialogOpener } from "../../compat/dialog-window.js";

export { DEFAULT_DC, isInCombat };

function warn(key: string, data: Record<string, string> = {}): void {
  notify("warn", `HOLOCRON.Power.Notify.${key}`, data);
}

/** A target, and whether its defense is the GM's secret for this user (world setting, NPCs). */
function currentTargets(kit: PowerKit): (TargetRef & { secret: boolean })[] {
  const refs: (TargetRef & { secret: boolean })[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor) continue;
    refs.push({
      target: powerTargetOf(actorData(actor), actor, kit),
      playerOwned: actor.hasPlayerOwner,
      secret: hiddenFromMe(actor, "secretNpcDefense"),
    });
  }
  return refs;
}

export async function usePower(
  actor: Actor.Implementation,
  itemId: string,
  options: { fast?: boolean; opener?: DialogOpener | null } = {},
): Promise<void> {
  const name = actor.name ?? "";
  const item = actor.items.get(itemId);
  if (!item) return warn("NoItem", { name });
  const kit = kitOfActor(actor);
  if (!kit) return warn("NoPowers", { name });
  const powerId = (item.system as { power?: unknown }).power;
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
  const hidden = new Set(targets.filter((t) => t.secret).map((t) => t.target.id));
  const initial: PowerChoice = { modifier: 0, dc: DEFAULT_DC };
  const first = planFor(initial);
  if (!first.ok) return warn(refusalKey(kit, first.reason), { name, power: item.name ?? "" });
  // The cost does not change with the dialog's numbers: a refused payment stays refused, and
  // the dialog says why before the warning does.
  const unpaid = !first.payment.ok;
  if (options.fast && unpaid) return warnUnpaid(first, name, item.name ?? "");

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
            hidden,
          }),
        opener: options.opener,
      });
  if (!choice) return;
  if (unpaid) return warnUnpaid(first, name, item.name ?? "");
  // The GM authority pays the cost, rolls every check and resistance, carries out the effects
  // and posts the card once (power-requests.ts).
  await ask(powerUse, {
    actorUuid: actor.uuid,
    itemId,
    targetUuids: targets.map((t) => t.target.id),
    modifier: choice.modifier,
    dc: choice.dc,
  });
}

/** A Knight spends only HP it has (rulings: The Force): the warning says how much it has. */
export function warnUnpaid(plan: PowerPlan, name: string, power: string): void {
  const refused = unpaidNotice(plan.payment, name, power);
  if (refused) notify("warn", refused.key, refused.data);
}

/** Plans only fail for who/targets, which the first plan already checked; keep it as a fallback. */
function planOrFirst(plan: ReturnType<typeof planPower>, first: PowerPlan): PowerPlan {
  return plan.ok ? plan : first;
}
