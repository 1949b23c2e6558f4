// Babele (foundryvtt.com/packages/babele) translates compendia at load time from one JSON file per
// pack. A system names its own folder with `setSystemTranslationsDir` (Babele 2.0.7+; sw5e and
// Shadow of the Demon Lord do the same), on Babele's own `babele.init` hook: Babele makes its API in
// its own `init`, which may run after ours. Babele then reads
// systems/holocron/<dir>/<the world's language>/holocron.<pack>.json (lang/README.md). It browses
// that folder whatever the language, and a folder that is not there is an error in the console, so
// only a language whose folder ships is named.

/** Where the system's compendium translations live, one folder per language (lang/babele/<lang>/). */
export const BABELE_DIR = "lang/babele";
/**
 * The languages whose compendium translations ship in `lang/babele/<lang>/`
 * (test/hooks/babele.test.ts holds this list to the folders). English is the packs' own language.
 */
export const COMPENDIUM_LANGUAGES: readonly string[] = [];

/** The part of Babele's API Holocron calls. */
export interface BabeleApi {
  setSystemTranslationsDir(dir: string): void;
}

/** Pure: the folder to name for a language, or null when no translation of the packs ships for it. */
export function babeleDirFor(lang: string, shipped: readonly string[]): string | null {
  return shipped.includes(lang) ? BABELE_DIR : null;
}

/** From init: once Babele is ready (only when it is active), name the folder for this language. */
export function registerBabeleHooks(shipped: readonly string[] = COMPENDIUM_LANGUAGES): void {
  Hooks.once("babele.init", (babele: BabeleApi) => {
    const dir = babeleDirFor(game.i18n.lang, shipped);
    if (dir) babele.setSystemTranslationsDir(dir);
  });
}
