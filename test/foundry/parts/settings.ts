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
      values.set(k, value);
      config.onChange?.(value);
      return value;
    },
  };
}
