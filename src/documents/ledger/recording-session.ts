// The ledger recorder's state for one recording session: from the moment a client becomes the
// active GM and starts recording (record.ts `startRecording`) to `stopRecording`. Nothing of a
// session outlives it: ending it clears its timer and forgets its snapshots and pending rows, and
// the next session starts from an empty one (test/documents/ledger/recording-session.test.ts).
import type { RequestContext } from "../../authority/index.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import type { PlayState } from "../../rules/ledger/changes.js";

/** A row waiting to be written, with the actor's play state after it (its live page's `last`). */
export interface PendingRow {
  row: LedgerRow;
  state: PlayState;
}

export class RecordingSession {
  /** Each actor's play state as last recorded: the "before" of its next row. */
  readonly snapshots = new Map<string, PlayState>();
  /** Rows not yet written, by actor, author and source (a request's, a scope's, a hand edit's). */
  readonly pending = new Map<string, PendingRow>();
  /** The GM request being carried out, and the row it reverses when its own code names one. */
  request: RequestContext | null = null;
  reverting: string | null = null;
  /** The coalescing timer of others' changes, while one is waiting. */
  timer: ReturnType<typeof setTimeout> | null = null;
  /** The order of the next row in this session. */
  seq = 0;

  /** `id` is the session's random id; "" is the idle session of a client that is not recording. */
  constructor(readonly id: string) {}

  get recording(): boolean {
    return this.id !== "";
  }

  /** The session is over: its timer cleared, its snapshots and pending rows forgotten. */
  end(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.snapshots.clear();
    this.pending.clear();
  }
}
