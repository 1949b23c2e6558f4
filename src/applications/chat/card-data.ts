// What each chat card stores in `flags.holocron.card`: plain data, so a card can be rendered again,
// its buttons can act after a reload, and the gallery and tests can build one without Foundry.
import type { RulesetId } from "../../config.js";
import type { HealthSnapshot } from "../../documents/actor.js";
import type { DamageType } from "../../config.js";
import type { D20Kind, D20Outcome, D20RulesetId, WorldsBand } from "../../dice/outcomes.js";
import type { HazardCard } from "./hazard-card.js";

export interface CardActor {
  uuid: string;
  name: string;
  img: string;
}

/** A target taken at roll time (by UUID: it is resolved again when a button is clicked). */
export interface CardTarget {
  uuid: string;
  name: string;
  /** d20 attacks: the target's AC at roll time. */
  ac: number | null;
}

interface CardBase {
  actor: CardActor;
  /** i18n key and data of the title line. */
  title: string;
  titleData: Record<string, string>;
  formula: string;
  total: number;
}

export interface CheckCard extends CardBase {
  type: "check";
  ruleset: D20RulesetId;
  kind: D20Kind;
  natural: number;
  /** The DC, or null when none was set. */
  target: number | null;
  outcome: D20Outcome | null;
  /** The chance of success the roll had (null without a DC). */
  chance: number | null;
}

export interface WorldsCard extends CardBase {
  type: "worlds";
  skilled: boolean;
  /** The attribute + modifier the 2d6 were added to (for the odds and a Hero Point reroll). */
  bonus: number;
  natural: number;
  band: WorldsBand;
  chances: Record<WorldsBand, number>;
  /** A weapon attack: the weapon, for the Roll Damage button. */
  itemId: string | null;
  /** After a Hero Point reroll: the other roll of the pair (the better one is kept as the total). */
  previous: { total: number; band: WorldsBand } | null;
  /** Hero Point rerolls paid so far (a player may pay again for another). */
  rerolls?: number;
}

export interface AttackRow extends CardTarget {
  /** After a successful deflect the hit reads "miss" (rulings: Deflect). */
  outcome: D20Outcome;
  /** The target's deflect, once rolled by the GM: its total and whether it turned the hit aside. */
  deflect?: { total: number; success: boolean };
  /** The hit chance the attack had against this target. */
  chance: number;
}

export interface AttackCard extends CardBase {
  type: "attack";
  ruleset: D20RulesetId;
  itemId: string;
  natural: number;
  critical: boolean;
  rows: AttackRow[];
}

export interface DamageCard extends CardBase {
  type: "damage";
  ruleset: RulesetId;
  /** Star Worlds: the Hero Point die added after the roll (+1d6), or null. */
  heroDieResult: number | null;
  damageType: DamageType;
  critical: boolean;
  heroDie: boolean;
  /** The weapon, if any (power damage has none). */
  itemId: string | null;
  /** The formula before the critical doubling and the Hero Point die (for a +1d6 reroll). */
  baseFormula: string;
  targets: CardTarget[];
  /**
   * Rolled from an attack card's hit: `targets` are then the actors the attack hit, and applying it
   * to one of them defeats a mook even at 0 damage (rulings). Never for other recipients.
   */
  fromHit?: boolean;
  /** Star Worlds: the actors who evaded with a Hero Point (Apply skips them). */
  evaded?: string[];
  /** The actors Apply / Apply half reached (Evade and Negate Energy are refused for them). */
  applied?: string[];
  /** Knights rolling Negate Energy against this damage (Apply skips them meanwhile). */
  negating?: string[];
  /** Knights who negated this damage (Apply skips them). */
  negated?: string[];
  /** The attack card this damage was rolled from (a deflect there reaches this card). */
  attackMessageId?: string;
  /** Knights who deflected the attack after its damage was rolled (Apply skips them). */
  deflected?: string[];
}

/** How a damage card's total was applied. */
export type ApplyMode = "damage" | "half" | "double" | "heal" | "evade";

export interface HealthChangeRow {
  /** i18n label of the field ("HP", "STR damage", "Vitality"). */
  label: string;
  from: number;
  to: number;
}

export interface AppliedRow {
  actorUuid: string;
  name: string;
  mode: ApplyMode;
  amount: number;
  changes: HealthChangeRow[];
  /** i18n labels of the statuses the actor has after the change (unconscious, dying, defeated…). */
  statuses: string[];
  /** The actor's health before the change (HolocronActor#healthSnapshot), restored by Undo. */
  before: HealthSnapshot;
  /** Its health just after (Undo reverses only this change when the actor changed since). */
  after?: HealthSnapshot;
  /** The damage card's message it was applied from (Undo takes back its "applied" mark there). */
  source?: string;
  undone: boolean;
}

export interface AppliedCard {
  type: "applied";
  rows: AppliedRow[];
}

export interface OpposedResister extends CardTarget {
  /** The resister's bonus (d20) or attribute (Star Worlds). */
  bonus: number;
  /** i18n key of what resists ("Physical + STR"), formatted with `resistData` when given. */
  resistLabel: string;
  /** i18n keys (or text) for the label's placeholders. */
  resistData?: Record<string, string>;
  /** Chance the actor wins against this resister. */
  chance: number;
  /** Filled once resisted. */
  result: OpposedOutcome | null;
}

export interface OpposedOutcome {
  /** Every round: ties in Star Worlds are rolled again until broken. */
  rounds: { actor: number; resister: number }[];
  winner: "actor" | "resister";
  /** Star Worlds Hero Point rerolls: which side paid, what it rolled, and the round it started. */
  heroRerolls?: { side: "actor" | "resister"; total: number; round: number }[];
}

export interface OpposedCard extends CardBase {
  type: "opposed";
  ruleset: RulesetId;
  /** The actor's flat bonus, for Star Worlds tie rerolls. */
  bonus: number;
  resisters: OpposedResister[];
  /** A free key other areas use to recognise their own opposed checks (e.g. a power id). */
  purpose: string | null;
}

/** Pure: the actors a damage card's Apply must skip (applied, evaded, negating, or negated). */
export function applySkips(card: DamageCard): string[] {
  return [
    ...(card.applied ?? []),
    ...(card.evaded ?? []),
    ...(card.negating ?? []),
    ...(card.negated ?? []),
    ...(card.deflected ?? []),
  ];
}

export type CardData =
  CheckCard | WorldsCard | AttackCard | DamageCard | AppliedCard | OpposedCard | HazardCard;

export type CardType = CardData["type"];
