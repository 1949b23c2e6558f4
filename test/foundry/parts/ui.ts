import type { StandInEnv } from "../index.js";

export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

/** ui.notifications that records what the user was told; game.i18n that echoes keys with their data. */
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
    localize: (key: string) => key,
    format: (key: string, data: Record<string, unknown> = {}) =>
      Object.keys(data).length ? `${key} ${JSON.stringify(data)}` : key,
    has: () => true,
  };
}
