// Gathered into home.ts (where the ledger lives and which of it is read).
export {
  allLedgerRows,
  forgetLedgerPage,
  LEDGER_FORMAT,
  ledgerJournal,
  ledgerPages,
  ledgerRowsOf,
  pageRows,
  type LedgerPageFlags,
} from "./home.js";
