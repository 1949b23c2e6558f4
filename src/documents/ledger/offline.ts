// Changes made while no GM was connected (a player's own client writes its own actor alone): when a
// GM's client becomes the active GM, each actor is compared with its play state as last recorded
// (`flags.holocron.last` on its live page) and the differences become `offline` rows, author
// unknown, so nothing is lost silently. A player's actor the ledger has never seen gets a live page
// with its state now, so a later offline change has something to be compared with.
import { diffPlayState } from "../../rules/ledger/changes.js";
import { isHolocronActorType } from "../../config.js";
import { playStateOf } from "./play-state.js";
import { flushLedger, queueRows, rowStamp, startRecording, stopRecording } from "./record.js";
import { lastRecorded, writeBaselines } from "./write.js";
import { ledgerName, tokenActors } from "./token-actors.js";

/** This client became the active GM (ready, or the GM before it left): it starts recording. */
export async function becomeRecorder(): Promise<void> {
  if (!game.user.isActiveGM) return;
  startRecording();
  const unseen: Actor.Implementation[] = [];
  // The world's actors are Holocron's documents (CONFIG.Actor.documentClass, register.ts); so are
  // the unlinked tokens' synthetic actors, which are not among them (token-actors.ts).
  for (const actor of [...game.actors, ...tokenActors()] as Actor.Implementation[]) {
    if (!isHolocronActorType(actor.type)) continue;
    const last = lastRecorded(actor.uuid);
    const now = playStateOf(actor);
    if (!last) {
      if (actor.hasPlayerOwner) unseen.push(actor);
      continue;
    }
    const changes = diffPlayState(last, now);
    if (!changes.length) continue;
    const row = {
      ...rowStamp(),
      actorUuid: actor.uuid,
      actorName: ledgerName(actor),
      userId: "",
      userName: "",
      cause: { kind: "offline" as const },
      changes,
    };
    queueRows([{ row, state: now }]);
  }
  await flushLedger();
  if (unseen.length) await writeBaselines(unseen.map((a) => ({ actor: a, state: playStateOf(a) })));
}

/** Whether this client's recording should start or stop, after a user connected or left. */
export async function recheckRecorder(recording: boolean): Promise<void> {
  if (game.user.isActiveGM && !recording) return becomeRecorder();
  if (!game.user.isActiveGM && recording) {
    await flushLedger();
    stopRecording();
  }
}
