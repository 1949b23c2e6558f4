// The localization the pure card code takes: game.i18n in Foundry, a dictionary in tests and the gallery.
export interface I18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}
