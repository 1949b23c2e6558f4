/** What a stat, skill or item dragged from a sheet carries, and the macro it becomes on the hotbar. */
export const ROLL_DRAG_TYPE = "HolocronRoll";

export interface RollDragData {
  type: typeof ROLL_DRAG_TYPE;
  actorUuid: string;
  roll: "stat" | "skill" | "item";
  /** The stat id, skill id (or Star Worlds skill name), or the owned item's id. */
  key: string;
}

/** The drag data of a `[data-drag]` element (its dataset), or null when it is not a roll. */
export function dragDataFor(actorUuid: string, dataset: DOMStringMap): RollDragData | null {
  if (dataset.drag === "stat" && dataset.stat) {
    return { type: ROLL_DRAG_TYPE, actorUuid, roll: "stat", key: dataset.stat };
  }
  if (dataset.drag === "skill" && dataset.skill) {
    return { type: ROLL_DRAG_TYPE, actorUuid, roll: "skill", key: dataset.skill };
  }
  return null;
}

export function isRollDragData(data: unknown): data is RollDragData {
  if (!data || typeof data !== "object") return false;
  const d = data as Record<string, unknown>;
  return (
    d.type === ROLL_DRAG_TYPE &&
    typeof d.actorUuid === "string" &&
    (d.roll === "stat" || d.roll === "skill" || d.roll === "item") &&
    typeof d.key === "string"
  );
}

/** An owned item dropped on the hotbar: its uuid is `<actor uuid>.Item.<id>`. */
export function rollDataForItemUuid(uuid: string): RollDragData | null {
  const match = /^(.+)\.Item\.([A-Za-z0-9]{16})$/.exec(uuid);
  if (!match || !match[1] || !match[2] || !match[1].includes("Actor.")) return null;
  return { type: ROLL_DRAG_TYPE, actorUuid: match[1], roll: "item", key: match[2] };
}

/** The macro command that rolls it again (a script macro calling the system API). */
export function macroCommand(data: RollDragData): string {
  const { actorUuid, roll, key } = data;
  return `game.holocron.rollFromMacro(${JSON.stringify({ actorUuid, roll, key })}, { fast: event?.shiftKey ?? false });`;
}

/** The actor a stored uuid names, or null when it is gone or is not an actor. */
export async function actorFromUuid(uuid: string): Promise<Actor.Implementation | null> {
  // Drag data and macros carry the uuid as plain text; fromUuid's parameter is a template-literal union.
  // A token actor's uuid starts with "Scene." rather than "Actor."; the class is checked below.
  const document = await fromUuid(uuid as `Actor.${string}`);
  return document instanceof CONFIG.Actor.documentClass ? document : null;
}
