/** The data version every model writes today; documents below it are migrated by the GM on `ready`. */
export const CURRENT_SCHEMA_VERSION = 2;

/**
 * The update option of a write the system's own automation makes (the world migration): it is no
 * one's edit, so a GM's client writing it approves nothing (src/documents/item-provenance.ts).
 */
export const AUTOMATIC_WRITE = { holocronAutomatic: true } as const;
