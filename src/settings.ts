import { RULESET_IDS, SYSTEM_ID, type RulesetId } from "./config.js";

/** Registers the world settings; called from the `init` hook. */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "HOLOCRON.Settings.Ruleset.Name",
    hint: "HOLOCRON.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    requiresReload: true,
    type: String,
    choices: {
      m20: "HOLOCRON.Ruleset.m20",
      starWorlds: "HOLOCRON.Ruleset.starWorlds",
      spaceOpera: "HOLOCRON.Ruleset.spaceOpera",
    },
    default: "m20",
  });
  // The GM's verdicts on cards players post, which only a GM may write (src/applications/chat/
  // src/cards/card.ts reads and writes it).
  game.settings.register(SYSTEM_ID, CARD_LEDGER_SETTING, {
    scope: "world",
    config: false,
    default: { entries: {}, order: [] },
  });
  // The Hero Points the GM accounts for, which only a GM may write (src/documents/hero-point-vouch.ts).
  game.settings.register(SYSTEM_ID, HERO_POINT_VOUCH_SETTING, {
    scope: "world",
    config: false,
    default: {},
  });
  // Heat or cold: the checks the GM counted per actor, which only a GM may write
  // (src/documents/hero-point-vouch.ts).
  game.settings.register(SYSTEM_ID, EXPOSURE_SETTING, {
    scope: "world",
    config: false,
    default: {},
  });
  // Time and healing: the rest carried and the GM's marks, which only a GM may write
  // (src/documents/rest-record.ts).
  game.settings.register(SYSTEM_ID, REST_SETTING, {
    scope: "world",
    config: false,
    default: { actors: {}, exposure: 0 },
  });
  // The weapons' damage a GM approved, which only a GM may write (src/documents/item-provenance.ts).
  game.settings.register(SYSTEM_ID, ITEM_LEDGER_SETTING, {
    scope: "world",
    config: false,
    default: { items: {} },
  });
  // The ledger's home journal, which only a GM may name (src/documents/ledger/home.ts).
  game.settings.register(SYSTEM_ID, LEDGER_HOME_SETTING, {
    scope: "world",
    config: false,
    type: String,
    default: "",
  });
  // The ledger's pages a player wrote, which only a GM may list (src/documents/ledger/home.ts).
  game.settings.register(SYSTEM_ID, LEDGER_TAINTED_SETTING, {
    scope: "world",
    config: false,
    type: Array,
    default: [],
  });
  // Whether this user folded the creation guide to its title line (src/applications/sheets/guide-flag.ts):
  // one user's taste, so a client setting, which any user may write.
  game.settings.register(SYSTEM_ID, GUIDE_COLLAPSED_SETTING, {
    scope: "client",
    config: false,
    type: Boolean,
    default: false,
  });
  // What players may see of the actors nobody at the table plays (ux.md: "secrets stay secret").
  for (const [key, label] of Object.entries(SECRET_SETTINGS)) {
    game.settings.register(SYSTEM_ID, key as SecretSetting, {
      name: `HOLOCRON.Settings.${label}.Name`,
      hint: `HOLOCRON.Settings.${label}.Hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: true,
    });
  }
}

/** The client setting: the creation guide folded to its title line. */
export const GUIDE_COLLAPSED_SETTING = "guideCollapsed";
/** The world setting of the card ledger. */
export const CARD_LEDGER_SETTING = "cardLedger";
/** The world setting of the Hero Points the GM vouches for (src/documents/hero-point-vouch.ts). */
export const HERO_POINT_VOUCH_SETTING = "heroPointVouch";
/** The world setting of the heat and cold checks the GM counted (src/documents/hero-point-vouch.ts). */
export const EXPOSURE_SETTING = "exposureCounts";
/** The world setting of the rest carried and the GM's marks (src/documents/rest-record.ts). */
export const REST_SETTING = "restClock";
/** The world setting of the weapons' approved damage. */
export const ITEM_LEDGER_SETTING = "itemLedger";

/** The world setting naming the ledger's home journal by id. */
export const LEDGER_HOME_SETTING = "ledgerHome";
/** The world setting listing the ledger pages a player wrote, by id. */
export const LEDGER_TAINTED_SETTING = "ledgerTainted";

/** The secret settings: an NPC's AC and the odds against it; its HP and HP changes. */
export const SECRET_SETTINGS = {
  secretNpcDefense: "SecretNpcDefense",
  secretNpcHealth: "SecretNpcHealth",
} as const;
export type SecretSetting = keyof typeof SECRET_SETTINGS;

/** Whether the world keeps this secret from players (on by default). */
export function keepsSecret(setting: SecretSetting): boolean {
  return game.settings.get(SYSTEM_ID, setting) !== false;
}

/** The world's ruleset; an unknown stored value (hand-edited world) falls back to m20. */
export function worldRuleset(): RulesetId {
  const value: string = game.settings.get(SYSTEM_ID, "ruleset");
  return (RULESET_IDS as readonly string[]).includes(value) ? (value as RulesetId) : "m20";
}

/**
 * The GM's own copy of a GM-only record kept in a world setting (the card ledger, the weapons' and
 * the Hero Points' records): a write reaches the server later, so the copy is read until then and
 * two quick writes never lose one another. A copy made for another world (a test's new world, a
 * reload) is dropped.
 */
export class WorldRecordCopy<T> {
  #copy: { world: unknown; value: T } | null = null;

  /** The copy for this world, else what `load` reads from the setting. */
  read(load: () => T): T {
    return this.#copy && this.#copy.world === game.settings ? this.#copy.value : load();
  }

  /** Keeps `value` as this world's copy (the caller writes the setting). */
  keep(value: T): T {
    this.#copy = { world: game.settings, value };
    return value;
  }
}
