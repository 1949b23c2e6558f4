// V14's chat visibility setting, which fvtt-types (a V13 release) does not know: V13's
// `core.rollMode` became `core.messageMode` (dnd5e 5.3 module/dice/basic-roll.mjs `getMessageMode`).
// Read only through ./generation.ts.
export {};

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "core.messageMode": string;
  }
}
