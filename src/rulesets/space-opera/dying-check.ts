// Space Opera: a dying character rolls d20 + STR bonus + level vs 20 at the start of each of its
// turns; a failure is death (status dead, marked defeated). Automatic or prompted, by setting.
// The dice, the prompt and the marking are injected (Foundry's live in combat.ts).
import { spaceOpera } from "../../rules/index.js";
import type { D20View, TurnStartCombatant } from "../combat-view.js";

export const DYING_CHECK_MODES = ["auto", "prompt"] as const;
export type DyingCheckMode = (typeof DYING_CHECK_MODES)[number];

/** Dying: the dying status, or HP at 0 or below (a mook has no HP and never is); never the dead. */
export function isDying(view: D20View, statuses: ReadonlySet<string>): boolean {
  if (statuses.has("dead") || view.mook) return false;
  return statuses.has("dying") || (view.health.max > 0 && view.health.value <= 0);
}

export function dyingBonus(view: D20View): number {
  return spaceOpera.dyingCheckBonus({ strBonus: view.strBonus, level: Math.max(1, view.level) });
}

/** Rolls the check and posts it; returns the total. */
export type DyingRoller = (a: { bonus: number; actor: Actor.Implementation }) => Promise<number>;

/** Asks the GM whether to roll now (prompt mode); false skips this turn's check. */
export type DyingPrompt = (a: {
  actor: Actor.Implementation;
  bonus: number;
  chance: number;
}) => Promise<boolean>;

/**
 * Where the round of a dying check is kept, so one round has one check (rulings: one check per
 * round). Injected: the actor's flag and the combat live in src/documents (combat-facts.ts).
 */
export interface DyingRounds {
  /** This round of the started combat the actor fights in; null out of combat. */
  now(actor: Actor.Implementation): spaceOpera.CombatRound | null;
  /** The round of the actor's last dying check in combat, or null. */
  checked(actor: Actor.Implementation): spaceOpera.CombatRound | null;
  record(actor: Actor.Implementation, round: spaceOpera.CombatRound): Promise<void>;
}

export interface DyingDeps<C extends TurnStartCombatant = TurnStartCombatant> {
  mode(): DyingCheckMode;
  /** Absent: every call is a check of its own (tests of the check alone). */
  rounds?: DyingRounds;
  roll: DyingRoller;
  prompt: DyingPrompt;
  /**
   * Marks the combatant dead and defeated (src/documents/combat.ts, through the one
   * writer); `check` is the failed roll, which the ledger's row names as its cause.
   */
  kill(combatant: C, check: DyingFailure): Promise<void>;
}

/** A failed dying check: its total against the DC. */
export interface DyingFailure {
  total: number;
  dc: number;
}

/** `alreadyChecked`: this round's check was made already (by hand or at the turn's start). */
export type DyingResult = "survives" | "dies" | "skipped" | "notDying" | "alreadyChecked";

/** The turn-start dying check of one combatant (run on the active GM's client). */
export async function runDyingCheck<C extends TurnStartCombatant>(
  combatant: C,
  deps: DyingDeps<C>,
): Promise<DyingResult> {
  const actor = combatant.actor;
  const view = combatant.combatView;
  if (!actor || view?.kind !== "d20" || !isDying(view, actor.statuses)) return "notDying";
  const now = deps.rounds?.now(actor) ?? null;
  const checked = deps.rounds?.checked(actor) ?? null;
  if (!spaceOpera.dyingCheckDue({ now, checked })) return "alreadyChecked";
  const bonus = dyingBonus(view);
  if (deps.mode() === "prompt") {
    const level = Math.max(1, view.level);
    const chance = spaceOpera.dyingSurvivalChance({ strBonus: view.strBonus, level });
    if (!(await deps.prompt({ actor, bonus, chance }))) return "skipped";
  }
  const total = await deps.roll({ bonus, actor });
  // The round's check is made: neither the turn start nor a button rolls another this round.
  if (now && deps.rounds) await deps.rounds.record(actor, now);
  const result = spaceOpera.dyingCheck({ total });
  if (result === "dies") await deps.kill(combatant, { total, dc: spaceOpera.DYING_DC });
  return result;
}
