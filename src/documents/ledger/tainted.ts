// Gathered into home.ts (where the ledger lives and which of it is read).
export { notePageWrite, taintedPages, taintLastWritten } from "./home.js";
