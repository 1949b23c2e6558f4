// Pure: the GM's "Award Hero Points" dialog — who can receive (Star Worlds characters), its template
// context, its form read back into recipients and an amount, and the chat card's rows.
import { starWorlds } from "../../rules/index.js";
import { holdsHeroPoints } from "../../rulesets/index.js";

/** What the award reads of an actor (a HolocronActor; plain objects in tests). */
export interface AwardActor {
  id: string | null;
  name: string;
  type: string;
  hasPlayerOwner: boolean;
  system: unknown;
}

export interface AwardCandidate {
  id: string;
  name: string;
  held: number;
  player: boolean;
}

/** The value of the recipient select meaning "every player character at once". */
export const EVERY_PLAYER_CHARACTER = "players";

function held(system: unknown): number {
  const value = (system as { heroPoints?: { value?: unknown } } | null)?.heroPoints?.value;
  return typeof value === "number" && Number.isInteger(value) ? value : 0;
}

/** Star Worlds characters (NPCs hold no Hero Points), by name. */
export function awardCandidates(actors: Iterable<AwardActor>): AwardCandidate[] {
  return [...actors]
    .filter((a) => holdsHeroPoints(a) && a.id !== null)
    .map((a) => ({ id: a.id ?? "", name: a.name, held: held(a.system), player: a.hasPlayerOwner }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The dialog's context; `selectedId` (a selected token's character) is preselected. */
export function awardDialogContext(candidates: AwardCandidate[], selectedId: string | null) {
  const preselect = candidates.some((c) => c.id === selectedId) ? selectedId : null;
  return {
    max: starWorlds.maxHeroPoints,
    amount: 1,
    everyone: {
      value: EVERY_PLAYER_CHARACTER,
      count: candidates.filter((c) => c.player).length,
      selected: preselect === null,
    },
    candidates: candidates.map((c) => ({ ...c, selected: c.id === preselect })),
    empty: candidates.length === 0,
  };
}

export class AwardError extends Error {}

/** The form (strings) → the recipients and the amount. Throws an AwardError with an i18n key. */
export function readAwardForm(
  values: Record<string, unknown>,
  candidates: AwardCandidate[],
): { recipients: AwardCandidate[]; amount: number } {
  const text = String(values.amount ?? "").trim();
  const amount = text === "" ? NaN : Number(text);
  if (!Number.isInteger(amount) || amount < 1 || amount > starWorlds.maxHeroPoints) {
    throw new AwardError("HOLOCRON.Award.Error.BadAmount");
  }
  const who = String(values.recipient ?? "");
  const recipients =
    who === EVERY_PLAYER_CHARACTER
      ? candidates.filter((c) => c.player)
      : candidates.filter((c) => c.id === who);
  if (recipients.length === 0) {
    throw new AwardError(
      who === EVERY_PLAYER_CHARACTER
        ? "HOLOCRON.Award.Error.NoPlayers"
        : "HOLOCRON.Award.Error.NoRecipient",
    );
  }
  return { recipients, amount };
}

/** The award card's context: one row per recipient, capped rows marked. */
export function awardCardContext(recipients: AwardCandidate[], amount: number) {
  const plan = starWorlds.awardHeroPoints(recipients, amount);
  return {
    amount,
    rows: plan.map((p, i) => ({
      name: recipients[i]?.name ?? "",
      held: p.held,
      after: p.after,
      gained: p.gained,
      capped: p.capped,
    })),
    plan,
  };
}
