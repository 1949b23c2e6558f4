// Pure: a roll card's numbers (check, Star Worlds check, attack, damage, heal, opposed): its data
// built from evaluated rolls, and the breakdowns of its total read back from that data (below).
// Rolls are read through small structural types, so tests pass plain objects. Outcomes and odds
// come from src/dice/outcomes.ts and odds.ts (the rules API).
import { starWorlds, trace, dice as diceRules } from "../../rules/index.js";
import { type D20RulesetId, isD20Ruleset } from "../../rulesets/index.js";
import {
  attackOdds,
  checkOdds,
  opposedD20Odds,
  attackResult,
  d20Outcome,
  type D20Kind,
} from "../../dice/outcomes.js";
import type { DamageType, RulesetId } from "../../config.js";
import type {
  CardData,
  AttackCard,
  CardActor,
  CardTarget,
  CheckCard,
  DamageCard,
  HealCard,
  TextAuthor,
  WorldsCard,
  OpposedCard,
} from "../data.js";
import {
  breakdownView,
  type BreakdownView,
  type LazyBreakdown,
} from "../../applications/breakdown/breakdown-view.js";
import { formatPercent, signed } from "../../applications/format.js";

export interface CardHead {
  actor: CardActor;
  title: string;
  titleData: Record<string, string>;
}

export interface RolledD20 {
  formula: string;
  total: number | undefined;
  natural: number | null;
  check: { kind: D20Kind; target: number | null };
}

export interface RolledWorlds {
  formula: string;
  total: number | undefined;
  natural: number | null;
  skilled: boolean;
}

export interface RolledDamage {
  formula: string;
  total: number | undefined;
  damage: { damageType: DamageType; critical: boolean; heroDie: boolean; baseFormula: string };
}

/** The roll's bonus terms for the card, when the caller traced them (older callers: none). */
const withTerms = (terms: readonly trace.TraceTerm[] | undefined) =>
  terms ? { bonusTerms: terms.map((t) => ({ ...t, source: { ...t.source } })) } : {};

function evaluated(roll: { total: number | undefined; natural?: number | null }) {
  if (roll.total === undefined || roll.natural === null) {
    throw new Error("A card needs an evaluated roll");
  }
  return { total: roll.total, natural: roll.natural ?? 0 };
}

export function checkCard(
  head: CardHead,
  roll: RolledD20,
  ruleset: D20RulesetId,
  bonus: number,
  terms?: readonly trace.TraceTerm[],
): CheckCard {
  const { total, natural } = evaluated(roll);
  const { kind, target } = roll.check;
  return {
    type: "check",
    ...head,
    formula: roll.formula,
    total,
    ruleset,
    kind,
    natural,
    target,
    outcome: d20Outcome(ruleset, kind, { natural, total, target }),
    chance: target === null ? null : checkOdds(bonus, target),
    ...withTerms(terms),
  };
}

export function attackCard(
  head: CardHead,
  roll: RolledD20,
  ruleset: D20RulesetId,
  itemId: string,
  targets: CardTarget[],
  bonus: number,
  terms?: readonly trace.TraceTerm[],
): AttackCard {
  const { total, natural } = evaluated(roll);
  const rows = targets
    .filter((t): t is CardTarget & { ac: number } => t.ac !== null)
    .map((t) => ({
      uuid: t.uuid,
      name: t.name,
      ac: t.ac,
      outcome: attackResult(ruleset, { natural, total, ac: t.ac }),
      chance: attackOdds(ruleset, bonus, t.ac).hit,
    }));
  return {
    type: "attack",
    ...head,
    formula: roll.formula,
    total,
    ruleset,
    itemId,
    natural,
    // A natural 20 always hits and is a critical, whoever the target (rulings).
    critical: natural === 20,
    rows,
    ...withTerms(terms),
  };
}

export function starWorldsCard(
  head: CardHead,
  roll: RolledWorlds,
  bonus: number,
  itemId: string | null,
  terms?: readonly trace.TraceTerm[],
): WorldsCard {
  const { total, natural } = evaluated(roll);
  return {
    type: "worlds",
    ...head,
    formula: roll.formula,
    total,
    skilled: roll.skilled,
    bonus,
    natural,
    band: starWorlds.outcome(total, { skilled: roll.skilled }),
    chances: starWorlds.outcomeChances(bonus, { skilled: roll.skilled }),
    itemId,
    previous: null,
    ...withTerms(terms),
  };
}

/** A Hero Point reroll: keep the better of the two totals (rulings). */
export function rerolledWorldsCard(card: WorldsCard, reroll: RolledWorlds): WorldsCard {
  const { total, natural } = evaluated(reroll);
  const keepNew = starWorlds.keptReroll(card.total, total) === "reroll";
  return {
    ...card,
    formula: keepNew ? reroll.formula : card.formula,
    total: keepNew ? total : card.total,
    natural: keepNew ? natural : card.natural,
    band: keepNew ? starWorlds.outcome(total, { skilled: card.skilled }) : card.band,
    previous: keepNew
      ? { total: card.total, band: card.band }
      : { total, band: starWorlds.outcome(total, { skilled: card.skilled }) },
    rerolls: (card.rerolls ?? (card.previous ? 1 : 0)) + 1,
  };
}

/** What a card rolled for its stored targets starts with: who and what, the roll, the ruleset. */
function rolledFor<R>(
  head: CardHead,
  roll: { formula: string; total: number | undefined },
  ruleset: R,
) {
  return { ...head, formula: roll.formula, total: evaluated(roll).total, ruleset };
}

/** The targets as a card stores them (by UUID, with the AC they had). */
const storedTargets = (targets: readonly CardTarget[]): CardTarget[] =>
  targets.map(({ uuid, name, ac }) => ({ uuid, name, ac }));

export function damageCard(
  head: CardHead,
  roll: RolledDamage,
  targets: CardTarget[],
  itemId: string | null,
  ruleset: DamageCard["ruleset"],
  fromHit = false,
  terms?: readonly trace.TraceTerm[],
): DamageCard {
  return {
    type: "damage",
    ...rolledFor(head, roll, ruleset),
    damageType: roll.damage.damageType,
    critical: roll.damage.critical,
    heroDie: roll.damage.heroDie,
    heroDieResult: null,
    itemId,
    baseFormula: roll.damage.baseFormula,
    targets: storedTargets(targets),
    fromHit,
    evaded: [],
    ...withTerms(terms),
  };
}

/** A healing card: the rolled points, for the stored targets (their own kind: ../data.ts). */
export function healCard(
  head: CardHead,
  roll: { formula: string; total: number | undefined },
  targets: CardTarget[],
  ruleset: HealCard["ruleset"],
  textAuthor?: TextAuthor,
): HealCard {
  return {
    type: "heal",
    ...rolledFor(head, roll, ruleset),
    targets: storedTargets(targets),
    applied: [],
    ...(textAuthor ? { textAuthor: { ...textAuthor } } : {}),
  };
}

// Pure: the breakdown of a roll card's total, from the card's stored data as its shape read it
// (../data.ts): the dice's faces (the total less the formula's plain numbers) and the bonus's
// terms the roll dialog traced, kept only when they add up to those plain numbers, which the GM's
// check reads from the roll (../kinds.ts). So a card's breakdown cannot disagree with its dice.
export type RollCard = CheckCard | WorldsCard | AttackCard | DamageCard | OpposedCard;

/** The rule a card's total is made by. */
function ruleOf(card: RollCard): trace.RuleId {
  if (card.type === "attack") return "attackRoll";
  if (card.type === "worlds") return "worldsRoll";
  if (card.type === "damage") return "damageRoll";
  if (card.type === "opposed") return trace.opposedRollRule(card.ruleset);
  return "checkRoll";
}

function rulesetOf(card: RollCard): RulesetId {
  return card.type === "worlds" ? "starWorlds" : card.ruleset;
}

/** A card's total as its terms: the dice as rolled, a Hero Point's die, the bonus's terms. */
export function cardTotalTrace(card: RollCard): trace.Trace {
  // An opposed card keeps its bonus as one number: the formula's plain numbers are one term.
  const stored = (card.type === "opposed" ? null : card.bonusTerms) ?? [];
  // A critical rolls the whole formula twice (rulings: Natural 20): every bonus counts twice.
  const bonus = card.type === "damage" && card.critical ? [...stored, ...stored] : stored;
  // A Hero Point's die is added after the roll, "+1d6" on the formula (../damage/requests.ts).
  const hero =
    card.type === "damage" && card.heroDieResult !== null && card.formula.endsWith("+1d6");
  const extraDice = hero ? [trace.term("heroDie", card.heroDieResult ?? 0, "roll", "1d6")] : [];
  const t = trace.rolledTotalTrace(ruleOf(card), {
    formula: hero ? card.formula.slice(0, -"+1d6".length) : card.formula,
    total: card.total,
    bonus,
    extraDice,
  });
  return card.type === "damage" && card.critical
    ? { ...t, notes: [trace.term("critical", 2, "rule")] }
    : t;
}

/**
 * The formula's plain numbers as the total's trace tells them (its terms less the dice's faces):
 * the roll's formula is its dice with these added, `formulaBase` form (the dice block's formula).
 */
export function cardFormulaTrace(card: RollCard): { trace: trace.Trace; dice: string } {
  const total = cardTotalTrace(card);
  const bonus = total.terms.filter((t) => t.source.kind !== "roll");
  return {
    trace: trace.sumTrace(ruleOf(card), bonus),
    dice: trace.splitFormula(card.formula).dice,
  };
}

/**
 * One side's total in a round of an opposed check: its dice's faces (the total less its bonus) and
 * the bonus the card holds, the actor's its formula's plain numbers. Both sides roll the ruleset's
 * check (src/cards/opposed/check.ts: D20Check or WorldsCheck), so the resister's dice are the actor's.
 */
export function opposedSideTrace(
  card: OpposedCard,
  total: number,
  resister: { bonus: number } | null,
): trace.Trace {
  if (!resister)
    return trace.rolledTotalTrace(ruleOf(card), { formula: card.formula, total, bonus: [] });
  const { dice } = trace.splitFormula(card.formula);
  return trace.sumTrace(ruleOf(card), [
    trace.term("roll", total - resister.bonus, "roll", dice),
    trace.term("checkBonus", resister.bonus, "card"),
  ]);
}

/** An opposed card's rounds, each side's total explained, by slot ("round-0-1-resister"). */
function opposedRounds(card: OpposedCard, prefix: string, ruleset: RulesetId) {
  const views: Record<string, BreakdownView> = {};
  for (const [i, r] of card.resisters.entries()) {
    for (const [j, round] of (r.result?.rounds ?? []).entries()) {
      const slot = `round-${i}-${j}`;
      const side = (name: string, value: number, of: { bonus: number } | null, title: string) => {
        const view = breakdownView(
          `${prefix}-${slot}-${name}`,
          opposedSideTrace(card, value, of),
          ruleset,
          String(value),
        );
        views[`${slot}-${name}`] = { ...view, title };
      };
      side("actor", round.actor, null, "HOLOCRON.Breakdown.Title.checkTotal");
      side("resister", round.resister, r, "HOLOCRON.Breakdown.Title.resistTotal");
    }
  }
  return views;
}

/**
 * An open d20 row's chance: the actor's bonus (its formula's plain numbers, the bonus the chance
 * was made from: src/cards/opposed) against the resister's, ties to the resister (rulings: Opposed
 * checks). Star Worlds' chance (ties rolled again) is no such form: shown as it is.
 */
function opposedChances(card: OpposedCard, prefix: string) {
  const views: Record<string, BreakdownView> = {};
  const { ruleset } = card;
  const bonus = cardFormulaTrace(card).trace;
  if (!isD20Ruleset(ruleset) || bonus.value !== card.bonus) return views;
  for (const [i, r] of card.resisters.entries()) {
    // The chance the card holds, when it is the one these bonuses make (else it is shown as held).
    const text = formatPercent(r.chance);
    if (r.result || text !== formatPercent(opposedD20Odds(card.bonus, r.bonus))) continue;
    views[`chance-${i}`] = {
      ...breakdownView(`${prefix}-chance-${i}`, bonus, ruleset, text),
      chance: { name: r.name, resist: signed(r.bonus), text },
    };
  }
  return views;
}

/** A check's margin over its DC (negative: short of it), or null without a DC. */
export function checkMarginTrace(card: CheckCard): trace.Trace | null {
  if (card.target === null) return null;
  return trace.sumTrace("checkRoll", [
    trace.term("checkTotal", card.total, "roll"),
    trace.term("dc", -card.target, "dialog"),
  ]);
}

/** The breakdowns a roll card shows, by the name of their slot in its template. */
export interface CardBreakdowns {
  total: BreakdownView;
  /** A check card's margin over its DC. */
  margin?: BreakdownView;
  /** The dice block's formula (its dice, then the bonus) and its total (Foundry's Roll#render). */
  formula: BreakdownView;
  diceTotal: BreakdownView;
  /**
   * An opposed card's rows, by slot name: each round's two totals ("round-0-1-actor"), an open
   * d20 row's chance ("chance-1").
   */
  rows?: Record<string, BreakdownView>;
}

/** The breakdown a card's slot names (`data-card-breakdown`), if the card has one. */
export function slotView(views: CardBreakdowns, slot: string): BreakdownView | undefined {
  if (slot === "total" || slot === "margin" || slot === "formula" || slot === "diceTotal") {
    return views[slot];
  }
  return views.rows?.[slot];
}

/**
 * The breakdowns of a card's numbers; `prefix` makes their ids unique in the chat log (the
 * message's id when the log renders it).
 */
export function cardBreakdowns(card: RollCard, prefix = "holocron-bd-card"): CardBreakdowns {
  const ruleset = rulesetOf(card);
  const totalTrace = cardTotalTrace(card);
  const total = breakdownView(`${prefix}-total`, totalTrace, ruleset, String(card.total));
  const diceTotal = breakdownView(`${prefix}-dice-total`, totalTrace, ruleset, String(card.total));
  const f = cardFormulaTrace(card);
  const formula = {
    ...breakdownView(
      `${prefix}-formula`,
      f.trace,
      ruleset,
      diceRules.addModifier(f.dice, f.trace.value),
    ),
    formulaBase: f.dice,
  };
  const margin = card.type === "check" ? checkMarginTrace(card) : null;
  const views: CardBreakdowns = { total, formula, diceTotal };
  if (card.type === "opposed") {
    views.rows = { ...opposedRounds(card, prefix, ruleset), ...opposedChances(card, prefix) };
  }
  return margin
    ? { ...views, margin: breakdownView(`${prefix}-margin`, margin, ruleset, signed(margin.value)) }
    : views;
}

/**
 * A number of a card as it is posted: its button and an empty breakdown (the template's lazy form),
 * which the chat log fills from the card's data as it renders the card.
 */
export type PostedSlot = Pick<LazyBreakdown, "id" | "shown" | "lazy">;

/** A roll card's numbers as it is posted: its total, and a check's margin over its DC. */
export interface PostedBreakdowns {
  total: PostedSlot;
  margin?: PostedSlot;
}

/**
 * The breakdowns of a card as it is posted: its numbers only, none drawn into the message. The chat
 * log draws every slot again from the card's data as it renders the card (cards/render.ts,
 * renderBreakdowns: the message's HTML is its author's to write), so a breakdown built into the
 * stored HTML was replaced before anyone read it.
 */
export function postedBreakdowns(
  card: CheckCard | WorldsCard | AttackCard | DamageCard,
): PostedBreakdowns {
  const slot = (name: "total" | "margin", shown: string): PostedSlot => ({
    id: `holocron-bd-card-${name}`,
    shown,
    lazy: true,
  });
  const total = slot("total", String(card.total));
  const margin = card.type === "check" ? checkMarginTrace(card) : null;
  return margin ? { total, margin: slot("margin", signed(margin.value)) } : { total };
}

/**
 * The natural d20 a card shows and whose it is, when its kind rolls one a summary may read (a d20
 * check or attack card; Star Worlds' 2d6 cards have no such face), else null.
 */
export function naturalD20(card: CardData): { actorUuid: string; natural: number } | null {
  const rolled = card.type === "check" || card.type === "attack";
  return rolled ? { actorUuid: card.actor.uuid, natural: card.natural } : null;
}
