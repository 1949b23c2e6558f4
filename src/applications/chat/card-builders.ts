// Pure: card data from evaluated rolls (read through small structural types, so tests pass plain
// objects). Outcomes and odds come from src/dice/outcomes.ts and odds.ts (the rules API).
import { starWorlds, type trace } from "../../rules/index.js";
import { attackOdds, checkOdds } from "../../dice/odds.js";
import {
  attackResult,
  d20Outcome,
  starWorldsBand,
  type D20Kind,
  type D20RulesetId,
} from "../../dice/outcomes.js";
import type { DamageType } from "../../config.js";
import type {
  AttackCard,
  CardActor,
  CardTarget,
  CheckCard,
  DamageCard,
  HealCard,
  TextAuthor,
  WorldsCard,
} from "./card-data.js";

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
    band: starWorldsBand(total, roll.skilled),
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
    band: keepNew ? starWorldsBand(total, card.skilled) : card.band,
    previous: keepNew
      ? { total: card.total, band: card.band }
      : { total, band: starWorldsBand(total, card.skilled) },
    rerolls: (card.rerolls ?? (card.previous ? 1 : 0)) + 1,
  };
}

export function damageCard(
  head: CardHead,
  roll: RolledDamage,
  targets: CardTarget[],
  itemId: string | null,
  ruleset: DamageCard["ruleset"],
  fromHit = false,
  terms?: readonly trace.TraceTerm[],
): DamageCard {
  const { total } = evaluated(roll);
  return {
    type: "damage",
    ...head,
    formula: roll.formula,
    total,
    ruleset,
    damageType: roll.damage.damageType,
    critical: roll.damage.critical,
    heroDie: roll.damage.heroDie,
    heroDieResult: null,
    itemId,
    baseFormula: roll.damage.baseFormula,
    targets: targets.map(({ uuid, name, ac }) => ({ uuid, name, ac })),
    fromHit,
    evaded: [],
    ...withTerms(terms),
  };
}

/** A healing card: the rolled points, for the stored targets (their own kind: card-data.ts). */
export function healCard(
  head: CardHead,
  roll: { formula: string; total: number | undefined },
  targets: CardTarget[],
  ruleset: HealCard["ruleset"],
  textAuthor?: TextAuthor,
): HealCard {
  const { total } = evaluated(roll);
  return {
    type: "heal",
    ...head,
    formula: roll.formula,
    total,
    ruleset,
    targets: targets.map(({ uuid, name, ac }) => ({ uuid, name, ac })),
    applied: [],
    ...(textAuthor ? { textAuthor: { ...textAuthor } } : {}),
  };
}
