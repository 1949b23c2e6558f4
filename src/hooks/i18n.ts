import { countHelper, useLocale, wordHelper } from "../compat/intl.js";

/**
 * Numbers in the user's language: the locale every number, percent and count is shown in is read once
 * from `game.i18n.lang` when Foundry has loaded the translations (`i18nInit`, between `init` and
 * `setup`: https://foundryvtt.com/api/v12/functions/hookEvents.i18nInit.html), and templates get the
 * `holocronCount` helper for a count's plural form and `holocronWord` for a word every row repeats.
 */
export function registerI18nHooks(): void {
  Hooks.once("i18nInit", () => useLocale(game.i18n.lang));
  Handlebars.registerHelper(
    "holocronCount",
    countHelper({
      format: (key, data) => game.i18n.format(key, data),
      has: (key) => game.i18n.has(key),
    }),
  );
  Handlebars.registerHelper(
    "holocronWord",
    wordHelper((key) => game.i18n.localize(key)),
  );
}
