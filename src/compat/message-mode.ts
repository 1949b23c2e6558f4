// Who sees a chat message. V13 calls these "roll modes": the `core.rollMode` setting, the table
// `CONFIG.Dice.rollModes` (publicroll, gmroll, blindroll, selfroll) and
// `ChatMessage.applyRollMode(data, mode)` (https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html).
// V14 calls them "message modes": `core.messageMode`, `CONFIG.ChatMessage.modes` (public, ic, gm,
// blind, self; https://foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html) and
// `ChatMessage.applyMode(data, mode)`; the V13 names still answer on V14 but warn, and
// `core.rollMode` reads back null there. dnd5e 5.3 reads the setting by generation
// (module/dice/basic-roll.mjs `getMessageMode`) and lists the modes from the same two tables
// (module/applications/dice/roll-configuration-dialog.mjs).
import { isV14 } from "./generation.js";

/** Holocron's own names for who sees a message; Foundry's names differ by generation. */
export type Visibility = "public" | "gm" | "blind" | "self";

const V13_NAMES: Readonly<Record<Visibility, string>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/** V14's in-character mode: for a roll it means public (dnd5e 5.3 does the same). */
const V14_IN_CHARACTER = "ic";

type ModeTable = Record<string, { label: string } | string>;

/** The running Foundry's mode table (V13 CONFIG.Dice.rollModes, V14 CONFIG.ChatMessage.modes). */
function modeTable(): ModeTable {
  if (!isV14()) return CONFIG.Dice.rollModes;
  // fvtt-types has no V14 release: CONFIG.ChatMessage.modes is read by name, typed here.
  const modes: unknown = Reflect.get(CONFIG.ChatMessage, "modes");
  return typeof modes === "object" && modes !== null ? (modes as ModeTable) : {};
}

/** Foundry's name for `visibility` in the running generation. */
export function messageModeOf(visibility: Visibility): string {
  return isV14() ? visibility : V13_NAMES[visibility];
}

/** A mode the running Foundry knows (a value of the roll dialog's select, for instance). */
export function isMessageMode(value: unknown): value is string {
  return typeof value === "string" && value !== V14_IN_CHARACTER && value in modeTable();
}

/** The modes a roll can be posted with, in Foundry's order, labels localized. */
export function messageModeChoices(): { value: string; label: string }[] {
  return Object.entries(modeTable())
    .filter(([value]) => value !== V14_IN_CHARACTER)
    .map(([value, mode]) => ({
      value,
      label: game.i18n.localize(typeof mode === "string" ? mode : mode.label),
    }));
}

/** The user's current choice in the chat box (public when unset or in-character). */
export function currentMessageMode(): string {
  const stored: unknown = isV14()
    ? game.settings.get("core", "messageMode")
    : game.settings.get("core", "rollMode");
  return isMessageMode(stored) ? stored : messageModeOf("public");
}

/**
 * Sets `data.whisper` / `data.blind` for `mode` through Foundry's own function, so the GM
 * recipients and the blind flag are exactly core's. An unknown mode leaves the message public.
 */
export function applyMessageMode<T extends object>(data: T, mode: string): T {
  if (!isMessageMode(mode)) return data;
  if (!isV14()) {
    ChatMessage.applyRollMode(data, mode as V13RollMode);
    return data;
  }
  // fvtt-types has no V14 release: ChatMessage.applyMode is read by name, typed here.
  const applyMode = Reflect.get(ChatMessage, "applyMode") as (data: object, mode: string) => void;
  applyMode.call(ChatMessage, data, mode);
  return data;
}

type V13RollMode = Parameters<typeof ChatMessage.applyRollMode>[1];

/** The option that gives Roll#toMessage its mode: `rollMode` on V13, `messageMode` on V14. */
export function toMessageOptions(mode: string): { rollMode?: V13RollMode; messageMode?: string } {
  if (!isMessageMode(mode)) return {};
  return isV14() ? { messageMode: mode } : { rollMode: mode as V13RollMode };
}
