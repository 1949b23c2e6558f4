/** The data version every model writes today; documents below it are migrated by the GM on `ready`. */
export const CURRENT_SCHEMA_VERSION = 2;

/**
 * The update options of a write the system's own automation makes (the world migration): it is no
 * one's edit, so a GM's client writing it approves nothing (src/documents/item-provenance.ts).
 * `render` is Foundry's own default, named so the typed options accept it (as STATE_WRITE does).
 */
export const AUTOMATIC_WRITE = { render: true, holocronAutomatic: true } as const;
