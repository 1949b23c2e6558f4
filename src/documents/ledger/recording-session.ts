// Gathered into record.ts (the ledger's recorder and its recording session).
export { RecordingSession, type PendingRow } from "./record.js";
