// Heat or cold: the checks each creature has made so far, as the GM counted them (seed 000 line 19:
// the DC rises by one per check made). The GM's hazard tool, its reset and the ledger's revert write
// the actor's flag (`flags.holocron.exposureChecks`), which the sheet and the ledger show; its
// owner can write that flag too, so the count the GM's hazard tool reads is kept in a world setting
// that only a GM writes, taken from the flag only when a GM wrote it. An actor the GM has counted
// nothing for (a world from before the setting) starts at 0, as after the GM's reset.
import { SYSTEM_ID } from "../config.js";
import { EXPOSURE_SETTING, WorldRecordCopy } from "../settings.js";
import { isRecord } from "../rules/shape.js";

type Counts = Record<string, number>;

const copy = new WorldRecordCopy<Counts>();

function counts(): Counts {
  return copy.read(() => {
    const stored: unknown = game.settings.get(SYSTEM_ID, EXPOSURE_SETTING);
    return stored && typeof stored === "object" ? (stored as Counts) : {};
  });
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/** Heat or cold: the checks the GM counted for this actor (0 when never, or reset). */
export function exposureChecksOf(actor: { id: string | null }): number {
  const count = counts()[actor.id ?? ""];
  return isCount(count) ? count : 0;
}

/**
 * The active GM's client, after any write of an actor: a count a GM wrote into the flag becomes
 * the count; a player's write of the flag is no count (it stays on their sheet, and the ledger
 * records it as their own edit).
 */
export async function noteExposure(
  actor: { id: string | null },
  changed: { flags?: Record<string, unknown> },
  userId: string,
): Promise<void> {
  if (!game.user.isActiveGM || !actor.id || game.users.get(userId)?.isGM !== true) return;
  const ours: unknown = changed.flags?.[SYSTEM_ID];
  if (!isRecord(ours) || ours.exposureChecks === undefined) return;
  const next = isCount(ours.exposureChecks) ? ours.exposureChecks : 0;
  if (exposureChecksOf(actor) === next) return;
  const written = copy.keep({ ...counts(), [actor.id]: next });
  await game.settings.set(SYSTEM_ID, EXPOSURE_SETTING, written);
}
