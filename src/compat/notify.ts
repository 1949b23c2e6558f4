// Notifications whose data carries user-written text (actor, item and user names, a typed formula)
// show that text as text. A notification's message is HTML: V14's Notifications escape only the
// values of their own `format` option and clean a plain message as untrusted input
// (https://foundryvtt.com/api/v14/interfaces/foundry.NotificationOptions.html), options V13's API
// does not document. The one form both versions show safely: the message formatted here with every
// value escaped (architecture.md: user text in a notification goes through escapeHTML).

import { formatNumber, pluralKey } from "./intl.js";

export type NoticeLevel = "info" | "warn" | "error";

/** The i18n key's text with each value of `data` HTML-escaped (plain localize without data). */
export function safeFormat(key: string, data?: Record<string, unknown>): string {
  if (!data) return game.i18n.localize(key);
  const escaped = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, foundry.utils.escapeHTML(String(v ?? ""))]),
  );
  return game.i18n.format(key, escaped);
}

/** Tells the user the key's text, every value of `data` shown as text (early in `init` ui is absent). */
export function notify(level: NoticeLevel, key: string, data?: Record<string, unknown>): void {
  (ui.notifications as Partial<Record<NoticeLevel, (message: string) => unknown>> | undefined)?.[
    level
  ]?.(safeFormat(key, data));
}

/** Tells the user a count: the key's plural form for it, `{count}` in the user's language. */
export function notifyCount(level: NoticeLevel, key: string, count: number): void {
  notify(
    level,
    pluralKey(key, count, (k) => game.i18n.has(k)),
    { count: formatNumber(count) },
  );
}
