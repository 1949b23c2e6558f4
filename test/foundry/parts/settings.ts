import type { StandInEnv } from "../index.js";
import { deprecated, generation } from "./release.js";

interface SettingConfig {
  default?: unknown;
  onChange?: (value: unknown) => void;
  [key: string]: unknown;
}

/** game.settings with register/get/set; get of an unregistered key throws as Foundry does. */
export function install(env: StandInEnv): void {
  const registered = new Map<string, SettingConfig>();
  const values = new Map<string, unknown>();
  const key = (ns: string, name: string) => `${ns}.${name}`;
  env.game.settings = {
    settings: registered,
    register(ns: string, name: string, config: SettingConfig) {
      registered.set(key(ns, name), config);
    },
    registerMenu() {},
    /** Stand-in only: the stored values, as JSON, to carry into a reloaded world. */
    saved(): string {
      return JSON.stringify([...values]);
    },
    /** Stand-in only: a reloaded world starts with these stored values. */
    load(json: string) {
      for (const [k, v] of JSON.parse(json) as [string, unknown][]) values.set(k, v);
    },
    get(ns: string, name: string) {
      const k = key(ns, name);
      const config = registered.get(k);
      if (!config) throw new Error(`"${k}" is not a registered game setting`);
      // V14 renamed core.rollMode to core.messageMode: the old name warns and reads back null.
      if (k === "core.rollMode" && generation() >= 14) {
        deprecated("core.rollMode");
        return null;
      }
      return values.has(k) ? values.get(k) : config.default;
    },
    async set(ns: string, name: string, value: unknown) {
      const k = key(ns, name);
      const config = registered.get(k);
      if (!config) throw new Error(`"${k}" is not a registered game setting`);
      // Foundry: world settings need the SETTINGS_MODIFY permission (a GM's, by default).
      const user = (env.game.user ?? null) as { isGM: boolean } | null;
      if (config.scope === "world" && user && !user.isGM) {
        throw new Error(`User lacks permission to modify the setting ${k}`);
      }
      // Stored as JSON in the world, as the server does: a value must survive JSON.
      values.set(k, JSON.parse(JSON.stringify(value ?? null)));
      config.onChange?.(value);
      return value;
    },
  };
}
