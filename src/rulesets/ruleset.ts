// The one seam between Foundry code and the three rulesets. Foundry code asks `rulesetOf(actor)` and
// calls these members; it never branches on ruleset names. Later issues add members (checks,
// initiative, sheet parts): add them here and in each adapter, the compiler lists what is missing.
import type { DamageType, HolocronActorType, HolocronItemType, RulesetId } from "../config.js";
import type { RulesetActor } from "./actor-shapes.js";
import type { HealthStatusId, StatusId } from "./status-effects.js";
import type { InitiativeRules } from "./combat-rules.js";
import type { CheckRules } from "./checks.js";
import type { PowerKit } from "./power-kit.js";
import type { ChaseRules } from "./chase.js";
import type { RestOffer } from "./rests.js";

/** What the health methods read from an actor (plain data: tests build it without Foundry). */
export type HealthSubject = RulesetActor & {
  /** Active status ids (Foundry's `actor.statuses`). */
  statuses: ReadonlySet<string>;
};

/** The persisted health fields (paths inside `system`) and the health statuses that go with them. */
export interface HealthState {
  /** e.g. { "health.value": 12, "strDamage.value": 0 }: exactly what an update or an undo writes. */
  fields: Record<string, number | boolean>;
  /** The ruleset's health statuses that should be active in this state. */
  statuses: HealthStatusId[];
  /** Out of the fight: the combatant is marked defeated. */
  out: boolean;
}

export type { DamageType };
export interface DamageOptions {
  type?: DamageType;
  /** Star Worlds: damage that Armor does not reduce. */
  ignoreArmor?: boolean;
  /** Damage from a successful attack: a mook is defeated by the hit even at 0 damage (rulings). */
  hit?: boolean;
}

/** Rest and recovery a ruleset offers (healing by time, second wind, bacta…). */
export const RECOVERY_KINDS = [
  "hour",
  "hourMedical",
  "secondWind",
  "heroism",
  "night",
  "week",
  "bacta",
] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];

/** A span of world time that passed outside combat, and the GM's marks for one character. */
export interface TimeSpan {
  seconds: number;
  /** Rest seconds carried from earlier spans (the ruleset's own carry). */
  carried: number;
  /** Under medical care (m20, Space Opera). */
  medical: boolean;
  /** In a bacta tank (Star Worlds). */
  bacta: boolean;
}

/** What a span of world time does for a character (rulings.md, "Time and healing"). */
export interface TimeRecovery {
  /** HP healed by the hours rested (m20 restores STR damage first); 0 when none. */
  points: number;
  /** A rest the span completes (Star Worlds' night, week or bacta), or null. */
  rest: RecoveryKind | null;
  /** Rest seconds carried to the next span. */
  carried: number;
}
export interface RecoveryOptions {
  /** Rolled points, where the recovery heals a rolled amount (Space Opera heroism 2d6+2). */
  points?: number;
}

/** One number the sheet shows beside the main value (m20's STR damage). */
export interface HealthExtra {
  /** i18n key of its name. */
  label: string;
  value: number;
  max: number;
  /** Path inside `system` where the value is stored (editable), or null when it is derived. */
  field: string | null;
}

/** The sheet's health block: the ruleset's numbers and the actor's actual health statuses. */
export interface HealthView {
  /** i18n key of the resource's name ("HP", "Vitality"). */
  label: string;
  value: number;
  /** Path inside `system` of the value ("health.value"): what the sheet's input writes. */
  field: string;
  /** null for mooks: they have no hit points. */
  max: number | null;
  /** Path inside `system` of the max when it is stored (a Star Worlds NPC's, set by the GM);
   * null when it is derived. */
  maxField: string | null;
  mook: boolean;
  /** Down: an active health status keeps the actor from acting (unconscious, dying, dead, defeated). */
  out: boolean;
  /** Hurt beyond what the numbers say: a lasting-injury status is active (Star Worlds' Wounded). */
  injured: boolean;
  /** Other tracked numbers shown beside it (STR damage). */
  extra: HealthExtra[];
  /** Every status of the ruleset this actor may have, for the sheet's toggle chips. */
  states: { id: StatusId; label: string; active: boolean }[];
  /** Space Opera: dying, so a dying check can be rolled from the sheet and the tracker. */
  dyingCheck: boolean;
}

/** Health statuses the numbers alone imply, to turn on and off (a value typed on the sheet). */
export interface ImpliedStatuses {
  on: HealthStatusId[];
  off: HealthStatusId[];
}

/** A level earned but not yet taken (Star Worlds): the level reached and what it adds. */
export interface LevelUp {
  level: number;
  /** Non-zero gains by id ("vitality", "skills"…), for "+4 Vitality" lines. */
  gains: { id: string; amount: number }[];
}

export interface Ruleset {
  readonly id: RulesetId;
  /** i18n key of the ruleset's name. */
  readonly label: string;
  readonly actorTypes: readonly HolocronActorType[];
  readonly itemTypes: readonly HolocronItemType[];
  /** Item fields this ruleset's rules never read, by item type: its item sheets leave them out. */
  readonly unusedItemFields: Readonly<Partial<Record<HolocronItemType, readonly string[]>>>;
  /** Health statuses this ruleset sets and clears by itself. */
  readonly healthStatuses: readonly HealthStatusId[];
  /** i18n label per health field path (for "HP 12 → 4" rows). */
  readonly healthFieldLabels: Readonly<Record<string, string>>;
  readonly recoveryKinds: readonly RecoveryKind[];
  /** The rests the Rest dialog offers its characters, and the GM's mark their rest reads. */
  readonly rests: RestOffer;
  /** Recoveries after which daily abilities are ready again (Star Worlds rests); [] when none. */
  readonly dailyUseResets: readonly RecoveryKind[];
  /** Dice rolled for a recovery that heals a rolled amount (Space Opera heroism: 2d6+2). */
  readonly recoveryFormulas: Readonly<Partial<Record<RecoveryKind, string>>>;
  /** The next level waiting to be taken and what it brings, or null when none waits. */
  levelWaiting(actor: HealthSubject): LevelUp | null;
  /** Token bars: `system.` paths of the primary and secondary bar for an actor type. */
  tokenBars(type: HolocronActorType): { primary: string; secondary: string | null };

  /** The current health fields and the statuses they imply. */
  readHealth(actor: HealthSubject): HealthState;
  healthView(actor: HealthSubject): HealthView;
  /** The state after `amount` damage (amount ≥ 0, validated by the caller). Pure. */
  damage(actor: HealthSubject, amount: number, options: DamageOptions): HealthState;
  /** The state after healing `points`. Pure. */
  heal(actor: HealthSubject, points: number): HealthState;
  /** The state after a rest or a second wind; throws an Error (i18n key) when not allowed now. */
  recover(actor: HealthSubject, kind: RecoveryKind, options: RecoveryOptions): HealthState;
  /** What a span of world time outside combat does for this character. Pure. */
  passTime(actor: HealthSubject, span: TimeSpan): TimeRecovery;
  /**
   * What the health numbers imply when someone types them (m20: HP 0 is unconscious; Space Opera:
   * HP 0 or below is dying; Star Worlds: Vitality 0 is Wounded), so a typed value means what damage
   * to that value means.
   */
  impliedStatuses(actor: HealthSubject): ImpliedStatuses;
  /** A stored flag that mirrors a status (Star Worlds' wounded/dying), if any. */
  conditionField(status: string): string | null;
  /** Roll data shortcuts for formulas (stat bonuses, level…). */
  rollData(actor: HealthSubject): Record<string, number>;
  /** Combat: initiative formula, order and turn-start automation (src/rulesets/<ruleset>/initiative.ts). */
  readonly initiative: InitiativeRules;
  /** Rolls: check kind, stats or attributes, attack rules, card controls (src/rulesets/<ruleset>/checks.ts). */
  readonly checks: CheckRules;
  /** Force or psionic powers (src/rulesets/<ruleset>/power-kit.ts); null when the ruleset has none. */
  readonly powers: PowerKit | null;
  /** Chases: the check, movement and tie rule (src/rulesets/chase.ts). */
  readonly chase: ChaseRules;
}
