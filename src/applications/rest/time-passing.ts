// Time that heals (rulings.md, "Time and healing"): when world time passes, Foundry calls
// `updateWorldTime(worldTime, delta, options, userId)` on every connected client
// (https://foundryvtt.com/api/v13/functions/hookEvents.updateWorldTime.html); only the active GM's
// client acts, so the healing happens once however many clients see the hook. Time that passes while
// a combat is started is combat time (Foundry advances the clock by each round) and heals nobody:
// the whole span is skipped, carries included. Heat and cold checks are counted on all world time
// (seed 000 line 19: "every 10 minutes"), in combat or not.
import { isHolocronActorType, isCharacterType } from "../../config.js";
import { d20 } from "../../rules/index.js";
import { HolocronActor } from "../../documents/actor.js";
import { restBook, writeRestBook, type RestBook } from "../../documents/rest-record.js";
import { exposureChecksOf } from "../../documents/hero-point-vouch.js";
import { withCause } from "../../documents/ledger/record.js";
import type { AppliedRow, RecoveryCard } from "../../cards/data.js";
import { appliedRow, healedAmount } from "../../cards/apply.js";
import { postCard, gameI18n, gmIds } from "../../cards/card.js";
import { formatDuration } from "../../cards/views.js";

/** Seconds between heat or cold checks (seed 000 line 19). */
const EXPOSURE_SECONDS = d20.EXPOSURE_INTERVAL_MINUTES * 60;

let queue: Promise<unknown> = Promise.resolve();
/**
 * The actors the rest being carried out named (an NPC resting from its sheet heals with the
 * characters): set by the rest request on this same client, the active GM's, for its one advance.
 */
let resting: readonly string[] = [];

/** The rest request (this client) advances the clock for these actors: `advance` runs with them. */
export async function advanceForRest(seconds: number, actorUuids: readonly string[]) {
  resting = actorUuids;
  try {
    await game.time.advance(seconds);
  } finally {
    resting = [];
  }
  return timeSettled();
}

/** The `updateWorldTime` listener: the spans are handled one after the other, on the active GM. */
export function onWorldTime(_worldTime: number, delta: number): Promise<unknown> {
  if (!game.user.isActiveGM || !(delta >= 1) || !Number.isFinite(delta)) return queue;
  const named = resting;
  queue = queue.then(() => timePassed(Math.floor(delta), named));
  return queue;
}

/** Whether a combat has begun (round above 0) anywhere in the world. */
function inCombat(): boolean {
  return [...(game.combats ?? [])].some((combat) => combat.started);
}

/** The world's characters, and the actors a rest named (its NPCs). */
function resters(named: readonly string[]): HolocronActor[] {
  return [...(game.actors ?? [])].flatMap((actor: unknown) =>
    actor instanceof HolocronActor &&
    isHolocronActorType(actor.type) &&
    (isCharacterType(actor.type) || named.includes(actor.uuid))
      ? [actor]
      : [],
  );
}

/** Each character's recovery for the span, written through its actor as a rest (the ledger's cause). */
async function heal(
  seconds: number,
  book: RestBook,
  named: readonly string[],
): Promise<AppliedRow[]> {
  const rows: AppliedRow[] = [];
  const label = formatDuration(gameI18n(), seconds);
  for (const actor of resters(named)) {
    const id = actor.id ?? "";
    const marks = book.actors[id] ?? { carried: 0, medical: false, bacta: false };
    const { change, carried } = await withCause({ kind: "rest", label }, [actor.uuid], () =>
      actor.carryOutTimeRecovery({ seconds, ...marks }),
    );
    book.actors[id] = { ...marks, carried };
    if (!change || (!change.rows.length && !change.statuses.removed.length)) continue;
    const view = actor.healthView;
    const extras = view.extra.flatMap((e) => (e.field === null ? [] : [e.field]));
    rows.push(appliedRow(change, "heal", healedAmount(change, view.field, extras)));
  }
  return rows;
}

/** The creatures the GM counts heat or cold checks for, when a check came due. */
function exposureDue(seconds: number, book: RestBook): RecoveryCard["due"] {
  const { count, carried } = d20.intervalsPassed(seconds, book.exposure, EXPOSURE_SECONDS);
  book.exposure = carried;
  if (count < 1) return [];
  return [...(game.actors ?? [])].flatMap((actor) => {
    const previous = exposureChecksOf(actor);
    if (previous < 1) return [];
    return [{ uuid: actor.uuid, name: actor.name ?? "", dc: d20.exposureDC(previous) }];
  });
}

/** One span of world time: heal, count the heat and cold, keep the carries, post one card. */
async function timePassed(seconds: number, named: readonly string[]): Promise<RecoveryCard | null> {
  const stored = restBook();
  const book: RestBook = { actors: { ...stored.actors }, exposure: stored.exposure };
  const due = exposureDue(seconds, book);
  const rows = inCombat() ? [] : await heal(seconds, book, named);
  await writeRestBook(book);
  if (!rows.length && !due.length) return null;
  const card: RecoveryCard = { type: "recovery", seconds, rows, due };
  // Only checks come due: that is the GM's to call, so the card is the GMs' alone.
  const whisper = rows.length ? {} : { whisper: gmIds() };
  await postCard(card, whisper);
  return card;
}

/** Resolves when the spans of world time seen so far have been handled (tests, macros). */
export function timeSettled(): Promise<unknown> {
  return queue;
}
