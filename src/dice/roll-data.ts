/** The data object of Holocron's rolls: formulas are built with numbers already in place, so none. */
export type RollData = Record<string, never>;
