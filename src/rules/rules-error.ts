// What the rules throw when their input is wrong: an i18n key with its data, for the shell to say in
// the user's language (rules-api.md: no Foundry here, so no localization either), and an English
// message that names the bad value for a developer's console and the tests.

export class RulesError extends Error {
  constructor(
    /** i18n key of what is wrong (HOLOCRON.Rules.Error.*). */
    readonly key: string,
    /** The key's data: the value's name, the value, the bounds. */
    readonly data: Readonly<Record<string, string>>,
    /** The developer's message. */
    message: string,
  ) {
    super(message);
    this.name = "RulesError";
  }
}

/** A refusal returned instead of thrown: the key and data for the user, the message for the console. */
export interface Refusal {
  ok: false;
  error: string;
  key: string;
  data: Readonly<Record<string, string>>;
}

/** The refusal a caught RulesError stands for; anything else caught is a bug, thrown on. */
export function refusalOf(e: unknown): Refusal {
  if (!(e instanceof RulesError)) throw e;
  return { ok: false, error: e.message, key: e.key, data: e.data };
}
