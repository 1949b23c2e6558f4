// What a user is told when something the rules or the GM's authority threw stops an action: always
// an i18n key with its data, never an error's English (the rules throw RulesError with a key; the
// authority a Refusal). Anything else is a fault, logged for a developer and told in general words.
import { Refusal } from "../authority/index.js";
import { RulesError } from "../rules/rules-error.js";

export interface UserMessage {
  key: string;
  data: Record<string, string>;
}

/** A key standing alone as an error's message (a flow's own `new Error("HOLOCRON.…")`). */
const KEY = /^HOLOCRON\.[\w.]+$/;

/** The key and data to tell the user for `error`; `fallback` says a fault in the caller's words. */
export function userMessage(
  error: unknown,
  fallback = "HOLOCRON.Rules.Error.unexpected",
): UserMessage {
  if (error instanceof RulesError) return { key: error.key, data: { ...error.data } };
  if (error instanceof Refusal) return { key: error.key, data: { ...error.data } };
  if (error instanceof Error && KEY.test(error.message)) return { key: error.message, data: {} };
  console.error("Holocron:", error);
  return { key: fallback, data: {} };
}

/** The message in the user's language (game.i18n). */
export function localizeError(error: unknown): string {
  const { key, data } = userMessage(error);
  return game.i18n.format(key, data);
}
