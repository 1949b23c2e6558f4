/** Rolls what a hotbar macro made from a sheet drag stands for (a stat, a skill, an owned item). */
import { isPowerItemType, isWeapon } from "../../config.js";
import { rollAttack, rollSkill, rollStat } from "../../cards/roll/actions.js";
import { usePower } from "../powers/use-power.js";
import { actorFromUuid, isRollDragData } from "./drag-data.js";
import { notify } from "./sheet-helpers.js";

export async function rollFromMacro(
  data: unknown,
  options: { fast?: boolean } = {},
): Promise<void> {
  if (!isRollDragData(data)) {
    notify("HOLOCRON.Sheet.Notify.BadMacro");
    return;
  }
  const actor = await actorFromUuid(data.actorUuid);
  if (!actor) {
    notify("HOLOCRON.Sheet.Notify.MissingActor");
    return;
  }
  const fast = options.fast ?? false;
  if (data.roll === "stat") {
    await rollStat(actor, data.key, { fast });
    return;
  }
  if (data.roll === "skill") {
    await rollSkill(actor, data.key, { fast });
    return;
  }
  const item = actor.items.get(data.key);
  if (!item) {
    notify("HOLOCRON.Sheet.Notify.MissingItem");
    return;
  }
  if (isWeapon(item)) await rollAttack(actor, data.key, { fast });
  else if (isPowerItemType(item.type)) await usePower(actor, data.key, { fast });
  else await item.sheet?.render(true);
}
