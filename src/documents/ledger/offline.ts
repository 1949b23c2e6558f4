// Changes made while no GM was connected (a player's own client writes its own actor alone): when a
// GM's client becomes the active GM, each actor is compared with its play state as last recorded
// (`flags.holocron.last` on its live page) and the differences become `offline` rows, author
// unknown, so nothing is lost silently. A player's actor the ledger has no page of (made, given or
// changed while no GM recorded) gets an `offline` row marking its state now as first recorded, so
// an edit made before it had a page leaves a trace and a later one has something to compare with.
import { diffPlayState } from "../../rules/ledger/row.js";
import { isHolocronActorType } from "../../config.js";
import { ledgerName, playStateOf, tokenActors } from "./play-state.js";
import { flushLedger, queueRows, rowStamp, startRecording, stopRecording } from "./record.js";
import { lastRecorded } from "./write.js";
import { ensureLedgerHome, taintLastWritten, warnOtherLedgers } from "./home.js";

/** This client became the active GM (ready, or the GM before it left): it starts recording. */
export async function becomeRecorder(): Promise<void> {
  if (!game.user.isActiveGM) return;
  startRecording();
  // The home first (made, or adopted in a world from before it), then any other flagged journal named.
  await ensureLedgerHome();
  warnOtherLedgers();
  await taintLastWritten();
  // The world's actors are Holocron's documents (CONFIG.Actor.documentClass, register.ts); so are
  // the unlinked tokens' synthetic actors, which are not among them (play-state.ts).
  for (const actor of [...game.actors, ...tokenActors()] as Actor.Implementation[]) {
    if (!isHolocronActorType(actor.type)) continue;
    const last = lastRecorded(actor.uuid);
    if (!last && !actor.hasPlayerOwner) continue;
    const now = playStateOf(actor);
    const changes = diffPlayState(last ?? {}, now);
    if (last && !changes.length) continue;
    const label = last ? {} : { label: game.i18n.localize("HOLOCRON.Ledger.FirstSeen") };
    const row = {
      ...rowStamp(),
      actorUuid: actor.uuid,
      actorName: ledgerName(actor),
      userId: "",
      userName: "",
      cause: { kind: "offline" as const, ...label },
      changes,
    };
    queueRows([{ row, state: now }]);
  }
  await flushLedger();
}

/** Whether this client's recording should start or stop, after a user connected or left. */
export async function recheckRecorder(recording: boolean): Promise<void> {
  if (game.user.isActiveGM && !recording) return becomeRecorder();
  if (!game.user.isActiveGM && recording) {
    await flushLedger();
    stopRecording();
  }
}
