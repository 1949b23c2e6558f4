// What combat reads of each combatant's actor and keeps about it: the rules of the actor's own
// ruleset, and the facts the GM's automation believes.
//
// Which combat rules an actor plays by: its own ruleset's (the Ruleset adapter's `initiative`
// member), whatever the world's setting.
import { isHolocronActorType, SYSTEM_ID, type RulesetId } from "../config.js";
import { rulesetSubject } from "../data/typed-system.js";
import { isRecord } from "../rules/validate.js";
import { rulesetById, rulesetOf } from "../rulesets/index.js";
import type { InitiativeRules } from "../rulesets/combat-rules.js";

export function initiativeRulesById(id: RulesetId): InitiativeRules {
  return rulesetById(id).initiative;
}

/** The rules of an actor's own ruleset; null for an actor of a type Holocron does not know. */
export function initiativeRulesOf(
  actor: { type: string } | null | undefined,
): InitiativeRules | null {
  if (!actor || !isHolocronActorType(actor.type)) return null;
  return rulesetOf(actor).initiative;
}

/** Out of the fight, by the actor's ruleset (the ruleset's `readHealth` decides). */
export function isActorOut(actor: Actor.Implementation | null | undefined): boolean {
  if (!actor || !isHolocronActorType(actor.type)) return false;
  return rulesetOf(actor).readHealth(rulesetSubject(actor)).out;
}

// ---- the GM's facts -----------------------------------------------------------------------------
// What the GM's combat automation believes about each combatant, kept in the Combat's own flags
// (`flags.holocron.facts.<combatantId>`): only a GM may write a Combat (BaseCombat lets a player
// change the turn on their own turn and nothing else), while a Combatant and an Actor are their
// owner's to write (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html). The
// README's "Stored facts the automation reads" lists every fact and its writer.
//
// Facts once kept where a player could write them (a combatant's `tieBreak`, `daringRolls` and
// `autoDefeated`, an actor's `dyingCheckRound`) are never read: a forged value is no fact, and an
// old combat's facts are made again by the GM's automation (a tie rolled again, a check rolled).

/** One combatant's facts, as the GM's automation wrote them. */
export interface CombatantFacts {
  /** Holocron set the defeated status with the defeated mark, so a revival may take it away. */
  autoDefeated?: boolean;
  /** Star Worlds: rank from the Daring tie-break (higher acts first). */
  tieBreak?: number;
  /** Star Worlds: the Daring totals rolled to break the tie, in order. */
  daringRolls?: number[];
  /** Space Opera: the round of this combatant's last dying check (one per round, rulings). */
  dyingRound?: number;
}

export const FACTS_FLAG = "facts";

/** A combat as the facts read and write it. */
export interface FactsCombat {
  id: string | null;
  getFlag(scope: typeof SYSTEM_ID, key: typeof FACTS_FLAG): unknown;
  setFlag(scope: typeof SYSTEM_ID, key: typeof FACTS_FLAG, value: unknown): Promise<unknown>;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Pure: one combatant's stored facts, each kept only when it has its type (else absent). */
export function parseFacts(stored: unknown): CombatantFacts {
  if (!isRecord(stored)) return {};
  const out: CombatantFacts = {};
  if (typeof stored.autoDefeated === "boolean") out.autoDefeated = stored.autoDefeated;
  if (isInt(stored.tieBreak)) out.tieBreak = stored.tieBreak;
  const rolls = stored.daringRolls;
  if (Array.isArray(rolls) && rolls.every(isInt)) out.daringRolls = [...rolls];
  if (isInt(stored.dyingRound) && stored.dyingRound >= 0) out.dyingRound = stored.dyingRound;
  return out;
}

function storedMap(combat: FactsCombat): Record<string, unknown> {
  const stored = combat.getFlag(SYSTEM_ID, FACTS_FLAG);
  return isRecord(stored) ? stored : {};
}

/** The facts the GM's automation keeps about one combatant of `combat`. */
export function combatantFacts(
  combat: FactsCombat | null | undefined,
  combatantId: string | null,
): CombatantFacts {
  if (!combat || !combatantId) return {};
  return parseFacts(storedMap(combat)[combatantId]);
}

/**
 * Writes facts about combatants of `combat` (GM only: a player's client cannot write a Combat), in
 * one update. Each patch is merged into what is stored; a fact is never deleted, only set again, so
 * a merge update (Foundry's setFlag) and a whole write store the same thing.
 */
export async function writeFacts(
  combat: FactsCombat,
  patches: ReadonlyMap<string, CombatantFacts>,
): Promise<void> {
  if (!patches.size || !game.user.isGM) return;
  const stored = storedMap(combat);
  const next: Record<string, CombatantFacts> = {};
  for (const [id, value] of Object.entries(stored)) next[id] = parseFacts(value);
  for (const [id, patch] of patches) next[id] = { ...next[id], ...patch };
  await combat.setFlag(SYSTEM_ID, FACTS_FLAG, next);
}
