import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { StandInEnv } from "../index.js";

export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

type Dict = Record<string, unknown>;

/**
 * The core keys the stand-in itself hands to the system's code (its roll and message mode labels,
 * DialogV2.confirm's buttons, DocumentSheetV2's "Configure Sheet" control): Foundry's own lang/en.json has them, so asking for them is right.
 */
const CORE_KEYS: ReadonlySet<string> = new Set([
  "CHAT.RollPublic",
  "CHAT.RollPrivate",
  "CHAT.RollBlind",
  "CHAT.RollSelf",
  "CHAT.MESSAGE_MODES.Public",
  "CHAT.MESSAGE_MODES.InCharacter",
  "CHAT.MESSAGE_MODES.Private",
  "CHAT.MESSAGE_MODES.Blind",
  "CHAT.MESSAGE_MODES.Self",
  "Yes",
  "No",
  "SHEETS.ConfigureSheet",
]);

let lang: Dict | null = null;

/** lang/en.json's string at `key` (undefined for none). */
function langString(key: string): string | undefined {
  lang ??= JSON.parse(readFileSync(resolve(process.cwd(), "lang/en.json"), "utf8")) as Dict;
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Dict)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Whether lang/en.json (or core, CORE_KEYS) has a string at `key`. */
export function hasKey(key: string): boolean {
  return CORE_KEYS.has(key) || langString(key) !== undefined;
}

/**
 * Localization#format fills each `{name}` of the string from its data; one the data lacks stays on
 * screen as "{name}" (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format).
 * The stand-in throws instead, naming the key and the placeholder.
 */
export function checkPlaceholders(key: string, data: Record<string, unknown>): void {
  for (const [, name] of (langString(key) ?? "").matchAll(/\{(\w+)\}/g)) {
    if (name !== undefined && !(name in data))
      throw new Error(`game.i18n.format("${key}") was given no "${name}"`);
  }
}

/**
 * Foundry's Localization#localize and #format return the key itself when no language has it
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#localize), so a missing
 * key shows on screen as its own name and nothing fails. The stand-in is stricter: a key that
 * lang/en.json lacks throws, so the test that asked for it fails and names the key.
 */
function known(key: string): string {
  if (!hasKey(key)) throw new Error(`game.i18n: lang/en.json has no key "${key}"`);
  return key;
}

/**
 * ui.notifications that records what the user was told; game.i18n that echoes known keys with their
 * data (a test reads which key was asked for and with what) and throws on a missing one.
 */
export function install(env: StandInEnv): void {
  const notices: Notice[] = [];
  const record = (level: Notice["level"]) => (message: string) => {
    notices.push({ level, message });
  };
  env.ui.notifications = {
    notices,
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
  };
  env.game.i18n = {
    lang: "en",
    localize: (key: string) => known(key),
    format: (key: string, data: Record<string, unknown> = {}) => {
      checkPlaceholders(known(key), data);
      return Object.keys(data).length ? `${key} ${JSON.stringify(data)}` : key;
    },
    // Localization#has(key): whether a translation exists (V13 API docs, Localization#has).
    has: (key: string) => hasKey(key),
  };
}
