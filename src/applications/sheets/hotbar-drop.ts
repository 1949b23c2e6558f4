/**
 * `hotbarDrop`: a stat, skill or owned item dragged from a Holocron sheet becomes a script macro that rolls
 * it (through `game.holocron.rollFromMacro`). Anything else is left to core.
 */
import {
  actorFromUuid,
  isRollDragData,
  macroCommand,
  rollDataForItemUuid,
  type RollDragData,
} from "./drag-data.js";
import { notify } from "../../compat/notify.js";

async function macroName(data: RollDragData): Promise<{ name: string; img: string }> {
  const actor = await actorFromUuid(data.actorUuid);
  const actorName = actor?.name ?? "";
  if (data.roll === "item" && actor) {
    const item = actor.items.get(data.key);
    return {
      name: `${actorName}: ${item?.name ?? data.key}`,
      img: item?.img ?? "icons/svg/d20-grey.svg",
    };
  }
  // Stats, attributes and d20 skills have names; a Star Worlds skill is its own name.
  const keys =
    data.roll === "stat"
      ? [`HOLOCRON.Sheet.Stat.${data.key}`, `HOLOCRON.Sheet.Attribute.${data.key}`]
      : [`HOLOCRON.Sheet.Skill.${data.key}`];
  const key = keys.find((k) => game.i18n.has(k));
  const label = key ? game.i18n.localize(key) : data.key;
  return { name: `${actorName}: ${label}`, img: "icons/svg/d20-grey.svg" };
}

async function assignMacro(data: RollDragData, slot: number): Promise<void> {
  const command = macroCommand(data);
  const existing = game.macros.find((m) => m.command === command && m.isOwner);
  const { name, img } = await macroName(data);
  const macro = existing ?? (await Macro.create({ name, img, type: "script", command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

/** The drag data a hotbar drop rolls, or null when it is not Holocron's to handle. */
export function rollDataOfDrop(data: unknown): RollDragData | null {
  if (isRollDragData(data)) return data;
  if (data && typeof data === "object") {
    const d = data as Record<string, unknown>;
    if (d.type === "Item" && typeof d.uuid === "string") return rollDataForItemUuid(d.uuid);
  }
  return null;
}

export function onHotbarDrop(_bar: unknown, data: unknown, slot: number): boolean | void {
  const roll = rollDataOfDrop(data);
  if (!roll) return;
  // A player without permission to create script macros gets a clear message, not a console error.
  assignMacro(roll, slot).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    notify("warn", "HOLOCRON.Sheet.Notify.MacroFailed", { reason });
  });
  return false;
}
