/** The data version every model writes today; documents below it are migrated by the GM on `ready`. */
export const CURRENT_SCHEMA_VERSION = 2;
