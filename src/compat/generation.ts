// Which Foundry is running, and what differs by it. Every V13/V14 difference in Holocron branches
// here, on `game.release.generation`, as dnd5e 5.3 does (e.g. module/dice/basic-roll.mjs
// `getMessageMode`, module/documents/item.mjs `deleteActivity`), so one build runs on both: who sees a
// chat message, where an Active Effect keeps its changes, and V14's batch of document operations.
// (Differences of one window or one setting live beside it: dialog-window.ts, context-menu.ts, …)

/** Foundry's major version: 13 or 14 (https://foundryvtt.com/api/v13/classes/foundry.Game.html#release). */
export function coreGeneration(): number {
  return game.release.generation;
}

/** True on Foundry V14 and later. */
export function isV14(): boolean {
  return coreGeneration() >= 14;
}

// ---- who sees a chat message ----------------------------------------------------------------

// Who sees a chat message. V13 calls these "roll modes": the `core.rollMode` setting, the table
// `CONFIG.Dice.rollModes` (publicroll, gmroll, blindroll, selfroll) and
// `ChatMessage.applyRollMode(data, mode)` (https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html).
// V14 calls them "message modes": `core.messageMode`, `CONFIG.ChatMessage.modes` (public, ic, gm,
// blind, self; https://foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html) and
// `ChatMessage.applyMode(data, mode)`; the V13 names still answer on V14 but warn, and
// `core.rollMode` reads back null there. dnd5e 5.3 reads the setting by generation
// (module/dice/basic-roll.mjs `getMessageMode`) and lists the modes from the same two tables
// (module/applications/dice/roll-configuration-dialog.mjs).

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

// ---- an Active Effect's changes --------------------------------------------------------------

// Where an Active Effect keeps its changes, and the shape of one. V13 keeps them in `changes`
// (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ActiveEffectData.html); V14 in
// `system.changes` (core issue 13740, labelled breaking; V14's ActiveEffectData and its
// StatusEffectConfig, "_StatusEffectConfig & Partial<ActiveEffectData>"), where reading or writing
// the V13 name throws or warns. Everything Holocron reads or writes goes through here.
// The shape of an Active Effect change. V13: `{key, mode, value, priority}` with a numeric mode
// from CONST.ACTIVE_EFFECT_MODES (ADD = 2; https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html).
// V14: `{key, type, phase, value, priority}` with a string type from CONST.ACTIVE_EFFECT_CHANGE_TYPES
// ("add", default priority 20) and a phase ("initial" applies before derived data;
// https://foundryvtt.com/api/interfaces/foundry.documents.types.ActiveEffectChangeData.html);
// a numeric mode and CONST.ACTIVE_EFFECT_MODES still work there but warn. dnd5e 5.3 fills
// `phase ??= "initial"` on V13 only (module/documents/actor/actor.mjs).

/**
 * V13's ADD mode (CONST.ACTIVE_EFFECT_MODES.ADD = 2), written out so V14 never reads the constant;
 * typed with the types' branded mode.
 */
const V13_ADD_MODE = 2 as CONST.ACTIVE_EFFECT_MODES;

/**
 * The modes Holocron's Add effect form offers, by V14's type names
 * (https://foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_CHANGE_TYPES.html).
 */
export const EFFECT_MODES = ["add", "override", "upgrade", "downgrade", "multiply"] as const;
export type EffectMode = (typeof EFFECT_MODES)[number];

/**
 * V13's numbers for the same modes (CONST.ACTIVE_EFFECT_MODES: MULTIPLY 1, ADD 2, DOWNGRADE 3,
 * UPGRADE 4, OVERRIDE 5), written out so V14 never reads the constant.
 */
const V13_MODES: Readonly<Record<EffectMode, CONST.ACTIVE_EFFECT_MODES>> = {
  add: V13_ADD_MODE,
  multiply: 1 as CONST.ACTIVE_EFFECT_MODES,
  downgrade: 3 as CONST.ACTIVE_EFFECT_MODES,
  upgrade: 4 as CONST.ACTIVE_EFFECT_MODES,
  override: 5 as CONST.ACTIVE_EFFECT_MODES,
};

export type EffectChange = { key: string; value: string; priority?: number } & (
  { mode: CONST.ACTIVE_EFFECT_MODES } | { type: EffectMode; phase: "initial" }
);

/** A change of `key` by `value` in `mode`, in the running generation's shape. */
export function modeChange(
  key: string,
  value: number | string,
  mode: EffectMode,
  priority?: number,
): EffectChange {
  const base =
    priority === undefined
      ? { key, value: String(value) }
      : { key, value: String(value), priority };
  return isV14() ? { ...base, type: mode, phase: "initial" } : { ...base, mode: V13_MODES[mode] };
}

/** A change that adds `value` to `key`, in the running generation's shape. */
export function addChange(key: string, value: number | string, priority?: number): EffectChange {
  return modeChange(key, value, "add", priority);
}

/**
 * A change as Holocron reads it: its key and value (V13 and V14 alike), and its mode when it is one
 * of EFFECT_MODES other than add (an add, the usual change, carries none).
 */
export interface ReadChange {
  key: string;
  value: string;
  mode?: Exclude<EffectMode, "add">;
}

/** The mode a stored change names (V13's number, V14's type); null for any other. */
function modeOf(change: Record<string, unknown>): EffectMode | null {
  const named = isV14() ? change.type : change.mode;
  const found = EFFECT_MODES.find((m) => (isV14() ? m === named : V13_MODES[m] === named));
  return found ?? null;
}

/** A change read as text (a module may store a number), or null when it has no key and value. */
function readChange(change: unknown): ReadChange | null {
  if (typeof change !== "object" || change === null) return null;
  const record = change as Record<string, unknown>;
  const { key, value } = record;
  if (typeof key !== "string") return null;
  const text =
    typeof value === "string"
      ? value
      : typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : null;
  if (text === null) return null;
  const mode = modeOf(record);
  return mode && mode !== "add" ? { key, value: text, mode } : { key, value: text };
}

/**
 * An Active Effect's changes, wherever the running generation keeps them: V13 `effect.changes`,
 * V14 `effect.system.changes` (never the V13 name there). A change with no key or value (a module's
 * malformed data) is left out.
 */
export function effectChanges(effect: { readonly system?: unknown }): ReadChange[] {
  const list: unknown = isV14()
    ? (effect.system as { changes?: unknown } | null | undefined)?.changes
    : Reflect.get(effect, "changes");
  return Array.isArray(list) ? list.flatMap((change) => readChange(change) ?? []) : [];
}

/** Effect data holding `changes` where the running generation keeps them. */
export type EffectChangesData =
  { changes: EffectChange[] } | { system: { changes: EffectChange[] } };

/** The part of an effect's (or a status's) data that carries `changes`, in this generation's place. */
export function changesData(changes: EffectChange[]): EffectChangesData {
  return isV14() ? { system: { changes } } : { changes };
}

// ---- a batch of document operations ----------------------------------------------------------

// V14's `foundry.documents.modifyBatch(operations)`: document operations of different types in one
// request, made in sequence, all or nothing ("a cancellation (via, for example, Document#_preUpdate)
// or exception thrown by a single operation will cancel the entire batch. No changes will be made";
// https://foundryvtt.com/api/functions/foundry.documents.modifyBatch.html). V13 has no such call, and
// the V13 types Holocron compiles against do not know it: it is found at run time and typed here.

/**
 * One operation of a batch: a DatabaseCreateOperation or DatabaseUpdateOperation's fields
 * (https://foundryvtt.com/api/v14/interfaces/foundry.abstract.types.DatabaseCreateOperation.html),
 * the parent of embedded documents, and the operation's options beside them.
 */
export type BatchOperation = (
  | { action: "create"; documentName: string; data: object[] }
  | { action: "update"; documentName: string; updates: object[] }
) & { parent?: unknown; [option: string]: unknown };

/** Resolves with each operation's documents, in order (empty when the batch was cancelled). */
export type ModifyBatch = (operations: BatchOperation[]) => Promise<unknown[][]>;

/** The running Foundry's modifyBatch, or null where it has none (V13). */
export function modifyBatch(): ModifyBatch | null {
  const found: unknown = Reflect.get(foundry.documents, "modifyBatch");
  // The one narrowing: a function found where V14 documents it, called with the documented shape.
  return typeof found === "function" ? (found as ModifyBatch) : null;
}
