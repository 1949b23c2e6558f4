/**
 * Rest and recovery from the sheet: the kinds the actor's ruleset offers. A rest (an hour, a night, a
 * week, a bacta tank) advances the world clock once, on the GM, and the healing comes from the time
 * that passed (src/applications/rest/time-passing.ts: rulings.md, "Time and healing"). Second wind
 * and Heroism go through `actor.recover` (the GM authority rolls a rolled recovery, Space Opera
 * heroism 2d6+2); what changed is posted as the applied card, and a refusal is the ruleset's warning.
 */
import { appliedRow, healedAmount } from "../../cards/apply.js";
import { postCard } from "../../cards/card.js";
import type { HealthChange, HolocronActor } from "../../documents/actor.js";
import type { RecoveryKind } from "../../rulesets/ruleset.js";
import { notify } from "./sheet-helpers.js";
import { notify as tell, notifyCount as tellCount } from "../../compat/notify.js";
import { askRest } from "../rest/rest-request.js";
import type { RestKind } from "../../rulesets/rests.js";
import { restMarksOf, setRestMarks } from "../../documents/rest-record.js";

/** The sheet's rests and the Rest dialog's kind each is. */
const SHEET_RESTS: Partial<Record<RecoveryKind, RestKind>> = {
  hour: "hours",
  hourMedical: "hours",
  night: "night",
  week: "week",
  bacta: "bacta",
};

/** The rest a sheet's recovery kind is, or null for second wind and Heroism. */
export function sheetRest(kind: RecoveryKind): RestKind | null {
  return SHEET_RESTS[kind] ?? null;
}

/**
 * A rest from the sheet: the GM's "with medical care" or "bacta" marks the character (a mark only a
 * GM sets); a player's asks for the time only, and is told when the GM has not set the mark. Then the
 * clock advances once, on the GM. The seconds advanced, or null when refused.
 */
async function restFromSheet(actor: HolocronActor, kind: RecoveryKind, rest: RestKind) {
  const marks = restMarksOf(actor);
  const wants = { medical: kind === "hourMedical", bacta: kind === "bacta" };
  if (game.user.isGM && ((wants.medical && !marks.medical) || (wants.bacta && !marks.bacta))) {
    await setRestMarks({
      [actor.id ?? ""]: {
        medical: marks.medical || wants.medical,
        bacta: marks.bacta || wants.bacta,
      },
    });
  } else if ((wants.medical && !marks.medical) || (wants.bacta && !marks.bacta)) {
    tell("info", "HOLOCRON.Rest.MarkByGm", { name: actor.name });
  }
  return askRest([actor.uuid], rest);
}

export function isRecoveryKind(actor: HolocronActor, kind: string): kind is RecoveryKind {
  return (actor.ruleset.recoveryKinds as readonly string[]).includes(kind);
}

/**
 * One recovery of `kind`: a rest advances the clock (the seconds advanced); second wind or Heroism
 * goes through the GM authority (which rolls any dice) and is posted as the applied card. null (with
 * a warning) when the ruleset does not allow it now.
 */
export async function recoverFromSheet(
  actor: HolocronActor,
  kind: string,
): Promise<HealthChange | number | null> {
  if (!isRecoveryKind(actor, kind)) {
    notify("HOLOCRON.Health.RecoveryNotOffered");
    return null;
  }
  const rest = sheetRest(kind);
  if (rest) return restFromSheet(actor, kind, rest);
  const change = await actor.recover(kind);
  if (!change) return null;
  const view = actor.healthView;
  const extras = view.extra.flatMap((e) => (e.field === null ? [] : [e.field]));
  const amount = healedAmount(change, view.field, extras);
  await postCard({ type: "applied", rows: [appliedRow(change, "heal", amount)] }, { actor });
  return change;
}

/** GM: second wind is ready again for this actor. */
export async function newSessionFor(actor: HolocronActor): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("HOLOCRON.Sheet.Notify.GmOnly");
    return false;
  }
  const changed = await actor.newSession();
  tell("info", "HOLOCRON.Sheet.Notify.SessionReset", { name: actor.name });
  return changed;
}

/** GM: a new game session for the world — second wind is ready again for every actor. */
export async function newSession(): Promise<number> {
  if (!game.user?.isGM) {
    notify("HOLOCRON.Sheet.Notify.GmOnly");
    return 0;
  }
  let count = 0;
  for (const actor of game.actors ?? []) {
    if (await (actor as HolocronActor).newSession()) count += 1;
  }
  tellCount("info", "HOLOCRON.Sheet.Notify.NewSession", count);
  return count;
}
